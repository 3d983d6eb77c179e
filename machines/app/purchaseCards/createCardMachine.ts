import { assign, fromPromise, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import type { SpecMeta } from '../../specMeta';
import { proposedBusinessName, proposedCardholderName } from '../../rules/cardPrintedName';
import { EMPTY_ADDRESS } from '../purchasingControls/addressDraft';
import { failureOf } from '../purchasingControls/purchasingControlsTypes';
import { createCardRequest, validateCardDraft, type CreateCardDraft } from './createCardDraft';
import type { CreationOptions, PurchaseCardsApi } from './purchaseCardTypes';

/**
 * Create Card (routes `profile-purchasing-create-purchase-card` and `edit-user-purchasing-create`,
 * spec 3 Purchase card): the machine proposes the printed names and the viewer's card language (the
 * form's starting values); the form submits the whole draft in one event, which the machine checks
 * with the server's own rules (createCardDraft.ts) and sends once, under the
 * idempotency key the screen was opened with. Actors (src/api/purchaseCardActors.ts):
 * loadCreationOptions, createCard; action showCards (navigation, provided by the screen).
 */
export type CreateCardEvent =
  | { type: 'createCard.retry' }
  /** The form's values on a valid submit. */
  | { type: 'createCard.submit'; draft: CreateCardDraft };

export interface CreateCardInput {
  /** Whose card: null for the viewer's own. */
  userId: string | null;
  /** The viewer's language (e.g. `en-US`): the card language proposed when the program offers it. */
  viewerLanguage: string | null;
  idempotencyKey: string;
}

export interface CreateCardContext extends CreateCardInput {
  options: CreationOptions | null;
  /** The proposed draft (the form's starting values), then the one last submitted. */
  draft: CreateCardDraft;
  failureId: string | null;
}

const FORM = { spec: '3. Purchase card' } satisfies SpecMeta;
const RULES = { spec: '5. Validation rules (purchase card request)' } satisfies SpecMeta;

const BLANK: CreateCardDraft = { cardType: 'virtual', cardholderName: '', businessName: '', shipTo: EMPTY_ADDRESS, cardLanguage: 'en', limitMinor: null };

const optionsOf = (event: unknown) => (event as { output: CreationOptions }).output;

export const createCardMachine = setup({
  types: {
    context: {} as CreateCardContext,
    events: {} as CreateCardEvent,
    input: {} as CreateCardInput,
    meta: {} as SpecMeta,
  },
  actors: {
    loadCreationOptions: fromPromise(async () => {
      throw new Error('create-card actor "loadCreationOptions" is not provided');
    }) as unknown as PurchaseCardsApi['loadCreationOptions'],
    createCard: fromPromise(async () => {
      throw new Error('create-card actor "createCard" is not provided');
    }) as unknown as PurchaseCardsApi['createCard'],
  },
  guards: {
    isDraftValid: ({ context, event }) => event.type === 'createCard.submit' && context.options !== null && validateCardDraft(event.draft, context.options).valid,
  },
  actions: {
    proposeDraft: assign(({ context, event }) => {
      const options = optionsOf(event);
      const cardLanguage = options.languages.find((l) => l === context.viewerLanguage?.slice(0, 2)) ?? options.languages[0] ?? 'en';
      return {
        options,
        draft: { ...context.draft, cardholderName: proposedCardholderName(options.firstName, options.lastName), businessName: proposedBusinessName(options.companyName), cardLanguage },
      };
    }),
    startSubmit: assign(({ context, event }) => ({ draft: event.type === 'createCard.submit' ? event.draft : context.draft, failureId: null })),
    recordFailure: assign(({ event }) => ({ failureId: failureOf((event as unknown as { error: unknown }).error).messageId })),
    /** Back to the card list the form was opened from (navigation, provided by the screen). */
    showCards: () => {},
  },
}).createMachine({
  id: 'createCard',
  description: "Create a purchase card: printed names proposed, the server's rules checked, sent once.",
  meta: FORM,
  context: ({ input }) => ({ ...input, options: null, draft: BLANK, failureId: null }),
  initial: 'loading',
  states: {
    loading: {
      description: "Loads the cardholder's names, the program's card languages and the limit rules.",
      meta: FORM,
      invoke: {
        id: 'loadCreationOptions',
        src: 'loadCreationOptions',
        input: ({ context }) => ({ userId: context.userId }),
        onDone: { target: 'editing', actions: 'proposeDraft', description: 'The printed names are proposed from the user and company names.', meta: FORM },
        onError: { target: 'failed', description: 'The load failed: a retry is offered.', meta: FORM },
      },
    },
    failed: {
      description: 'The form could not be loaded.',
      meta: FORM,
      on: { 'createCard.retry': { target: 'loading', description: 'The user retries.', meta: FORM } },
    },
    editing: {
      description: 'The user edits the draft; the form checks it with the same rules and submits it whole.',
      meta: RULES,
      on: {
        'createCard.submit': [
          {
            guard: 'isDraftValid',
            target: 'creating',
            actions: 'startSubmit',
            description: 'Printed names, ship-to address (physical cards) and individual limit within the rules: the card is requested.',
            meta: RULES,
          },
          { description: 'Otherwise nothing is sent (the form shows under each field which rule it breaks before it submits).', meta: RULES },
        ],
      },
    },
    creating: {
      description: 'Requests the card from the issuer (it becomes active live).',
      meta: FORM,
      invoke: {
        id: 'createCard',
        src: 'createCard',
        input: ({ context }) => createCardRequest(context.draft, context.options, context.userId, context.idempotencyKey),
        onDone: { target: 'created', description: 'Requested: back to the cards, where it shows Pending until issued.', meta: FORM },
        onError: { target: 'editing', actions: 'recordFailure', description: 'Refused or failed: the form says why; nothing typed is lost.', meta: FORM },
      },
    },
    created: { description: 'The card was requested.', meta: FORM, type: 'final', entry: 'showCards' },
  },
});

export type CreateCardLogic = typeof createCardMachine;
export type CreateCardSnapshot = SnapshotFrom<typeof createCardMachine>;
