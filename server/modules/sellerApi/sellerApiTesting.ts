import { graphql, type ApiSession } from '../../http/testing/apiClient';

/** Test support: the seller API as a developer's system calls it. */
export const CREATE_KEY = 'mutation($input: CreateApiKeyInput!) { createApiKey(input: $input) { secret apiKey { id prefix mode scopes status } } }';
export const REVOKE_KEY = 'mutation($id: ID!) { revokeApiKey(id: $id) { id status revokedAt } }';
export const REGISTER_WEBHOOK = 'mutation($input: RegisterWebhookEndpointInput!) { registerWebhookEndpoint(input: $input) { signingSecret endpoint { id status mode eventTypes } } }';
export const ALL_SCOPES = ['buyers:read', 'charges:read', 'charges:write', 'disbursements:read'];

/** Creates a key through GraphQL as `session` (a clientDeveloper); throws on any error. */
export async function createKey(baseUrl: string, session: ApiSession, mode: 'test' | 'live', scopes: readonly string[] = ALL_SCOPES): Promise<{ id: string; secret: string }> {
  const reply = await graphql(baseUrl, session, CREATE_KEY, { input: { name: `${mode} key`, mode, scopes } });
  if (reply.body.errors) throw new Error(JSON.stringify(reply.body.errors));
  const created = reply.body.data?.['createApiKey'] as { secret: string; apiKey: { id: string } };
  return { id: created.apiKey.id, secret: created.secret };
}

export interface ApiReply<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

/** One seller API call: `Authorization: Bearer <secret>`, JSON in and out. */
export async function callApi<T = Record<string, unknown>>(
  baseUrl: string,
  secret: string | null,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<ApiReply<T>> {
  const response = await fetch(`${baseUrl}/api/v1${path}`, {
    method,
    headers: { ...(secret ? { authorization: `Bearer ${secret}` } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T, headers: response.headers };
}

let serial = 0;
/** A charge for Acme (client reference NW-1001, a test buyer) with a fresh invoice number. */
export function acmeCharge(extra: Record<string, unknown> = {}): Record<string, unknown> {
  serial += 1;
  return {
    buyerClientReferenceId: 'NW-1001', type: 'sale', invoiceNumber: `API-${Date.now()}-${serial}`, amountMinor: 12_345, currency: 'USD',
    billDate: '2026-11-20', dueDate: '2026-12-20', poNumber: 'PO-API-1', ...extra,
  };
}
