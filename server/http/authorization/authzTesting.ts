import { createClient, type Client } from 'graphql-ws';
import { expect, it } from 'vitest';
import WebSocket from 'ws';
import { calendarDay, daysBefore } from '../../db/calendarDays';
import { ACME_BUYER_ID, GLOBEX_BUYER_ID, GLOBEX_GROUP_ID } from '../../db/demoIds';
import { globexBuyer } from '../../db/demoProgram';
import { DEMO_PASSWORD, DEMO_USER_IDS, GLOBEX_ADMIN } from '../../db/demoUsers';
import { buildLargeBuyerInvoices } from '../../db/largeBuyer';
import { SeededRandom } from '../../db/seedRandom';
import { graphql, openApiSession, type ApiSession, type GraphQLReply, type SignedIn } from '../testing/apiClient';
import { startTestServer, type TestServer } from '../testing/testServer';

/**
 * The shared table of the authorization suite: who is signed in, the refusal cases and how one is
 * checked (the right error code, no data, and nothing changed), plus graphql-ws listeners for the
 * "must error or stay silent" subscription cases.
 */
export const WHO = {
  acmeAdmin: 'admin@acme.example',
  payer: 'payer@acme.example',
  purchaser: 'purchaser@acme.example',
  groupAdmin: 'groupadmin@acme.example',
  seller: 'client.admin@northwind.example',
  staff: 'support@northwind.example',
  developer: 'developer@northwind.example',
  underwriter: 'underwriter@northwind.example',
  globexAdmin: 'admin@globex.example',
} as const;
export type Who = keyof typeof WHO;
export type Sessions = Record<Who, ApiSession & SignedIn>;

/**
 * The seller's users (clientAdministrator, clientDeveloper) and our staff (customerSupport,
 * underwriter): spec 6 gives none of them a buyer's payments, bank accounts, disputes, credit
 * increases or invoice edits, so every such mutation is refused to all four.
 */
export const READ_ONLY: readonly Who[] = ['seller', 'staff', 'developer', 'underwriter'];

/** Globex's invoices in the test database (the seed adds Globex only with `--invoices N`). */
const GLOBEX_INVOICES = 6;

/**
 * The test database seeds only Acme; the second buyer of `seedDemo(db, { invoices: N })` (Globex
 * Wholesale, its group, its admin and a few invoices) is added here from the same builders, so the
 * cross-buyer cases have a real second account to sign in to.
 */
async function addGlobex(server: TestServer): Promise<void> {
  const now = new Date();
  const { password_hash } = await server.db.selectFrom('users').select('password_hash').where('id', '=', DEMO_USER_IDS.admin).executeTakeFirstOrThrow();
  await server.db.transaction().execute(async (trx) => {
    await trx.insertInto('buyers').values(globexBuyer(daysBefore(now, 900))).execute();
    await trx.insertInto('groups').values({ id: GLOBEX_GROUP_ID, buyer_id: GLOBEX_BUYER_ID, name: 'Globex Wholesale', parent_group_id: null, type: 'reporting', admin_user_id: null }).execute();
    await trx.insertInto('users').values({
      id: GLOBEX_ADMIN.id, program_id: 'northwind', buyer_id: GLOBEX_BUYER_ID, group_id: GLOBEX_GROUP_ID, client_id: null,
      email: GLOBEX_ADMIN.email, first_name: GLOBEX_ADMIN.firstName, last_name: GLOBEX_ADMIN.lastName, phone: GLOBEX_ADMIN.phone,
      language: 'en-US', country: 'US', password_hash, roles: JSON.stringify(GLOBEX_ADMIN.roles), user_type: 'BUYER', sso_status: 'Inactive',
      status: 'active', contact_types: JSON.stringify(GLOBEX_ADMIN.contactTypes), receive_email: true, credit_limit_minor: null,
      parent_user_id: null, client_reference_buyer_id: null, created_at: daysBefore(now, 900),
    }).execute();
    await trx.updateTable('groups').set({ admin_user_id: GLOBEX_ADMIN.id }).where('id', '=', GLOBEX_GROUP_ID).execute();
    await trx.insertInto('invoices').values(buildLargeBuyerInvoices(GLOBEX_INVOICES, calendarDay(now), new SeededRandom(7))).execute();
  });
}

export interface AuthzServer {
  server: TestServer;
  s: Sessions;
}

/** One server and database per backend per file: Acme's seed plus Globex, everyone signed in. */
export async function startAuthzServer(kind: 'pglite' | 'postgres', env: Record<string, string> = {}): Promise<AuthzServer> {
  const server = await startTestServer(kind, { env });
  try {
    await addGlobex(server);
    const who = Object.keys(WHO) as Who[];
    const sessions = await Promise.all(who.map((w) => openApiSession(server.url, WHO[w], DEMO_PASSWORD)));
    return { server, s: Object.fromEntries(who.map((w, i) => [w, sessions[i]])) as unknown as Sessions };
  } catch (error) {
    await server.close();
    throw error;
  }
}

let keySerial = 0;
/** A fresh idempotency key (8-100 characters) per attempt. */
export const newKey = () => `authz-${Date.now()}-${++keySerial}`;

/** The data of a reply that must succeed (the positive controls). */
export async function data<T = Record<string, unknown>>(env: AuthzServer, who: Who, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const reply = await graphql(env.server.url, env.s[who], query, variables);
  expect(reply.body.errors, JSON.stringify(reply.body.errors)).toBeUndefined();
  return reply.body.data as T;
}

export const codeOf = (reply: GraphQLReply) => reply.body.errors?.[0]?.extensions?.['code'] as string | undefined;

/** How a refusal must look. */
export type Refusal =
  /** An error with one of these codes (FORBIDDEN, NOT_FOUND, ...): never a validation error. */
  | { codes: readonly string[] }
  /** No error, but the field answers null (an id the user may not see reads as "not found"). */
  | { nullField: string }
  /** Anything else: a check of the whole reply. */
  | { check: (reply: GraphQLReply) => void | Promise<void> };

export const refusedWith = (...codes: string[]): Refusal => ({ codes });
export const FORBIDDEN = refusedWith('FORBIDDEN');
/** Another buyer's id: FORBIDDEN (access.ts decideBuyerAccess) or, for an entity id, NOT_FOUND. */
export const NOT_YOURS = refusedWith('FORBIDDEN', 'NOT_FOUND');

export interface RefusalCase {
  name: string;
  who: Who;
  query: string;
  /** Lazy: the ids come from the database in beforeAll. */
  variables: () => Record<string, unknown>;
  refusal: Refusal;
  /** A snapshot of what a refused mutation must leave alone; compared before and after. */
  unchanged?: () => Promise<unknown>;
  /** Only where the code is certainly wrong: why, and where (the case then must fail). */
  knownBug?: string;
}

export async function expectRefused(env: AuthzServer, c: RefusalCase): Promise<void> {
  const before = c.unchanged ? await c.unchanged() : undefined;
  const reply = await graphql(env.server.url, env.s[c.who], c.query, c.variables());
  const { refusal } = c;
  if ('codes' in refusal) {
    expect(reply.body.errors?.length ?? 0, JSON.stringify(reply.body)).toBeGreaterThan(0);
    expect(refusal.codes, JSON.stringify(reply.body.errors)).toContain(codeOf(reply));
    for (const value of Object.values(reply.body.data ?? {})) expect(value).toBeNull();
  } else if ('nullField' in refusal) {
    expect(reply.body.errors, JSON.stringify(reply.body.errors)).toBeUndefined();
    expect(reply.body.data?.[refusal.nullField]).toBeNull();
  } else {
    await refusal.check(reply);
  }
  if (c.unchanged) expect(await c.unchanged()).toEqual(before);
}

/** One `it` per case; a case with `knownBug` is `it.fails` (listed in the final report). */
export function itRefuses(env: () => AuthzServer, cases: readonly RefusalCase[]): void {
  for (const c of cases) {
    const test = c.knownBug ? it.fails : it;
    test(`${c.who}: ${c.name}`, () => expectRefused(env(), c));
  }
}

// --- small database snapshots for "nothing changed" -------------------------------------------

export async function rowCount(env: AuthzServer, table: 'payments' | 'payment_allocations' | 'payment_modifications' | 'disputes' | 'bank_accounts' | 'credit_increase_requests' | 'outbox_messages' | 'audit_log' | 'purchase_cards' | 'mfa_tokens'): Promise<number> {
  const row = await env.server.db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export function invoiceState(env: AuthzServer, id: string) {
  return env.server.db.selectFrom('invoices').select(['status', 'remaining_minor', 'po_number', 'notes']).where('id', '=', id).executeTakeFirstOrThrow();
}

/** Acme invoices matching a condition, by id (stable across backends). */
export function acmeInvoices(env: AuthzServer) {
  return env.server.db.selectFrom('invoices').select(['id', 'status', 'remaining_minor', 'buyer_user_id', 'group_id', 'invoice_type', 'consolidated', 'invoice_number'])
    .where('buyer_id', '=', ACME_BUYER_ID).orderBy('id');
}

// --- graphql-ws listeners ------------------------------------------------------------------------

export interface Listener {
  events: unknown[];
  errors: unknown[];
  client: Client;
}

/** Subscribes as `session`; collects every event and every error (result errors or a failed start). */
export function listen(server: TestServer, session: ApiSession, query: string, variables: Record<string, unknown> = {}): Listener {
  const client = createClient({
    url: `${server.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, retryAttempts: 0, lazyCloseTimeout: 60_000,
    connectionParams: { token: session.token, sessionChecksum: session.checksum },
  });
  const listener: Listener = { events: [], errors: [], client };
  client.subscribe({ query, variables }, {
    next: (result) => (result.errors ? listener.errors.push(result.errors) : listener.events.push(result.data)),
    error: (error) => listener.errors.push(error),
    complete: () => {},
  });
  return listener;
}

/** Resolves once `check` holds, polling every 20 ms (fails after 5 s). */
export async function eventually(check: () => boolean, what = 'condition'): Promise<void> {
  for (const started = Date.now(); !check(); ) {
    if (Date.now() - started > 5_000) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Lets in-flight deliveries arrive (a silence check after the positive control already received). */
export const settle = (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * An entity of another account (or outside the user's role) must not come back: a null field, an
 * empty list, or FORBIDDEN / NOT_FOUND. Never the entity.
 */
export function hidden(field: string): Refusal {
  return {
    check: (reply) => {
      const code = codeOf(reply);
      if (code !== undefined) return void expect(['FORBIDDEN', 'NOT_FOUND']).toContain(code);
      expect(reply.body.errors, JSON.stringify(reply.body.errors)).toBeUndefined();
      const value = reply.body.data?.[field];
      expect(value === null || (Array.isArray(value) && value.length === 0), JSON.stringify(value)).toBe(true);
    },
  };
}

/** The reply must not mention any of these strings (invoice numbers, names of another account). */
export function expectNotDisclosed(reply: GraphQLReply, secrets: readonly string[]): void {
  const text = JSON.stringify(reply.body);
  for (const secret of secrets) expect(text).not.toContain(secret);
}
