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
export type UserLimitEvent =
  | { type: 'userLimit.retry' }
  /** The form changed (its first change after a save is enough): the "saved" notice goes. */
  | { type: 'userLimit.edit' }
  /** The form's value on a valid submit: the limit in minor units, null when blank. */
  | { type: 'userLimit.save'; limitMinor: number | null };

export interface UserLimitContext {
  userId: string;
  options: CreationOptions | null;
  /** The stored limit (the form's starting value), then the one last submitted, in minor units; null when blank. */
  limitMinor: number | null;
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
    isLimitAllowed: ({ context, event }) => event.type === 'userLimit.save' && context.options !== null && limitProblem(event.limitMinor, context.options) === null,
  },
  actions: {
    storeOptions: assign(({ event }) => {
      const options = (event as unknown as { output: CreationOptions }).output;
      return { options, limitMinor: options.currentLimit?.amountMinor ?? null };
    }),
    startSave: assign(({ context, event }) => ({ limitMinor: event.type === 'userLimit.save' ? event.limitMinor : context.limitMinor, failureId: null, saved: null })),
    storeSaved: assign(({ event }) => {
      const output = (event as unknown as { output: SetLimitOutput }).output;
      return { saved: { purchasesBlocked: output.purchasesBlocked, openCharges: output.openCharges } };
    }),
    clearSaved: assign({ saved: null }),
    recordFailure: assign(({ event }) => ({ failureId: failureOf((event as unknown as { error: unknown }).error).messageId })),
  },
}).createMachine({
  id: 'userLimit',
  description: "A user's individual credit limit: checked by the limit rules, then saved.",
  meta: PAGE,
  context: ({ input }) => ({ userId: input.userId, options: null, limitMinor: null, failureId: null, saved: null }),
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
      description: 'The limit as typed; the form checks it with the same rules and submits it.',
      meta: RULE,
      on: {
        'userLimit.edit': { actions: 'clearSaved', description: 'Changing the limit after a save takes the "saved" notice (and the purchases-blocked one) away.', meta: PAGE },
        'userLimit.save': [
          {
            guard: 'isLimitAllowed',
            target: 'saving',
            actions: 'startSave',
            description: "Limits on, and within the inviter's limit and the company credit line (required when the inviter has one): saved.",
            meta: RULE,
          },
          { description: 'Otherwise nothing is sent (the field says which rule it breaks before the form submits).', meta: RULE },
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
