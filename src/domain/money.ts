/**
 * Shared money vocabulary of the browser, the machines and the server (DESIGN "Money is integer
 * minor units plus an ISO currency code. Never a float"), and the one list of spec 4 charge
 * status keys.
 */
export interface Money {
  amountMinor: number;
  currency: string;
}

/** Spec 4 "Charge status labels": every status an invoice (charge) can have. */
export const CHARGE_STATUSES = [
  'adjusted', 'cancelled', 'created', 'credited', 'open', 'paid', 'paidDirect', 'partiallyAdjusted', 'pastDue', 'pending', 'pendingPayment',
  'rejected', 'reversed', 'settled',
] as const;
export type ChargeStatus = (typeof CHARGE_STATUSES)[number];
