import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME_BUYER_ID, GLOBEX_BUYER_ID } from '../../db/demoIds';
import { DEMO_PASSWORD } from '../../db/demoUsers';
import { testBackends } from '../../db/testing';
import { graphql, openApiSession, type ApiSession, type SignedIn } from '../testing/apiClient';
import { codeOf, data, FORBIDDEN, itRefuses, startAuthzServer, type AuthzServer, type RefusalCase, type Who } from './authzTesting';

/**
 * Issue 14: a customer's preauthorizations (customerPreauthorizations) on the customer's page. The
 * readers of server/modules/customers/README.md (clientAdministrator, accountManager,
 * customerSupport, underwriter) read them, a page at a time, within their own program; every buyer
 * role and the seller's developer are refused; another program's buyer reads as not found (null).
 */
const PREAUTHS = 'query($customerId: ID!, $offset: Int, $limit: Int) { customerPreauthorizations(customerId: $customerId, offset: $offset, limit: $limit) { items { id status amount { amountMinor currency } capturedAmount { amountMinor } chargeInvoiceNumber createdAt expiresAt } total offset limit } }';
const CUSTOMERS = 'query { customers { id openPreauthorizations } }';

type Page = { items: { id: string; status: string; amount: { amountMinor: number; currency: string }; createdAt: string }[]; total: number; offset: number; limit: number };

const OTHER_PROGRAM = 'contoso-preauth';
const OTHER_BUYER_ID = '0f0f0f0f-0000-4000-8000-000000000036';
const ACME_HOLDS = 12;
const STATUSES = ['preauthorized', 'captured', 'cancelled', 'expired', 'rejected'] as const;

describe.each(await testBackends())('customer preauthorizations authorization on %s', (kind) => {
  let env: AuthzServer;
  let manager: ApiSession & SignedIn;
  let acmeIds: string[];

  beforeAll(async () => {
    env = await startAuthzServer(kind);
    const { db } = env.server;
    manager = await openApiSession(env.server.url, 'account.manager@northwind.example', DEMO_PASSWORD);
    const northwind = await db.selectFrom('programs').selectAll().where('id', '=', 'northwind').executeTakeFirstOrThrow();
    const asColumns = (row: Record<string, unknown>) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, value !== null && typeof value === 'object' && !(value instanceof Date) ? JSON.stringify(value) : value]));
    await db.insertInto('programs').values(asColumns({ ...northwind, id: OTHER_PROGRAM, name: 'Contoso Credit' }) as never).execute();
    const globex = await db.selectFrom('buyers').selectAll().where('id', '=', GLOBEX_BUYER_ID).executeTakeFirstOrThrow();
    await db.insertInto('buyers').values({ ...globex, id: OTHER_BUYER_ID, program_id: OTHER_PROGRAM, name: 'Contoso Buyer', client_reference_buyer_id: 'CONTOSO-36', created_at: new Date() } as never).execute();
    // Holds as the seller API stores them (server/modules/sellerApi/operations.ts): one a minute, the newest last.
    const hold = (buyerId: string, i: number) => ({
      id: randomUUID(), buyer_id: buyerId, status: STATUSES[i % STATUSES.length]!, amount_minor: 1_000 * (i + 1), currency: 'USD', captured_minor: null, invoice_id: null,
      created_at: new Date(Date.UTC(2026, 10, 1, 9, i)), expires_at: new Date(Date.UTC(2026, 10, 8, 9, i)), idempotency_key: `authz-preauth-${buyerId}-${i}`, request_fingerprint: 'authz',
    });
    const acme = Array.from({ length: ACME_HOLDS }, (_, i) => hold(ACME_BUYER_ID, i));
    acmeIds = acme.map((row) => row.id).reverse();
    await db.insertInto('preauthorizations').values([...acme, hold(OTHER_BUYER_ID, 0)]).execute();
  });
  afterAll(() => env?.server.close());

  it('positive control: the seller, its account manager, support and underwriting read Acme\'s holds, newest first, ten to a page', async () => {
    for (const who of ['seller', 'staff', 'underwriter'] as const) {
      const first = (await data<{ customerPreauthorizations: Page }>(env, who, PREAUTHS, { customerId: ACME_BUYER_ID })).customerPreauthorizations;
      expect([first.total, first.offset, first.limit]).toEqual([ACME_HOLDS, 0, 10]);
      expect(first.items.map((p) => p.id)).toEqual(acmeIds.slice(0, 10));
      expect(first.items[0]).toMatchObject({ status: STATUSES[(ACME_HOLDS - 1) % STATUSES.length], amount: { amountMinor: 12_000, currency: 'USD' } });
      const second = (await data<{ customerPreauthorizations: Page }>(env, who, PREAUTHS, { customerId: ACME_BUYER_ID, offset: 10 })).customerPreauthorizations;
      expect(second.items.map((p) => p.id)).toEqual(acmeIds.slice(10));
    }
    const asManager = await graphql(env.server.url, manager, PREAUTHS, { customerId: ACME_BUYER_ID, limit: 3 });
    expect((asManager.body.data as { customerPreauthorizations: Page }).customerPreauthorizations.items.map((p) => p.id)).toEqual(acmeIds.slice(0, 3));
    // The list's count: only the holds still preauthorized (i = 0, 5, 10).
    const { customers } = await data<{ customers: { id: string; openPreauthorizations: number }[] }>(env, 'seller', CUSTOMERS);
    expect(customers.find((c) => c.id === ACME_BUYER_ID)?.openPreauthorizations).toBe(3);
    expect(customers.find((c) => c.id === GLOBEX_BUYER_ID)?.openPreauthorizations).toBe(0);
  });

  describe('wrong role: every buyer role and the seller\'s developer are refused, for their own buyer too', () => {
    const refused: readonly Who[] = ['acmeAdmin', 'payer', 'purchaser', 'groupAdmin', 'developer', 'globexAdmin'];
    itRefuses(() => env, refused.flatMap((who): RefusalCase[] => [
      { name: 'customerPreauthorizations(Acme)', who, query: PREAUTHS, variables: () => ({ customerId: ACME_BUYER_ID }), refusal: FORBIDDEN },
      { name: 'customerPreauthorizations(Globex)', who, query: PREAUTHS, variables: () => ({ customerId: GLOBEX_BUYER_ID }), refusal: FORBIDDEN },
    ]));
  });

  describe('wrong program: another program\'s buyer is not found', () => {
    it('answers null for every reader, and its hold never shows', async () => {
      for (const who of ['seller', 'staff', 'underwriter'] as const) {
        expect((await data<{ customerPreauthorizations: unknown }>(env, who, PREAUTHS, { customerId: OTHER_BUYER_ID })).customerPreauthorizations).toBeNull();
      }
      expect((await graphql(env.server.url, manager, PREAUTHS, { customerId: OTHER_BUYER_ID })).body.data).toEqual({ customerPreauthorizations: null });
    });
  });

  it('a page larger than 50 or a negative offset is bad input, not a longer list', async () => {
    expect(codeOf(await graphql(env.server.url, env.s.seller, PREAUTHS, { customerId: ACME_BUYER_ID, limit: 51 }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await graphql(env.server.url, env.s.seller, PREAUTHS, { customerId: ACME_BUYER_ID, offset: -1 }))).toBe('BAD_USER_INPUT');
  });
});
