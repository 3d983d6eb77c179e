import { describe, expect, it } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { initialFor as features, featureDependenciesMachine } from '../../machines/domain/featureDependencies';
import { initialFor as mfaToken, mfaTokenMachine, mfaTokenRules } from '../../machines/domain/mfaToken';
import { initialFor as card, purchaseCardMachine, purchaseCardRules } from '../../machines/domain/purchaseCard';
import { traceGuards } from './guardTrace';

const NOW = '2026-03-02T09:00:00Z';
const trace = (machine: typeof purchaseCardMachine | typeof mfaTokenMachine | typeof featureDependenciesMachine, from: AnyMachineSnapshot, event: AnyEventObject) =>
  traceGuards(machine, from, event).map(({ guard, passed }) => ({ guard, passed }));

describe('traceGuards', () => {
  it('lists no guard for an unguarded transition', () => {
    expect(trace(purchaseCardMachine, card({ status: 'locked' }), { type: 'card.unlock' })).toEqual([]);
  });

  it('lists the guard that let the event through', () => {
    expect(trace(purchaseCardMachine, card({ status: 'active' }), { type: 'card.terminate', reason: 'lost', by: 'u', now: NOW })).toEqual([
      { guard: 'canBeTerminated', passed: true },
    ]);
  });

  it('lists a guard that failed before the transition that was taken (physical card issued)', () => {
    expect(trace(purchaseCardMachine, card({ status: 'pending', cardType: 'physical' }), { type: 'card.issued', now: NOW })).toEqual([
      { guard: 'isVirtualCard', passed: false },
    ]);
    expect(trace(purchaseCardMachine, card({ status: 'pending', cardType: 'virtual' }), { type: 'card.issued', now: NOW })).toEqual([
      { guard: 'isVirtualCard', passed: true },
    ]);
  });

  it('follows eventless transitions after the event (a single-use MFA token used up)', () => {
    const confirmed = mfaToken({ status: 'confirmed', scope: 'Login', expiresAt: '2026-03-02T09:10:00Z', uses: 0, confirmedAt: NOW });
    expect(trace(mfaTokenMachine, confirmed, { type: 'mfa.use', now: NOW })).toEqual([
      { guard: 'isUsable', passed: true },
      { guard: 'isUsedUp', passed: true },
    ]);
  });

  it('records an eventless guard that failed, so the token stayed confirmed', () => {
    const confirmed = mfaToken({ status: 'confirmed', scope: 'BuyerCreate', expiresAt: '2026-03-02T09:10:00Z', uses: 0, confirmedAt: NOW });
    expect(trace(mfaTokenMachine, confirmed, { type: 'mfa.use', now: NOW })).toEqual([
      { guard: 'isUsable', passed: true },
      { guard: 'isUsedUp', passed: false },
    ]);
  });

  it('stops at the taken transition: an ancestor\'s guard after it is not evaluated', () => {
    const confirmed = mfaToken({ status: 'confirmed', scope: 'Login', expiresAt: '2026-03-02T09:10:00Z', uses: 0, confirmedAt: NOW });
    expect(trace(mfaTokenMachine, confirmed, { type: 'mfa.check', now: '2026-03-02T09:10:00Z' })).toEqual([{ guard: 'isExpired', passed: true }]);
    expect(trace(mfaTokenMachine, confirmed, { type: 'mfa.check', now: NOW })).toEqual([
      { guard: 'isExpired', passed: false },
      { guard: 'isUsable', passed: true },
      { guard: 'isUsedUp', passed: false }, // eventless transitions are checked after every microstep
    ]);
  });

  it('reads parallel regions (feature dependencies)', () => {
    const iclOn = features({ individualCreditLimits: 'Enabled', purchaseCards: 'Disabled' });
    expect(trace(featureDependenciesMachine, iclOn, { type: 'purchaseCards.enable' })).toEqual([{ guard: 'isIndividualCreditLimitsOn', passed: true }]);
    expect(trace(featureDependenciesMachine, iclOn, { type: 'individualCreditLimits.disable' })).toEqual([{ guard: 'isPurchaseCardsOff', passed: true }]);
  });

  it('adds the rule book words of each guard', () => {
    const [result] = traceGuards(purchaseCardMachine, card({ status: 'active' }), { type: 'card.lock', reason: 'fraud' }, purchaseCardRules);
    expect(result).toEqual({ guard: 'hasLockReason', passed: true, description: purchaseCardRules.hasLockReason.description, spec: '4. Card status' });
    expect(mfaTokenRules.isUsable.description).toBeTruthy();
  });
});
