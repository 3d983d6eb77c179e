import { describe, expect, it } from 'vitest';
import { createDemoMandates } from './demoMandates';
import { demoMandateOutcome } from './demoMandateOutcome';
import { DEFAULT_MANDATE_SETTLE_MS, demoMandateSettleMs } from './mandateConfig';
import type { MandateOutcome, MandateRequest } from './mandateGateway';

const request = (bankAccountId: string, bankName = 'Barclays', settlesAt = new Date()): MandateRequest => ({ bankAccountId, buyerId: 'b', bankName, bankingCountry: 'GB', settlesAt });

describe('demo mandate outcome (by bank name)', () => {
  it.each<[string, MandateOutcome]>([
    ['Barclays', { kind: 'signed' }],
    ['Failing Bank plc', { kind: 'failed', reason: 'bankDeclined' }],
    ['UNSUPPORTED Savings', { kind: 'unsupported' }],
    ['Cancel Mutual', { kind: 'cancelled' }],
  ])('%s -> %j', (bankName, outcome) => expect(demoMandateOutcome({ bankName })).toEqual(outcome));
});

describe('DEMO_MANDATE_SETTLE_MS', () => {
  it('defaults to 10 s, takes whole milliseconds, refuses nonsense', () => {
    expect(demoMandateSettleMs({})).toBe(DEFAULT_MANDATE_SETTLE_MS);
    expect(demoMandateSettleMs({ DEMO_MANDATE_SETTLE_MS: '1500' })).toBe(1500);
    expect(demoMandateSettleMs({ DEMO_MANDATE_SETTLE_MS: '' })).toBe(DEFAULT_MANDATE_SETTLE_MS);
    expect(() => demoMandateSettleMs({ DEMO_MANDATE_SETTLE_MS: 'later' })).toThrow(/DEMO_MANDATE_SETTLE_MS/);
    expect(() => demoMandateSettleMs({ DEMO_MANDATE_SETTLE_MS: '-5' })).toThrow(/DEMO_MANDATE_SETTLE_MS/);
  });
});

describe('demo mandate scheduling (through the job queue)', () => {
  it('hands each submitted mandate to the job queue; the job answers it by bank name', async () => {
    const answered: [string, MandateOutcome][] = [];
    const scheduled: MandateRequest[] = [];
    const bank = createDemoMandates({ settleMs: 20, now: () => new Date(), schedule: (r) => void scheduled.push(r), onOutcome: async (id, outcome) => void answered.push([id, outcome]) });
    bank.submit(request('a1', 'Barclays', new Date(Date.now() + 20)));
    bank.submit(request('a2', 'Fail Bank'));
    expect(scheduled.map((r) => r.bankAccountId)).toEqual(['a1', 'a2']);
    expect(answered).toEqual([]);
    for (const r of scheduled) await bank.deliver(r);
    expect(answered).toEqual([['a1', { kind: 'signed' }], ['a2', { kind: 'failed', reason: 'bankDeclined' }]]);
    await bank.stop();
  });

  it('with no delay queues nothing and answers only when asked; a failing store is logged', async () => {
    const answered: string[] = [];
    const logged: string[] = [];
    const scheduled: MandateRequest[] = [];
    const bank = createDemoMandates({ settleMs: null, now: () => new Date(), schedule: (r) => void scheduled.push(r), log: (m) => logged.push(m), onOutcome: async (id) => {
      if (id === 'broken') throw new Error('database closed');
      answered.push(id);
    } });
    expect(bank.settlesAt(new Date())).toBeNull();
    bank.submit(request('a3'));
    bank.submit(request('broken'));
    expect(scheduled).toEqual([]);
    await bank.settleNow('a3');
    await bank.settleNow('broken');
    expect(answered).toEqual(['a3']);
    expect(logged).toEqual(['demo mandates: could not store the answer for broken: database closed']);
    await expect(bank.deliver(request('broken'))).rejects.toThrow('database closed');
    await bank.stop();
  });

  it('revoke reports a cancellation of any mandate, submitted or not', async () => {
    const answered: [string, MandateOutcome][] = [];
    const bank = createDemoMandates({ settleMs: null, now: () => new Date(), onOutcome: async (id, outcome) => void answered.push([id, outcome]) });
    bank.submit(request('a5'));
    await bank.revoke('a5');
    await bank.revoke('signed-long-ago');
    await bank.settleNow('a5');
    expect(answered).toEqual([['a5', { kind: 'cancelled' }], ['signed-long-ago', { kind: 'cancelled' }]]);
    await bank.stop();
  });
});
