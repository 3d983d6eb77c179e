import { assign, fromPromise, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import type { SpecMeta } from '../../specMeta';
import { shipToFieldProblems, tidyShipTo } from '../../rules/shipToAddress';
import { EMPTY_ADDRESS, type AddressDraft } from './addressDraft';
import { failureOf, type Address, type PurchasingControls, type PurchasingControlsApi } from './purchasingControlsTypes';

/**
 * Route `purchase-cards-config` (Purchase Cards settings): the return address for undeliverable
 * cards, checked by the ship-to address rules (machines/rules/shipToAddress.ts) before it is
 * saved. Actors (src/api/purchasingControlsActors.ts): loadControls, setReturnAddress.
 */
export type CardReturnAddressEvent =
  | { type: 'returnAddress.retry' }
  /** The form changed (its first change after a save is enough): the "saved" notice goes. */
  | { type: 'returnAddress.edit' }
  /** The form's address on a valid submit. */
  | { type: 'returnAddress.save'; address: AddressDraft };

export interface CardReturnAddressContext {
  controls: PurchasingControls | null;
  /** The stored address (the form's starting values), then the one last submitted. */
  address: AddressDraft;
  saved: boolean;
  failureId: string | null;
}

const PAGE = { spec: '2. Signed-in area (purchase-cards-config)' } satisfies SpecMeta;
const RULE = { spec: '5. Validation rules (ship-to address)' } satisfies SpecMeta;

const draftOf = (address: Address | null): AddressDraft =>
  address
    ? { attentionTo: address.attentionTo ?? '', line1: address.line1, line2: address.line2 ?? '', city: address.city, state: address.state ?? '', zip: address.zip }
    : EMPTY_ADDRESS;

/** The address problems by the ship-to rules (every field's message). */
export const returnAddressProblems = (address: AddressDraft) => shipToFieldProblems(tidyShipTo(address));

const loaded = (event: unknown) => (event as { output: PurchasingControls }).output;

export const cardReturnAddressMachine = setup({
  types: {
    context: {} as CardReturnAddressContext,
    events: {} as CardReturnAddressEvent,
    meta: {} as SpecMeta,
  },
  actors: {
    loadControls: fromPromise(async () => {
      throw new Error('card-return-address actor "loadControls" is not provided');
    }) as unknown as PurchasingControlsApi['load'],
    setReturnAddress: fromPromise(async () => {
      throw new Error('card-return-address actor "setReturnAddress" is not provided');
    }) as unknown as PurchasingControlsApi['setReturnAddress'],
  },
  guards: {
    isAddressValid: ({ event }) => event.type === 'returnAddress.save' && returnAddressProblems(event.address).length === 0,
  },
  actions: {
    storeLoaded: assign(({ event }) => ({ controls: loaded(event), address: draftOf(loaded(event).cardReturnAddress) })),
    storeSaved: assign(({ event }) => ({ controls: loaded(event), address: draftOf(loaded(event).cardReturnAddress), saved: true, failureId: null })),
    startSave: assign(({ context, event }) => ({ address: event.type === 'returnAddress.save' ? { ...event.address } : context.address, saved: false, failureId: null })),
    clearSaved: assign({ saved: false }),
    recordFailure: assign(({ event }) => ({ failureId: failureOf((event as unknown as { error: unknown }).error).messageId })),
  },
}).createMachine({
  id: 'cardReturnAddress',
  description: 'The return address for undeliverable purchase cards: checked by the address rules, then saved.',
  meta: PAGE,
  context: { controls: null, address: EMPTY_ADDRESS, saved: false, failureId: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'Loads the stored return address.',
      meta: PAGE,
      invoke: {
        id: 'loadControls',
        src: 'loadControls',
        onDone: { target: 'editing', actions: 'storeLoaded', description: 'The stored address fills the fields.', meta: PAGE },
        onError: { target: 'failed', description: 'The load failed: a retry is offered.', meta: PAGE },
      },
    },
    failed: {
      description: 'The settings could not be loaded.',
      meta: PAGE,
      on: { 'returnAddress.retry': { target: 'loading', description: 'The user retries.', meta: PAGE } },
    },
    editing: {
      description: 'The address as typed; the form checks it with the same rules and submits it whole.',
      meta: RULE,
      on: {
        'returnAddress.edit': { actions: 'clearSaved', description: 'Changing a field after a save takes the "saved" notice away.', meta: PAGE },
        'returnAddress.save': [
          { guard: 'isAddressValid', target: 'saving', actions: 'startSave', description: 'Line 1, city and ZIP present and every field within its length: saved.', meta: RULE },
          { description: 'Otherwise nothing is sent (each field says what is wrong before the form submits).', meta: RULE },
        ],
      },
    },
    saving: {
      description: 'Saves the address.',
      meta: RULE,
      invoke: {
        id: 'setReturnAddress',
        src: 'setReturnAddress',
        input: ({ context }) => ({ address: tidyShipTo(context.address) }),
        onDone: { target: 'editing', actions: 'storeSaved', description: 'Saved: the page says so.', meta: RULE },
        onError: { target: 'editing', actions: 'recordFailure', description: 'Refused or failed: the page says why.', meta: RULE },
      },
    },
  },
});

export type CardReturnAddressLogic = typeof cardReturnAddressMachine;
export type CardReturnAddressSnapshot = SnapshotFrom<typeof cardReturnAddressMachine>;
