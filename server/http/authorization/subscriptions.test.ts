import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME_BUYER_ID, ACME_GROUP_IDS } from '../../db/demoIds';
import { DEMO_USER_IDS } from '../../db/demoUsers';
import { testBackends } from '../../db/testing';
import { mandatesFor } from '../../modules/bankAccounts/mandateWorker';
import { underwritingFor } from '../../modules/creditIncreases/underwriting';
import { withPaymentApproval } from '../../modules/payments/paymentApprovalTesting';
import { bankFor } from '../../modules/payments/settlement';
import { CHARGE_IMPORT_PATH, XLSX_CONTENT_TYPE, type ChargeImportResult } from '../../../src/domain/chargeImport';
import { handWrittenXlsx, TEMPLATE_HEADER } from '../../modules/chargeImport/testing/handWrittenXlsx';
import { acmeInvoices, data, eventually, listen, newKey, settle, startAuthzServer, type AuthzServer, type Listener, type Who } from './authzTesting';

/**
 * Every live update, subscribed by someone who may not see the account (Globex's admin naming Acme,
 * or on its own account) or not the entity (a role outside spec 6's audience), while an Acme event
 * happens: each intruder gets an error or nothing. The positive control, the same subscription as
 * Acme's admin, receives the event, so the silence is not that of a broken subscription.
 */
const SUBSCRIPTIONS = {
  payment: 'subscription($buyerId: ID) { paymentUpdated(buyerId: $buyerId) { id status } }',
  document: 'subscription($buyerId: ID) { invoiceDocumentUpdated(buyerId: $buyerId) { id invoiceNumber } }',
  charge: 'subscription($buyerId: ID) { chargeCreated(buyerId: $buyerId) { id invoiceNumber } }',
  bankAccount: 'subscription($buyerId: ID) { bankAccountUpdated(buyerId: $buyerId) { id bankName } }',
  creditIncrease: 'subscription($buyerId: ID) { creditIncreaseUpdated(buyerId: $buyerId) { id status } }',
  outbox: 'subscription { outboxMessageAdded { id recipient subject } }',
} as const;

interface Intruder { who: Who; variables: Record<string, unknown> }
const ACME = { buyerId: ACME_BUYER_ID };
const OWN = {};

interface SubscriptionCase {
  name: keyof typeof SUBSCRIPTIONS;
  intruders: Intruder[];
  /** Makes the Acme event; returns a test of "this is the event" for the control's events. */
  trigger: () => Promise<(event: unknown) => boolean>;
}

const field = (event: unknown, name: string) => (event as Record<string, { id: string; recipient?: string }>)[name];

describe.each(await testBackends())('subscriptions authorization on %s', (kind) => {
  let env: AuthzServer;
  const listeners: Listener[] = [];
  const open = async (who: Who, query: string, variables: Record<string, unknown>) => {
    const listener = listen(env.server, env.s[who], query, variables);
    listeners.push(listener);
    await new Promise<void>((resolve) => listener.client.on('connected', () => resolve()));
    return listener;
  };

  beforeAll(async () => {
    env = await startAuthzServer(kind);
    bankFor(env.server.services).configure({ settleMs: null });
    mandatesFor(env.server.services).configure({ settleMs: null });
    underwritingFor(env.server.services).configure({ delayMs: null });
  });
  afterAll(async () => {
    await Promise.all(listeners.map((l) => l.client.dispose()));
    await env?.server.close();
  });

  const globex: Intruder[] = [{ who: 'globexAdmin', variables: ACME }, { who: 'globexAdmin', variables: OWN }];
  const cases: SubscriptionCase[] = [
    {
      name: 'payment',
      intruders: [...globex, { who: 'purchaser', variables: OWN }, { who: 'groupAdmin', variables: OWN }],
      trigger: async () => {
        const invoice = await acmeInvoices(env).where('status', '=', 'open').where('remaining_minor', '>', 10_000).executeTakeFirstOrThrow();
        const made = await data<{ makePayment: { payment: { id: string } } }>(env, 'acmeAdmin', 'mutation($input: MakePaymentInput!) { makePayment(input: $input) { payment { id } } }',
          { input: await withPaymentApproval(env.server, env.s.acmeAdmin, { idempotencyKey: newKey(), method: 'bankTransfer', allocations: [{ invoiceId: invoice.id, amountMinor: 100 }] }) });
        return (event) => field(event, 'paymentUpdated')?.id === made.makePayment.payment.id;
      },
    },
    {
      name: 'document',
      // The invoice is Acme's admin's, in the top-level group: outside the purchaser's and the East Coast group admin's charges.
      intruders: [...globex, { who: 'purchaser', variables: OWN }, { who: 'groupAdmin', variables: OWN }],
      trigger: async () => {
        const invoice = await acmeInvoices(env).where('buyer_user_id', '=', DEMO_USER_IDS.admin).where('group_id', '=', ACME_GROUP_IDS.topLevel).where('consolidated', '=', false).executeTakeFirstOrThrow();
        await data(env, 'acmeAdmin', 'mutation($input: UpdateInvoiceDetailsInput!) { updateInvoiceDetails(input: $input) { updated { id } } }', { input: { invoiceIds: [invoice.id], poNumber: 'PO-SUB' } });
        return (event) => field(event, 'invoiceDocumentUpdated')?.id === invoice.id;
      },
    },
    {
      name: 'charge',
      // The seller imports a charge for Acme: no buyer user's, in the top-level group, so outside the purchaser's and the East Coast group admin's charges.
      intruders: [...globex, { who: 'purchaser', variables: OWN }, { who: 'groupAdmin', variables: OWN }],
      trigger: async () => {
        const file = handWrittenXlsx([[...TEMPLATE_HEADER], ['SUB-CHARGE-1', 'ACME-0001', 'SUB-CHARGE-INV-1', { date: '2026-11-02' }, { date: '2026-12-02' }, 10, 'USD', null, null]]);
        const seller = env.s.seller;
        const reply = await fetch(`${env.server.url}${CHARGE_IMPORT_PATH}`, {
          method: 'POST', body: new Uint8Array(file),
          headers: { 'Content-Type': XLSX_CONTENT_TYPE, 'X-Requested-With': 'XMLHttpRequest', Authorization: `Bearer ${seller.token}`, 'X-Session-Checksum': seller.checksum },
        });
        expect(await reply.json()).toMatchObject({ imported: 1 } satisfies Partial<ChargeImportResult>);
        return (event) => (event as { chargeCreated?: { invoiceNumber: string } }).chargeCreated?.invoiceNumber === 'SUB-CHARGE-INV-1';
      },
    },
    {
      name: 'bankAccount',
      intruders: [...globex, { who: 'purchaser', variables: OWN }, { who: 'groupAdmin', variables: OWN }],
      trigger: async () => {
        const added = await data<{ addBankAccount: { id: string } }>(env, 'acmeAdmin', 'mutation($input: AddBankAccountInput!) { addBankAccount(input: $input) { id } }', {
          input: {
            idempotencyKey: newKey(), bankingCountry: 'GB', holderName: 'Acme UK Ltd', accountName: '', bankName: 'Barclays', branchCode: '20-00-00',
            accountNumber: '55779911', accountNumberConfirmation: '55779911', iban: '', ibanConfirmation: '', autoPay: true,
          },
        });
        return (event) => field(event, 'bankAccountUpdated')?.id === added.addBankAccount.id;
      },
    },
    {
      name: 'creditIncrease',
      intruders: [...globex, { who: 'payer', variables: OWN }, { who: 'purchaser', variables: OWN }],
      trigger: async () => {
        const made = await data<{ requestCreditIncrease: { id: string } }>(env, 'acmeAdmin', 'mutation($input: RequestCreditIncreaseInput!) { requestCreditIncrease(input: $input) { id } }',
          { input: { idempotencyKey: randomUUID(), type: 'permanent', amountMinor: 1_000_000, reason: 'subscription test' } });
        return (event) => field(event, 'creditIncreaseUpdated')?.id === made.requestCreditIncrease.id;
      },
    },
    {
      name: 'outbox',
      // Underwriting decides Acme's pending request: an e-mail to admin@acme.example only.
      intruders: [{ who: 'globexAdmin', variables: OWN }, { who: 'payer', variables: OWN }, { who: 'purchaser', variables: OWN }, { who: 'seller', variables: OWN }, { who: 'staff', variables: OWN }],
      trigger: async () => {
        const pending = await env.server.db.selectFrom('credit_increase_requests').select('id').where('buyer_id', '=', ACME_BUYER_ID).where('status', '=', 'submitted').executeTakeFirstOrThrow();
        await underwritingFor(env.server.services).decideNow(pending.id);
        return (event) => field(event, 'outboxMessageAdded')?.recipient === 'admin@acme.example';
      },
    },
  ];

  // In order: the outbox case decides the request the creditIncrease case made.
  for (const c of cases) {
    it(`${c.name}: intruders get an error or nothing while Acme's admin receives the event`, async () => {
      const query = SUBSCRIPTIONS[c.name];
      // Intruders first, so they are subscribed before the control is (and before the event).
      const intruders = [];
      for (const intruder of c.intruders) intruders.push({ ...intruder, listener: await open(intruder.who, query, intruder.variables) });
      const control = await open('acmeAdmin', query, c.name === 'outbox' ? OWN : ACME);
      await settle(150);
      const isTheEvent = await c.trigger();
      await eventually(() => control.events.some(isTheEvent), `${c.name} event for Acme's admin`);
      expect(control.errors).toEqual([]);
      await settle();
      for (const { who, variables, listener } of intruders) {
        expect({ who, variables, events: listener.events }).toEqual({ who, variables, events: [] });
      }
    });
  }

  it("myOutbox shows each user only messages to its own address, while others' exist", async () => {
    const messages = await env.server.db.selectFrom('outbox_messages').select('recipient').execute();
    expect(messages.some((m) => m.recipient === 'admin@acme.example')).toBe(true);
    const own: Partial<Record<Who, string[]>> = {
      globexAdmin: ['admin@globex.example', '+1 312 555 0110'], purchaser: ['purchaser@acme.example', '+1 206 555 0103'],
      payer: ['payer@acme.example', '+1 415 555 0102'], seller: ['client.admin@northwind.example'], staff: ['support@northwind.example'],
    };
    for (const [who, addresses] of Object.entries(own) as [Who, string[]][]) {
      const { myOutbox } = await data<{ myOutbox: { recipient: string }[] }>(env, who, '{ myOutbox(first: 100) { id recipient subject } }');
      for (const message of myOutbox) expect({ who, recipient: message.recipient }).toEqual({ who, recipient: expect.toBeOneOf(addresses) });
    }
    const admin = await data<{ myOutbox: { recipient: string }[] }>(env, 'acmeAdmin', '{ myOutbox(first: 100) { recipient } }');
    expect(admin.myOutbox.some((m) => m.recipient === 'admin@acme.example')).toBe(true);
  });
});
