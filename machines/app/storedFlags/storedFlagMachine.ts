import { assign, fromPromise, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import type { SpecMeta } from '../../specMeta';

/**
 * A dialog or banner controlled by a stored flag (spec 2 "Dialogs and banners controlled by stored
 * flags", spec 3 "Local client store ... Per-user flags are stored under the user's id"): it shows
 * when the user's flag says so, once, and never again after it is closed or acted on. The flags
 * live in local storage under the user's id (src/api/storedFlags.ts supplies the actors; the flag
 * names are STORED_FLAGS of src/api/storedFlags.ts).
 */
export type StoredFlagEvent = { type: 'storedFlag.dismiss' } | { type: 'storedFlag.accept' };

export interface StoredFlagInput {
  userId: string;
  flag: string;
}

export interface StoredFlagContext extends StoredFlagInput {
  /** The user chose the dialog's action (the view then goes where it leads). */
  accepted: boolean;
}

const FLAGS = { spec: '2. Dialogs and banners controlled by stored flags; 3. Local client store' } satisfies SpecMeta;

export const storedFlagMachine = setup({
  types: { context: {} as StoredFlagContext, events: {} as StoredFlagEvent, input: {} as StoredFlagInput, meta: {} as SpecMeta },
  actors: {
    readFlag: fromPromise<boolean, StoredFlagInput>(async () => {
      throw new Error('stored-flag actor "readFlag" is not provided');
    }),
    clearFlag: fromPromise<void, StoredFlagInput>(async () => {
      throw new Error('stored-flag actor "clearFlag" is not provided');
    }),
  },
  guards: {
    isFlagSet: ({ event }) => (event as unknown as { output: boolean }).output === true,
  },
  actions: {
    markAccepted: assign({ accepted: true }),
  },
}).createMachine({
  id: 'storedFlag',
  description: 'A dialog or banner that shows once per user, while its stored flag says so.',
  meta: FLAGS,
  context: ({ input }) => ({ ...input, accepted: false }),
  initial: 'reading',
  states: {
    reading: {
      description: "Reads the user's flag.",
      meta: FLAGS,
      invoke: {
        id: 'readFlag',
        src: 'readFlag',
        input: ({ context }) => ({ userId: context.userId, flag: context.flag }),
        onDone: [
          { guard: 'isFlagSet', target: 'shown', description: 'The flag says show: the dialog or banner shows.', meta: FLAGS },
          { target: 'hidden', description: 'The flag is cleared (shown and closed before): nothing shows.', meta: FLAGS },
        ],
        onError: { target: 'hidden', description: 'Storage is not available: nothing shows (rather than showing it on every page).', meta: FLAGS },
      },
    },
    shown: {
      description: 'The dialog or banner shows.',
      meta: FLAGS,
      on: {
        'storedFlag.dismiss': { target: 'clearing', description: 'The user closes it.', meta: FLAGS },
        'storedFlag.accept': { target: 'clearing', actions: 'markAccepted', description: 'The user takes its action (the view goes where it leads).', meta: FLAGS },
      },
    },
    clearing: {
      description: "Clears the user's flag so it never shows again.",
      meta: FLAGS,
      invoke: {
        id: 'clearFlag',
        src: 'clearFlag',
        input: ({ context }) => ({ userId: context.userId, flag: context.flag }),
        onDone: { target: 'hidden', description: 'Cleared.', meta: FLAGS },
        onError: { target: 'hidden', description: 'Could not be stored: it is hidden for this page anyway.', meta: FLAGS },
      },
    },
    hidden: {
      description: 'Nothing shows.',
      meta: FLAGS,
      type: 'final',
    },
  },
});

export type StoredFlagSnapshot = SnapshotFrom<typeof storedFlagMachine>;
