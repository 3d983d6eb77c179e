import { assign, fromPromise, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import type { SpecMeta } from '../../specMeta';
import { purchasePolicyProblems, type PurchasePolicyProblem } from '../../rules/purchasePolicy';
import { failureOf, type PurchasingControls, type PurchasingControlsApi } from './purchasingControlsTypes';

/**
 * Route `manage-policies` (spec 5 purchase policy): the buyer purchase policy's max value, checked
 * by machines/rules/purchasePolicy.ts before it is saved (the server checks it again). Actors
 * (src/api/purchasingControlsActors.ts): loadControls, setPolicy.
 */
export type PurchasePolicyEvent =
  | { type: 'policy.retry' }
  | { type: 'policy.change'; maxValueMinor: number | null }
  | { type: 'policy.save' };

export interface PurchasePolicyContext {
  controls: PurchasingControls | null;
  /** As typed, in minor units; null when empty. */
  maxValueMinor: number | null;
  /** A save was tried: the field shows the rule it breaks. */
  tried: boolean;
  saved: boolean;
  failureId: string | null;
}

const PAGE = { spec: '2. Signed-in area (manage-policies)' } satisfies SpecMeta;
const RULE = { spec: '5. Validation rules (purchase policy)' } satisfies SpecMeta;

/** The first rule the typed value breaks, or undefined. */
export const policyProblem = (context: Pick<PurchasePolicyContext, 'controls' | 'maxValueMinor'>): PurchasePolicyProblem | undefined =>
  context.controls ? purchasePolicyProblems({ maxValueMinor: context.maxValueMinor, companyLineMinor: context.controls.companyCreditLine.amountMinor })[0] : undefined;

const stored = (controls: PurchasingControls) => ({ controls, maxValueMinor: controls.purchasePolicyMaxValue?.amountMinor ?? null });

export const purchasePolicyMachine = setup({
  types: {
    context: {} as PurchasePolicyContext,
    events: {} as PurchasePolicyEvent,
    meta: {} as SpecMeta,
  },
  actors: {
    loadControls: fromPromise(async () => {
      throw new Error('purchase-policy actor "loadControls" is not provided');
    }) as unknown as PurchasingControlsApi['load'],
    setPolicy: fromPromise(async () => {
      throw new Error('purchase-policy actor "setPolicy" is not provided');
    }) as unknown as PurchasingControlsApi['setPolicy'],
  },
  guards: {
    isPolicyValid: ({ context }) => context.controls !== null && policyProblem(context) === undefined,
  },
  actions: {
    storeLoaded: assign(({ event }) => stored((event as unknown as { output: PurchasingControls }).output)),
    storeSaved: assign(({ event }) => ({ ...stored((event as unknown as { output: PurchasingControls }).output), saved: true, failureId: null })),
    storeValue: assign(({ event }) => (event.type === 'policy.change' ? { maxValueMinor: event.maxValueMinor, saved: false } : {})),
    markTried: assign({ tried: true }),
    startSave: assign({ tried: true, failureId: null }),
    recordFailure: assign(({ event }) => ({ failureId: failureOf((event as unknown as { error: unknown }).error).messageId })),
  },
}).createMachine({
  id: 'purchasePolicy',
  description: "The buyer purchase policy's max value: checked by the rule, then saved.",
  meta: PAGE,
  context: { controls: null, maxValueMinor: null, tried: false, saved: false, failureId: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'Loads the current policy and the company credit line.',
      meta: PAGE,
      invoke: {
        id: 'loadControls',
        src: 'loadControls',
        onDone: { target: 'editing', actions: 'storeLoaded', description: 'The stored max value shows.', meta: PAGE },
        onError: { target: 'failed', description: 'The load failed: a retry is offered.', meta: PAGE },
      },
    },
    failed: {
      description: 'The policy could not be loaded.',
      meta: PAGE,
      on: { 'policy.retry': { target: 'loading', description: 'The user retries.', meta: PAGE } },
    },
    editing: {
      description: 'The max value as typed.',
      meta: RULE,
      on: {
        'policy.change': { actions: 'storeValue', description: 'The typed value replaces the last one.', meta: RULE },
        'policy.save': [
          { guard: 'isPolicyValid', target: 'saving', actions: 'startSave', description: 'No maximum, or an amount in whole cents above zero and within the company credit line, is saved.', meta: RULE },
          { actions: 'markTried', description: 'Otherwise the field says which rule it breaks.', meta: RULE },
        ],
      },
    },
    saving: {
      description: 'Saves the max value.',
      meta: RULE,
      invoke: {
        id: 'setPolicy',
        src: 'setPolicy',
        input: ({ context }) => ({ maxValueMinor: context.maxValueMinor }),
        onDone: { target: 'editing', actions: 'storeSaved', description: 'Saved: the page says so.', meta: RULE },
        onError: { target: 'editing', actions: 'recordFailure', description: 'Refused or failed: the page says why.', meta: RULE },
      },
    },
  },
});

export type PurchasePolicyLogic = typeof purchasePolicyMachine;
export type PurchasePolicySnapshot = SnapshotFrom<typeof purchasePolicyMachine>;
