import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { PaymentContext, PaymentSnapshot } from '../../../machines/domain/payment';
import { paymentStatus } from '../../../machines/domain/payment';
import { ACME_BUYER_ID } from '../../../server/db/demoIds';
import { graphql, type ApiSession } from '../../../server/http/testing/apiClient';
import type { TestServer } from '../../../server/http/testing/testServer';
import { postUnmatchedTransfer } from '../../../server/modules/payments/unmatchedTransfer';
import type { ApiDriver, Observed } from '../apiReplay';
import { createModifyPerformer } from './paymentModify';

/**
 * Driver of the payment machine's modify paths (from a received payment with money left to apply)
 * against the real API:
 * - create: a transfer the bank received and could not match (`postUnmatchedTransfer`, the bank's
 *   notification, called directly as the payment driver calls the bank's settleNow): an Active
 *   payment of the entry's amount, all of it unapplied;
 * - `payment.modify`: the `modifyPayment` mutation as Acme's payer (paymentModify.ts);
 * - read: the `payment(id)` query.
 *
 * What is compared: status, amount, failure reason, whether a modification was accepted
 * (`lastModifiedAt` / the machine's `modificationRequestedAt`), and what is left unapplied until
 * then. The API applies an accepted modification at once (the machine's `payment.modify` and
 * `payment.allocated` in one transaction, server/modules/payments/README.md), while the machine
 * keeps the remainder until its separate `payment.allocated`; so after a modification the
 * remainder is not compared (its rule is: the refusals that follow must still agree).
 */

const READ = 'query($id: ID!) { payment(id: $id) { status failureReason amount { amountMinor } remaining { amountMinor } lastModifiedAt } }';

const NOT_DRIVEN: Readonly<Record<string, string>> = {
  'payment.allocated': 'not driven on its own: modifyPayment applies it together with payment.modify, in one transaction',
  'payment.refunded': 'not driven yet: no API or integration refunds a payment',
  'payment.transferred': 'not driven yet: no API or integration transfers a payment',
  'payment.writtenOff': 'not driven yet: no API or integration writes a payment off',
  'payment.received': 'not driven here: the payment is received when it is created',
  'payment.failed': 'not driven here: a received payment takes no bank answer',
};

interface PaymentRead {
  status: string;
  failureReason: string | null;
  amount: { amountMinor: number };
  remaining: { amountMinor: number };
  lastModifiedAt: string | null;
}

export function createPaymentModificationDriver({ server, payer }: { server: TestServer; payer: ApiSession }): ApiDriver<{ id: string }> {
  const modify = createModifyPerformer(server, payer);
  let transfers = 0;

  const observed = (status: string, failureReason: string | null, amountMinor: number, unappliedMinor: number, modified: boolean): Observed =>
    modified ? { status, failureReason, amountMinor, modified } : { status, failureReason, amountMinor, modified, unappliedMinor };

  return {
    notDriven: (event: AnyEventObject) => NOT_DRIVEN[event.type] ?? null,

    async create(initial: AnyMachineSnapshot) {
      const { amountMinor, unappliedMinor } = initial.context as PaymentContext;
      if (amountMinor !== unappliedMinor) throw new Error('payment modification driver: an unmatched transfer leaves all of its amount unapplied');
      const { paymentId } = await postUnmatchedTransfer(server.db, {
        transferId: `api-replay-${Date.now()}-${++transfers}`, buyerId: ACME_BUYER_ID, currency: 'USD', amountMinor, now: server.services.now(),
      });
      return { id: paymentId };
    },

    perform: (entity, event) => modify.perform(entity.id, event),

    async read(entity) {
      const reply = await graphql(server.url, payer, READ, { id: entity.id });
      const payment = (reply.body.data as { payment: PaymentRead | null } | undefined)?.payment;
      if (!payment) throw new Error(`payment ${entity.id} not found: ${JSON.stringify(reply.body.errors ?? null)}`);
      return observed(payment.status, payment.failureReason, payment.amount.amountMinor, payment.remaining.amountMinor, payment.lastModifiedAt !== null);
    },

    project(snapshot: AnyMachineSnapshot) {
      const { context } = snapshot as PaymentSnapshot;
      return observed(paymentStatus(snapshot as PaymentSnapshot), context.failureReason, context.amountMinor, context.unappliedMinor, context.modificationRequestedAt !== null);
    },
  };
}
