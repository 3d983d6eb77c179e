import { fromPromise } from 'xstate';
import { mfaSetupMachine } from '../../machines/app/mfa/mfaSetupMachine';
import type { MfaMachines, MyMfa } from '../../machines/app/mfa/mfaTypes';
import { isMfaMethod } from '../../machines/rules/mfaSignIn';
import { ConfirmMfaSetupDocument, StartMfaSetupDocument } from './generated/graphql';
import { mutate } from './graphqlClient';
import { loadMyMfa } from './mfaLoader';
import { toErrorBody } from './sessionActors';

/** Browser implementation of the 2-step verification set-up (GraphQL myMfa, startMfaSetup, confirmMfaSetup). */
type MyMfaData = { method?: string | null; sentTo?: string | null; requiredAtSignIn: boolean; canSetUp: boolean; disabledUntil?: unknown };
const toMyMfa = (data: MyMfaData): MyMfa => ({
  method: isMfaMethod(data.method) ? data.method : null,
  sentTo: data.sentTo ?? null,
  requiredAtSignIn: data.requiredAtSignIn,
  canSetUp: data.canSetUp,
  disabledUntil: typeof data.disabledUntil === 'string' ? data.disabledUntil : null,
});

async function failingWithErrorBody<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toErrorBody(error);
  }
}


export const mfaMachines: MfaMachines = {
  loadMyMfa,
  mfaSetupLogic: mfaSetupMachine.provide({
    actors: {
      startMfaSetup: fromPromise(({ input }) =>
        failingWithErrorBody(async () => {
          const started = (await mutate(StartMfaSetupDocument, { method: input.method, target: input.target })).startMfaSetup;
          return { challengeId: started.challengeId, sentTo: started.sentTo, resendAfterMs: started.resendAfterMs };
        }),
      ),
      confirmMfaSetup: fromPromise(({ input }) =>
        failingWithErrorBody(async () => toMyMfa((await mutate(ConfirmMfaSetupDocument, input)).confirmMfaSetup)),
      ),
    },
  }),
};
