import { describe, expect, it } from 'vitest';
import { demoDecision } from './demoDecision';
import { createDemoUnderwriting } from './demoUnderwriting';
import { demoUnderwritingMs } from './underwritingConfig';
import type { UnderwritingDecision, UnderwritingRequest } from './underwritingGateway';

const ACME_LINE = 25_000_000; // USD 250,000
const request = (id: string, decidesAt = new Date()): UnderwritingRequest => ({
  id, buyerId: 'b', type: 'permanent', amountMinor: 1_000_000, currency: 'USD', creditApprovedMinor: ACME_LINE, decidesAt,
});

describe('demo underwriting decision', () => {
  it.each<[string, number, string, UnderwritingDecision]>([
    ['half the line or less: approved in full', 12_500_000, 'USD', { kind: 'approved', approvedAmountMinor: 12_500_000 }],
    ['a little more than half: half the line granted', 12_510_000, 'USD', { kind: 'approved', approvedAmountMinor: 12_500_000 }],
    ['the whole line: half granted', 25_000_000, 'USD', { kind: 'approved', approvedAmountMinor: 12_500_000 }],
    ['more than the line: declined', 25_010_000, 'USD', { kind: 'declined', reason: 'amountAboveCreditLimit' }],
  ])('%s', (_name, amountMinor, currency, decision) => expect(demoDecision({ amountMinor, currency, creditApprovedMinor: ACME_LINE })).toEqual(decision));

  it("rounds a partial grant down to the currency's increment, declining when nothing is left", () => {
    // SEK steps are 1,000 major units: half of SEK 15,000 is 7,500 -> 7,000.
    expect(demoDecision({ amountMinor: 1_000_000, currency: 'SEK', creditApprovedMinor: 1_500_000 })).toEqual({ kind: 'approved', approvedAmountMinor: 700_000 });
    expect(demoDecision({ amountMinor: 100_000, currency: 'SEK', creditApprovedMinor: 150_000 })).toEqual({ kind: 'declined', reason: 'amountAboveCreditLimit' });
  });
});

describe('DEMO_UNDERWRITING_MS', () => {
  it('defaults to 15 s and accepts whole milliseconds from 0', () => {
    // Unset: the demo never decides on its own; staff decide (issue 14).
    expect(demoUnderwritingMs({})).toBeNull();
    expect(demoUnderwritingMs({ DEMO_UNDERWRITING_MS: '' })).toBeNull();
    expect(demoUnderwritingMs({ DEMO_UNDERWRITING_MS: '0' })).toBe(0);
    expect(demoUnderwritingMs({ DEMO_UNDERWRITING_MS: '1500' })).toBe(1500);
    expect(() => demoUnderwritingMs({ DEMO_UNDERWRITING_MS: 'soon' })).toThrow(/DEMO_UNDERWRITING_MS/);
    expect(() => demoUnderwritingMs({ DEMO_UNDERWRITING_MS: '-1' })).toThrow(/DEMO_UNDERWRITING_MS/);
  });
});

describe('demo underwriting scheduling (through the job queue)', () => {
  it('hands each submitted request to the job queue with its decision time; the job decides it', async () => {
    const decided: [string, UnderwritingDecision][] = [];
    const scheduled: UnderwritingRequest[] = [];
    const underwriting = createDemoUnderwriting({ delayMs: 20, now: () => new Date(), schedule: (r) => void scheduled.push(r), onDecision: async (id, d) => void decided.push([id, d]) });
    const now = new Date();
    expect(underwriting.decidesAt(now)?.getTime()).toBe(now.getTime() + 20);
    underwriting.submit(request('r1', new Date(now.getTime() + 20)));
    underwriting.submit({ ...request('r2'), amountMinor: 30_000_000 });
    expect(scheduled.map((r) => r.id)).toEqual(['r1', 'r2']);
    expect(decided).toEqual([]);
    for (const r of scheduled) await underwriting.deliver(r);
    expect(decided).toEqual([['r1', { kind: 'approved', approvedAmountMinor: 1_000_000 }], ['r2', { kind: 'declined', reason: 'amountAboveCreditLimit' }]]);
    await underwriting.stop();
  });

  it('with no delay queues nothing and decides only when asked; a failed store is logged; stopped, it decides nothing', async () => {
    const decided: string[] = [];
    const logged: string[] = [];
    const scheduled: UnderwritingRequest[] = [];
    let failNext = false;
    const underwriting = createDemoUnderwriting({
      delayMs: null, now: () => new Date(), schedule: (r) => void scheduled.push(r), log: (m) => logged.push(m),
      onDecision: async (id) => {
        if (failNext) throw new Error('database closed');
        decided.push(id);
      },
    });
    expect(underwriting.decidesAt(new Date())).toBeNull();
    underwriting.submit(request('r3'));
    expect(scheduled).toEqual([]);
    await underwriting.decideNow('r3');
    expect(decided).toEqual(['r3']);
    failNext = true;
    underwriting.submit(request('r4'));
    await underwriting.decideNow('r4');
    expect(logged).toEqual(['demo underwriting: could not store the answer for r4: database closed']);
    underwriting.submit(request('r5'));
    await underwriting.stop();
    await underwriting.decideNow('r5');
    expect(decided).toEqual(['r3']);
  });
});
