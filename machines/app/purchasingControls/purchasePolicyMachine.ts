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
  /** The form changed (its first change after a save is enough): the "saved" notice goes. */
  | { type: 'policy.edit' }
  /** The form's value on a valid submit: the max value in minor units, null for no maximum. */
  | { type: 'policy.save'; maxValueMinor: number | null };

export interface PurchasePolicyContext {
  controls: PurchasingControls | null;
  /** The stored value (the form's starting value), then the one last submitted, in minor units; null when none. */
  maxValueMinor: number | null;
  saved: boolean;
  failureId: string | null;
}

const PAGE = { spec: '2. Signed-in area (manage-policies)' } satisfies SpecMeta;
const RULE = { spec: '5. Validation rules (purchase policy)' } satisfies SpecMeta;

/** The first rule a max value breaks, or undefined (the form's schema and the guard both ask it). */
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
    isPolicyValid: ({ context, event }) =>
      event.type === 'policy.save' && context.controls !== null && policyProblem({ controls: context.controls, maxValueMinor: event.maxValueMinor }) === undefined,
  },
  actions: {
    storeLoaded: assign(({ event }) => stored((event as unknown as { output: PurchasingControls }).output)),
    storeSaved: assign(({ event }) => ({ ...stored((event as unknown as { output: PurchasingControls }).output), saved: true, failureId: null })),
    startSave: assign(({ context, event }) => ({ maxValueMinor: event.type === 'policy.save' ? event.maxValueMinor : context.maxValueMinor, saved: false, failureId: null })),
    clearSaved: assign({ saved: false }),
    recordFailure: assign(({ event }) => ({ failureId: failureOf((event as unknown as { error: unknown }).error).messageId })),
  },
}).createMachine({
  id: 'purchasePolicy',
  description: "The buyer purchase policy's max value: checked by the rule, then saved.",
  meta: PAGE,
  context: { controls: null, maxValueMinor: null, saved: false, failureId: null },
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
      description: 'The max value as typed; the form checks it with the same rule and submits it.',
      meta: RULE,
      on: {
        'policy.edit': { actions: 'clearSaved', description: 'Changing the max value after a save takes the "saved" notice away.', meta: PAGE },
        'policy.save': [
          { guard: 'isPolicyValid', target: 'saving', actions: 'startSave', description: 'No maximum, or an amount in whole cents above zero and within the company credit line, is saved.', meta: RULE },
          { description: 'Otherwise nothing is sent (the field says which rule it breaks before the form submits).', meta: RULE },
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
