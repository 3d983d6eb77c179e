import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME_BUYER_ID, GLOBEX_BUYER_ID } from '../../db/demoIds';
import { testBackends } from '../../db/testing';
import { bankFor } from '../../modules/payments/settlement';
import { REQUEST_PAYMENT_APPROVAL } from '../../modules/payments/paymentApprovalTesting';
import {
  acmeInvoices, codeOf, data, expectNotDisclosed, invoiceState, itRefuses, newKey, NOT_YOURS, rowCount, startAuthzServer,
  type AuthzServer, type RefusalCase,
} from './authzTesting';

/**
 * The other direction of cross-buyer access: Acme's own admin, in calls it may make, slips in a
 * Globex invoice id (paying, modifying onto, disputing or editing another account's invoice).
 * Each must be refused without touching the Globex invoice or disclosing it.
 */
const PAY = 'mutation($input: MakePaymentInput!) { makePayment(input: $input) { payment { id } } }';
const PREVIEW = 'query($input: PaymentPreviewInput!) { paymentPreview(input: $input) { valid problems { code invoiceId } lines { invoiceId invoiceNumber } } }';
const MODIFY = 'mutation($input: ModifyPaymentInput!) { modifyPayment(input: $input) { payment { id } } }';
const RAISE = 'mutation($input: RaiseDisputeInput!) { raiseDispute(input: $input) { dispute { id } } }';
const EDIT = 'mutation($input: UpdateInvoiceDetailsInput!) { updateInvoiceDetails(input: $input) { updated { id } failed { invoiceId invoiceNumber code } } }';
const INVOICE = 'query($id: ID!) { invoice(id: $id) { id invoiceNumber } }';

describe.each(await testBackends())('foreign invoice ids in Acme calls on %s', (kind) => {
  let env: AuthzServer;
  let globexInvoice: { id: string; number: string };
  let acmeInvoice: string;
  let activePayment: string;
  const state = async () => ({
    globex: await invoiceState(env, globexInvoice.id),
    acme: await invoiceState(env, acmeInvoice),
    payments: await rowCount(env, 'payments'),
    allocations: await rowCount(env, 'payment_allocations'),
    modifications: await rowCount(env, 'payment_modifications'),
    disputes: await rowCount(env, 'disputes'),
    payment: await env.server.db.selectFrom('payments').select('remaining_minor').where('id', '=', activePayment).executeTakeFirstOrThrow(),
  });
  const mixed = () => [{ invoiceId: acmeInvoice, amountMinor: 100 }, { invoiceId: globexInvoice.id, amountMinor: 100 }];

  beforeAll(async () => {
    env = await startAuthzServer(kind);
    bankFor(env.server.services).configure({ settleMs: null });
    const row = await env.server.db.selectFrom('invoices').select(['id', 'invoice_number']).where('buyer_id', '=', GLOBEX_BUYER_ID).where('remaining_minor', '>', 1_000).orderBy('id').executeTakeFirstOrThrow();
    globexInvoice = { id: row.id, number: row.invoice_number };
    acmeInvoice = (await acmeInvoices(env).where('status', '=', 'open').where('remaining_minor', '>', 10_000).executeTakeFirstOrThrow()).id;
    activePayment = (await env.server.db.selectFrom('payments').select('id').where('buyer_id', '=', ACME_BUYER_ID).where('status', '=', 'active').where('remaining_minor', '>', 200).orderBy('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => env?.server.close());

  it('positive control: Globex reads its invoice', async () => {
    expect((await data<{ invoice: { id: string } }>(env, 'globexAdmin', INVOICE, { id: globexInvoice.id })).invoice.id).toBe(globexInvoice.id);
  });

  const notDisclosedOr = (codes: string[]) => ({
    check: (reply: Parameters<typeof codeOf>[0]) => {
      expectNotDisclosed(reply, [globexInvoice.number]);
      expect(codes).toContain(codeOf(reply));
    },
  });
  const cases: RefusalCase[] = [
    { name: 'invoice(id) of a Globex invoice', who: 'acmeAdmin', query: INVOICE, variables: () => ({ id: globexInvoice.id }), refusal: { nullField: 'invoice' } },
    {
      name: 'paymentPreview with a Globex invoice: invoiceNotFound, nothing disclosed', who: 'acmeAdmin', query: PREVIEW,
      variables: () => ({ input: { method: 'bankTransfer', allocations: mixed() } }),
      refusal: { check: (reply) => {
        expectNotDisclosed(reply, [globexInvoice.number]);
        expect(reply.body.data?.['paymentPreview']).toMatchObject({ valid: false, problems: [{ code: 'invoiceNotFound', invoiceId: globexInvoice.id }] });
      } },
    },
    { name: 'makePayment of an Acme and a Globex invoice', who: 'acmeAdmin', query: PAY, variables: () => ({ input: { idempotencyKey: newKey(), method: 'bankTransfer', allocations: mixed() } }), refusal: notDisclosedOr(['PAYMENT_REFUSED', 'NOT_FOUND']), unchanged: state },
    { name: 'requestPaymentApprovalCode for an Acme and a Globex invoice', who: 'acmeAdmin', query: REQUEST_PAYMENT_APPROVAL, variables: () => ({ input: { method: 'bankTransfer', allocations: mixed() } }), refusal: notDisclosedOr(['PAYMENT_REFUSED', 'NOT_FOUND']), unchanged: state },
    { name: 'makePayment for Globex (buyerId)', who: 'acmeAdmin', query: PAY, variables: () => ({ input: { buyerId: GLOBEX_BUYER_ID, idempotencyKey: newKey(), method: 'bankTransfer', allocations: [{ invoiceId: globexInvoice.id, amountMinor: 100 }] } }), refusal: NOT_YOURS, unchanged: state },
    { name: "modifyPayment of Acme's payment onto a Globex invoice", who: 'acmeAdmin', query: MODIFY, variables: () => ({ input: { idempotencyKey: newKey(), paymentId: activePayment, allocations: [{ invoiceId: globexInvoice.id, amountMinor: 100 }] } }), refusal: notDisclosedOr(['NOT_FOUND', 'FORBIDDEN', 'RULE_REFUSED']), unchanged: state },
    { name: 'raiseDispute of a Globex invoice', who: 'acmeAdmin', query: RAISE, variables: () => ({ input: { idempotencyKey: newKey(), invoiceId: globexInvoice.id, reason: 'incorrect_price' } }), refusal: notDisclosedOr(['NOT_FOUND', 'FORBIDDEN']), unchanged: state },
    {
      name: 'updateInvoiceDetails of a Globex invoice', who: 'acmeAdmin', query: EDIT, variables: () => ({ input: { invoiceIds: [globexInvoice.id], poNumber: 'PO-NOT-YOURS' } }), unchanged: state,
      refusal: { check: (reply) => {
        expectNotDisclosed(reply, [globexInvoice.number]);
        expect(reply.body.data?.['updateInvoiceDetails']).toEqual({ updated: [], failed: [{ invoiceId: globexInvoice.id, invoiceNumber: null, code: 'notFound' }] });
      } },
    },
  ];
  describe("Acme's admin", () => itRefuses(() => env, cases));
  // The payer may pay, modify and dispute too: the same refusals.
  describe("Acme's payer", () => itRefuses(() => env, cases.filter((c) => c.query !== INVOICE).map((c) => ({ ...c, who: 'payer' as const }))));
});
