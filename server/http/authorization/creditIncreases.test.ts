import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME_BUYER_ID } from '../../db/demoIds';
import { testBackends } from '../../db/testing';
import { underwritingFor } from '../../modules/creditIncreases/underwriting';
import {
  data, FORBIDDEN, hidden, itRefuses, NOT_YOURS, rowCount, startAuthzServer, READ_ONLY,
  type AuthzServer, type RefusalCase, type Who,
} from './authzTesting';

/** Credit-limit increases (spec 6: Buyer:Administrator manages credit increases; creditIncreases README: seller and staff read). */
const OVERVIEW = 'query($buyerId: ID) { creditIncreaseOverview(buyerId: $buyerId) { creditApproved { amountMinor } pending { id } lastDecided { id } } }';
const ONE = 'query($id: ID!) { creditIncreaseRequest(id: $id) { id status } }';
const REQUEST = 'mutation($input: RequestCreditIncreaseInput!) { requestCreditIncrease(input: $input) { id status } }';

const permanent = (extra: Record<string, unknown> = {}) => () => ({ input: { idempotencyKey: randomUUID(), type: 'permanent', amountMinor: 1_000_000, reason: 'authorization test', ...extra } });

describe.each(await testBackends())('credit increases authorization on %s', (kind) => {
  let env: AuthzServer;
  /** A request of Acme's, made by its admin in the control. */
  let acmeRequest: string;
  const creditState = async () => ({
    requests: await rowCount(env, 'credit_increase_requests'),
    line: await env.server.db.selectFrom('buyers').select('credit_approved_minor').where('id', '=', ACME_BUYER_ID).executeTakeFirstOrThrow(),
  });

  beforeAll(async () => {
    env = await startAuthzServer(kind);
    underwritingFor(env.server.services).configure({ delayMs: null });
    // Positive control, and an Acme request to ask for by id.
    acmeRequest = (await data<{ requestCreditIncrease: { id: string } }>(env, 'acmeAdmin', REQUEST, permanent()())).requestCreditIncrease.id;
  });
  afterAll(() => env?.server.close());

  it('positive controls: Acme admin, seller and staff read the overview and the request', async () => {
    for (const who of ['acmeAdmin', 'seller', 'staff'] as const) {
      const { creditIncreaseOverview } = await data<{ creditIncreaseOverview: { pending: { id: string } | null } }>(env, who, OVERVIEW, { buyerId: ACME_BUYER_ID });
      expect(creditIncreaseOverview.pending?.id).toBe(acmeRequest);
      expect((await data<{ creditIncreaseRequest: { id: string } | null }>(env, who, ONE, { id: acmeRequest })).creditIncreaseRequest?.id).toBe(acmeRequest);
    }
    expect((await data<{ creditIncreaseOverview: { pending: unknown } }>(env, 'globexAdmin', OVERVIEW)).creditIncreaseOverview.pending).toBeNull();
  });

  describe("cross-buyer: Globex's admin with Acme's ids", () => {
    itRefuses(() => env, [
      { name: 'creditIncreaseOverview(buyerId: Acme)', who: 'globexAdmin', query: OVERVIEW, variables: () => ({ buyerId: ACME_BUYER_ID }), refusal: NOT_YOURS },
      { name: "creditIncreaseRequest(id) of Acme's request", who: 'globexAdmin', query: ONE, variables: () => ({ id: acmeRequest }), refusal: hidden('creditIncreaseRequest') },
      { name: 'requestCreditIncrease with buyerId: Acme', who: 'globexAdmin', query: REQUEST, variables: permanent({ buyerId: ACME_BUYER_ID }), refusal: NOT_YOURS, unchanged: creditState },
    ]);
  });

  describe('wrong role within Acme (spec 6)', () => {
    const cases: RefusalCase[] = [
      ...(['payer', 'purchaser', 'groupAdmin'] as Who[]).flatMap((who): RefusalCase[] => [
        { name: 'creditIncreaseOverview', who, query: OVERVIEW, variables: () => ({}), refusal: FORBIDDEN },
        { name: 'creditIncreaseRequest(id)', who, query: ONE, variables: () => ({ id: acmeRequest }), refusal: hidden('creditIncreaseRequest') },
        { name: 'requestCreditIncrease', who, query: REQUEST, variables: permanent(), refusal: FORBIDDEN, unchanged: creditState },
      ]),
      ...READ_ONLY.map((who): RefusalCase => ({
        name: 'requestCreditIncrease for Acme (read-only)', who, query: REQUEST, variables: permanent({ buyerId: ACME_BUYER_ID }), refusal: FORBIDDEN, unchanged: creditState,
      })),
    ];
    itRefuses(() => env, cases);
  });
});
