import { z } from 'zod';
import { filterProblem } from '../../machines/app/disbursements/disbursementsMachine';
import type { DisbursementFilter } from '../../machines/app/disbursements/disbursementTypes';

/** The picker's key for "every currency" (the filter's `currency: null`). */
export const ALL_CURRENCIES = 'all';

/** The filter form's values: the two payout days (null: open) and the currency's key. */
export interface FilterValues {
  from: string | null;
  to: string | null;
  currency: string;
}

export const EMPTY_FILTER_VALUES: FilterValues = { from: null, to: null, currency: ALL_CURRENCIES };

/** The filter the machine and the server take. */
export const filterOf = (values: FilterValues): DisbursementFilter => ({
  payoutFrom: values.from,
  payoutTo: values.to,
  currency: values.currency === ALL_CURRENCIES || values.currency === '' ? null : values.currency,
});

/** The disbursements machine's filter rule (`filterProblem`, checked again by its guard and the server), refused on the end day in the page's words. */
export const filterSchema = z.object({ from: z.string().nullable(), to: z.string().nullable(), currency: z.string() }).superRefine((values, ctx) => {
  const problem = filterProblem(filterOf(values));
  if (problem) {
    const messageId = `disbursements.filter.problem.${problem}`;
    ctx.addIssue({ code: 'custom', path: ['to'], message: messageId, params: { messageId } });
  }
});
