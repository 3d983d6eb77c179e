import { fromPromise } from 'xstate';
import { activationMachine } from '../../machines/app/activation/activationMachine';
import type { ActivationActors, ActivationDone, ActivationFlagStore, ActivationLinkInfo, ActivationMachines } from '../../machines/app/activation/activationTypes';
import { ACTIVATION_PATHS } from '../domain/activation';
import { postJson } from './httpClient';
import { toErrorBody } from './sessionActors';
import { readClientStore, setClientStoreFlag } from './sessionStorageRecord';

/**
 * Browser implementation of the sign-up page's actors (public REST endpoints under
 * /auth/activation, no session) and of the account-activation congratulations flag (spec 3 "Local
 * client store", per user under the user's id).
 */
async function post<T>(path: string, body: unknown): Promise<T> {
  try {
    // A 401 here is never "the session is gone": this page has none.
    return await postJson<T>(path, body, { reportUnauthenticated: false });
  } catch (error) {
    throw toErrorBody(error);
  }
}

export const activationFlags: ActivationFlagStore = {
  isCongratulationsPending: (userId) => readClientStore(userId).isAccountActivationDialogDisplayed,
  clearCongratulations: (userId) => void setClientStoreFlag(userId, 'isAccountActivationDialogDisplayed', false),
};

export const activationActors: ActivationActors = {
  openActivationLink: fromPromise(async ({ input }) => (await post<{ link: ActivationLinkInfo }>(ACTIVATION_PATHS.open, { token: input.token })).link),
  sendActivationCode: fromPromise(async ({ input }) => post<{ challengeId: string; expiresAt: string }>(ACTIVATION_PATHS.sendCode, { token: input.token })),
  verifyActivationCode: fromPromise(async ({ input }) => post<{ challengeId: string; uses: number }>(ACTIVATION_PATHS.verify, input)),
  completeActivation: fromPromise(async ({ input }) => {
    const done = await post<ActivationDone>(ACTIVATION_PATHS.complete, { token: input.token, password: input.password, ...(input.challengeId ? { challengeId: input.challengeId } : {}) });
    // The congratulations dialog waits for this user's first signed-in page in this browser.
    setClientStoreFlag(done.userId, 'isAccountActivationDialogDisplayed', true);
    return done;
  }),
  resendActivationLink: fromPromise(async ({ input }) => {
    await post(ACTIVATION_PATHS.resend, { token: input.token });
  }),
};

export const activationMachines: ActivationMachines = {
  activationLogic: activationMachine.provide({ actors: activationActors }),
};
