import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { chargeInputSchema, CLIENT_REFERENCE_MAX_LENGTH } from '../../../machines/rules/chargeInput';
import type { ApiScope } from '../../../machines/rules/sellerApi';
import { ERRORS, type ErrorCode } from '../../../src/domain/errors';
import { portalError } from '../../graphql/errors';
import { parseInput } from '../../graphql/parseInput';
import { containsUnsupportedText } from '../../graphql/unsupportedText';
import { errorBody, sendJson } from '../../http/replies';
import type { AppServices } from '../../http/services';
import { RULE_REFUSED } from '../../rulebook/ruleRefusedError';
import { authenticateApiKey, type AuthenticatedKey } from '../apiKeys/apiKeys';
import { publishChargeCreated } from '../charges/chargeEvents';
import { createCharge } from '../charges/createCharge';
import { allDisbursements, disbursementFilterSchema } from '../disbursements/disbursementQuery';
import { publishInvoiceDocumentUpdated } from '../invoiceDocuments/documentEvents';
import { queueWebhookDispatch } from '../webhooks/dispatch';
import {
  adjustCharge, cancelPreauthorization, capturePreauthorization, chargeOfKey, idempotencyKeyOf, listBuyers, listCharges, preauthorizationOfKey, preauthorize, voidCharge,
} from './operations';
import { toChargeResource, toPreauthorizationResource } from './resources';

/**
 * The seller API (`/api/v1`, issue 14 part 2): the program's own systems, authenticated by
 * `Authorization: Bearer <API key>` (server/modules/apiKeys), never by a session cookie (so no
 * CSRF header either). Each route needs one scope of the key. Creates and adjusts take an `Idempotency-Key`
 * header (1-255 printable characters): the same key and body answer the first result again (200
 * instead of 201), the same key with another body IDEMPOTENCY_KEY_REUSED (409).
 *
 * Limits (@fastify/rate-limit, shared through Redis when configured): per client address before
 * authentication (a stream of wrong keys), and per key after it.
 *
 * The route table (`SELLER_API_ROUTES`) is also the source of the OpenAPI description
 * (openapi.ts), so the documentation at /docs/api/index.html cannot drift from the code.
 */
export const SELLER_API_PREFIX = '/api/v1';
export const SELLER_API_LIMITS = { perAddress: 600, perKey: 300, windowMs: 60_000 } as const;

const idempotencyKeySchema = z.string().regex(/^[\x21-\x7e]{1,255}$/);

export interface SellerApiCall {
  services: AppServices;
  key: AuthenticatedKey;
  params: Record<string, string>;
  query: unknown;
  body: unknown;
  idempotencyKey: string | null;
}

export interface SellerApiAnswer {
  status: number;
  body: unknown;
}

export interface SellerApiRoute {
  method: 'GET' | 'POST';
  /** Fastify path under SELLER_API_PREFIX, `:name` for parameters. */
  path: string;
  operationId: string;
  summary: string;
  description: string;
  scope: ApiScope;
  /** A create or an adjust (anything a retry must not do twice): needs the Idempotency-Key header. */
  idempotent: boolean;
  body?: z.ZodType;
  query?: z.ZodType;
  /** The answer's description per status (the OpenAPI responses). */
  responses: Record<number, string>;
  handle(call: SellerApiCall): Promise<SellerApiAnswer>;
}

const now = (call: SellerApiCall) => call.services.now();
const log = (message: string) => console.warn(message);

/** After a change is committed: the buyer's open screens update (invoiceDocumentUpdated carries the changed row to the Transaction History) and the webhooks are dispatched. */
function published(call: SellerApiCall, buyerId: string, invoiceId: string | null): void {
  if (invoiceId) publishInvoiceDocumentUpdated(call.services, buyerId, invoiceId, 'ready');
  queueWebhookDispatch(call.services, 0, log);
}

/** After a new charge is committed: the buyer's open screens show it (chargeCreated) and the webhooks are dispatched. */
function publishedNewCharge(call: SellerApiCall, buyerId: string, invoiceId: string): void {
  publishChargeCreated(call.services, buyerId, invoiceId);
  queueWebhookDispatch(call.services, 0, log);
}

const chargeListQuery = z.object({ buyerClientReferenceId: z.string().max(CLIENT_REFERENCE_MAX_LENGTH).optional(), limit: z.number().int().min(1).max(100).optional() });
const adjustBody = z.object({ amountMinor: z.number().int().positive() });
const preauthorizeBody = z.object({ buyerClientReferenceId: z.string(), amountMinor: z.number().int().positive(), currency: z.string(), expiresInHours: z.number().int().min(1).max(720).optional() });
const captureBody = z.object({ invoiceNumber: z.string(), amountMinor: z.number().int().positive().optional(), dueDate: z.string().optional(), poNumber: z.string().optional(), notes: z.string().optional() });

export const SELLER_API_ROUTES: readonly SellerApiRoute[] = [
  {
    method: 'GET', path: '/buyers', operationId: 'listBuyers', scope: 'buyers:read', idempotent: false,
    summary: 'List buyers', description: "The program's buyers in the key's mode (a test key: test buyers only), with credit approved and available.",
    query: z.object({ clientReferenceId: z.string().optional() }),
    responses: { 200: 'The buyers (`data`).' },
    handle: async (call) => {
      const { clientReferenceId } = parseInput(z.object({ clientReferenceId: z.string().trim().min(1).max(CLIENT_REFERENCE_MAX_LENGTH).optional() }), call.query, 'query');
      return { status: 200, body: { object: 'list', data: await listBuyers(call.services.db, call.key, clientReferenceId) } };
    },
  },
  {
    method: 'GET', path: '/buyers/:clientReferenceId', operationId: 'getBuyer', scope: 'buyers:read', idempotent: false,
    summary: 'Get a buyer by client reference id', description: "One buyer of the key's mode by the seller's client reference id.",
    responses: { 200: 'The buyer.', 404: 'No such buyer in this mode.' },
    handle: async (call) => {
      const [buyer] = await listBuyers(call.services.db, call.key, call.params['clientReferenceId'] ?? '');
      if (!buyer) throw portalError('NOT_FOUND');
      return { status: 200, body: buyer };
    },
  },
  {
    method: 'POST', path: '/charges', operationId: 'createCharge', scope: 'charges:write', idempotent: true,
    summary: 'Create a charge', description: "Puts a sale, fee or credit memo on a buyer's account, found by its client reference id. It shows at once in the buyer's Transaction History.",
    body: chargeInputSchema,
    responses: { 201: 'The charge, created.', 200: 'The charge an earlier request with this Idempotency-Key created.', 404: 'No buyer with that client reference id in this mode (CHARGE_INVALID).', 422: 'A rule refused it (CHARGE_INVALID, `problems`).' },
    handle: async (call) => {
      const result = await createCharge(call.services.db, {
        programId: call.key.programId, mode: call.key.mode, input: call.body, idempotencyKey: idempotencyKeyOf(call.key, 'charge', call.idempotencyKey ?? ''), now: now(call),
        actor: { userId: null, role: `apiKey:${call.key.id}` }, field: 'body',
      });
      if (!result.replayed) publishedNewCharge(call, result.charge.buyer_id, result.charge.id);
      return { status: result.replayed ? 200 : 201, body: toChargeResource(result.charge) };
    },
  },
  {
    method: 'GET', path: '/charges', operationId: 'listCharges', scope: 'charges:read', idempotent: false,
    summary: 'List charges', description: 'The newest charges of the key\'s mode, optionally of one buyer.',
    query: chargeListQuery,
    responses: { 200: 'The charges (`data`), newest first.' },
    handle: async (call) => ({ status: 200, body: { object: 'list', data: (await listCharges(call.services.db, call.key, call.query)).map(toChargeResource) } }),
  },
  {
    method: 'GET', path: '/charges/:id', operationId: 'getCharge', scope: 'charges:read', idempotent: false,
    summary: 'Get a charge', description: 'One charge by id.',
    responses: { 200: 'The charge.', 404: 'No such charge in this mode.' },
    handle: async (call) => {
      const row = await chargeOfKey(call.services.db, call.key, call.params['id'] ?? '');
      if (!row) throw portalError('NOT_FOUND');
      return { status: 200, body: toChargeResource(row) };
    },
  },
  {
    method: 'POST', path: '/charges/:id/void', operationId: 'voidCharge', scope: 'charges:write', idempotent: false,
    summary: 'Void a charge', description: 'Cancels a charge nothing has been paid on: it is Cancelled and owes nothing. Voiding it again is refused (RULE_REFUSED).',
    responses: { 200: 'The charge, Cancelled.', 404: 'No such charge in this mode.', 409: 'The charge machine refused (RULE_REFUSED): paid, or not payable.' },
    handle: async (call) => {
      const row = await voidCharge(call.services.db, call.key, call.params['id'] ?? '', now(call));
      published(call, row.buyer_id, row.id);
      return { status: 200, body: toChargeResource(row) };
    },
  },
  {
    method: 'POST', path: '/charges/:id/adjust', operationId: 'adjustCharge', scope: 'charges:write', idempotent: true,
    summary: 'Adjust a charge', description: 'Lowers what a payable charge owes by `amountMinor`: Partially Adjusted, or Adjusted when nothing is left. Sending it again with the same Idempotency-Key lowers nothing more and answers the charge as the first request left it.',
    body: adjustBody,
    responses: {
      200: 'The charge, adjusted (or, for a repeated Idempotency-Key, as the first request adjusted it).', 400: 'More than the charge owes.', 404: 'No such charge in this mode.',
      409: 'The charge machine refused (RULE_REFUSED), or the Idempotency-Key was used for another adjust (IDEMPOTENCY_KEY_REUSED).',
    },
    handle: async (call) => {
      const result = await adjustCharge(call.services.db, call.key, call.params['id'] ?? '', call.body, call.idempotencyKey ?? '', now(call));
      if (!result.replayed) published(call, result.charge.buyer_id, result.charge.id);
      return { status: 200, body: toChargeResource(result.charge) };
    },
  },
  {
    method: 'POST', path: '/preauthorizations', operationId: 'createPreauthorization', scope: 'charges:write', idempotent: true,
    summary: 'Preauthorize', description: "Holds part of a buyer's available credit: Preauthorized, or Rejected when the buyer is not active or its available credit does not cover the amount.",
    body: preauthorizeBody,
    responses: { 201: 'The preauthorization (status preauthorized or rejected).', 200: 'The one an earlier request with this Idempotency-Key made.', 404: 'No such buyer in this mode.' },
    handle: async (call) => {
      const result = await preauthorize(call.services.db, call.key, call.body, call.idempotencyKey ?? '', now(call));
      if (!result.replayed) published(call, result.row.buyer_id, null);
      return { status: result.replayed ? 200 : 201, body: toPreauthorizationResource(result.row) };
    },
  },
  {
    method: 'GET', path: '/preauthorizations/:id', operationId: 'getPreauthorization', scope: 'charges:read', idempotent: false,
    summary: 'Get a preauthorization', description: 'One preauthorization by id.',
    responses: { 200: 'The preauthorization.', 404: 'No such preauthorization in this mode.' },
    handle: async (call) => {
      const row = await preauthorizationOfKey(call.services.db, call.key, call.params['id'] ?? '');
      if (!row) throw portalError('NOT_FOUND');
      return { status: 200, body: toPreauthorizationResource(row) };
    },
  },
  {
    method: 'POST', path: '/preauthorizations/:id/capture', operationId: 'capturePreauthorization', scope: 'charges:write', idempotent: true,
    summary: 'Capture a preauthorization', description: 'Charges at most the held amount as a sale (default: all of it): Captured. After its expiry it is Expired and nothing is charged (`charge: null`).',
    body: captureBody,
    responses: { 201: '`{ preauthorization, charge }`.', 200: 'The result of an earlier request with this Idempotency-Key.', 404: 'No such preauthorization in this mode.', 409: 'Refused (RULE_REFUSED): not Preauthorized, or more than held.' },
    handle: async (call) => {
      const result = await capturePreauthorization(call.services.db, call.key, call.params['id'] ?? '', call.body, call.idempotencyKey ?? '', now(call));
      if (!result.replayed && result.charge) publishedNewCharge(call, result.preauthorization.buyer_id, result.charge.id);
      else if (!result.replayed) published(call, result.preauthorization.buyer_id, null);
      return { status: result.replayed ? 200 : 201, body: { preauthorization: toPreauthorizationResource(result.preauthorization), charge: result.charge ? toChargeResource(result.charge) : null } };
    },
  },
  {
    method: 'POST', path: '/preauthorizations/:id/cancel', operationId: 'cancelPreauthorization', scope: 'charges:write', idempotent: false,
    summary: 'Cancel a preauthorization', description: 'Releases the hold: Cancelled.',
    responses: { 200: 'The preauthorization, Cancelled.', 404: 'No such preauthorization in this mode.', 409: 'Refused (RULE_REFUSED): no longer Preauthorized.' },
    handle: async (call) => {
      const row = await cancelPreauthorization(call.services.db, call.key, call.params['id'] ?? '', now(call));
      published(call, row.buyer_id, null);
      return { status: 200, body: toPreauthorizationResource(row) };
    },
  },
  {
    method: 'GET', path: '/disbursements', operationId: 'listDisbursements', scope: 'disbursements:read', idempotent: false,
    summary: 'List disbursements', description: 'Payouts to the seller, newest first (at most 100), with their payments; query `payoutFrom`, `payoutTo` (YYYY-MM-DD), `currency`. A test key sees payouts of test buyers only, a live key those of live buyers.',
    responses: { 200: 'The disbursements (`data`).' },
    handle: async (call) => ({ status: 200, body: { object: 'list', data: await listDisbursements(call) } }),
  },
];

const DISBURSEMENT_LIST_LIMIT = 100;

/**
 * The key's program's payouts (server/modules/disbursements, the page's own query and filter).
 * Spec 6 (test data for test keys): a payout is listed to a key whose mode every one of its payments'
 * buyers shares; a payout mixing test and live buyers' payments is listed to neither.
 */
async function listDisbursements(call: SellerApiCall): Promise<unknown[]> {
  const filter = parseInput(disbursementFilterSchema, call.query ?? {}, 'query');
  const payouts = await allDisbursements(call.services.db, call.key.programId, filter, DISBURSEMENT_LIST_LIMIT);
  if (payouts.length === 0) return [];
  const buyerModes = await call.services.db
    .selectFrom('disbursement_payments as dp')
    .innerJoin('buyers as b', 'b.id', 'dp.buyer_id')
    .select(['dp.disbursement_id', 'b.test_mode'])
    .where('dp.disbursement_id', 'in', payouts.map((p) => p.id))
    .execute();
  const testMode = call.key.mode === 'test';
  const mixedOrOther = new Set(buyerModes.filter((row) => row.test_mode !== testMode).map((row) => row.disbursement_id));
  return payouts.filter((payout) => !mixedOrOther.has(payout.id));
}

const HTTP_STATUS: Partial<Record<string, number>> = {
  BAD_USER_INPUT: 400, UNAUTHENTICATED: 401, FORBIDDEN: 403, API_KEY_SCOPE_MISSING: 403, NOT_FOUND: 404,
  IDEMPOTENCY_KEY_REUSED: 409, [RULE_REFUSED]: 409, CHARGE_INVALID: 422, RATE_LIMITED: 429,
};

/** A thrown portal error as the API's JSON error (`code`, `messageId`, and `problems`, `rule`, `field` when known). */
function sendFailure(reply: FastifyReply, error: unknown): FastifyReply {
  const extensions = (error as { extensions?: Record<string, unknown> }).extensions;
  const code = extensions?.['code'];
  if (typeof code !== 'string' || !(code in ERRORS || code === RULE_REFUSED)) throw error;
  const http = (extensions?.['http'] as { status?: number } | undefined)?.status;
  const body: Record<string, unknown> = { code, messageId: extensions?.['messageId'] ?? ERRORS[code as ErrorCode] };
  for (const field of ['problems', 'rule', 'machine', 'description', 'values']) if (extensions?.[field] !== undefined) body[field] = extensions[field];
  return sendJson(reply, http ?? HTTP_STATUS[code] ?? 422, body);
}

const keys = new WeakMap<FastifyRequest, string>();

export function registerSellerApiRoutes(app: FastifyInstance, services: AppServices): void {
  const addressLimit = app.createRateLimit({ max: SELLER_API_LIMITS.perAddress, timeWindow: SELLER_API_LIMITS.windowMs, keyGenerator: (request) => `seller-api-address|${request.ip}` });
  const keyLimit = app.createRateLimit({ max: SELLER_API_LIMITS.perKey, timeWindow: SELLER_API_LIMITS.windowMs, keyGenerator: (request) => `seller-api-key|${keys.get(request) ?? request.ip}` });
  const limited = (reply: FastifyReply, state: { isAllowed: boolean; isExceeded?: boolean; ttlInSeconds?: number }) =>
    !state.isAllowed && state.isExceeded ? sendJson(reply, 429, errorBody('RATE_LIMITED'), { 'retry-after': String(Math.max(1, state.ttlInSeconds ?? 1)) }) : null;

  const byPath = new Map<string, SellerApiRoute[]>();
  for (const route of SELLER_API_ROUTES) byPath.set(route.path, [...(byPath.get(route.path) ?? []), route]);

  for (const [path, routes] of byPath) {
    app.all(`${SELLER_API_PREFIX}${path}`, async (request, reply) => {
      const route = routes.find((r) => r.method === request.method || (r.method === 'GET' && request.method === 'HEAD'));
      if (!route) {
        reply.header('allow', routes.map((r) => r.method).join(', '));
        return sendJson(reply, 405, errorBody('BAD_USER_INPUT'));
      }
      const before = limited(reply, await addressLimit(request));
      if (before) return before;
      const key = await authenticateApiKey(services.db, request.headers.authorization, services.now());
      if (!key) return sendJson(reply, 401, errorBody('UNAUTHENTICATED'), { 'www-authenticate': 'Bearer realm="seller-api"' });
      keys.set(request, key.id);
      const after = limited(reply, await keyLimit(request));
      if (after) return after;
      if (!key.scopes.includes(route.scope)) return sendJson(reply, 403, { ...errorBody('API_KEY_SCOPE_MISSING'), values: { scope: route.scope } });
      try {
        let idempotencyKey: string | null = null;
        if (route.idempotent) idempotencyKey = parseInput(idempotencyKeySchema, request.headers['idempotency-key'], 'Idempotency-Key');
        if (route.method === 'POST' && request.body !== undefined && (typeof request.body !== 'object' || Buffer.isBuffer(request.body))) throw portalError('BAD_USER_INPUT', { field: 'body' });
        if (containsUnsupportedText(request.body) || containsUnsupportedText(request.query)) throw portalError('BAD_USER_INPUT', { field: 'body' });
        const answer = await route.handle({ services, key, params: request.params as Record<string, string>, query: queryOf(route, request.query), body: request.body ?? {}, idempotencyKey });
        return sendJson(reply, answer.status, answer.body);
      } catch (error) {
        return sendFailure(reply, error);
      }
    });
  }
}

/** Query strings are text: `limit` is read as a number. */
function queryOf(route: SellerApiRoute, query: unknown): unknown {
  if (route.operationId !== 'listCharges' || !query || typeof query !== 'object') return query;
  const { limit, ...rest } = query as Record<string, unknown>;
  return limit === undefined ? rest : { ...rest, limit: Number(limit) };
}
