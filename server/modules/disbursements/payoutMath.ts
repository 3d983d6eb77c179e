/**
 * What a seller is paid out of settled buyer payments (spec 3 Disbursement and Payment details),
 * pure and in integer minor units (DESIGN "Money is integer minor units"; BigInt inside so a large
 * amount times basis points never loses a cent):
 * - the fee withheld from each payment is its amount times the program's fee (basis points),
 *   rounded half up to the minor unit;
 * - the tax is charged on that fee at the program's tax rate (basis points), rounded half up;
 * - the seller's total is what was paid less the fee and the tax;
 * - a payout's figures are the sums of its payments' figures (so a payout always equals its
 *   payment details), and its orders are the invoices those payments were applied to.
 */
export const BASIS_POINTS = 10_000;

export interface PayoutRates {
  feeBasisPoints: number;
  taxBasisPoints: number;
}

export interface PaymentFigures {
  amountMinor: number;
  feeMinor: number;
  taxMinor: number;
}

export interface PayoutTotals {
  amountPaidMinor: number;
  feeWithheldMinor: number;
  taxMinor: number;
  totalMinor: number;
  totalOrders: number;
}

/** amount × basisPoints / 10,000, rounded half up (amounts are never negative here). */
export function basisPointsOf(amountMinor: number, basisPoints: number): number {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0) throw new RangeError(`Not an amount in minor units: ${amountMinor}`);
  if (!Number.isInteger(basisPoints) || basisPoints < 0 || basisPoints > BASIS_POINTS) throw new RangeError(`Not basis points: ${basisPoints}`);
  const scaled = BigInt(amountMinor) * BigInt(basisPoints);
  const whole = scaled / BigInt(BASIS_POINTS);
  const rest = scaled % BigInt(BASIS_POINTS);
  return Number(rest * 2n >= BigInt(BASIS_POINTS) ? whole + 1n : whole);
}

/** The fee withheld from one payment and the tax on that fee. */
export function paymentFigures(amountMinor: number, rates: PayoutRates): PaymentFigures {
  const feeMinor = basisPointsOf(amountMinor, rates.feeBasisPoints);
  return { amountMinor, feeMinor, taxMinor: basisPointsOf(feeMinor, rates.taxBasisPoints) };
}

/** A payout's figures from its payments (each with the invoices it paid). */
export function payoutTotals(payments: readonly (PaymentFigures & { orders: number })[]): PayoutTotals {
  const sum = (pick: (p: PaymentFigures & { orders: number }) => number) => payments.reduce((total, p) => total + pick(p), 0);
  const amountPaidMinor = sum((p) => p.amountMinor);
  const feeWithheldMinor = sum((p) => p.feeMinor);
  const taxMinor = sum((p) => p.taxMinor);
  return { amountPaidMinor, feeWithheldMinor, taxMinor, totalMinor: amountPaidMinor - feeWithheldMinor - taxMinor, totalOrders: sum((p) => p.orders) };
}

/** Spec 3 feePercent as shown: 250 basis points -> "2.50". */
export function feePercentOf(basisPoints: number): string {
  return (basisPoints / 100).toFixed(2);
}

/** The payout date for a run on `now`: that UTC calendar day. Payments settled before it are paid out. */
export const payoutDayOf = (now: Date): string => now.toISOString().slice(0, 10);
