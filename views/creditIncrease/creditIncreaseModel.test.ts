import { describe, expect, it } from 'vitest';
import {
  PENDING_REFUSAL_ID, applyCreditIncreaseUpdate, creditIncreaseFieldMessages, creditIncreasePageReducer, creditIncreaseScreen, decisionKind,
  emptyCreditIncreaseForm, toCreditIncreaseInput,
} from './creditIncreaseModel';
import type { CreditIncreaseItem, CreditIncreaseOverviewData, CreditIncreasePageState } from './creditIncreaseModel';

const usd = (amountMinor: number) => ({ amountMinor, currency: 'USD' });
const item = (over: Partial<CreditIncreaseItem> = {}): CreditIncreaseItem => ({
  id: 'r1', type: 'permanent', requestedAmount: usd(1_000_000), startDate: null, endDate: null, reason: null, status: 'submitted',
  submittedAt: '2026-11-21T08:00:00Z', expectedDecisionBy: '2026-11-22T08:00:00Z', overdue: false, decidedAt: null, approvedAmount: null,
  declineReason: null, creditLimitAfter: null, endsAt: null, expiredAt: null, ...over,
});
const overview: CreditIncreaseOverviewData = { creditApproved: usd(25_000_000), pending: null, lastDecided: null };

describe('Increase Credit form: the rule of machines/rules/creditIncreaseAmount.ts, mapped to fields', () => {
  it('accepts a permanent increase in whole 100s and sends minor units without dates', () => {
    const values = { ...emptyCreditIncreaseForm, amount: 10_000, reason: '  Seasonal stock ' };
    expect(creditIncreaseFieldMessages(values, 'USD')).toBeUndefined();
    expect(toCreditIncreaseInput({ ...values, startDate: '2026-12-01' }, 'USD')).toEqual({ type: 'permanent', amountMinor: 1_000_000, startDate: null, endDate: null, reason: 'Seasonal stock' });
  });

  it('names the field and the rule for each problem', () => {
    expect(creditIncreaseFieldMessages(emptyCreditIncreaseForm, 'USD')).toEqual({ amount: { id: 'form.required' } });
    expect(creditIncreaseFieldMessages({ ...emptyCreditIncreaseForm, amount: 10_050 }, 'USD')).toEqual({ amount: { id: 'creditIncrease.problem.amountNotInIncrements', values: { increment: 100 } } });
    expect(creditIncreaseFieldMessages({ ...emptyCreditIncreaseForm, amount: 1_500 }, 'SEK')?.['amount']).toEqual({ id: 'creditIncrease.problem.amountNotInIncrements', values: { increment: 1000 } });
    expect(creditIncreaseFieldMessages({ ...emptyCreditIncreaseForm, amount: 0 }, 'USD')?.['amount']?.id).toBe('creditIncrease.problem.amountNotPositive');
    const temporary = { ...emptyCreditIncreaseForm, type: 'temporary' as const, amount: 10_000 };
    expect(creditIncreaseFieldMessages(temporary, 'USD')).toEqual({ startDate: { id: 'creditIncrease.problem.datesMissing' } });
    expect(creditIncreaseFieldMessages({ ...temporary, startDate: '2026-12-01' }, 'USD')).toEqual({ endDate: { id: 'creditIncrease.problem.datesMissing' } });
    expect(creditIncreaseFieldMessages({ ...temporary, startDate: '2026-12-01', endDate: '2026-12-01' }, 'USD')).toEqual({ endDate: { id: 'creditIncrease.problem.endDateNotAfterStart' } });
    expect(creditIncreaseFieldMessages({ ...temporary, startDate: '2026-12-01', endDate: '2026-12-31' }, 'USD')).toBeUndefined();
    expect(creditIncreaseFieldMessages({ ...emptyCreditIncreaseForm, amount: 100, reason: 'x'.repeat(501) }, 'USD')).toEqual({ reason: { id: 'form.maxLength', values: { maxLength: 500 } } });
  });
});

describe('Increase Credit page', () => {
  const ready = creditIncreasePageReducer({ status: 'loading' }, { type: 'loaded', overview });

  it('shows the form when nothing is pending, and only the pending request when one is', () => {
    expect(creditIncreaseScreen({ status: 'loading' })).toBe('loading');
    expect(creditIncreaseScreen(ready)).toBe('form');
    expect(creditIncreaseScreen(creditIncreasePageReducer({ status: 'loading' }, { type: 'loaded', overview: { ...overview, pending: item() } }))).toBe('pending');
    expect(PENDING_REFUSAL_ID).toBe('creditIncrease.problem.anotherRequestPending');
  });

  it('shows the success page after a submit and updates it when the decision is pushed', () => {
    let state: CreditIncreasePageState = creditIncreasePageReducer(ready, { type: 'submit' });
    expect(state).toMatchObject({ submitting: true });
    state = creditIncreasePageReducer(state, { type: 'submitted', request: item() });
    expect(creditIncreaseScreen(state)).toBe('success');
    expect(state).toMatchObject({ submitting: false, overview: { pending: { id: 'r1' } } });
    const approved = item({ status: 'approved', approvedAmount: usd(1_000_000), creditLimitAfter: usd(26_000_000), decidedAt: '2026-11-21T08:00:10Z' });
    state = creditIncreasePageReducer(state, { type: 'updated', request: approved });
    expect(state).toMatchObject({ submitted: { status: 'approved' }, overview: { pending: null, lastDecided: { id: 'r1' }, creditApproved: usd(26_000_000) } });
    expect(creditIncreaseScreen(state)).toBe('success');
  });

  it('keeps the form and shows the refusal after a refused submit; the facts reloaded may show the pending request', () => {
    const refused = creditIncreasePageReducer(creditIncreasePageReducer(ready, { type: 'submit' }), { type: 'refused', messageId: PENDING_REFUSAL_ID, overview: { ...overview, pending: item({ id: 'other' }) } });
    expect(refused).toMatchObject({ submitting: false, refusalId: PENDING_REFUSAL_ID });
    expect(creditIncreaseScreen(refused)).toBe('pending');
    expect(creditIncreasePageReducer(refused, { type: 'submit' })).toMatchObject({ refusalId: null });
  });
});

describe('decisions', () => {
  it('reads approved, partially approved, declined and pending', () => {
    expect(decisionKind(item())).toBe('pending');
    expect(decisionKind(item({ status: 'approved', approvedAmount: usd(1_000_000) }))).toBe('approved');
    expect(decisionKind(item({ status: 'approved', approvedAmount: usd(500_000) }))).toBe('partiallyApproved');
    expect(decisionKind(item({ status: 'declined' }))).toBe('declined');
    expect(decisionKind(item({ status: 'expired', approvedAmount: usd(500_000) }))).toBe('expired');
  });

  it('an ended temporary increase takes its approved amount off the line shown (not the decision-time line)', () => {
    const shown = { ...overview, creditApproved: usd(30_000_000) };
    const ended = item({ type: 'temporary', status: 'expired', approvedAmount: usd(500_000), creditLimitAfter: usd(26_000_000), endsAt: '2026-12-02T00:00:00.000Z', expiredAt: '2026-12-02T00:00:30Z' });
    expect(applyCreditIncreaseUpdate(shown, ended)).toMatchObject({ creditApproved: usd(29_500_000), lastDecided: { id: 'r1', status: 'expired' } });
    // Another currency than the line's: the line shown stays (the next load brings the truth).
    expect(applyCreditIncreaseUpdate(shown, { ...ended, approvedAmount: { amountMinor: 500_000, currency: 'EUR' } }).creditApproved).toEqual(usd(30_000_000));
  });

  it('folds a pushed update into the Current Status facts, leaving another pending request alone', () => {
    const withPending = applyCreditIncreaseUpdate(overview, item());
    expect(withPending.pending?.id).toBe('r1');
    const declinedOther = applyCreditIncreaseUpdate(withPending, item({ id: 'old', status: 'declined' }));
    expect(declinedOther).toMatchObject({ pending: { id: 'r1' }, lastDecided: { id: 'old' }, creditApproved: usd(25_000_000) });
  });
});
