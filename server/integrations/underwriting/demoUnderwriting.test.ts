import { describe, expect, it } from 'vitest';
import { demoDecision } from './demoDecision';
import { createDemoUnderwriting } from './demoUnderwriting';
import { DEFAULT_UNDERWRITING_MS, demoUnderwritingMs } from './underwritingConfig';
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
    expect(demoUnderwritingMs({})).toBe(DEFAULT_UNDERWRITING_MS);
    expect(demoUnderwritingMs({ DEMO_UNDERWRITING_MS: '' })).toBe(DEFAULT_UNDERWRITING_MS);
    expect(demoUnderwritingMs({ DEMO_UNDERWRITING_MS: '0' })).toBe(0);
    expect(demoUnderwritingMs({ DEMO_UNDERWRITING_MS: '1500' })).toBe(1500);
    expect(() => demoUnderwritingMs({ DEMO_UNDERWRITING_MS: 'soon' })).toThrow(/DEMO_UNDERWRITING_MS/);
    expect(() => demoUnderwritingMs({ DEMO_UNDERWRITING_MS: '-1' })).toThrow(/DEMO_UNDERWRITING_MS/);
  });
});

describe('demo underwriting scheduling', () => {
  it('decides each submitted request once, when it is due', async () => {
    const decided: [string, UnderwritingDecision][] = [];
    const underwriting = createDemoUnderwriting({ delayMs: 20, now: () => new Date(), onDecision: async (id, d) => void decided.push([id, d]) });
    const now = new Date();
    expect(underwriting.decidesAt(now)?.getTime()).toBe(now.getTime() + 20);
    underwriting.submit(request('r1', new Date(Date.now() + 20)));
    underwriting.submit(request('r1', new Date(Date.now() + 20)));
    underwriting.submit({ ...request('r2', new Date(Date.now() - 1_000)), amountMinor: 30_000_000 });
    for (let i = 0; decided.length < 2 && i < 100; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    await underwriting.idle();
    expect(decided.sort()).toEqual([['r1', { kind: 'approved', approvedAmountMinor: 1_000_000 }], ['r2', { kind: 'declined', reason: 'amountAboveCreditLimit' }]]);
    await underwriting.stop();
  });

  it('with no delay decides only when asked; stop cancels what is scheduled; a failed store is logged', async () => {
    const decided: string[] = [];
    const logged: string[] = [];
    let failNext = false;
    const underwriting = createDemoUnderwriting({
      delayMs: null, now: () => new Date(), log: (m) => logged.push(m),
      onDecision: async (id) => {
        if (failNext) throw new Error('database closed');
        decided.push(id);
      },
    });
    expect(underwriting.decidesAt(new Date())).toBeNull();
    underwriting.submit(request('r3'));
    expect(decided).toEqual([]);
    await underwriting.decideNow('r3');
    expect(decided).toEqual(['r3']);
    failNext = true;
    underwriting.submit(request('r4'));
    await underwriting.decideNow('r4');
    expect(logged).toEqual(['demo underwriting: could not store the decision on request r4: database closed']);
    underwriting.configure({ delayMs: 20 });
    underwriting.submit(request('r5', new Date(Date.now() + 20)));
    await underwriting.stop();
    await underwriting.decideNow('r5');
    expect(decided).toEqual(['r3']);
  });
});
