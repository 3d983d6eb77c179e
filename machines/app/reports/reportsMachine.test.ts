import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { reportsMachine } from './reportsMachine';
import type { AgingReportData, StatementData, StatementPeriod } from './reportTypes';
import { sampleAging } from './reportSamples';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const usd = (amountMinor: number) => ({ amountMinor, currency: 'USD' });
const statementFor = (period: StatementPeriod): StatementData => ({
  scope: 'own', ...period, openingBalance: usd(0), charges: usd(100), payments: usd(0), credits: usd(0), closingBalance: usd(100), lines: [],
});

describe('reports machine', () => {
  it('loads the aging and the default period\'s statement; a refused period is never asked for; a new period (one event) replaces the statement', async () => {
    const asked: StatementPeriod[] = [];
    let failNext = true;
    const actor = createActor(
      reportsMachine.provide({
        actors: {
          loadAgingReport: fromPromise(async (): Promise<AgingReportData> => {
            if (failNext) {
              failNext = false;
              throw new Error('offline');
            }
            return { scope: 'own', asOf: '2026-11-20', totals: sampleAging, groups: [] };
          }),
          loadStatement: fromPromise(async ({ input }: { input: StatementPeriod & { buyerId: string | null } }) => {
            asked.push({ from: input.from, to: input.to });
            return statementFor(input);
          }),
        },
      }),
      { input: { today: '2026-11-20' } },
    ).start();
    await settle();
    expect(actor.getSnapshot().value).toEqual({ aging: 'failed', statement: 'shown' });
    expect(asked).toEqual([{ from: '2026-08-01', to: '2026-11-20' }]);
    actor.send({ type: 'reports.retryAging' });
    await settle();
    expect(actor.getSnapshot().context.aging?.totals.total).toEqual(usd(155_000));

    // Ends after today: refused by the rule, nothing asked, the statement shown stays.
    actor.send({ type: 'reports.showStatement', from: '2026-11-01', to: '2026-11-21' });
    expect(actor.getSnapshot().context).toMatchObject({ problem: 'toInFuture', period: { from: '2026-08-01', to: '2026-11-20' } });
    expect(actor.getSnapshot().context.statement?.from).toBe('2026-08-01');
    await settle();
    expect(asked).toHaveLength(1);

    // Another period: ONE event; the old statement is put away while the new one loads.
    actor.send({ type: 'reports.showStatement', from: '2026-11-01', to: '2026-11-20' });
    expect(actor.getSnapshot().context).toMatchObject({ problem: null, statement: null });
    expect(actor.getSnapshot().can({ type: 'reports.showStatement', from: '2026-11-01', to: '2026-11-20' })).toBe(false);
    await settle();
    expect(asked.at(-1)).toEqual({ from: '2026-11-01', to: '2026-11-20' });
    expect(actor.getSnapshot().value).toEqual({ aging: 'shown', statement: 'shown' });
    expect(actor.getSnapshot().context.statement?.from).toBe('2026-11-01');
  });
});
