import type { AnyEventObject } from 'xstate';
import type { ReportsEvent } from './reportsMachine';
import type { AgingFigures, AgingReportData, StatementData } from './reportTypes';

/** Example input, events and load outcomes of the reports machine. Pure data. */
const usd = (amountMinor: number) => ({ amountMinor, currency: 'USD' });
export const sampleAging: AgingFigures = { current: usd(120_000), days1to30: usd(30_000), days31to60: usd(0), days61to90: usd(5_000), over90: usd(0), total: usd(155_000) };
const aging: AgingReportData = { scope: 'account', asOf: '2026-11-20', totals: sampleAging, groups: [{ groupId: 'g1', groupName: 'East Coast', buckets: sampleAging }] };
const statement: StatementData = {
  scope: 'account', from: '2026-08-01', to: '2026-11-20',
  openingBalance: usd(10_000), charges: usd(150_000), payments: usd(5_000), credits: usd(0), closingBalance: usd(155_000),
  lines: [{ date: '2026-09-01', kind: 'charge', invoiceNumber: 'INV-1', amount: usd(150_000), balance: usd(160_000) }],
};
const INTERNAL = { code: 'INTERNAL', messageId: 'signIn.error.internal' };

export const reportsSampleInput = { today: '2026-11-20' };

export const reportsSampleEvents = [
  { type: 'reports.showStatement', from: '2026-10-01', to: '2026-11-20' },
  { type: 'reports.showStatement', from: '2026-11-20', to: '2026-10-01' },
  { type: 'reports.retryAging' },
  { type: 'reports.retryStatement' },
] as const satisfies readonly ReportsEvent[];

export const reportsActorOutputs: Readonly<Record<string, readonly AnyEventObject[]>> = {
  loadAging: [{ type: 'xstate.done.actor.loadAging', output: aging }, { type: 'xstate.error.actor.loadAging', error: INTERNAL }],
  loadStatement: [{ type: 'xstate.done.actor.loadStatement', output: statement }, { type: 'xstate.error.actor.loadStatement', error: INTERNAL }],
};
