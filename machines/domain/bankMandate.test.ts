import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { getPathsFromEvents, getSimplePaths } from 'xstate/graph';
import { addBankAccountEvent, bankMandateMachine as machine, bankMandateRules, bankMandateSampleEvents, bankMandateStatus, canAddBankAccount, initialFor } from './bankMandate';
import type { BankMandateEvent } from './bankMandate';
import { reachedStates, run, send, testModelPaths, uncovered } from './testSupport';

const FAILED_AT = '2026-03-02T10:00:00Z';
const failed = () => initialFor({ status: 'failed', failedAt: FAILED_AT, failureReason: 'account closed' });
const retry = (now: string): BankMandateEvent => ({ type: 'mandate.retry', now });
const replace: BankMandateEvent = { type: 'bankAccount.replace', now: '2026-03-05T09:00:00Z' };

describe('bankMandate: legal transitions', () => {
  it('pending -> signed records the signature date', () => {
    const s = run(machine, [{ type: 'mandate.signed', now: '2026-03-02T09:00:00Z' }]);
    expect(bankMandateStatus(s)).toBe('signed');
    expect(s.context.signedAt).toBe('2026-03-02T09:00:00Z');
  });

  it('pending -> failed records when and why', () => {
    const s = run(machine, [{ type: 'mandate.failed', reason: 'account closed', now: FAILED_AT }]);
    expect(bankMandateStatus(s)).toBe('failed');
    expect(s.context).toMatchObject({ failedAt: FAILED_AT, failureReason: 'account closed' });
  });

  it.each(['pending', 'signed'] as const)('a %s mandate can be cancelled: the account is removed and a banner shows', (status) => {
    const s = run(machine, [{ type: 'mandate.cancelled', now: '2026-03-03T09:00:00Z' }], initialFor({ status, signedAt: '2026-03-01T09:00:00Z' }));
    expect(bankMandateStatus(s)).toBe('cancelled');
    expect(s.context.pendingEffects).toEqual(['removeBankAccount', 'showBankAccountRemovedBanner']);
  });

  it('an unsupported bank ends the setup; a new account starts again', () => {
    const s = run(machine, [{ type: 'mandate.unsupported' }]);
    expect(bankMandateStatus(s)).toBe('unsupportedBank');
    expect(bankMandateStatus(run(machine, [{ type: 'bankAccount.add', now: FAILED_AT }], s))).toBe('pending');
  });

  it('after a cancellation, a new bank account starts a new mandate with no leftover effects', () => {
    const s = run(machine, [{ type: 'mandate.cancelled', now: FAILED_AT }, { type: 'bankAccount.add', now: FAILED_AT }]);
    expect(bankMandateStatus(s)).toBe('pending');
    expect(s.context).toMatchObject({ pendingEffects: [], cancelledAt: null, signedAt: null });
  });

  it('a signed account can be replaced: the new mandate is pending', () => {
    const s = run(machine, [replace], initialFor({ status: 'signed', signedAt: '2026-03-01T09:00:00Z' }));
    expect(bankMandateStatus(s)).toBe('pending');
    expect(s.context.signedAt).toBeNull();
  });

  it('the failed state leads to the add-bank-account flow', () => {
    expect(machine.getStateNodeById('bankMandate.failed').meta?.nextStep).toMatch(/add-bank-account/);
  });
});

describe('bankMandate: refusals name their rule', () => {
  it('no replacement while pending (isMandateSigned)', () => {
    const out = send(machine, initialFor({ status: 'pending', signedAt: '2026-01-01T00:00:00Z' }), replace);
    expect(out).toMatchObject({ accepted: false, failedGuards: ['isMandateSigned'] });
  });

  it.each([
    ['2026-03-02T10:00:00Z', false],
    ['2026-03-02T10:14:59Z', false],
    ['2026-03-02T10:14:59.999Z', false],
    ['2026-03-02T10:15:00Z', true],
    ['2026-03-02T10:16:00Z', true],
  ])('retry at %s after a 10:00 failure -> accepted %s', (now, accepted) => {
    const out = send(machine, failed(), retry(now));
    expect(out.accepted).toBe(accepted);
    if (accepted) expect(bankMandateStatus(out.snapshot)).toBe('pending');
    else expect(out.failedGuards).toEqual(['isRetryWindowOpen']);
  });

  it('a failed mandate cannot be replaced or signed; it must be retried', () => {
    expect(send(machine, failed(), replace)).toMatchObject({ accepted: false, failedGuards: [] });
    expect(send(machine, failed(), { type: 'mandate.signed', now: FAILED_AT }).accepted).toBe(false);
  });

  it('runs in an actor', () => {
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: 'mandate.failed', reason: 'x', now: FAILED_AT });
    actor.send(retry('2026-03-02T10:14:00Z'));
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send(retry('2026-03-02T10:15:00Z'));
    expect(actor.getSnapshot().value).toEqual({ accountOnFile: 'pending' });
  });
});

describe('bankMandate: graph', () => {
  it('every transition is covered by the sample events', () => {
    expect(uncovered(machine, bankMandateSampleEvents)).toEqual([]);
  });

  it('the test model reaches every state', () => {
    expect([...reachedStates(testModelPaths(machine, bankMandateSampleEvents))].sort()).toEqual(['cancelled', 'failed', 'pending', 'signed', 'unsupportedBank']);
  });

  it('simple paths reach each end state; a path from events replays failed -> retried -> signed', () => {
    const simple = getSimplePaths(machine, { events: [...bankMandateSampleEvents], toState: (s) => s.matches('cancelled') });
    expect(simple.length).toBeGreaterThan(1);
    const [path] = getPathsFromEvents(machine, [
      { type: 'mandate.failed', reason: 'x', now: FAILED_AT },
      retry('2026-03-02T10:15:00Z'),
      { type: 'mandate.signed', now: '2026-03-02T11:00:00Z' },
    ]);
    expect(path?.state.value).toEqual({ accountOnFile: 'signed' });
    expect(path?.steps.map((s) => s.event.type)).toEqual(['xstate.init', 'mandate.failed', 'mandate.retry', 'mandate.signed']);
  });

  it('every guard has a documented rule', () => {
    expect(Object.keys(bankMandateRules).sort()).toEqual(Object.keys(machine.implementations.guards).sort());
  });
});

describe('adding a bank account asks the mandate machine (spec 5 one active account)', () => {
  const NOW = '2026-03-02T10:10:00Z';
  it('names the event for each stored mandate', () => {
    expect(addBankAccountEvent(null, NOW)).toBeNull();
    expect(addBankAccountEvent({ status: 'signed', signedAt: NOW }, NOW)).toEqual({ type: 'bankAccount.replace', now: NOW });
    expect(addBankAccountEvent({ status: 'pending' }, NOW)?.type).toBe('bankAccount.replace');
    expect(addBankAccountEvent({ status: 'failed', failedAt: NOW }, NOW)?.type).toBe('mandate.retry');
    expect(addBankAccountEvent({ status: 'cancelled' }, NOW)?.type).toBe('bankAccount.add');
    expect(addBankAccountEvent({ status: 'unsupportedBank' }, NOW)?.type).toBe('bankAccount.add');
  });

  it('allows a first account, a replacement once signed, a retry 15 minutes after a failure; never while pending', () => {
    expect(canAddBankAccount(null, NOW)).toBe(true);
    expect(canAddBankAccount({ status: 'signed', signedAt: '2026-03-01T09:00:00Z' }, NOW)).toBe(true);
    expect(canAddBankAccount({ status: 'pending', signedAt: '2026-03-01T09:00:00Z' }, NOW)).toBe(false);
    expect(canAddBankAccount({ status: 'failed', failedAt: '2026-03-02T10:00:00Z' }, NOW)).toBe(false);
    expect(canAddBankAccount({ status: 'failed', failedAt: '2026-03-02T09:55:00Z' }, NOW)).toBe(true);
    expect(canAddBankAccount({ status: 'cancelled' }, NOW)).toBe(true);
    expect(canAddBankAccount({ status: 'unsupportedBank' }, NOW)).toBe(true);
  });
});
