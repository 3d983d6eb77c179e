import { assign, fromPromise, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import type { SpecMeta } from '../../specMeta';
import { failureOf, type Money } from '../purchasingControls/purchasingControlsTypes';
import { limitProblem } from './createCardDraft';
import type { CreationOptions, PurchaseCardsApi } from './purchaseCardTypes';

/**
 * Route `edit-user-purchasing` (Manage Users, Purchasing tab, spec 5 individual credit limit): a
 * user's individual credit limit, checked by the limit rules before it is saved; a limit below the
 * user's open charges blocks further purchases, and the page says so. Actors
 * (src/api/purchaseCardActors.ts): loadCreationOptions, setLimit.
 */
export type UserLimitEvent = { type: 'userLimit.retry' } | { type: 'userLimit.change'; limitMinor: number | null } | { type: 'userLimit.save' };

export interface UserLimitContext {
  userId: string;
  options: CreationOptions | null;
  /** As typed, in minor units; null when blank. */
  limitMinor: number | null;
  tried: boolean;
  failureId: string | null;
  /** The saved result: whether purchases are now blocked (limit below open charges). */
  saved: { purchasesBlocked: boolean; openCharges: Money } | null;
}

const PAGE = { spec: '2. Signed-in area (edit-user-purchasing)' } satisfies SpecMeta;
const RULE = { spec: '5. Validation rules (individual credit limit)' } satisfies SpecMeta;

type SetLimitOutput = { limit: Money | null; openCharges: Money; purchasesBlocked: boolean };

export const userLimitMachine = setup({
  types: {
    context: {} as UserLimitContext,
    events: {} as UserLimitEvent,
    input: {} as { userId: string },
    meta: {} as SpecMeta,
  },
  actors: {
    loadCreationOptions: fromPromise(async () => {
      throw new Error('user-limit actor "loadCreationOptions" is not provided');
    }) as unknown as PurchaseCardsApi['loadCreationOptions'],
    setLimit: fromPromise(async () => {
      throw new Error('user-limit actor "setLimit" is not provided');
    }) as unknown as PurchaseCardsApi['setLimit'],
  },
  guards: {
    isLimitAllowed: ({ context }) => context.options !== null && limitProblem(context.limitMinor, context.options) === null,
  },
  actions: {
    storeOptions: assign(({ event }) => {
      const options = (event as unknown as { output: CreationOptions }).output;
      return { options, limitMinor: options.currentLimit?.amountMinor ?? null };
    }),
    storeValue: assign(({ event }) => (event.type === 'userLimit.change' ? { limitMinor: event.limitMinor, saved: null } : {})),
    markTried: assign({ tried: true }),
    startSave: assign({ tried: true, failureId: null }),
    storeSaved: assign(({ event }) => {
      const output = (event as unknown as { output: SetLimitOutput }).output;
      return { saved: { purchasesBlocked: output.purchasesBlocked, openCharges: output.openCharges } };
    }),
    recordFailure: assign(({ event }) => ({ failureId: failureOf((event as unknown as { error: unknown }).error).messageId })),
  },
}).createMachine({
  id: 'userLimit',
  description: "A user's individual credit limit: checked by the limit rules, then saved.",
  meta: PAGE,
  context: ({ input }) => ({ userId: input.userId, options: null, limitMinor: null, tried: false, failureId: null, saved: null }),
  initial: 'loading',
  states: {
    loading: {
      description: "Loads the user's limit, the inviter's limit and the company credit line.",
      meta: PAGE,
      invoke: {
        id: 'loadCreationOptions',
        src: 'loadCreationOptions',
        input: ({ context }) => ({ userId: context.userId }),
        onDone: { target: 'editing', actions: 'storeOptions', description: 'The current limit shows.', meta: PAGE },
        onError: { target: 'failed', description: 'The load failed: a retry is offered.', meta: PAGE },
      },
    },
    failed: {
      description: 'The limit could not be loaded.',
      meta: PAGE,
      on: { 'userLimit.retry': { target: 'loading', description: 'The user retries.', meta: PAGE } },
    },
    editing: {
      description: 'The limit as typed.',
      meta: RULE,
      on: {
        'userLimit.change': { actions: 'storeValue', description: 'The typed limit replaces the last one.', meta: RULE },
        'userLimit.save': [
          {
            guard: 'isLimitAllowed',
            target: 'saving',
            actions: 'startSave',
            description: "Limits on, and within the inviter's limit and the company credit line (required when the inviter has one): saved.",
            meta: RULE,
          },
          { actions: 'markTried', description: 'Otherwise the field says which rule it breaks.', meta: RULE },
        ],
      },
    },
    saving: {
      description: 'Saves the limit.',
      meta: RULE,
      invoke: {
        id: 'setLimit',
        src: 'setLimit',
        input: ({ context }) => ({ userId: context.userId, limitMinor: context.limitMinor }),
        onDone: { target: 'editing', actions: 'storeSaved', description: 'Saved: the page says so, and whether purchases are now blocked.', meta: RULE },
        onError: { target: 'editing', actions: 'recordFailure', description: 'Refused or failed: the page says why.', meta: RULE },
      },
    },
  },
});

export type UserLimitLogic = typeof userLimitMachine;
export type UserLimitSnapshot = SnapshotFrom<typeof userLimitMachine>;
