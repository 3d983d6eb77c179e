import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME_BUYER_ID } from '../../db/demoIds';
import { DEMO_USER_IDS } from '../../db/demoUsers';
import { testBackends } from '../../db/testing';
import {
  data, FORBIDDEN, invoiceState, itRefuses, newKey, NOT_YOURS, rowCount, startAuthzServer, READ_ONLY,
  type AuthzServer, type RefusalCase, type Who,
} from './authzTesting';

/** Disputes (spec 6: Buyer:Administrator and buyerPayer "see Disputes"; disputes module README: nobody else). */
const DISPUTES = 'query($buyerId: ID) { disputes(buyerId: $buyerId) { id invoiceNumber } }';
const RULES = 'query($buyerId: ID) { disputeRules(buyerId: $buyerId) { timeLimitDays } }';
const RAISE = 'mutation($input: RaiseDisputeInput!) { raiseDispute(input: $input) { replayed dispute { id status invoiceId } } }';

describe.each(await testBackends())('disputes authorization on %s', (kind) => {
  let env: AuthzServer;
  /** Dispute-eligible Acme invoices (recent single sales in a disputable status, no dispute yet): the purchaser's and another user's. */
  let purchasers: string; let others: string; let control: string;
  const raise = (invoice: () => string) => () => ({ input: { idempotencyKey: newKey(), invoiceId: invoice(), reason: 'incorrect_price', comment: 'not yours' } });
  const disputeState = (invoice: () => string) => async () => ({ disputes: await rowCount(env, 'disputes'), invoice: await invoiceState(env, invoice()) });

  beforeAll(async () => {
    env = await startAuthzServer(kind);
    const eligible = await env.server.db.selectFrom('invoices').select(['id', 'buyer_user_id']).where('buyer_id', '=', ACME_BUYER_ID)
      .where('invoice_type', '=', 'sale').where('consolidated', '=', false).where('status', 'in', ['created', 'pastDue', 'paid', 'pendingPayment'])
      .where('id', 'not in', env.server.db.selectFrom('disputes').select('invoice_id')).orderBy('bill_date', 'desc').orderBy('id').execute();
    purchasers = eligible.find((r) => r.buyer_user_id === DEMO_USER_IDS.purchaser)!.id;
    const rest = eligible.filter((r) => r.buyer_user_id !== DEMO_USER_IDS.purchaser);
    others = rest[0]!.id;
    control = rest[1]!.id;
  });
  afterAll(() => env?.server.close());

  it('positive controls: Acme admin lists disputes and its rules; a payer disputes an invoice', async () => {
    expect((await data<{ disputes: unknown[] }>(env, 'acmeAdmin', DISPUTES)).disputes.length).toBeGreaterThan(0);
    expect((await data<{ disputeRules: { timeLimitDays: number } }>(env, 'payer', RULES)).disputeRules.timeLimitDays).toBeGreaterThan(0);
    expect((await data<{ disputes: unknown[] }>(env, 'globexAdmin', DISPUTES)).disputes).toEqual([]);
    const before = await rowCount(env, 'disputes');
    const raised = await data<{ raiseDispute: { dispute: { invoiceId: string } } }>(env, 'payer', RAISE, raise(() => control)());
    expect(raised.raiseDispute.dispute.invoiceId).toBe(control);
    expect(await rowCount(env, 'disputes')).toBe(before + 1);
  });

  describe("cross-buyer: Globex's admin with Acme's ids", () => {
    itRefuses(() => env, [
      { name: 'disputes(buyerId: Acme)', who: 'globexAdmin', query: DISPUTES, variables: () => ({ buyerId: ACME_BUYER_ID }), refusal: NOT_YOURS },
      { name: 'disputeRules(buyerId: Acme)', who: 'globexAdmin', query: RULES, variables: () => ({ buyerId: ACME_BUYER_ID }), refusal: NOT_YOURS },
      { name: 'raiseDispute of an Acme invoice', who: 'globexAdmin', query: RAISE, variables: raise(() => others), refusal: NOT_YOURS, unchanged: disputeState(() => others) },
    ]);
  });

  describe('wrong role within Acme (spec 6)', () => {
    const cases: RefusalCase[] = [
      { name: "raiseDispute of another user's invoice", who: 'purchaser', query: RAISE, variables: raise(() => others), refusal: FORBIDDEN, unchanged: disputeState(() => others) },
      { name: 'raiseDispute of its own invoice (only admins and payers see Disputes)', who: 'purchaser', query: RAISE, variables: raise(() => purchasers), refusal: FORBIDDEN, unchanged: disputeState(() => purchasers) },
      ...(['purchaser', 'groupAdmin'] as Who[]).map((who): RefusalCase => ({ name: 'disputes', who, query: DISPUTES, variables: () => ({}), refusal: FORBIDDEN })),
      { name: 'raiseDispute', who: 'groupAdmin', query: RAISE, variables: raise(() => others), refusal: FORBIDDEN, unchanged: disputeState(() => others) },
      ...READ_ONLY.flatMap((who): RefusalCase[] => [
        { name: 'raiseDispute for Acme (read-only)', who, query: RAISE, variables: raise(() => others), refusal: FORBIDDEN, unchanged: disputeState(() => others) },
        { name: 'disputes(buyerId: Acme) (disputes README: admins and payers only)', who, query: DISPUTES, variables: () => ({ buyerId: ACME_BUYER_ID }), refusal: FORBIDDEN },
      ]),
    ];
    itRefuses(() => env, cases);
  });
});
