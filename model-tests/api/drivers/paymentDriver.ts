import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { paymentStatus, type FailedPaymentReason, type PaymentContext, type PaymentSnapshot } from '../../../machines/domain/payment';
import { ACME_BUYER_ID } from '../../../server/db/demoIds';
import { graphql, type ApiSession } from '../../../server/http/testing/apiClient';
import type { TestServer } from '../../../server/http/testing/testServer';
import type { BankOutcome } from '../../../server/integrations/bank/bankGateway';
import type { DemoBank } from '../../../server/integrations/bank/demoBank';
import { servicerFor } from '../../../server/integrations/servicer/servicing';
import type { ServicerEvent } from '../../../server/integrations/servicer/servicerGateway';
import { withPaymentApproval } from '../../../server/modules/payments/paymentApprovalTesting';
import { startPaymentSettlement } from '../../../server/modules/payments/settlement';
import type { ApiDriver, Observed, StepResult } from '../apiReplay';
import { createModifyPerformer } from './paymentModify';

/**
 * Driver of the payment machine (machines/domain/payment.ts) against the real API:
 * - create: `makePayment` (as Acme's payer) of the catalog input's amount on one payable invoice,
 *   a new invoice per entity, so every path starts from its own pending payment;
 * - `payment.received` / `payment.failed`: the bank's answer, through the demo bank's test hook
 *   (`configure({ outcomeFor })` then `settleNow`), stored by the server's settlePayment;
 * - `payment.received` with a remainder: the event's fact is the server's own (what of the pending
 *   payment no invoice took), so the driver first makes it true (test hook on the database, as the
 *   dispute driver does): that much of the payment's allocation is taken back from its invoice,
 *   then the bank posts it;
 * - `payment.allocated`, `payment.refunded`, `payment.transferred`, `payment.writtenOff`: the
 *   program's servicer reports them (server/integrations/servicer, the demo servicer's `reportNow`);
 *   an allocation applies the difference between the stored remainder and the event's to a payable
 *   Acme invoice;
 * - `payment.modify`: the `modifyPayment` mutation (paymentModify.ts); the paths with an accepted
 *   modification start from a received payment, see paymentModificationDriver.ts;
 * - read: the `payment(id)` query.
 *
 * The bank reports an answer the server refused only in its log ("could not store the answer
 * ...") and the rule book's refusal record (`applyDomainEvent` logs one JSON line at info level),
 * so the driver runs its own bank (`startPaymentSettlement`, the server's wiring, with a log it
 * reads) and reads that refusal record for the rule name.
 */

const PAY = 'mutation($input: MakePaymentInput!) { makePayment(input: $input) { payment { id status } } }';
const READ = 'query($id: ID!) { payment(id: $id) { status failureReason amount { amountMinor } remaining { amountMinor } } }';

export interface PaymentDriverOptions {
  server: TestServer;
  /** A buyerPayer or Buyer:Administrator of Acme. */
  payer: ApiSession;
}

interface PaymentEntity {
  id: string;
}

interface PaymentRead {
  status: string;
  failureReason: string | null;
  amount: { amountMinor: number };
  remaining: { amountMinor: number };
}

interface RefusalRecord {
  message?: string;
  machineId?: string;
  entity?: { id?: string };
  rule?: { name?: string };
}

export interface PaymentDriver extends ApiDriver<PaymentEntity> {
  /** Stops the driver's bank (call after the replay, before closing the server). */
  stop(): Promise<void>;
}

export async function createPaymentDriver({ server, payer }: PaymentDriverOptions): Promise<PaymentDriver> {
  const bankLog: string[] = [];
  const bank: DemoBank = startPaymentSettlement(server.services, { settleMs: null, log: (m) => bankLog.push(m) });
  const payable = await server.db
    .selectFrom('invoices')
    .select(['id', 'remaining_minor'])
    .where('buyer_id', '=', ACME_BUYER_ID)
    .where('status', 'in', ['open', 'pastDue', 'created'])
    .orderBy('id')
    .execute();
  let keySerial = 0;
  const servicer = servicerFor(server.services);
  const modify = createModifyPerformer(server, payer);

  async function call<T>(query: string, variables: Record<string, unknown>): Promise<T> {
    const reply = await graphql(server.url, payer, query, variables);
    if (reply.body.errors?.length) throw new Error(`${query.slice(0, 40)}...: ${JSON.stringify(reply.body.errors)}`);
    return reply.body.data as T;
  }

  /** Settles the payment with `outcome`; a refusal shows as the bank's log line and the rule book's refusal record. */
  async function settle(entity: PaymentEntity, outcome: BankOutcome): Promise<StepResult> {
    bank.configure({ outcomeFor: () => outcome });
    const records: RefusalRecord[] = [];
    const info = console.info;
    console.info = (...args: unknown[]) => {
      const record = typeof args[0] === 'string' && args[0].startsWith('{') ? (JSON.parse(args[0]) as RefusalRecord) : null;
      if (record?.message === 'domain event refused' && record.entity?.id === entity.id) records.push(record);
      else info(...args);
    };
    bankLog.length = 0;
    try {
      await bank.settleNow(entity.id);
    } finally {
      console.info = info;
    }
    const prefix = `demo bank: could not store the answer for ${entity.id}: `;
    const failure = bankLog.find((line) => line.startsWith(prefix));
    if (failure === undefined) return { kind: 'accepted' };
    const record = records.find((r) => r.machineId === 'payment');
    const message = failure.slice(prefix.length);
    // Without a refusal record the store failed for another reason: report it as such, not as a rule.
    return record?.rule?.name ? { kind: 'refused', code: 'RULE_REFUSED', rule: record.rule.name, message } : { kind: 'refused', code: 'STORE_FAILED', message };
  }

  /**
   * A payable Acme invoice owing at least `amountMinor`, least used first: it goes to the back of the
   * list owing that much less, so paths use different invoices while there are enough.
   */
  function takeInvoice(amountMinor: number): { id: string } {
    const index = payable.findIndex((invoice) => invoice.remaining_minor >= amountMinor);
    if (index === -1) throw new Error(`payment driver: no payable Acme invoice of ${amountMinor} minor units left`);
    const invoice = payable.splice(index, 1)[0]!;
    payable.push({ ...invoice, remaining_minor: invoice.remaining_minor - amountMinor });
    return invoice;
  }

  /** The servicer's report as a step result: its receipt is the portal's answer. */
  async function report(event: ServicerEvent): Promise<StepResult> {
    const receipt = await servicer.reportNow(event);
    if (receipt.kind === 'stored') return { kind: 'accepted' };
    return { kind: 'refused', code: receipt.code, message: receipt.message, ...(receipt.rule ? { rule: receipt.rule } : {}) };
  }

  /** What the servicer applied: the stored remainder less the event's, to a payable Acme invoice (none when nothing is left to apply). */
  async function allocationOf(entity: PaymentEntity, unappliedMinor: number): Promise<ServicerEvent> {
    const { remaining_minor: remaining } = await server.db.selectFrom('payments').select('remaining_minor').where('id', '=', entity.id).executeTakeFirstOrThrow();
    const amountMinor = remaining - unappliedMinor;
    if (amountMinor <= 0) return { kind: 'payment.allocated', paymentId: entity.id, allocations: [] };
    const invoice = takeInvoice(amountMinor);
    return { kind: 'payment.allocated', paymentId: entity.id, allocations: [{ invoiceId: invoice.id, amountMinor }] };
  }

  /**
   * Makes `payment.received`'s fact true before the bank posts it: `unappliedMinor` of the pending
   * payment went to no invoice (its invoice owes that much again, back in its status before).
   */
  async function leaveUnapplied(entity: PaymentEntity, unappliedMinor: number): Promise<void> {
    if (unappliedMinor <= 0) return;
    const payment = await server.db.selectFrom('payments').select(['status', 'amount_minor']).where('id', '=', entity.id).executeTakeFirstOrThrow();
    if (payment.status !== 'pending' || unappliedMinor > payment.amount_minor) return;
    const allocation = await server.db.selectFrom('payment_allocations').selectAll().where('payment_id', '=', entity.id).executeTakeFirstOrThrow();
    await server.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('invoices')
        .set((eb) => ({ remaining_minor: eb('remaining_minor', '+', unappliedMinor), status: allocation.invoice_status_before ?? 'open' }))
        .where('id', '=', allocation.invoice_id)
        .execute();
      await trx.updateTable('payment_allocations').set({ amount_minor: allocation.amount_minor - unappliedMinor }).where('payment_id', '=', entity.id).where('invoice_id', '=', allocation.invoice_id).execute();
      await trx.updateTable('payments').set({ remaining_minor: unappliedMinor }).where('id', '=', entity.id).execute();
    });
  }

  return {
    notDriven(event: AnyEventObject, from: AnyMachineSnapshot) {
      // modifyPayment applies payment.allocated with the modification, so from here the API's remainder parts from the machine's.
      if (event.type === 'payment.modify' && from.matches('modifiable')) {
        return 'not driven here: modifyPayment applies payment.allocated with it (from a received payment it is replayed in payment-modification.api.test.ts)';
      }
      // settlePayment ignores an answer for a payment that is no longer pending (the bank may answer twice): no refusal to compare.
      if ((event.type === 'payment.received' || event.type === 'payment.failed') && !from.matches('pending')) {
        return 'not driven here: the bank answering a payment that is no longer pending is ignored as a duplicate (settlePayment.ts)';
      }
      return null;
    },

    async create(initial: AnyMachineSnapshot) {
      const amountMinor = (initial.context as PaymentContext).amountMinor;
      const invoice = takeInvoice(amountMinor);
      const input = await withPaymentApproval(server, payer, { idempotencyKey: `api-replay-${Date.now()}-${++keySerial}`, method: 'bankTransfer', allocations: [{ invoiceId: invoice.id, amountMinor }] }, { clock: server });
      const { makePayment } = await call<{ makePayment: { payment: { id: string } } }>(PAY, { input });
      return { id: makePayment.payment.id };
    },

    async perform(entity: PaymentEntity, event: AnyEventObject) {
      if (event.type === 'payment.received') {
        await leaveUnapplied(entity, (event as { unappliedMinor?: number }).unappliedMinor ?? 0);
        return settle(entity, { kind: 'received' });
      }
      if (event.type === 'payment.allocated') return report(await allocationOf(entity, (event as { unappliedMinor?: number }).unappliedMinor ?? 0));
      if (event.type === 'payment.refunded' || event.type === 'payment.transferred' || event.type === 'payment.writtenOff') return report({ kind: event.type, paymentId: entity.id });
      // The bank may answer any reason; an unknown one is the rule book's to refuse.
      if (event.type === 'payment.failed') return settle(entity, { kind: 'failed', reason: String((event as { reason?: unknown }).reason) as FailedPaymentReason });
      if (event.type === 'payment.modify') return modify.perform(entity.id, event);
      throw new Error(`payment driver: ${event.type} is not driven (notDriven should have said so)`);
    },

    async read(entity: PaymentEntity): Promise<Observed> {
      const { payment } = await call<{ payment: PaymentRead | null }>(READ, { id: entity.id });
      if (!payment) throw new Error(`payment ${entity.id} not found`);
      return { status: payment.status, failureReason: payment.failureReason, amountMinor: payment.amount.amountMinor, unappliedMinor: payment.remaining.amountMinor };
    },

    project(snapshot: AnyMachineSnapshot): Observed {
      const { context } = snapshot as PaymentSnapshot;
      return { status: paymentStatus(snapshot as PaymentSnapshot), failureReason: context.failureReason, amountMinor: context.amountMinor, unappliedMinor: context.unappliedMinor };
    },

    stop: () => bank.stop(),
  };
}
