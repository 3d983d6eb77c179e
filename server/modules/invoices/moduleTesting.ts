import { expect } from 'vitest';
import { DEMO_PASSWORD } from '../../db/demoUsers';
import { graphql, openApiSession, type ApiSession, type GraphQLReply } from '../../http/testing/apiClient';
import type { TestServer } from '../../http/testing/testServer';

/** Test helpers shared by the invoices, overview and payments tests. */
export const DEMO_EMAILS = {
  admin: 'admin@acme.example',
  payer: 'payer@acme.example',
  purchaser: 'purchaser@acme.example',
  groupAdmin: 'groupadmin@acme.example',
  sso: 'sso@acme.example',
  clientAdmin: 'client.admin@northwind.example',
} as const;
export type DemoWho = keyof typeof DEMO_EMAILS;

export async function signInAll(server: TestServer, who: readonly DemoWho[]): Promise<Record<DemoWho, ApiSession>> {
  const sessions = await Promise.all(who.map((w) => openApiSession(server.url, DEMO_EMAILS[w], DEMO_PASSWORD)));
  return Object.fromEntries(who.map((w, i) => [w, sessions[i]])) as unknown as Record<DemoWho, ApiSession>;
}

/** The data of a reply that must succeed. */
export async function data<T = Record<string, unknown>>(server: TestServer, session: ApiSession, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const reply = await graphql(server.url, session, query, variables);
  expect(reply.body.errors, JSON.stringify(reply.body.errors)).toBeUndefined();
  return reply.body.data as T;
}

/** The first error code of a reply that must fail. */
export async function errorCode(server: TestServer, session: ApiSession, query: string, variables: Record<string, unknown> = {}): Promise<string | undefined> {
  const reply: GraphQLReply = await graphql(server.url, session, query, variables);
  expect(reply.body.errors?.length ?? 0).toBeGreaterThan(0);
  return reply.body.errors?.[0]?.extensions?.['code'] as string | undefined;
}
