import { describe, expect, it } from 'vitest';
import type { BankOutcome, BankPayment } from './bankGateway';
import { demoBankSettleMs, DEFAULT_SETTLE_MS } from './bankConfig';
import { createDemoBank } from './demoBank';
import { demoOutcome, demoScreening } from './demoOutcome';

const payment = (id: string, amountMinor: number, settlesAt = new Date()): BankPayment => ({ id, buyerId: 'b', method: 'bankTransfer', amountMinor, currency: 'USD', settlesAt });

describe('demo bank outcome', () => {
  it.each<[number, BankOutcome]>([
    [10_000, { kind: 'received' }],
    [10_090, { kind: 'received' }],
    [10_091, { kind: 'failed', reason: 'accountNotFound' }],
    [10_092, { kind: 'failed', reason: 'bankReturn' }],
    [10_093, { kind: 'failed', reason: 'compliance' }],
    [10_094, { kind: 'failed', reason: 'insufficientFunds' }],
    [10_095, { kind: 'failed', reason: 'noMandate' }],
    [10_096, { kind: 'failed', reason: 'stopPayment' }],
    [10_097, { kind: 'failed', reason: 'unauthorizedCorporateDebit' }],
    [10_098, { kind: 'received' }],
  ])('%d minor units -> %j', (amountMinor, outcome) => expect(demoOutcome({ amountMinor })).toEqual(outcome));
});

describe('demo bank screening (blocked bank account)', () => {
  it.each<[BankPayment['method'], number, string]>([
    ['directDebit', 10_098, 'accountBlocked'],
    ['directDebit', 98, 'accountBlocked'],
    ['directDebit', 10_097, 'accepted'],
    ['directDebit', 10_099, 'accepted'],
    ['bankTransfer', 10_098, 'accepted'],
  ])('%s of %d minor units -> %s', (method, amountMinor, kind) => expect(demoScreening({ method, amountMinor })).toEqual({ kind }));

  it('the bank screens with demoScreening unless told otherwise', () => {
    const bank = createDemoBank({ settleMs: null, now: () => new Date(), onOutcome: async () => {} });
    const debit = { buyerId: 'b', method: 'directDebit' as const, amountMinor: 598, currency: 'USD' };
    expect(bank.screen(debit)).toEqual({ kind: 'accountBlocked' });
    bank.configure({ screenFor: () => ({ kind: 'accepted' }) });
    expect(bank.screen(debit)).toEqual({ kind: 'accepted' });
  });
});

describe('DEMO_BANK_SETTLE_MS', () => {
  it('defaults to 8 s, takes whole milliseconds, refuses nonsense', () => {
    expect(demoBankSettleMs({})).toBe(DEFAULT_SETTLE_MS);
    expect(demoBankSettleMs({ DEMO_BANK_SETTLE_MS: '250' })).toBe(250);
    expect(demoBankSettleMs({ DEMO_BANK_SETTLE_MS: '0' })).toBe(0);
    expect(() => demoBankSettleMs({ DEMO_BANK_SETTLE_MS: 'soon' })).toThrow(/DEMO_BANK_SETTLE_MS/);
    expect(() => demoBankSettleMs({ DEMO_BANK_SETTLE_MS: '-1' })).toThrow(/DEMO_BANK_SETTLE_MS/);
  });
});

describe('demo bank scheduling (through the job queue)', () => {
  it('hands each submitted payment to the job queue with its settle time; the job answers it', async () => {
    const answered: [string, BankOutcome][] = [];
    const scheduled: BankPayment[] = [];
    const bank = createDemoBank({ settleMs: 20, now: () => new Date(), schedule: (p) => void scheduled.push(p), onOutcome: async (id, outcome) => void answered.push([id, outcome]) });
    const now = new Date();
    expect(bank.settlesAt(now)?.getTime()).toBe(now.getTime() + 20);
    const p1 = payment('p1', 100, new Date(now.getTime() + 20));
    bank.submit(p1);
    bank.submit(payment('p2', 194));
    expect(scheduled.map((p) => [p.id, p.settlesAt])).toEqual([['p1', p1.settlesAt], ['p2', expect.any(Date)]]);
    // Nothing is answered until the job delivers it.
    expect(answered).toEqual([]);
    await bank.deliver(scheduled[1]!);
    await bank.deliver(p1);
    expect(answered).toEqual([['p2', { kind: 'failed', reason: 'insufficientFunds' }], ['p1', { kind: 'received' }]]);
    await bank.stop();
  });

  it('with no delay queues nothing and answers only when asked; a stopped bank refuses a job', async () => {
    const answered: string[] = [];
    const scheduled: BankPayment[] = [];
    const bank = createDemoBank({ settleMs: null, now: () => new Date(), schedule: (p) => void scheduled.push(p), onOutcome: async (id) => void answered.push(id) });
    expect(bank.settlesAt(new Date())).toBeNull();
    bank.submit(payment('p3', 100));
    expect(scheduled).toEqual([]);
    await bank.settleNow('p3');
    await bank.settleNow('p3');
    expect(answered).toEqual(['p3']);
    await bank.stop();
    await expect(bank.deliver(payment('p4', 100))).rejects.toThrow(/stopping/);
    expect(answered).toEqual(['p3']);
  });

  it('a failing store fails the job (so it is retried); settleNow logs it', async () => {
    const logged: string[] = [];
    const bank = createDemoBank({ settleMs: null, now: () => new Date(), log: (m) => logged.push(m), onOutcome: () => Promise.reject(new Error('database closed')) });
    await expect(bank.deliver(payment('p5', 100))).rejects.toThrow('database closed');
    bank.submit(payment('p6', 100));
    await bank.settleNow('p6');
    expect(logged).toEqual(['demo bank: could not store the answer for p6: database closed']);
  });
});
