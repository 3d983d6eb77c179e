import type { AnyEventObject } from 'xstate';
import type { DisbursementsEvent } from './disbursementsMachine';
import type { DisbursementPage } from './disbursementTypes';

/** Example events and load outcomes of the disbursements machine. Pure data. */
const usd = (amountMinor: number) => ({ amountMinor, currency: 'USD' });
const page: DisbursementPage = {
  totalCount: 1,
  items: [{
    id: 'd1', sellerId: 'northwind-client', sellerName: 'Northwind Traders', currency: 'USD', amountPaid: usd(100_000), feeWithheld: usd(2_500), taxAmount: usd(250),
    totalAmount: usd(97_250), totalOrders: 2, payoutDate: '2026-11-20',
    payments: [{ paymentId: 'p1', businessName: 'Acme Industrial Supply', buyerId: 'b1', buyerTerms: 'Net30', feePercent: '2.50', amountPaid: usd(100_000), feeWithheld: usd(2_500), taxAmount: usd(250), orders: 2, transactionDate: '2026-11-18', payoutDate: '2026-11-20' }],
  }],
};
const INTERNAL = { code: 'INTERNAL', messageId: 'signIn.error.internal' };

export const disbursementsSampleEvents = [
  { type: 'disbursements.apply', filter: { payoutFrom: '2026-10-01', payoutTo: '2026-11-30', currency: 'USD' } },
  { type: 'disbursements.apply', filter: { payoutFrom: '2026-11-30', payoutTo: '2026-10-01', currency: null } },
  { type: 'disbursements.clear' },
  { type: 'disbursements.retry' },
  { type: 'disbursements.export' },
] as const satisfies readonly DisbursementsEvent[];

export const disbursementsActorOutputs: Readonly<Record<string, readonly AnyEventObject[]>> = {
  loadDisbursements: [{ type: 'xstate.done.actor.loadDisbursements', output: page }, { type: 'xstate.error.actor.loadDisbursements', error: INTERNAL }],
  exportDisbursementsCsv: [{ type: 'xstate.done.actor.exportDisbursementsCsv', output: undefined }, { type: 'xstate.error.actor.exportDisbursementsCsv', error: INTERNAL }],
};
