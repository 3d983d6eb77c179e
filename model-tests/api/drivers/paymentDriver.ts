import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { paymentStatus, type FailedPaymentReason, type PaymentContext, type PaymentSnapshot } from '../../../machines/domain/payment';
import { ACME_BUYER_ID } from '../../../server/db/demoIds';
import { graphql, type ApiSession } from '../../../server/http/testing/apiClient';
import type { TestServer } from '../../../server/http/testing/testServer';
import type { BankOutcome } from '../../../server/integrations/bank/bankGateway';
import type { DemoBank } from '../../../server/integrations/bank/demoBank';
import { startPaymentSettlement } from '../../../server/modules/payments/settlement';
import type { ApiDriver, Observed, StepResult } from '../apiReplay';
import { createModifyPerformer } from './paymentModify';

/**
 * Driver of the payment machine (machines/domain/payment.ts) against the real API:
 * - create: `makePayment` (as Acme's payer) of the catalog input's amount on one payable invoice,
 *   a new invoice per entity, so every path starts from its own pending payment;
 * - `payment.received` / `payment.failed`: the bank's answer, through the demo bank's test hook
 *   (`configure({ outcomeFor })` then `settleNow`), stored by the server's settlePayment;
 * - `payment.modify`: the `modifyPayment` mutation (paymentModify.ts); the paths with an accepted
 *   modification start from a received payment, see paymentModificationDriver.ts;
 * - read: the `payment(id)` query.
 *
 * The bank reports an answer the server refused only in its log ("could not store the outcome
 * ...") and the rule book's refusal record (`applyDomainEvent` logs one JSON line at info level),
 * so the driver runs its own bank (`startPaymentSettlement`, the server's wiring, with a log it
 * reads) and reads that refusal record for the rule name.
 */

const PAY = 'mutation($input: MakePaymentInput!) { makePayment(input: $input) { payment { id status } } }';
const READ = 'query($id: ID!) { payment(id: $id) { status failureReason amount { amountMinor } remaining { amountMinor } } }';

/** Events with no API yet, and why. Remove a line when its API exists, and drive the event below. */
const NOT_DRIVEN_YET: Readonly<Record<string, string>> = {
  'payment.allocated': 'not driven on its own: modifyPayment applies it together with payment.modify, in one transaction',
  'payment.refunded': 'not driven yet: no API or integration refunds a payment',
  'payment.transferred': 'not driven yet: no API or integration transfers a payment',
  'payment.writtenOff': 'not driven yet: no API or integration writes a payment off',
};

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
    const prefix = `demo bank: could not store the outcome of payment ${entity.id}: `;
    const failure = bankLog.find((line) => line.startsWith(prefix));
    if (failure === undefined) return { kind: 'accepted' };
    const record = records.find((r) => r.machineId === 'payment');
    const message = failure.slice(prefix.length);
    // Without a refusal record the store failed for another reason: report it as such, not as a rule.
    return record?.rule?.name ? { kind: 'refused', code: 'RULE_REFUSED', rule: record.rule.name, message } : { kind: 'refused', code: 'STORE_FAILED', message };
  }

  return {
    notDriven(event: AnyEventObject) {
      if (event.type === 'payment.received' && (event as { unappliedMinor?: number }).unappliedMinor !== 0) {
        return 'not driven here: makePayment allocates every cent, so the bank never posts a booked payment with an unapplied remainder (received payments with one, from the bank, are replayed in payment-modification.api.test.ts)';
      }
      return NOT_DRIVEN_YET[event.type] ?? null;
    },

    async create(initial: AnyMachineSnapshot) {
      const amountMinor = (initial.context as PaymentContext).amountMinor;
      const index = payable.findIndex((invoice) => invoice.remaining_minor >= amountMinor);
      if (index === -1) throw new Error(`payment driver: no payable Acme invoice of ${amountMinor} minor units left`);
      const [invoice] = payable.splice(index, 1);
      const input = { idempotencyKey: `api-replay-${Date.now()}-${++keySerial}`, method: 'bankTransfer', allocations: [{ invoiceId: invoice!.id, amountMinor }] };
      const { makePayment } = await call<{ makePayment: { payment: { id: string } } }>(PAY, { input });
      return { id: makePayment.payment.id };
    },

    async perform(entity: PaymentEntity, event: AnyEventObject) {
      if (event.type === 'payment.received') return settle(entity, { kind: 'received' });
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
