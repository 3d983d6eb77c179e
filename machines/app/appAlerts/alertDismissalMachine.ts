import { assign, fromPromise, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import type { SpecMeta } from '../../specMeta';

/**
 * Closing app alerts (spec 2 "app alerts that target a screen", spec 3 AppAlert; issue 13
 * "dismissible per user"): the closing is stored on the server for the user, so the alert stays
 * closed after signing in again and in any browser. The alert hides once the server has it; a
 * failed save shows it again with a notice. Actor: src/api/profileActors.ts (dismissAlert).
 */
export type AlertDismissalEvent = { type: 'alert.dismiss'; messageStorageId: string };

export interface AlertDismissalContext {
  /** Closed in this visit (the session's list still has them until the next sign-in). */
  dismissed: readonly string[];
  closing: string | null;
  /** The alert whose closing failed last (it shows again). */
  failed: string | null;
}

const ALERTS = { spec: '3. AppAlert; 2. Session-start data also carries app alerts that target a screen' } satisfies SpecMeta;

export const alertDismissalMachine = setup({
  types: { context: {} as AlertDismissalContext, events: {} as AlertDismissalEvent, meta: {} as SpecMeta },
  actors: {
    dismissAlert: fromPromise<void, { messageStorageId: string }>(async () => {
      throw new Error('alert actor "dismissAlert" is not provided');
    }),
  },
  guards: {
    isStillShown: ({ context, event }) => !context.dismissed.includes(event.messageStorageId),
  },
  actions: {
    storeClosing: assign({ closing: ({ event }) => event.messageStorageId, failed: null }),
    storeDismissed: assign({ dismissed: ({ context }) => [...context.dismissed, context.closing!], closing: null }),
    storeFailed: assign({ failed: ({ context }) => context.closing, closing: null }),
  },
}).createMachine({
  id: 'alertDismissal',
  description: 'App alerts the user closes stay closed for that user.',
  meta: ALERTS,
  context: { dismissed: [], closing: null, failed: null },
  initial: 'idle',
  states: {
    idle: {
      description: 'The alerts of the screen show, less those closed.',
      meta: ALERTS,
      on: {
        'alert.dismiss': { guard: 'isStillShown', target: 'closing', actions: 'storeClosing', description: 'The user closes an alert that is shown.', meta: ALERTS },
      },
    },
    closing: {
      description: 'The server stores that this user closed the alert.',
      meta: ALERTS,
      invoke: {
        id: 'dismissAlert',
        src: 'dismissAlert',
        input: ({ context }) => ({ messageStorageId: context.closing! }),
        onDone: { target: 'idle', actions: 'storeDismissed', description: 'Stored: the alert is gone for good for this user.', meta: ALERTS },
        onError: { target: 'idle', actions: 'storeFailed', description: 'Not stored: the alert stays, with a notice that closing failed.', meta: ALERTS },
      },
    },
  },
});

export type AlertDismissalSnapshot = SnapshotFrom<typeof alertDismissalMachine>;
