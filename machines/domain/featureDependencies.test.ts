import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, initialTransition, transition } from 'xstate';
import {
  featureDependenciesMachine as machine,
  featureDependenciesRules,
  featureDependenciesSampleEvents,
  featureSwitches,
  initialFor,
} from './featureDependencies';
import type { FeatureDependenciesEvent, FeatureDependenciesSnapshot } from './featureDependencies';
import { reachedStates, run, send, testModelPaths, uncovered } from './testSupport';

const both = () => initialFor({ individualCreditLimits: 'Enabled', purchaseCards: 'Enabled' });
const limitsOnly = () => initialFor({ individualCreditLimits: 'Enabled', purchaseCards: 'Disabled' });
const none = () => initialFor({ individualCreditLimits: 'Disabled', purchaseCards: 'Disabled' });

describe('featureDependencies: legal transitions', () => {
  it('ICL, then PC, then PC off (no active cards), then ICL off', () => {
    const s1 = run(machine, [{ type: 'individualCreditLimits.enable' }, { type: 'purchaseCards.enable' }]);
    expect(featureSwitches(s1)).toEqual({ individualCreditLimits: 'Enabled', purchaseCards: 'Enabled' });
    const s2 = run(machine, [{ type: 'purchaseCards.disable', activeCardCount: 0 }, { type: 'individualCreditLimits.disable' }], s1);
    expect(featureSwitches(s2)).toEqual({ individualCreditLimits: 'Disabled', purchaseCards: 'Disabled' });
  });

  it('disabling ICL records the effect removeAllIndividualLimits for the server; the next transition clears it', () => {
    const s = run(machine, [{ type: 'individualCreditLimits.disable' }], limitsOnly());
    expect(s.context.pendingEffects).toEqual(['removeAllIndividualLimits']);
    expect(run(machine, [{ type: 'individualCreditLimits.enable' }], s).context.pendingEffects).toEqual([]);
  });

  it('the disable-ICL transition names its effect in meta and as its action', () => {
    const [t] = machine.getStateNodeById('featureDependencies.individualCreditLimits.enabled').on['individualCreditLimits.disable'] ?? [];
    expect(t?.meta).toMatchObject({ effects: ['removeAllIndividualLimits'] });
    expect(t?.actions.map((a) => (typeof a === 'object' && a && 'type' in a ? a.type : a))).toEqual(['removeAllIndividualLimits']);
  });

  it('runs in an actor', () => {
    const actor = createActor(machine).start();
    actor.send({ type: 'individualCreditLimits.enable' });
    actor.send({ type: 'purchaseCards.enable' });
    expect(actor.getSnapshot().value).toEqual({ individualCreditLimits: 'enabled', purchaseCards: 'enabled' });
  });
});

describe('featureDependencies: refusals name their rule', () => {
  it('PC cannot be enabled before ICL', () => {
    expect(send(machine, none(), { type: 'purchaseCards.enable' })).toMatchObject({ accepted: false, failedGuards: ['isIndividualCreditLimitsOn'] });
  });

  it('ICL cannot be disabled while PC is on', () => {
    expect(send(machine, both(), { type: 'individualCreditLimits.disable' })).toMatchObject({ accepted: false, failedGuards: ['isPurchaseCardsOff'] });
  });

  it.each([1, 37])('PC cannot be disabled with %d active cards', (activeCardCount) => {
    expect(send(machine, both(), { type: 'purchaseCards.disable', activeCardCount })).toMatchObject({ accepted: false, failedGuards: ['hasNoActiveCards'] });
  });

  it('a missing or odd card count is refused too', () => {
    expect(send(machine, both(), { type: 'purchaseCards.disable', activeCardCount: Number.NaN }).accepted).toBe(false);
    expect(send(machine, both(), { type: 'purchaseCards.disable', activeCardCount: -1 }).accepted).toBe(false);
  });

  it('stored data with PC on and ICL off is refused', () => {
    expect(() => initialFor({ individualCreditLimits: 'Disabled', purchaseCards: 'Enabled' })).toThrow(/without Individual Credit Limits/);
  });
});

describe('featureDependencies: properties', () => {
  const anyEvent = fc.constantFrom<FeatureDependenciesEvent>(...featureDependenciesSampleEvents, { type: 'purchaseCards.disable', activeCardCount: 5 });
  it('whatever happens, PC is never on without ICL and the context mirrors the regions', () => {
    fc.assert(
      fc.property(fc.array(anyEvent, { maxLength: 30 }), (events) => {
        let s = initialTransition(machine)[0] as FeatureDependenciesSnapshot;
        for (const e of events) {
          s = transition(machine, s, e)[0];
          const sw = featureSwitches(s);
          expect(sw.purchaseCards === 'Enabled' && sw.individualCreditLimits === 'Disabled').toBe(false);
          expect(s.context.individualCreditLimitsOn).toBe(sw.individualCreditLimits === 'Enabled');
          expect(s.context.purchaseCardsOn).toBe(sw.purchaseCards === 'Enabled');
        }
      }),
    );
  });
});

describe('featureDependencies: graph', () => {
  it('every transition is covered by the sample events', () => {
    expect(uncovered(machine, featureDependenciesSampleEvents)).toEqual([]);
  });

  it('the test model reaches exactly the three legal combinations', () => {
    const paths = testModelPaths(machine, featureDependenciesSampleEvents);
    const combos = new Set(paths.flatMap((p) => [p.state, ...p.steps.map((s) => s.state)]).map((s) => JSON.stringify(featureSwitches(s))));
    expect(combos.size).toBe(3);
    expect([...reachedStates(paths)].sort()).toEqual(['disabled', 'enabled']);
  });

  it('every guard has a documented rule', () => {
    expect(Object.keys(featureDependenciesRules).sort()).toEqual(Object.keys(machine.implementations.guards).sort());
  });
});
