import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME_BUYER_ID } from '../../db/demoIds';
import { testBackends } from '../../db/testing';
import { graphql } from '../../http/testing/apiClient';
import { approvalCodeFromOutbox, requestPaymentApproval, withPaymentApproval } from '../../modules/payments/paymentApprovalTesting';
import { bankFor } from '../../modules/payments/settlement';
import {
  acmeInvoices, codeOf, data, expectNotDisclosed, FORBIDDEN, hidden, invoiceState, itRefuses, newKey, NOT_YOURS, refusedWith, rowCount, startAuthzServer, READ_ONLY,
  type AuthzServer, type RefusalCase, type Who,
} from './authzTesting';

/** The code request as the refusal rows send it, written here so the suite's coverage gate sees it tried. */
const REQUEST_APPROVAL_CODE = 'mutation($input: PaymentPreviewInput!) { requestPaymentApprovalCode(input: $input) { challengeId } }';

/** Payments (spec 6: Buyer:Administrator and buyerPayer pay; seller and staff read; nobody else). */
const PAYMENTS = 'query($buyerId: ID) { payments(buyerId: $buyerId) { pageInfo { totalCount } items { id } } }';
const PAYMENT = 'query($id: ID!) { payment(id: $id) { id status amount { amountMinor } } }';
const APPROVAL_REQUIRED = 'query($buyerId: ID) { paymentApprovalRequired(buyerId: $buyerId) }';
const METHODS = 'query($buyerId: ID) { paymentMethods(buyerId: $buyerId) { method available accountLabel } }';
const PREVIEW = 'query($input: PaymentPreviewInput!) { paymentPreview(input: $input) { valid problems { code invoiceId } lines { invoiceId invoiceNumber remainingBefore { amountMinor } } total { amountMinor } } }';
const PAY = 'mutation($input: MakePaymentInput!) { makePayment(input: $input) { replayed payment { id status } } }';
const MODIFY = 'mutation($input: ModifyPaymentInput!) { modifyPayment(input: $input) { replayed payment { id remaining { amountMinor } } } }';
const CANDIDATES = 'query($paymentId: ID!) { paymentModificationCandidates(paymentId: $paymentId) { id invoiceNumber remaining { amountMinor } } }';

describe.each(await testBackends())('payments authorization on %s', (kind) => {
  let env: AuthzServer;
  /** An Acme invoice that can be paid (open, something left) and its number. */
  let invoice: { id: string; number: string };
  /** An Acme payment with an unapplied remainder (modifiable by Acme's admin and payer). */
  let activePayment: string;

  /** What a refused payment or modification must leave alone. */
  const paymentState = async () => ({
    payments: await rowCount(env, 'payments'),
    allocations: await rowCount(env, 'payment_allocations'),
    modifications: await rowCount(env, 'payment_modifications'),
    invoice: await invoiceState(env, invoice.id),
    payment: await env.server.db.selectFrom('payments').select(['status', 'remaining_minor']).where('id', '=', activePayment).executeTakeFirstOrThrow(),
  });
  const allocations = () => [{ invoiceId: invoice.id, amountMinor: 100 }];
  const pay = (extra: Record<string, unknown> = {}) => () => ({ input: { idempotencyKey: newKey(), method: 'bankTransfer', allocations: allocations(), ...extra } });
  const modify = () => ({ input: { idempotencyKey: newKey(), paymentId: activePayment, allocations: allocations() } });

  beforeAll(async () => {
    env = await startAuthzServer(kind);
    bankFor(env.server.services).configure({ settleMs: null });
    const open = await acmeInvoices(env).where('status', '=', 'open').where('remaining_minor', '>', 10_000).executeTakeFirstOrThrow();
    invoice = { id: open.id, number: open.invoice_number };
    activePayment = (await env.server.db.selectFrom('payments').select('id').where('buyer_id', '=', ACME_BUYER_ID).where('status', '=', 'active').where('remaining_minor', '>', 100).orderBy('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => env?.server.close());

  it('positive controls: the same queries answer Acme admin, and seller and staff read payments', async () => {
    expect((await data<{ payments: { pageInfo: { totalCount: number } } }>(env, 'acmeAdmin', PAYMENTS)).payments.pageInfo.totalCount).toBeGreaterThan(0);
    expect((await data<{ payment: { id: string } }>(env, 'acmeAdmin', PAYMENT, { id: activePayment })).payment.id).toBe(activePayment);
    expect((await data<{ paymentPreview: { valid: boolean } }>(env, 'payer', PREVIEW, { input: { method: 'bankTransfer', allocations: allocations() } })).paymentPreview.valid).toBe(true);
    expect((await data<{ paymentModificationCandidates: unknown[] }>(env, 'payer', CANDIDATES, { paymentId: activePayment })).paymentModificationCandidates.length).toBeGreaterThan(0);
    expect((await data<{ paymentMethods: unknown[] }>(env, 'acmeAdmin', METHODS)).paymentMethods.length).toBeGreaterThan(0);
    // Globex's session works: its own (empty) payment history answers.
    expect((await data<{ payments: { pageInfo: { totalCount: number } } }>(env, 'globexAdmin', PAYMENTS)).payments.pageInfo.totalCount).toBe(0);
    for (const who of ['seller', 'staff'] as const) {
      expect((await data<{ payments: { pageInfo: { totalCount: number } } }>(env, who, PAYMENTS, { buyerId: ACME_BUYER_ID })).payments.pageInfo.totalCount).toBeGreaterThan(0);
    }
  });

  describe("cross-buyer: Globex's admin with Acme's ids", () => {
    const cases: RefusalCase[] = [
      { name: 'payments(buyerId: Acme)', who: 'globexAdmin', query: PAYMENTS, variables: () => ({ buyerId: ACME_BUYER_ID }), refusal: NOT_YOURS },
      { name: 'paymentMethods(buyerId: Acme)', who: 'globexAdmin', query: METHODS, variables: () => ({ buyerId: ACME_BUYER_ID }), refusal: NOT_YOURS },
      { name: 'paymentApprovalRequired(buyerId: Acme)', who: 'globexAdmin', query: APPROVAL_REQUIRED, variables: () => ({ buyerId: ACME_BUYER_ID }), refusal: NOT_YOURS },
      { name: "payment(id) of an Acme payment", who: 'globexAdmin', query: PAYMENT, variables: () => ({ id: activePayment }), refusal: hidden('payment') },
      { name: 'paymentPreview with buyerId: Acme', who: 'globexAdmin', query: PREVIEW, variables: () => ({ input: { buyerId: ACME_BUYER_ID, method: 'bankTransfer', allocations: allocations() } }), refusal: NOT_YOURS },
      {
        name: 'paymentPreview of an Acme invoice on its own account: invoiceNotFound, nothing of the invoice disclosed', who: 'globexAdmin', query: PREVIEW,
        variables: () => ({ input: { method: 'bankTransfer', allocations: allocations() } }),
        refusal: { check: (reply) => {
          expectNotDisclosed(reply, [invoice.number]);
          const preview = reply.body.data?.['paymentPreview'] as { valid: boolean; problems: { code: string }[] } | undefined;
          if (preview) expect(preview).toMatchObject({ valid: false, problems: [{ code: 'invoiceNotFound' }] });
          else expect(['FORBIDDEN', 'NOT_FOUND', 'PAYMENT_REFUSED']).toContain(reply.body.errors?.[0]?.extensions?.['code']);
        } },
      },
      { name: 'requestPaymentApprovalCode with buyerId: Acme', who: 'globexAdmin', query: REQUEST_APPROVAL_CODE, variables: () => ({ input: { buyerId: ACME_BUYER_ID, method: 'bankTransfer', allocations: allocations() } }), refusal: NOT_YOURS, unchanged: paymentState },
      { name: 'makePayment with buyerId: Acme', who: 'globexAdmin', query: PAY, variables: pay({ buyerId: ACME_BUYER_ID }), refusal: NOT_YOURS, unchanged: paymentState },
      { name: 'makePayment of an Acme invoice on its own account', who: 'globexAdmin', query: PAY, variables: pay(), refusal: refusedWith('PAYMENT_REFUSED', 'NOT_FOUND', 'FORBIDDEN'), unchanged: paymentState },
      { name: "modifyPayment of an Acme payment", who: 'globexAdmin', query: MODIFY, variables: modify, refusal: NOT_YOURS, unchanged: paymentState },
      { name: 'paymentModificationCandidates of an Acme payment', who: 'globexAdmin', query: CANDIDATES, variables: () => ({ paymentId: activePayment }), refusal: hidden('paymentModificationCandidates') },
    ];
    itRefuses(() => env, cases);
  });

  describe('wrong role within Acme (spec 6)', () => {
    const nonPayers: Who[] = ['purchaser', 'groupAdmin'];
    const readOnly = READ_ONLY;
    const cases: RefusalCase[] = [
      ...nonPayers.flatMap((who): RefusalCase[] => [
        { name: 'payments', who, query: PAYMENTS, variables: () => ({}), refusal: FORBIDDEN },
        { name: 'payment(id)', who, query: PAYMENT, variables: () => ({ id: activePayment }), refusal: hidden('payment') },
        { name: 'paymentPreview', who, query: PREVIEW, variables: () => ({ input: { method: 'bankTransfer', allocations: allocations() } }), refusal: FORBIDDEN },
        { name: 'makePayment', who, query: PAY, variables: pay(), refusal: FORBIDDEN, unchanged: paymentState },
        { name: 'requestPaymentApprovalCode', who, query: REQUEST_APPROVAL_CODE, variables: () => ({ input: { method: 'bankTransfer', allocations: allocations() } }), refusal: FORBIDDEN, unchanged: paymentState },
        { name: 'modifyPayment', who, query: MODIFY, variables: modify, refusal: FORBIDDEN, unchanged: paymentState },
        { name: 'paymentModificationCandidates', who, query: CANDIDATES, variables: () => ({ paymentId: activePayment }), refusal: FORBIDDEN },
      ]),
      ...readOnly.flatMap((who): RefusalCase[] => [
        { name: 'makePayment for Acme (read-only)', who, query: PAY, variables: pay({ buyerId: ACME_BUYER_ID }), refusal: FORBIDDEN, unchanged: paymentState },
        { name: 'requestPaymentApprovalCode for Acme (read-only)', who, query: REQUEST_APPROVAL_CODE, variables: () => ({ input: { buyerId: ACME_BUYER_ID, method: 'bankTransfer', allocations: allocations() } }), refusal: FORBIDDEN, unchanged: paymentState },
        { name: 'modifyPayment of an Acme payment (read-only)', who, query: MODIFY, variables: modify, refusal: FORBIDDEN, unchanged: paymentState },
        { name: 'paymentModificationCandidates (payments README)', who, query: CANDIDATES, variables: () => ({ paymentId: activePayment }), refusal: FORBIDDEN },
      ]),
    ];
    itRefuses(() => env, cases);
  });

  describe('approval code (spec 6 OrderApproval: the demo program has mfaRequired on)', () => {
    /** Makes the payment as `who`; it must be refused with `code` and change nothing. */
    async function expectPaymentRefused(who: Who, input: Record<string, unknown>, code: string) {
      const before = await paymentState();
      const reply = await graphql(env.server.url, env.s[who], PAY, { input });
      expect(codeOf(reply), JSON.stringify(reply.body)).toBe(code);
      expect(reply.body.data?.['makePayment'] ?? null).toBeNull();
      expect(await paymentState()).toEqual(before);
    }
    const payment = (amountMinor: number) => ({ idempotencyKey: newKey(), method: 'bankTransfer', allocations: [{ invoiceId: invoice.id, amountMinor }] });

    it('no code: refused (PAYMENT_APPROVAL_REQUIRED), nothing booked', async () => {
      await expectPaymentRefused('payer', payment(101), 'PAYMENT_APPROVAL_REQUIRED');
    });

    it('a wrong code: refused (MFA_CODE_INVALID), nothing booked; the right one then pays', async () => {
      const input = payment(102);
      const { challengeId } = await requestPaymentApproval(env.server, env.s.payer, input);
      const right = await approvalCodeFromOutbox(env.server.db, challengeId);
      const wrong = right === '000000' ? '000001' : '000000';
      await expectPaymentRefused('payer', { ...input, approval: { challengeId, code: wrong } }, 'MFA_CODE_INVALID');
      const made = await data<{ makePayment: { replayed: boolean } }>(env, 'payer', PAY, { input: { ...input, approval: { challengeId, code: right } } });
      expect(made.makePayment.replayed).toBe(false);
    });

    it("another user's code: refused (MFA_CODE_EXPIRED: a code is bound to its user), nothing booked", async () => {
      const payers = await withPaymentApproval(env.server, env.s.payer, payment(103));
      await expectPaymentRefused('acmeAdmin', payers, 'MFA_CODE_EXPIRED');
    });

    it('a code sent for another payment, or one already used: refused, nothing booked', async () => {
      const sentFor = await withPaymentApproval(env.server, env.s.payer, payment(104));
      await expectPaymentRefused('payer', { ...payment(105), approval: sentFor.approval }, 'MFA_CODE_EXPIRED');
      await data(env, 'payer', PAY, { input: sentFor });
      await expectPaymentRefused('payer', { ...sentFor, idempotencyKey: newKey() }, 'MFA_CODE_EXPIRED');
    });
  });
});
