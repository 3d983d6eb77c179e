import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME_BANK_ACCOUNT_ID } from '../../db/demoBankAccounts';
import { ACME_BUYER_ID } from '../../db/demoIds';
import { testBackends } from '../../db/testing';
import { mandatesFor } from '../../modules/bankAccounts/mandateWorker';
import {
  data, FORBIDDEN, itRefuses, newKey, NOT_YOURS, rowCount, startAuthzServer, READ_ONLY,
  type AuthzServer, type RefusalCase, type Who,
} from './authzTesting';

/** Bank accounts (spec 6: Buyer:Administrator manages; buyerPayer sees; bankAccounts README: seller and staff read). */
const LIST = 'query($buyerId: ID) { bankAccounts(buyerId: $buyerId) { canManage accounts { id bankName } } }';
const ADD = 'mutation($input: AddBankAccountInput!) { addBankAccount(input: $input) { id status } }';
const AUTOPAY = 'mutation($id: ID!, $autoPay: Boolean!) { setBankAccountAutoPay(id: $id, autoPay: $autoPay) { id autoPay } }';

const gbAccount = (extra: Record<string, unknown> = {}) => () => ({
  input: {
    idempotencyKey: newKey(), bankingCountry: 'GB', holderName: 'Intruder Ltd', accountName: '', bankName: 'Barclays', branchCode: '20-00-00',
    accountNumber: '55779911', accountNumberConfirmation: '55779911', iban: '', ibanConfirmation: '', autoPay: true, ...extra,
  },
});

describe.each(await testBackends())('bank accounts authorization on %s', (kind) => {
  let env: AuthzServer;
  const bankState = async () => ({
    accounts: await rowCount(env, 'bank_accounts'),
    acme: await env.server.db.selectFrom('bank_accounts').select(['id', 'auto_pay', 'status', 'mandate_status']).where('buyer_id', '=', ACME_BUYER_ID).orderBy('id').execute(),
  });

  beforeAll(async () => {
    env = await startAuthzServer(kind);
    mandatesFor(env.server.services).configure({ settleMs: null });
  });
  afterAll(() => env?.server.close());

  it('positive controls: Acme admin manages, payer sees, seller and staff read; Globex sees none of Acme\'s', async () => {
    expect((await data<{ bankAccounts: { canManage: boolean } }>(env, 'acmeAdmin', LIST)).bankAccounts.canManage).toBe(true);
    expect((await data<{ bankAccounts: { canManage: boolean; accounts: { id: string }[] } }>(env, 'payer', LIST)).bankAccounts).toMatchObject({ canManage: false, accounts: [{ id: ACME_BANK_ACCOUNT_ID }] });
    for (const who of ['seller', 'staff'] as const) {
      expect((await data<{ bankAccounts: { canManage: boolean; accounts: { id: string }[] } }>(env, who, LIST, { buyerId: ACME_BUYER_ID })).bankAccounts).toMatchObject({ canManage: false, accounts: [{ id: ACME_BANK_ACCOUNT_ID }] });
    }
    expect((await data<{ bankAccounts: { accounts: unknown[] } }>(env, 'globexAdmin', LIST)).bankAccounts.accounts).toEqual([]);
    // The AutoPay mutation is well-formed: Acme's admin may send it (the demo account's current value, a no-op).
    const { auto_pay } = await env.server.db.selectFrom('bank_accounts').select('auto_pay').where('id', '=', ACME_BANK_ACCOUNT_ID).executeTakeFirstOrThrow();
    expect((await data<{ setBankAccountAutoPay: { autoPay: boolean } }>(env, 'acmeAdmin', AUTOPAY, { id: ACME_BANK_ACCOUNT_ID, autoPay: auto_pay })).setBankAccountAutoPay.autoPay).toBe(auto_pay);
  });

  describe("cross-buyer: Globex's admin with Acme's ids", () => {
    itRefuses(() => env, [
      { name: 'bankAccounts(buyerId: Acme)', who: 'globexAdmin', query: LIST, variables: () => ({ buyerId: ACME_BUYER_ID }), refusal: NOT_YOURS },
      { name: 'addBankAccount with buyerId: Acme', who: 'globexAdmin', query: ADD, variables: gbAccount({ buyerId: ACME_BUYER_ID }), refusal: NOT_YOURS, unchanged: bankState },
      { name: "setBankAccountAutoPay(Acme's account, off)", who: 'globexAdmin', query: AUTOPAY, variables: () => ({ id: ACME_BANK_ACCOUNT_ID, autoPay: false }), refusal: NOT_YOURS, unchanged: bankState },
      { name: "setBankAccountAutoPay(Acme's account, on)", who: 'globexAdmin', query: AUTOPAY, variables: () => ({ id: ACME_BANK_ACCOUNT_ID, autoPay: true }), refusal: NOT_YOURS, unchanged: bankState },
    ]);
  });

  describe('wrong role within Acme (spec 6)', () => {
    const cases: RefusalCase[] = [
      ...(['purchaser', 'groupAdmin'] as Who[]).map((who): RefusalCase => ({ name: 'bankAccounts', who, query: LIST, variables: () => ({}), refusal: FORBIDDEN })),
      ...(['payer', 'purchaser', 'groupAdmin'] as Who[]).flatMap((who): RefusalCase[] => [
        { name: 'addBankAccount', who, query: ADD, variables: gbAccount(), refusal: FORBIDDEN, unchanged: bankState },
        { name: 'setBankAccountAutoPay', who, query: AUTOPAY, variables: () => ({ id: ACME_BANK_ACCOUNT_ID, autoPay: false }), refusal: FORBIDDEN, unchanged: bankState },
      ]),
      ...READ_ONLY.flatMap((who): RefusalCase[] => [
        { name: 'addBankAccount for Acme (read-only)', who, query: ADD, variables: gbAccount({ buyerId: ACME_BUYER_ID }), refusal: FORBIDDEN, unchanged: bankState },
        { name: 'setBankAccountAutoPay (read-only)', who, query: AUTOPAY, variables: () => ({ id: ACME_BANK_ACCOUNT_ID, autoPay: false }), refusal: FORBIDDEN, unchanged: bankState },
      ]),
    ];
    itRefuses(() => env, cases);
  });
});
