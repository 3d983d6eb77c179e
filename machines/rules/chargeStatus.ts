import type { ChargeStatus } from '../../src/domain/money';

/**
 * Spec 4 "Charge status labels", 5 "Modifying a payment" and "Dispute": which charge statuses
 * still owe money, and the status an invoice takes when its balance changes. The charge machine
 * (machines/domain/charge.ts) calls these; the browser previews with the same functions.
 */

/** Statuses whose remaining amount the buyer still owes (balance due, the overview, the invoice filter). */
export const OWED_CHARGE_STATUSES: readonly ChargeStatus[] = ['created', 'open', 'pastDue', 'partiallyAdjusted', 'pendingPayment'];

/** The account still owes what is left on an invoice in this status. */
export function isOwedStatus(status: string): boolean {
  return (OWED_CHARGE_STATUSES as readonly string[]).includes(status);
}

/** Statuses a failed payment can return an invoice to (the payable ones). */
export type ReturnStatus = Extract<ChargeStatus, 'created' | 'open' | 'pastDue' | 'partiallyAdjusted'>;
const RETURN_STATUSES: readonly string[] = ['created', 'open', 'pastDue', 'partiallyAdjusted'] satisfies readonly ReturnStatus[];

/** An invoice owes nothing once its remaining amount is zero ("balance 0 means Paid"). */
export function owesNothing(remainingMinor: number): boolean {
  return remainingMinor === 0;
}

/** The status after money already received is applied to an invoice: Paid once it owes nothing. */
export function statusAfterAllocation<S extends string>(status: S, remainingAfterMinor: number): S | 'paid' {
  return owesNothing(remainingAfterMinor) ? 'paid' : status;
}

/**
 * The status an invoice a failed payment had covered in full returns to: its status before the
 * payment (Open when unknown or not payable), and Past Due once an Open or Created invoice's due
 * date (`YYYY-MM-DD`) is before `today` (`YYYY-MM-DD`, UTC).
 */
export function statusAfterFailedPayment(before: string | null, dueDate: string, today: string): ReturnStatus {
  const base = (before !== null && RETURN_STATUSES.includes(before) ? before : 'open') as ReturnStatus;
  return (base === 'open' || base === 'created') && dueDate < today ? 'pastDue' : base;
}
