import type { AnyEventObject, AnyMachineSnapshot, StateValue } from 'xstate';
import { describe, expect, it } from 'vitest';
import { catalogEntry, type DomainCatalogEntry } from '../../machines/catalog';
import { decide } from '../../machines/decide';
import { ApiReplayMismatch, replayAgainstApi, type ApiDriver, type StepResult } from './apiReplay';
import { apiCoverage, formatApiCoverage, isApiCovered } from './apiCoverage';
import { stepResultOf } from './driverKit';
import { planApiReplay, skippedEventTypes } from './replayPlan';

/**
 * The harness can fail: an in-memory "API" that stores value + context and applies events with
 * `decide` (what the server's applyDomainEvent does) passes; the same API with one lie fails.
 */
const entry = catalogEntry('payment') as DomainCatalogEntry;

type Lie = 'none' | 'acceptsRefusals' | 'wrongState' | 'wrongRule' | 'refusesEverything';
interface Stored { value: StateValue; context: Record<string, unknown> }

function inMemoryDriver(lie: Lie, notDriven: (e: AnyEventObject) => string | null = () => null): ApiDriver<{ stored: Stored }> {
  return {
    notDriven,
    create: async (initial) => ({ stored: { value: initial.value, context: initial.context as Record<string, unknown> } }),
    async perform(entity, event): Promise<StepResult> {
      if (lie === 'refusesEverything') return { kind: 'refused', code: 'RULE_REFUSED', rule: 'notAllowedInState' };
      const decision = decide(entry.machine, entity.stored as never, event as never, undefined, { rules: entry.rules });
      if (!decision.accepted) {
        if (lie === 'acceptsRefusals') return { kind: 'accepted' };
        return { kind: 'refused', code: 'RULE_REFUSED', rule: lie === 'wrongRule' ? 'someOtherRule' : decision.rule.name };
      }
      const next = decision.snapshot as AnyMachineSnapshot;
      entity.stored = { value: next.value, context: next.context as Record<string, unknown> };
      if (lie === 'wrongState') entity.stored.context = { ...entity.stored.context, unappliedMinor: 1 };
      return { kind: 'accepted' };
    },
    read: async (entity) => ({ value: entity.stored.value, context: entity.stored.context }),
    project: (snapshot) => ({ value: snapshot.value, context: snapshot.context }),
  };
}

describe('API replay harness', () => {
  it('plans every transition and the guard refusals when everything is driven', () => {
    const plan = planApiReplay(entry, () => null);
    expect(plan.skipped).toEqual([]);
    expect([...plan.transitionsDriven].sort()).toEqual([...plan.transitionsTotal].sort());
    const refused = plan.paths.flatMap((p) => p.steps.filter((s) => s.refusal !== null).map((s) => `${s.event.type}:${s.refusal!.name}`));
    expect(refused).toContain('payment.failed:isKnownFailureReason');
    expect(refused).toContain('payment.modify:isModificationValid');
  });

  it('lists what a driver cannot drive, and what only comes after it', () => {
    const plan = planApiReplay(entry, (e) => (e.type === 'payment.received' ? 'not driven yet' : null));
    expect(skippedEventTypes(plan.skipped)).toEqual(['payment.allocated', 'payment.modify', 'payment.received', 'payment.refunded', 'payment.transferred', 'payment.writtenOff']);
    expect(plan.paths.flatMap((p) => p.steps.map((s) => s.event.type)).every((t) => t === 'payment.failed')).toBe(true);
  });

  it('passes an API that applies the machine', async () => {
    const report = await replayAgainstApi(entry, inMemoryDriver('none'));
    expect(report.refusedSteps).toBeGreaterThanOrEqual(3);
    expect(report.summary).toMatch(/transitions driven 9\/9$/);
  });

  it.each<Lie>(['acceptsRefusals', 'wrongState', 'wrongRule', 'refusesEverything'])('fails an API that %s', async (lie) => {
    await expect(replayAgainstApi(entry, inMemoryDriver(lie))).rejects.toBeInstanceOf(ApiReplayMismatch);
  });

  it('the API-level gate fails while a declared transition is not driven, and counts the union of replays', async () => {
    const all = await replayAgainstApi(entry, inMemoryDriver('none'));
    expect(isApiCovered(apiCoverage(entry.machine, [all]))).toBe(true);
    const withoutReceived = await replayAgainstApi(entry, inMemoryDriver('none', (e) => (e.type === 'payment.received' ? 'not driven yet' : null)));
    const partial = apiCoverage(entry.machine, [withoutReceived]);
    expect(isApiCovered(partial)).toBe(false);
    expect(formatApiCoverage(partial)).toMatch(/^payment \(API\): transitions covered: 1\/9\n {2}missing: payment\.pending on payment\.received/);
    expect(isApiCovered(apiCoverage(entry.machine, [withoutReceived, all]))).toBe(true);
  });

  it('performs two steps in one request when the driver says so, and reads the state after the second only', async () => {
    const base = inMemoryDriver('none');
    const paired: ApiDriver<{ stored: Stored }> = {
      ...base,
      // payment.received then payment.allocated as one request.
      performsWithNext: (event, next) => event.type === 'payment.received' && next.type === 'payment.allocated',
      async perform(entity, event, next) {
        const first = await base.perform(entity, event);
        return next && first.kind === 'accepted' ? base.perform(entity, next) : first;
      },
    };
    const report = await replayAgainstApi(entry, paired);
    expect(report.summary).toMatch(/transitions driven 9\/9$/);
    const lying: ApiDriver<{ stored: Stored }> = { ...paired, perform: (entity, event) => base.perform(entity, event) };
    await expect(replayAgainstApi(entry, lying)).rejects.toBeInstanceOf(ApiReplayMismatch);
  });

  it('with refusals: allSamples also sends events the state has no transition for', () => {
    const plan = planApiReplay(entry, () => null, { refusals: 'allSamples' });
    const rules = new Set(plan.paths.flatMap((p) => p.steps.flatMap((s) => (s.refusal ? [s.refusal.name] : []))));
    expect(rules.has('notAllowedInState')).toBe(true);
  });
});

describe('driver kit', () => {
  it('reads a mutation reply as accepted, refused (with the rule when named) or a broken call', () => {
    expect(stepResultOf({ status: 200, body: { data: { x: 1 } } })).toEqual({ kind: 'accepted' });
    expect(stepResultOf({ status: 200, body: { errors: [{ message: 'no', extensions: { code: 'RULE_REFUSED', rule: 'isKnownFailureReason' } }] } }))
      .toEqual({ kind: 'refused', code: 'RULE_REFUSED', rule: 'isKnownFailureReason' });
    expect(stepResultOf({ status: 200, body: { errors: [{ message: 'Too much', extensions: { code: 'PAYMENT_REFUSED' } }] } }))
      .toEqual({ kind: 'refused', code: 'PAYMENT_REFUSED', message: 'Too much' });
    expect(() => stepResultOf({ status: 400, body: { errors: [{ message: 'Cannot query field "modifyPaymnt"' }] } })).toThrow(/failed call/);
  });
});
