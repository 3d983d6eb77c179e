import type { MakePaymentContext } from './makePaymentTypes';

/**
 * How many numbered steps the Make Payment wizard shows: select, amounts, method, review, and
 * approve where paying needs a code. The wizard learns that when it opens (loadInvoices), so the
 * total is the same from step 1 on; only when that first answer failed does the preview decide.
 */
export function makePaymentStepCount(context: Pick<MakePaymentContext, 'approvalRequired'>): 4 | 5 {
  return context.approvalRequired ? 5 : 4;
}
