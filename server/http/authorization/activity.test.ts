import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME_BUYER_ID, GLOBEX_BUYER_ID } from '../../db/demoIds';
import { testBackends } from '../../db/testing';
import { underwritingFor } from '../../modules/creditIncreases/underwriting';
import { data, FORBIDDEN, itRefuses, NOT_YOURS, startAuthzServer, READ_ONLY, type AuthzServer, type RefusalCase, type Who } from './authzTesting';

/** Account Activity (spec 6: Buyer:Administrator and buyerPayer "see ... Account Activity"; nobody else). */
const ACTIVITY = 'query($buyerId: ID) { accountActivity(buyerId: $buyerId, first: 100) { entries { seq entityId messageId } hasMore } }';
const REQUEST = 'mutation($input: RequestCreditIncreaseInput!) { requestCreditIncrease(input: $input) { id } }';

describe.each(await testBackends())('account activity authorization on %s', (kind) => {
  let env: AuthzServer;
  const auditSeqs = async (buyerId: string) =>
    (await env.server.db.selectFrom('audit_log').select('seq').where('buyer_id', '=', buyerId).orderBy('seq', 'desc').limit(100).execute()).map((r) => Number(r.seq));

  beforeAll(async () => {
    env = await startAuthzServer(kind);
    underwritingFor(env.server.services).configure({ delayMs: null });
    // Both accounts get an audit entry of their own, so each trail has something to leak.
    const input = { idempotencyKey: randomUUID(), type: 'permanent', amountMinor: 1_000_000, reason: 'activity test' };
    await data(env, 'acmeAdmin', REQUEST, { input });
    await data(env, 'globexAdmin', REQUEST, { input });
  });
  afterAll(() => env?.server.close());

  it("positive controls: Acme's admin and payer read Acme's trail; Globex's admin reads exactly Globex's", async () => {
    const acme = await auditSeqs(ACME_BUYER_ID);
    expect(acme.length).toBeGreaterThan(0);
    for (const who of ['acmeAdmin', 'payer'] as const) {
      const { accountActivity } = await data<{ accountActivity: { entries: { seq: number }[] } }>(env, who, ACTIVITY);
      expect(accountActivity.entries.map((e) => e.seq)).toEqual(acme);
    }
    const globex = await data<{ accountActivity: { entries: { seq: number }[] } }>(env, 'globexAdmin', ACTIVITY);
    expect(globex.accountActivity.entries.map((e) => e.seq)).toEqual(await auditSeqs(GLOBEX_BUYER_ID));
    expect(globex.accountActivity.entries.length).toBeGreaterThan(0);
  });

  describe('refusals', () => {
    const cases: RefusalCase[] = [
      { name: 'accountActivity(buyerId: Acme)', who: 'globexAdmin', query: ACTIVITY, variables: () => ({ buyerId: ACME_BUYER_ID }), refusal: NOT_YOURS },
      ...(['purchaser', 'groupAdmin'] as Who[]).map((who): RefusalCase => ({ name: 'accountActivity', who, query: ACTIVITY, variables: () => ({}), refusal: FORBIDDEN })),
      ...READ_ONLY.map((who): RefusalCase => ({ name: 'accountActivity(buyerId: Acme) (activity resolvers: buyer admins and payers only)', who, query: ACTIVITY, variables: () => ({ buyerId: ACME_BUYER_ID }), refusal: FORBIDDEN })),
    ];
    itRefuses(() => env, cases);
  });
});
