import { createHash } from 'node:crypto';
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ACME_BANK_ACCOUNT_ID } from '../../db/demoBankAccounts';
import { ACME_BUYER_ID } from '../../db/demoIds';
import { testBackends } from '../../db/testing';
import { graphql, type ApiSession } from '../../http/testing/apiClient';
import { startTestServer, type TestServer } from '../../http/testing/testServer';
import { data, errorCode, signInAll, type DemoWho } from '../invoices/moduleTesting';
import { mandatesFor } from './mandateWorker';

const ACCOUNT_FIELDS = `id bankName bankingCountry currency scheme maskedAccountNumber branchCode partialIban autoPay directDebitSignatureDate status
  mandate { status reference failedAt failureReason retryAvailableAt auddis }`;
const LIST = `query { bankAccounts { canManage autoPayRequired now viewerUserId accounts { ${ACCOUNT_FIELDS} } } }`;
const ADD = `mutation($input: AddBankAccountInput!) { addBankAccount(input: $input) { ${ACCOUNT_FIELDS} } }`;
const AUTOPAY = `mutation($id: ID!, $autoPay: Boolean!) { setBankAccountAutoPay(id: $id, autoPay: $autoPay) { id autoPay } }`;
const METHODS = '{ paymentMethods { method available accountLabel } }';
const SUBSCRIBE = 'subscription { bankAccountUpdated { id mandate { status } } }';

interface AccountOut {
  id: string; bankName: string; scheme: string; maskedAccountNumber: string | null; partialIban: string | null; branchCode: string | null;
  currency: string; autoPay: boolean; status: string; directDebitSignatureDate: string;
  mandate: { status: string; reference: string; failureReason: string | null; retryAvailableAt: string | null; auddis: boolean };
}

let serial = 0;
const key = () => `bank-test-${Date.now()}-${++serial}`;
const blank = { accountName: '', accountNumber: '', accountNumberConfirmation: '', branchCode: '', iban: '', ibanConfirmation: '' };
const gb = (bankName = 'Barclays') => ({ ...blank, bankingCountry: 'GB', holderName: 'Acme UK Ltd', bankName, branchCode: '20-00-00', accountNumber: '55779911', accountNumberConfirmation: '55779911', autoPay: true });
const de = (bankName: string, iban = 'DE89 3704 0044 0532 0130 00') => ({ ...blank, bankingCountry: 'DE', holderName: 'Acme GmbH', bankName, iban, ibanConfirmation: iban, autoPay: false });

describe.each(await testBackends())('bank accounts on %s', (kind) => {
  let server: TestServer;
  let s: Record<DemoWho, ApiSession>;
  const add = (input: Record<string, unknown>, who: DemoWho = 'admin', idempotencyKey = key()) =>
    graphql(server.url, s[who], ADD, { input: { idempotencyKey, ...input } });
  const added = async (input: Record<string, unknown>) => {
    const reply = await add(input);
    expect(reply.body.errors, JSON.stringify(reply.body.errors)).toBeUndefined();
    return (reply.body.data as { addBankAccount: AccountOut }).addBankAccount;
  };
  const list = async (who: DemoWho = 'admin') => (await data<{ bankAccounts: { canManage: boolean; autoPayRequired: boolean; accounts: AccountOut[] } }>(server, s[who], LIST)).bankAccounts;
  const activeCount = async () => (await server.db.selectFrom('bank_accounts').select('id').where('buyer_id', '=', ACME_BUYER_ID).where('status', '=', 'active').execute()).length;

  beforeAll(async () => {
    server = await startTestServer(kind);
    mandatesFor(server.services).configure({ settleMs: null });
    s = await signInAll(server, ['admin', 'payer', 'purchaser', 'groupAdmin', 'clientAdmin']);
  });
  afterAll(() => server?.close());

  describe('who manages bank accounts (spec 6)', () => {
    it('purchasers and group admins neither see nor add bank accounts', async () => {
      for (const who of ['purchaser', 'groupAdmin'] as const) {
        expect(await errorCode(server, s[who], LIST)).toBe('FORBIDDEN');
        expect((await add(gb(), who)).body.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
      }
    });

    it('payers and the seller see them but cannot add or change AutoPay; the admin manages', async () => {
      expect(await list('payer')).toMatchObject({ canManage: false, accounts: [expect.objectContaining({ id: ACME_BANK_ACCOUNT_ID })] });
      expect((await data<{ bankAccounts: { canManage: boolean } }>(server, s.clientAdmin, `query($b: ID) { bankAccounts(buyerId: $b) { canManage } }`, { b: ACME_BUYER_ID })).bankAccounts.canManage).toBe(false);
      for (const who of ['payer', 'clientAdmin'] as const) {
        expect((await add({ ...gb(), buyerId: ACME_BUYER_ID }, who)).body.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
        expect(await errorCode(server, s[who], AUTOPAY, { id: ACME_BANK_ACCOUNT_ID, autoPay: false })).toBe('FORBIDDEN');
      }
      expect((await list('admin')).canManage).toBe(true);
    });
  });

  describe('fields of each scheme (spec 3, 9) and bank errors (spec 8)', () => {
    it('refuses a wrong IBAN checksum with the generic SEPA error naming the field', async () => {
      const reply = await add(de('Deutsche Demo Bank', 'DE89 3704 0044 0532 0130 01'));
      expect(reply.body.errors?.[0]?.extensions).toMatchObject({ code: 'BANK_SEPA_ERROR', problems: [{ field: 'iban', messageId: 'bankAccounts.field.ibanChecksum' }] });
    });

    it.each([
      ['GB sort code', { ...gb(), branchCode: '20-00' }, 'branchCode', 'bankAccounts.field.sortCode.branchFormat'],
      ['GB account number confirmation', { ...gb(), accountNumberConfirmation: '55779912' }, 'accountNumberConfirmation', 'form.mismatch'],
      ['AU BSB', { ...gb(), bankingCountry: 'AU', branchCode: '06200' }, 'branchCode', 'bankAccounts.field.bsb.branchFormat'],
      ['CA branch number', { ...gb(), bankingCountry: 'CA', branchCode: '1234', accountNumber: '1234567', accountNumberConfirmation: '1234567' }, 'branchCode', 'bankAccounts.field.branchNumber.branchFormat'],
      ['US routing checksum', { ...gb(), bankingCountry: 'US', branchCode: '123456789' }, 'branchCode', 'bankAccounts.field.routingNumber.routingChecksum'],
      ['FR IBAN of another country', de('Banque Demo', 'DE89 3704 0044 0532 0130 00') && { ...de('Banque Demo'), bankingCountry: 'FR' }, 'iban', 'bankAccounts.field.ibanCountry'],
    ])('%s', async (_name, input, field, messageId) => {
      const reply = await add(input);
      expect(reply.body.errors?.[0]?.extensions?.['problems']).toContainEqual(expect.objectContaining({ field, messageId }));
    });

    it('refuses a banking country without a scheme (SE) as bank not supported', async () => {
      const reply = await add({ ...de('Svensk Demo Bank'), bankingCountry: 'SE' });
      expect(reply.body.errors?.[0]?.extensions).toMatchObject({ code: 'BANK_NOT_SUPPORTED', messageId: 'bankAccounts.error.bankNotSupported' });
    });
  });

  describe('one active account, mandates and their worker (spec 4, 5)', () => {
    it('replaces the signed account, keeps one active, refuses a replacement while pending, then signs live', async () => {
      const pushed: string[] = [];
      const client: Client = createClient({
        url: `${server.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, retryAttempts: 0, lazyCloseTimeout: 60_000,
        connectionParams: { token: s.payer.token, sessionChecksum: s.payer.checksum },
      });
      client.subscribe({ query: SUBSCRIBE }, { next: (r) => pushed.push(JSON.stringify(r.data)), error: () => {}, complete: () => {} });
      try {
        await new Promise((resolve) => setTimeout(resolve, 300));
        const account = await added(gb());
        expect(account).toMatchObject({ scheme: 'V1', currency: 'GBP', maskedAccountNumber: '••••9911', branchCode: '200000', partialIban: null, status: 'active', mandate: { status: 'pending', auddis: true } });
        expect(await activeCount()).toBe(1);
        const accounts = (await list()).accounts;
        expect(accounts.map((a) => [a.id, a.status])).toEqual([[account.id, 'active'], [ACME_BANK_ACCOUNT_ID, 'inactive']]);
        // Direct debit waits for the new mandate.
        const methods = (await data<{ paymentMethods: { method: string; available: boolean }[] }>(server, s.payer, METHODS)).paymentMethods;
        expect(methods.find((m) => m.method === 'directDebit')?.available).toBe(false);

        const refused = await add(gb('Lloyds'));
        expect(refused.body.errors?.[0]?.extensions).toMatchObject({ code: 'RULE_REFUSED', rule: 'isMandateSigned', messageId: 'rule.bankMandate.isMandateSigned' });
        expect(await activeCount()).toBe(1);

        await mandatesFor(server.services).settleNow(account.id);
        expect((await list()).accounts[0]?.mandate.status).toBe('signed');
        const after = (await data<{ paymentMethods: { method: string; available: boolean; accountLabel: string | null }[] }>(server, s.payer, METHODS)).paymentMethods;
        expect(after.find((m) => m.method === 'directDebit')).toMatchObject({ available: true, accountLabel: 'Barclays ••••9911' });
        for (let i = 0; i < 100 && !pushed.some((p) => p.includes('signed')); i++) await new Promise((resolve) => setTimeout(resolve, 20));
        expect(pushed.some((p) => p.includes(account.id) && p.includes('"signed"'))).toBe(true);

        const mail = await server.db.selectFrom('outbox_messages').select(['kind', 'recipient', 'body']).where('buyer_id', '=', ACME_BUYER_ID).orderBy('created_at').execute();
        expect(mail).toEqual(expect.arrayContaining([
          expect.objectContaining({ kind: 'mandate.pending', recipient: 'admin@acme.example', body: expect.stringContaining('AUDDIS') }),
          expect.objectContaining({ kind: 'mandate.signed', recipient: 'admin@acme.example' }),
        ]));
        const audit = await server.db.selectFrom('audit_log').select(['event_type', 'actor_role']).where('entity_type', '=', 'bankMandate').orderBy('seq').execute();
        expect(audit).toEqual([{ event_type: 'bankAccount.replace', actor_role: 'Buyer:Administrator' }, { event_type: 'mandate.signed', actor_role: null }]);
      } finally {
        await client.dispose();
      }
    });

    it('a failed mandate is retried 15 minutes later, not sooner; cancelled removes the account; unsupported leads to a new one', async () => {
      const failing = await added(de('Fail Savings Bank'));
      expect(failing).toMatchObject({ scheme: 'V2SEPA', currency: 'EUR', partialIban: 'DE89 •••• 3000', maskedAccountNumber: null, mandate: { auddis: false } });
      await mandatesFor(server.services).settleNow(failing.id);
      const failed = (await list()).accounts[0]!;
      expect(failed.mandate).toMatchObject({ status: 'failed', failureReason: 'bankDeclined' });
      expect(Date.parse(failed.mandate.retryAvailableAt!)).toBeGreaterThan(Date.now() + 14 * 60_000);

      const tooSoon = await add(de('Sparkasse Demo'));
      expect(tooSoon.body.errors?.[0]?.extensions).toMatchObject({ code: 'RULE_REFUSED', rule: 'isRetryWindowOpen' });
      server.advanceTime(15 * 60_000);
      s = await signInAll(server, ['admin', 'payer']); // bearer tokens do not outlive 15 minutes
      const cancelling = await added(de('Cancel Credit Union'));
      expect(await activeCount()).toBe(1);
      await mandatesFor(server.services).settleNow(cancelling.id);
      expect((await list()).accounts[0]).toMatchObject({ id: cancelling.id, status: 'removed', mandate: { status: 'cancelled' } });
      expect(await activeCount()).toBe(0);

      const unsupported = await added({ ...gb('Unsupported Building Society') });
      await mandatesFor(server.services).settleNow(unsupported.id);
      expect((await list()).accounts[0]?.mandate.status).toBe('unsupportedBank');
      const next = await added(gb('Barclays'));
      expect(next.mandate.status).toBe('pending');
      expect(await activeCount()).toBe(1);
      const kinds = (await server.db.selectFrom('outbox_messages').select('kind').where('buyer_id', '=', ACME_BUYER_ID).execute()).map((m) => m.kind);
      expect(kinds).toEqual(expect.arrayContaining(['mandate.failed', 'mandate.cancelled', 'mandate.unsupported']));
    });

    it('a retry with the same idempotency key and request returns the first account; another request under the key is IDEMPOTENCY_KEY_REUSED', async () => {
      // The active account is the last one added above: gb('Barclays').
      const row = await server.db.selectFrom('bank_accounts').selectAll().where('buyer_id', '=', ACME_BUYER_ID).where('status', '=', 'active').executeTakeFirstOrThrow();
      const retry = await add(gb('Barclays'), 'admin', row.idempotency_key!);
      expect(retry.body.errors).toBeUndefined();
      expect((retry.body.data as { addBankAccount: { id: string } }).addBankAccount.id).toBe(row.id);
      expect(await activeCount()).toBe(1);
      for (const other of [gb('Another Bank'), { ...gb('Barclays'), accountNumber: '55779912', accountNumberConfirmation: '55779912' }, { ...gb('Barclays'), autoPay: false }]) {
        const reused = await add(other, 'admin', row.idempotency_key!);
        expect(reused.body.errors?.[0]?.extensions).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', values: { field: 'idempotencyKey' } });
      }
      expect(await activeCount()).toBe(1);
      // The fingerprint never holds the number, nor a plain hash of it.
      const plainHash = createHash('sha256').update('55779911').digest('hex');
      expect(row.request_fingerprint).toMatch(/^[0-9a-f]{64}$/);
      expect(row.request_fingerprint).not.toContain('55779911');
      expect(row.request_fingerprint).not.toBe(plainHash);
    });

    it('the database itself refuses a second active account', async () => {
      await expect(
        server.db.insertInto('bank_accounts').values({
          buyer_id: ACME_BUYER_ID, holder_name: 'x', account_name: '', bank_name: 'x', banking_country: 'GB', currency: 'GBP', scheme: 'V1',
          signature_date: '2026-01-01', status: 'active', mandate_status: 'pending', mandate_reference: 'X',
        }).execute(),
      ).rejects.toMatchObject({ code: '23505' });
    });

    it('AutoPay can be switched on the active account, audited; the same value again records nothing; other accounts are refused', async () => {
      const active = (await list()).accounts.find((a) => a.status === 'active')!;
      const auditOf = () => server.db.selectFrom('audit_log').select(['event_type', 'actor_role', 'event_payload', 'rule_results']).where('entity_type', '=', 'bankAccount').where('entity_id', '=', active.id).where('event_type', '=', 'bankAccount.autoPayChanged').orderBy('seq').execute();
      expect((await data<{ setBankAccountAutoPay: { autoPay: boolean } }>(server, s.admin, AUTOPAY, { id: active.id, autoPay: false })).setBankAccountAutoPay.autoPay).toBe(false);
      expect((await data<{ setBankAccountAutoPay: { autoPay: boolean } }>(server, s.admin, AUTOPAY, { id: active.id, autoPay: false })).setBankAccountAutoPay.autoPay).toBe(false);
      const audit = await auditOf();
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ event_type: 'bankAccount.autoPayChanged', actor_role: 'Buyer:Administrator', event_payload: { autoPay: false } });
      expect(JSON.stringify(audit[0]?.rule_results)).toContain('isAutoPayChangeAllowed');
      expect(await errorCode(server, s.admin, AUTOPAY, { id: ACME_BANK_ACCOUNT_ID, autoPay: true })).toBe('AUTOPAY_CHANGE_FAILED');

      // Two changes at once are serialized on the row lock: both answer, the last one wins, each is audited.
      const replies = await Promise.all([true, false].map((autoPay) => graphql(server.url, s.admin, AUTOPAY, { id: active.id, autoPay })));
      expect(replies.map((r) => r.body.errors)).toEqual([undefined, undefined]);
      const stored = await server.db.selectFrom('bank_accounts').select('auto_pay').where('id', '=', active.id).executeTakeFirstOrThrow();
      const after = await auditOf();
      expect(after.at(-1)?.event_payload).toMatchObject({ autoPay: stored.auto_pay });
      expect(after.length).toBe(stored.auto_pay ? 2 : 3);
    });

    it('a signed mandate the buyer revokes at the bank is cancelled: the account is removed; a second answer is ignored', async () => {
      const active = (await list()).accounts.find((a) => a.status === 'active')!;
      const mandates = mandatesFor(server.services);
      await mandates.settleNow(active.id);
      expect((await list()).accounts[0]?.mandate.status).toBe('signed');
      await mandates.revoke(active.id);
      expect((await list()).accounts[0]).toMatchObject({ id: active.id, status: 'removed', mandate: { status: 'cancelled' } });
      await mandates.revoke(active.id);
      const audit = await server.db.selectFrom('audit_log').select('event_type').where('entity_type', '=', 'bankMandate').orderBy('seq', 'desc').limit(2).execute();
      expect(audit.map((a) => a.event_type)).toEqual(['mandate.cancelled', 'mandate.signed']);
      expect(await activeCount()).toBe(0);
    });

    it('two adds at once: one account, the other refused by the pending rule (row lock on the buyer)', async () => {
      const replies = await Promise.all([add(gb('Race Bank A')), add(gb('Race Bank B'))]);
      const codes = replies.map((r) => (r.body.errors?.[0]?.extensions?.['code'] as string | undefined) ?? 'ok').sort();
      expect(codes).toEqual(['RULE_REFUSED', 'ok']);
      expect(await activeCount()).toBe(1);
    });
  });
});
