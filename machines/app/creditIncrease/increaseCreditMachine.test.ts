import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { applyCreditIncreaseUpdate } from './creditIncreaseUpdates';
import type { CreditIncreaseInput, CreditIncreaseItem, CreditIncreaseOverviewData, CreditIncreaseUpdatedEvent } from './creditIncreaseTypes';
import { creditIncreaseStatusMachine } from './creditIncreaseStatusMachine';
import { PENDING_REFUSAL_ID, increaseCreditMachine } from './increaseCreditMachine';

const usd = (amountMinor: number) => ({ amountMinor, currency: 'USD' });
const item = (over: Partial<CreditIncreaseItem> = {}): CreditIncreaseItem => ({
  id: 'r1', type: 'permanent', requestedAmount: usd(1_000_000), startDate: null, endDate: null, reason: null, status: 'submitted',
  submittedAt: '2026-11-21T08:00:00Z', expectedDecisionBy: '2026-11-22T08:00:00Z', overdue: false, decidedAt: null, approvedAmount: null,
  declineReason: null, creditLimitAfter: null, endsAt: null, expiredAt: null, ...over,
});
const overview: CreditIncreaseOverviewData = { creditApproved: usd(25_000_000), pending: null, lastDecided: null };
const tenThousand: CreditIncreaseInput = { idempotencyKey: 'k1', type: 'permanent', amountMinor: 1_000_000, startDate: null, endDate: null, reason: null };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The page machine with fake actors: loads answer from a queue, the request answers `answer`, pushes go through `push`. */
function page(loads: CreditIncreaseOverviewData[], answer: () => Promise<CreditIncreaseItem>) {
  let push: ((event: CreditIncreaseUpdatedEvent) => void) | null = null;
  const sent: CreditIncreaseInput[] = [];
  const logic = increaseCreditMachine.provide({
    actors: {
      loadCreditIncreaseOverview: fromPromise(async () => loads.shift() ?? overview),
      requestCreditIncrease: fromPromise(async ({ input }) => {
        sent.push(input);
        return answer();
      }),
      watchCreditIncreases: fromCallback(({ sendBack }) => {
        push = sendBack;
      }),
    },
  });
  const actor = createActor(logic).start();
  return { actor, sent, push: (request: CreditIncreaseItem) => push!({ type: 'creditIncrease.updated', request }) };
}

describe('increaseCredit machine (the Increase Credit page)', () => {
  it('shows the form when nothing is pending, and only the pending request when one is', async () => {
    const free = page([overview], async () => item());
    await settle();
    expect(free.actor.getSnapshot().matches({ ready: 'form' })).toBe(true);
    const busy = page([{ ...overview, pending: item() }], async () => item());
    await settle();
    expect(busy.actor.getSnapshot().matches({ ready: 'pending' })).toBe(true);
    expect(busy.actor.getSnapshot().can({ type: 'creditIncrease.submit', request: tenThousand })).toBe(false);
  });

  it('sends an allowed request once, shows the success page and follows the pushed decision', async () => {
    const { actor, sent, push } = page([overview], async () => item());
    await settle();
    actor.send({ type: 'creditIncrease.submit', request: tenThousand });
    await settle();
    expect(sent).toEqual([tenThousand]);
    expect(actor.getSnapshot().matches({ ready: 'submitted' })).toBe(true);
    push(item({ status: 'approved', approvedAmount: usd(1_000_000), creditLimitAfter: usd(26_000_000), decidedAt: '2026-11-21T08:00:10Z' }));
    expect(actor.getSnapshot().context).toMatchObject({ submitted: { status: 'approved' }, overview: { pending: null, creditApproved: usd(26_000_000) } });
  });

  it('sends nothing for an amount outside the increments, and says which rule', async () => {
    const { actor, sent } = page([overview], async () => item());
    await settle();
    actor.send({ type: 'creditIncrease.submit', request: { ...tenThousand, amountMinor: 1_000_050 } });
    await settle();
    expect(sent).toEqual([]);
    expect(actor.getSnapshot().matches({ ready: 'form' })).toBe(true);
    expect(actor.getSnapshot().context.refusalId).toBe('rule.creditIncrease.canSubmitRequest');
  });

  it('after a RULE_REFUSED answer reloads the facts and shows the request that became pending', async () => {
    const { actor } = page([overview, { ...overview, pending: item({ id: 'other' }) }], () => Promise.reject({ code: 'RULE_REFUSED', messageId: 'rule.creditIncrease.canSubmitRequest' }));
    await settle();
    actor.send({ type: 'creditIncrease.submit', request: tenThousand });
    await settle();
    await settle();
    expect(actor.getSnapshot().matches({ ready: 'pending' })).toBe(true);
    expect(actor.getSnapshot().context.refusalId).toBe(PENDING_REFUSAL_ID);
  });

  it('a decision of the pending request brings the form back', async () => {
    const { actor, push } = page([{ ...overview, pending: item() }], async () => item());
    await settle();
    push(item({ status: 'declined', decidedAt: '2026-11-21T08:00:10Z' }));
    expect(actor.getSnapshot().matches({ ready: 'form' })).toBe(true);
  });
});

describe('creditIncreaseStatus machine (Current Status line)', () => {
  it('stays hidden until shown, then emits a decision so the overview reloads its figures', async () => {
    let push: ((event: CreditIncreaseUpdatedEvent) => void) | null = null;
    const actor = createActor(
      creditIncreaseStatusMachine.provide({
        actors: {
          loadCreditIncreaseOverview: fromPromise(async (): Promise<CreditIncreaseOverviewData> => ({ ...overview, pending: item() })),
          watchCreditIncreases: fromCallback(({ sendBack }) => {
            push = sendBack;
          }),
        },
      }),
    ).start();
    const decided: string[] = [];
    actor.on('creditIncrease.decided', (e) => decided.push(e.type));
    expect(actor.getSnapshot().value).toBe('hidden');
    actor.send({ type: 'creditIncrease.show' });
    await settle();
    expect(actor.getSnapshot().context.data?.pending?.id).toBe('r1');
    push!({ type: 'creditIncrease.updated', request: item({ id: 'r2' }) });
    expect(decided).toEqual([]);
    push!({ type: 'creditIncrease.updated', request: item({ status: 'approved', approvedAmount: usd(1_000_000), creditLimitAfter: usd(26_000_000) }) });
    expect(decided).toEqual(['creditIncrease.decided']);
    expect(actor.getSnapshot().context.data).toMatchObject({ pending: { id: 'r2' }, lastDecided: { id: 'r1' }, creditApproved: usd(26_000_000) });
  });
});

describe('applyCreditIncreaseUpdate', () => {
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
