import { assign, fromPromise, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import type { SpecMeta } from '../../specMeta';
import { featureToggleRefusal } from './featureToggle';
import { failureOf, type PurchasingControls, type PurchasingControlsApi, type PurchasingFeature } from './purchasingControlsTypes';

/**
 * Route `manage-purchasing-controls` (spec 2, 4 Feature dependencies): the Individual Credit
 * Limits and Purchase Cards switches. Before asking the server, the featureDependencies machine the
 * server enforces says whether the switch is allowed; a refusal shows the rule's own words. The
 * set-up-purchase-cards dialog is offered to a manager while Purchase Cards are off, until
 * dismissed once (spec 3 local client store). Actors (src/api/purchasingControlsActors.ts):
 * loadControls, setFeature; action rememberSetupDismissed.
 */
export type PurchasingControlsEvent =
  | { type: 'controls.retry' }
  | { type: 'feature.toggle'; feature: PurchasingFeature; on: boolean }
  | { type: 'setupDialog.dismiss' };

export interface PurchasingControlsInput {
  /** The signed-in user (whose set-up dialog flag is stored). */
  viewerId: string | null;
  /** The stored set-up dialog flag of the signed-in user. */
  setupDialogDisplayed: boolean;
}

export interface PurchasingControlsContext {
  viewerId: string | null;
  controls: PurchasingControls | null;
  setupDialogDisplayed: boolean;
  /** The switch being saved. */
  pending: PurchasingFeature | null;
  /** Why the last switch was refused: the rule's message id or an error id. */
  refusalId: string | null;
}

const PAGE = { spec: '2. Signed-in area (manage-purchasing-controls)' } satisfies SpecMeta;
const RULE = { spec: '4. Feature dependencies' } satisfies SpecMeta;
const STORE = { spec: '3. Local client store' } satisfies SpecMeta;

export const purchasingControlsMachine = setup({
  types: {
    context: {} as PurchasingControlsContext,
    events: {} as PurchasingControlsEvent,
    input: {} as PurchasingControlsInput,
    meta: {} as SpecMeta,
  },
  actors: {
    loadControls: fromPromise(async () => {
      throw new Error('purchasing-controls actor "loadControls" is not provided');
    }) as unknown as PurchasingControlsApi['load'],
    setFeature: fromPromise(async () => {
      throw new Error('purchasing-controls actor "setFeature" is not provided');
    }) as unknown as PurchasingControlsApi['setFeature'],
  },
  guards: {
    mayManage: ({ context }) => context.controls?.canManage === true,
    isSwitchAllowed: ({ context, event }) =>
      event.type === 'feature.toggle' && context.controls?.canManage === true && featureToggleRefusal(context.controls, event.feature, event.on) === null,
    isSetupDialogShown: ({ context }) => context.setupDialogDisplayed && context.controls?.canManage === true && context.controls.purchaseCards === 'Disabled',
  },
  actions: {
    storeControls: assign(({ event }) => ({ controls: (event as unknown as { output: PurchasingControls }).output, pending: null })),
    startSwitch: assign(({ event }) => (event.type === 'feature.toggle' ? { pending: event.feature, refusalId: null } : {})),
    recordRefusal: assign(({ context, event }) =>
      event.type === 'feature.toggle' && context.controls ? { refusalId: featureToggleRefusal(context.controls, event.feature, event.on) } : {},
    ),
    recordFailure: assign(({ event }) => ({ pending: null, refusalId: failureOf((event as unknown as { error: unknown }).error).messageId })),
    forgetSetupDialog: assign({ setupDialogDisplayed: false }),
    /** Stores the dismissal for the signed-in user (src/api provides it). */
    rememberSetupDismissed: () => {},
  },
}).createMachine({
  id: 'purchasingControls',
  description: 'The Individual Credit Limits and Purchase Cards switches, checked against the feature-dependency rules first.',
  meta: PAGE,
  context: ({ input }) => ({ viewerId: input.viewerId, controls: null, setupDialogDisplayed: input.setupDialogDisplayed, pending: null, refusalId: null }),
  initial: 'loading',
  states: {
    loading: {
      description: "Loads the buyer's purchasing controls.",
      meta: PAGE,
      invoke: {
        id: 'loadControls',
        src: 'loadControls',
        onDone: { target: 'ready', actions: 'storeControls', description: 'The switches show their stored values.', meta: PAGE },
        onError: { target: 'failed', description: 'The load failed: a retry is offered.', meta: PAGE },
      },
    },
    failed: {
      description: 'The controls could not be loaded.',
      meta: PAGE,
      on: { 'controls.retry': { target: 'loading', description: 'The user retries.', meta: PAGE } },
    },
    ready: {
      description: 'The switches, changeable by a manager.',
      meta: RULE,
      on: {
        'feature.toggle': [
          {
            guard: 'isSwitchAllowed',
            target: 'saving',
            actions: 'startSwitch',
            description: 'Allowed by the feature dependencies (ICL before Purchase Cards; no active cards when switching cards off): the server is asked.',
            meta: RULE,
          },
          { guard: 'mayManage', actions: 'recordRefusal', description: "Refused by a feature-dependency rule: the page shows the rule's words.", meta: RULE },
        ],
        'setupDialog.dismiss': {
          guard: 'isSetupDialogShown',
          actions: ['forgetSetupDialog', 'rememberSetupDismissed'],
          description: 'The set-up dialog is offered to a manager while Purchase Cards are off, until dismissed once.',
          meta: STORE,
        },
      },
    },
    saving: {
      description: 'Saves the switch.',
      meta: RULE,
      invoke: {
        id: 'setFeature',
        src: 'setFeature',
        input: ({ event }) => (event.type === 'feature.toggle' ? { feature: event.feature, on: event.on } : { feature: 'IndividualCreditLimits' as const, on: false }),
        onDone: { target: 'ready', actions: 'storeControls', description: 'Saved: the switches show the new values.', meta: RULE },
        onError: { target: 'ready', actions: 'recordFailure', description: 'The server refused or failed: the page says why.', meta: RULE },
      },
    },
  },
});

export type PurchasingControlsLogic = typeof purchasingControlsMachine;
export type PurchasingControlsSnapshot = SnapshotFrom<typeof purchasingControlsMachine>;
