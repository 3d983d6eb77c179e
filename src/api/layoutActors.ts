import { fromPromise } from 'xstate';
import { alertDismissalMachine } from '../../machines/app/appAlerts/alertDismissalMachine';
import { DismissAppAlertDocument, SetMyLanguageDocument } from './generated/graphql';
import { mutate } from './graphqlClient';

/**
 * What the signed-in layout needs from the API (kept apart from the profile screens' actors so the
 * layout chunk stays small): closing app alerts for good, and saving the header's language choice
 * for the user (server) beside the browser's (local storage, spec 7; the locale machine's
 * `locale.changing` event stores that one).
 */
export const layoutDeps = {
  alertDismissalLogic: alertDismissalMachine.provide({
    actors: {
      dismissAlert: fromPromise(async ({ input }: { input: { messageStorageId: string } }) => {
        await mutate(DismissAppAlertDocument, { messageStorageId: input.messageStorageId });
      }),
    },
  }),
  saveLanguage: async (language: string): Promise<void> => {
    try {
      await mutate(SetMyLanguageDocument, { language });
    } catch {
      // The browser keeps the choice; the user's saved language is updated the next time.
    }
  },
};
