import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME_BUYER_ID } from '../../db/demoIds';
import { DEMO_USER_IDS } from '../../db/demoUsers';
import { testBackends } from '../../db/testing';
import { graphql, type ApiSession } from '../../http/testing/apiClient';
import { startTestServer, type TestServer } from '../../http/testing/testServer';
import { data, errorCode, signInAll, type DemoWho } from '../invoices/moduleTesting';
import { MFA_RESEND_AFTER_MS } from '../mfa/mfaCodes';
import { approvalCodeFromOutbox, REQUEST_PAYMENT_APPROVAL, requestPaymentApproval, withPaymentApproval } from './paymentApprovalTesting';
import { bankFor } from './settlement';

/** Spec 6 OrderApproval: where the program's mfaRequired is on, a payment needs a code sent to the payer's MFA method. */
const PREVIEW = 'query($input: PaymentPreviewInput!) { paymentPreview(input: $input) { valid approvalRequired } }';
const APPROVAL_REQUIRED = '{ paymentApprovalRequired }';
const PAY = 'mutation($input: MakePaymentInput!) { makePayment(input: $input) { replayed payment { id } preview { approvalRequired } } }';

let serial = 0;
const newKey = () => `approval-${Date.now()}-${++serial}`;

describe.each(await testBackends())('payment approval on %s', (kind) => {
  let server: TestServer;
  let s: Record<DemoWho, ApiSession>;
  let invoiceId: string;
  const payment = (amountMinor: number, method = 'bankTransfer') => ({ idempotencyKey: newKey(), method, allocations: [{ invoiceId, amountMinor }] });
  const payments = async () => (await server.db.selectFrom('payments').select('id').where('buyer_id', '=', ACME_BUYER_ID).execute()).length;

  beforeAll(async () => {
    server = await startTestServer(kind);
    bankFor(server.services).configure({ settleMs: null });
    s = await signInAll(server, ['admin', 'payer']);
    invoiceId = (await server.db.selectFrom('invoices').select('id').where('buyer_id', '=', ACME_BUYER_ID).where('status', '=', 'open').where('remaining_minor', '>', 50_000).orderBy('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => server?.close());

  it('Make Payment can ask up front whether paying needs a code (it counts its steps from the first)', async () => {
    expect((await data<{ paymentApprovalRequired: boolean }>(server, s.payer, APPROVAL_REQUIRED)).paymentApprovalRequired).toBe(true);
    expect((await data<{ paymentApprovalRequired: boolean }>(server, s.admin, APPROVAL_REQUIRED)).paymentApprovalRequired).toBe(true);
  });

  it('the preview says a code is needed; the code goes to the payer\'s 2-step verification method (the demo payer: SMS) through the outbox, naming the amount', async () => {
    const input = payment(1_000);
    expect((await data<{ paymentPreview: { approvalRequired: boolean } }>(server, s.payer, PREVIEW, { input: { method: input.method, allocations: input.allocations } })).paymentPreview.approvalRequired).toBe(true);
    const challenge = await requestPaymentApproval(server, s.payer, input);
    expect(challenge).toMatchObject({ method: 'sms', sentTo: '•••• 0102' });
    const message = await server.db.selectFrom('outbox_messages').select(['recipient', 'channel', 'body']).where('user_id', '=', DEMO_USER_IDS.payer).where('kind', '=', 'mfa.code').orderBy('created_at', 'desc').executeTakeFirstOrThrow();
    expect(message).toMatchObject({ recipient: '+14155550102', channel: 'sms' });
    expect(message.body).toContain('10.00 USD');
  });

  it('goes by e-mail to a payer without a 2-step verification method', async () => {
    const admin = await server.db.selectFrom('users').select(['mfa_method', 'email']).where('id', '=', DEMO_USER_IDS.admin).executeTakeFirstOrThrow();
    expect(admin.mfa_method).toBeNull();
    const challenge = await requestPaymentApproval(server, s.admin, payment(1_100));
    expect(challenge).toMatchObject({ method: 'email', sentTo: 'a•••@acme.example' });
    const message = await server.db.selectFrom('outbox_messages').select(['recipient', 'channel']).where('user_id', '=', DEMO_USER_IDS.admin).where('kind', '=', 'mfa.code').orderBy('created_at', 'desc').executeTakeFirstOrThrow();
    expect(message).toEqual({ recipient: admin.email, channel: 'email' });
  });

  it('another code for the same payment no sooner than a minute after the last (spec 9)', async () => {
    const input = payment(1_200);
    await requestPaymentApproval(server, s.payer, input);
    expect(await errorCode(server, s.payer, REQUEST_PAYMENT_APPROVAL, { input: { method: input.method, allocations: input.allocations } })).toBe('MFA_RESEND_TOO_SOON');
    server.advanceTime(MFA_RESEND_AFTER_MS);
    const second = await requestPaymentApproval(server, s.payer, input);
    // The newer code pays; it is single-use.
    const made = await data<{ makePayment: { replayed: boolean } }>(server, s.payer, PAY, { input: { ...input, approval: { challengeId: second.challengeId, code: await approvalCodeFromOutbox(server.db, second.challengeId) } } });
    expect(made.makePayment.replayed).toBe(false);
  });

  it('no code is sent for a payment the rules refuse, and such a payment is refused before its code is asked for', async () => {
    const input = payment(999_999_999);
    expect(await errorCode(server, s.payer, REQUEST_PAYMENT_APPROVAL, { input: { method: input.method, allocations: input.allocations } })).toBe('PAYMENT_REFUSED');
    expect(await errorCode(server, s.payer, PAY, { input })).toBe('PAYMENT_REFUSED');
  });

  it('a wrong code counts (attempts left), the fifth locks the code out; nothing is paid', async () => {
    const input = payment(1_300);
    const { challengeId } = await requestPaymentApproval(server, s.payer, input);
    const right = await approvalCodeFromOutbox(server.db, challengeId);
    const wrong = right === '111111' ? '222222' : '111111';
    const before = await payments();
    const attempt = () => graphql(server.url, s.payer, PAY, { input: { ...input, approval: { challengeId, code: wrong } } });
    const first = await attempt();
    expect(first.body.errors?.[0]?.extensions).toMatchObject({ code: 'MFA_CODE_INVALID', messageId: 'purchaseCards.mfa.invalidCode', values: { attemptsLeft: 4 } });
    for (let i = 0; i < 3; i += 1) await attempt();
    expect((await attempt()).body.errors?.[0]?.extensions?.['code']).toBe('MFA_LOCKED_OUT');
    expect(await errorCode(server, s.payer, PAY, { input: { ...input, approval: { challengeId, code: right } } })).toBe('MFA_CODE_EXPIRED');
    expect(await payments()).toBe(before);
  });

  it('an expired code is refused', async () => {
    const input = await withPaymentApproval(server, s.payer, payment(1_400));
    server.advanceTime(5 * 60_000 + 1);
    expect(await errorCode(server, s.payer, PAY, { input })).toBe('MFA_CODE_EXPIRED');
  });

  it('a retry with the same key is answered with the first payment before any code check; another payload under the key is still refused', async () => {
    const input = await withPaymentApproval(server, s.payer, payment(1_500));
    const first = await data<{ makePayment: { replayed: boolean; payment: { id: string } } }>(server, s.payer, PAY, { input });
    const { approval: _used, ...withoutCode } = input;
    const again = await data<{ makePayment: { replayed: boolean; payment: { id: string } } }>(server, s.payer, PAY, { input: withoutCode });
    expect(again.makePayment).toEqual({ ...first.makePayment, replayed: true });
    // The used code with the same key: still the replay, not "code used".
    expect((await data<{ makePayment: { replayed: boolean } }>(server, s.payer, PAY, { input })).makePayment.replayed).toBe(true);
    expect(await errorCode(server, s.payer, PAY, { input: { ...withoutCode, allocations: [{ invoiceId, amountMinor: 1_501 }] } })).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('where the program asks for no code, payments need none and no code is sent', async () => {
    const program = await server.db.selectFrom('buyers').select('program_id').where('id', '=', ACME_BUYER_ID).executeTakeFirstOrThrow();
    await server.db.updateTable('programs').set({ mfa_required: false }).where('id', '=', program.program_id).execute();
    try {
      const input = payment(1_600);
      expect(await errorCode(server, s.payer, REQUEST_PAYMENT_APPROVAL, { input: { method: input.method, allocations: input.allocations } })).toBe('BAD_USER_INPUT');
      const made = await data<{ makePayment: { replayed: boolean; preview: { approvalRequired: boolean } } }>(server, s.payer, PAY, { input });
      expect(made.makePayment).toMatchObject({ replayed: false, preview: { approvalRequired: false } });
      expect((await data<{ paymentApprovalRequired: boolean }>(server, s.payer, APPROVAL_REQUIRED)).paymentApprovalRequired).toBe(false);
    } finally {
      await server.db.updateTable('programs').set({ mfa_required: true }).where('id', '=', program.program_id).execute();
    }
  });
});
