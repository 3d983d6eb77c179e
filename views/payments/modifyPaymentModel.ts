import type { ModifyPaymentSnapshot } from '../../machines/app/makePayment/modifyPaymentMachine';
import type { ModificationLine } from '../../machines/app/makePayment/modifyPaymentTypes';
import type { Money } from '../../src/domain/money';
import { statusAfterAllocation } from '../../machines/rules/chargeStatus';

/**
 * What the Modify payment screen shows for a machine snapshot (pure, so it is tested without a
 * browser). Every rule question was already answered by the machine: this only arranges its
 * context and `can` flags for the view.
 */
export type ModifyPaymentStep = 'loading' | 'loadFailed' | 'select' | 'review' | 'failed' | 'refused' | 'done' | 'leaving';

/** Why the screen sends the user to the payment history instead (spec 2: modify-payment redirects to payments). */
export type ModifyPaymentNotice = 'paymentNotFound' | 'paymentNotModifiable';

export interface ModifyPaymentScreen {
  step: ModifyPaymentStep;
  /** Set when the payment cannot be modified: leave for the payment history with this notice. */
  redirectNotice: ModifyPaymentNotice | null;
  /** What each chosen invoice would owe after the modification (the review), or did (the result). */
  lines: readonly ModificationLine[];
  total: Money | null;
  /** What the payment keeps unapplied afterwards. */
  leftAfter: Money | null;
  isSubmitting: boolean;
  can: { review: boolean; back: boolean; submit: boolean; retry: boolean; reload: boolean };
}

function stepOf(s: ModifyPaymentSnapshot): ModifyPaymentStep {
  if (s.matches('loading')) return 'loading';
  if (s.matches('loadFailed')) return 'loadFailed';
  if (s.matches('selecting')) return 'select';
  if (s.matches('reviewing') || s.matches('submitting')) return 'review';
  if (s.matches('failed')) return 'failed';
  if (s.matches('refused')) return 'refused';
  if (s.matches('done')) return 'done';
  return 'leaving';
}

const money = (amountMinor: number, currency: string): Money => ({ amountMinor, currency });

export function modifyPaymentScreen(s: ModifyPaymentSnapshot): ModifyPaymentScreen {
  const { payment, candidates, allocations, result } = s.context;
  const step = stepOf(s);
  const redirectNotice: ModifyPaymentNotice | null = s.matches('notFound') ? 'paymentNotFound' : s.matches('notModifiable') ? 'paymentNotModifiable' : null;
  let lines: ModificationLine[] = [];
  let total: Money | null = null;
  let leftAfter: Money | null = null;
  if (result) {
    lines = [...result.lines];
    total = result.total;
    leftAfter = result.payment.remaining;
  } else if (payment) {
    const currency = payment.remaining.currency;
    lines = allocations.flatMap((a) => {
      const invoice = candidates.find((c) => c.id === a.invoiceId);
      if (!invoice) return [];
      const after = invoice.remaining.amountMinor - a.amountMinor;
      return [{
        invoiceId: invoice.id,
        invoiceNumber: invoice.invoiceNumber,
        amount: money(a.amountMinor, currency),
        remainingBefore: invoice.remaining,
        remainingAfter: money(after, currency),
        statusAfter: statusAfterAllocation(invoice.status, after),
      }];
    });
    const totalMinor = allocations.reduce((sum, a) => sum + a.amountMinor, 0);
    total = money(totalMinor, currency);
    leftAfter = money(payment.remaining.amountMinor - totalMinor, currency);
  }
  return {
    step,
    redirectNotice,
    lines,
    total,
    leftAfter,
    isSubmitting: s.matches('submitting'),
    can: {
      review: s.matches('selecting'),
      back: s.can({ type: 'modify.back' }),
      submit: s.can({ type: 'modify.submit', idempotencyKey: 'probe-key-0' }),
      retry: s.can({ type: 'modify.retry' }),
      reload: s.can({ type: 'modify.reload' }),
    },
  };
}
