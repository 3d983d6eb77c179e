import { assign, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import type { DomainStateMeta, DomainTransitionMeta, RuleDoc } from './domainKit';

/**
 * Spec 4 "Feature dependencies": Individual Credit Limits (ICL) and Purchase Cards (PC) of a buyer.
 * - ICL must be enabled before PC;
 * - PC cannot be disabled until all active cards are terminated;
 * - ICL cannot be disabled until PC is disabled;
 * - disabling ICL removes all existing individual limits (an effect the server performs).
 *
 * One region per switch. Each region's guard reads the other switch from context, which the
 * transitions keep equal to the regions (guards see context and event only, so `decide` can
 * evaluate them by name); `initialFor` refuses stored data that breaks the dependency.
 */
export type FeatureSwitch = 'Enabled' | 'Disabled';
export type FeatureEffect = 'removeAllIndividualLimits';

export interface FeatureDependenciesContext {
  individualCreditLimitsOn: boolean;
  purchaseCardsOn: boolean;
  /** Effects the server performs for the transition just taken. */
  pendingEffects: FeatureEffect[];
}

export type FeatureDependenciesEvent =
  | { type: 'individualCreditLimits.enable' }
  | { type: 'individualCreditLimits.disable' }
  | { type: 'purchaseCards.enable' }
  /** `activeCardCount`: the server's count of the buyer's cards that are not terminated. */
  | { type: 'purchaseCards.disable'; activeCardCount: number };

const SPEC = '4. Feature dependencies';
const off: FeatureDependenciesContext = { individualCreditLimitsOn: false, purchaseCardsOn: false, pendingEffects: [] };

export const featureDependenciesMachine = setup({
  types: {
    context: {} as FeatureDependenciesContext,
    events: {} as FeatureDependenciesEvent,
    meta: {} as DomainStateMeta,
    transitionMeta: {} as DomainTransitionMeta,
  },
  guards: {
    isIndividualCreditLimitsOn: ({ context }) => context.individualCreditLimitsOn,
    isPurchaseCardsOff: ({ context }) => !context.purchaseCardsOn,
    hasNoActiveCards: ({ event }) => event.type === 'purchaseCards.disable' && Number.isInteger(event.activeCardCount) && event.activeCardCount === 0,
  },
  actions: {
    markIndividualCreditLimitsOn: assign({ individualCreditLimitsOn: true, pendingEffects: [] as FeatureEffect[] }),
    removeAllIndividualLimits: assign({ individualCreditLimitsOn: false, pendingEffects: ['removeAllIndividualLimits'] as FeatureEffect[] }),
    markPurchaseCardsOn: assign({ purchaseCardsOn: true, pendingEffects: [] as FeatureEffect[] }),
    markPurchaseCardsOff: assign({ purchaseCardsOn: false, pendingEffects: [] as FeatureEffect[] }),
  },
}).createMachine({
  id: 'featureDependencies',
  description: "The buyer's Individual Credit Limits and Purchase Cards switches, and the order in which they may change.",
  context: off,
  type: 'parallel',
  states: {
    individualCreditLimits: {
      description: 'Individual Credit Limits: a credit limit per user.',
      meta: { spec: SPEC },
      initial: 'disabled',
      states: {
        disabled: {
          description: 'Individual Credit Limits are disabled: users share the company credit line.',
          meta: { spec: SPEC },
          on: {
            'individualCreditLimits.enable': {
              target: 'enabled',
              actions: 'markIndividualCreditLimitsOn',
              description: 'Individual Credit Limits can be enabled at any time.',
              meta: { spec: SPEC },
            },
          },
        },
        enabled: {
          description: 'Individual Credit Limits are enabled: each user may have a limit.',
          meta: { spec: SPEC },
          on: {
            'individualCreditLimits.disable': {
              guard: 'isPurchaseCardsOff',
              target: 'disabled',
              actions: 'removeAllIndividualLimits',
              description: 'Individual Credit Limits can be disabled only after Purchase Cards are disabled; disabling them removes all existing individual limits.',
              meta: { spec: SPEC, effects: ['removeAllIndividualLimits'] },
            },
          },
        },
      },
    },
    purchaseCards: {
      description: 'Purchase Cards: physical or virtual cards drawing on individual credit limits.',
      meta: { spec: SPEC },
      initial: 'disabled',
      states: {
        disabled: {
          description: 'Purchase Cards are disabled.',
          meta: { spec: SPEC },
          on: {
            'purchaseCards.enable': {
              guard: 'isIndividualCreditLimitsOn',
              target: 'enabled',
              actions: 'markPurchaseCardsOn',
              description: 'Purchase Cards can be enabled only when Individual Credit Limits are enabled.',
              meta: { spec: SPEC },
            },
          },
        },
        enabled: {
          description: 'Purchase Cards are enabled.',
          meta: { spec: SPEC },
          on: {
            'purchaseCards.disable': {
              guard: 'hasNoActiveCards',
              target: 'disabled',
              actions: 'markPurchaseCardsOff',
              description: 'Purchase Cards can be disabled only when every card has been terminated.',
              meta: { spec: SPEC },
            },
          },
        },
      },
    },
  },
});

export type FeatureDependenciesSnapshot = SnapshotFrom<typeof featureDependenciesMachine>;
export interface FeatureSwitches {
  individualCreditLimits: FeatureSwitch;
  purchaseCards: FeatureSwitch;
}

const toRegion = (s: FeatureSwitch) => (s === 'Enabled' ? 'enabled' : 'disabled');

/** The snapshot of a buyer's stored switches. Throws on Purchase Cards enabled without Individual Credit Limits. */
export function initialFor(switches: FeatureSwitches): FeatureDependenciesSnapshot {
  const context = { individualCreditLimitsOn: switches.individualCreditLimits === 'Enabled', purchaseCardsOn: switches.purchaseCards === 'Enabled', pendingEffects: [] };
  if (context.purchaseCardsOn && !context.individualCreditLimitsOn) throw new Error('featureDependencies: Purchase Cards enabled without Individual Credit Limits');
  return featureDependenciesMachine.resolveState({
    value: { individualCreditLimits: toRegion(switches.individualCreditLimits), purchaseCards: toRegion(switches.purchaseCards) },
    context,
  });
}

/** The switches to store for a snapshot. */
export function featureSwitches(snapshot: FeatureDependenciesSnapshot): FeatureSwitches {
  return {
    individualCreditLimits: snapshot.matches({ individualCreditLimits: 'enabled' }) ? 'Enabled' : 'Disabled',
    purchaseCards: snapshot.matches({ purchaseCards: 'enabled' }) ? 'Enabled' : 'Disabled',
  };
}

type Doc = RuleDoc<FeatureDependenciesContext, FeatureDependenciesEvent>;
export const featureDependenciesRules: Record<'isIndividualCreditLimitsOn' | 'isPurchaseCardsOff' | 'hasNoActiveCards', Doc> = {
  isIndividualCreditLimitsOn: { description: 'Individual Credit Limits must be enabled before Purchase Cards.', spec: SPEC },
  isPurchaseCardsOff: { description: 'Individual Credit Limits cannot be disabled until Purchase Cards are disabled.', spec: SPEC },
  hasNoActiveCards: { description: 'Purchase Cards cannot be disabled until all active cards are terminated.', spec: SPEC },
};

export const featureDependenciesSampleEvents: readonly FeatureDependenciesEvent[] = [
  { type: 'individualCreditLimits.enable' },
  { type: 'individualCreditLimits.disable' },
  { type: 'purchaseCards.enable' },
  { type: 'purchaseCards.disable', activeCardCount: 0 },
  { type: 'purchaseCards.disable', activeCardCount: 1 },
];
