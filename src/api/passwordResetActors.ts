import { fromPromise } from 'xstate';
import { forgotPasswordMachine } from '../../machines/app/passwordReset/forgotPasswordMachine';
import { passwordResetMachine } from '../../machines/app/passwordReset/passwordResetMachine';
import type {
  PasswordResetActors,
  PasswordResetMachines,
  ResetLinkChecks,
  SecurityQuestionActors,
  SecurityQuestionMachines,
  SecurityQuestionState,
} from '../../machines/app/passwordReset/passwordResetTypes';
import { securityQuestionMachine } from '../../machines/app/passwordReset/securityQuestionMachine';
import { isSecurityQuestionKey } from '../../machines/rules/securityQuestion';
import { PASSWORD_RESET_PATHS } from '../domain/passwordReset';
import { MySecurityQuestionDocument, SetSecurityQuestionDocument } from './generated/graphql';
import { mutate, query } from './graphqlClient';
import { postJson } from './httpClient';
import { toErrorBody } from './sessionActors';

/**
 * Browser implementation of the forgot / reset password actors (public REST endpoints under
 * /auth/password-reset, no session) and of the profile's security question (GraphQL).
 */
async function post<T>(path: string, body: unknown): Promise<T> {
  try {
    // A 401 here is never "the session is gone": these pages have none.
    return await postJson<T>(path, body, { reportUnauthenticated: false });
  } catch (error) {
    throw toErrorBody(error);
  }
}

export const passwordResetActors: PasswordResetActors = {
  requestPasswordReset: fromPromise(async ({ input }) => {
    await post(PASSWORD_RESET_PATHS.request, { email: input.email });
  }),
  openResetLink: fromPromise(async ({ input }) => (await post<{ checks: ResetLinkChecks }>(PASSWORD_RESET_PATHS.open, { token: input.token })).checks),
  sendResetCode: fromPromise(async ({ input }) => post<{ challengeId: string; expiresAt: string }>(PASSWORD_RESET_PATHS.sendCode, { token: input.token })),
  verifyResetIdentity: fromPromise(async ({ input }) => (await post<{ checks: ResetLinkChecks }>(PASSWORD_RESET_PATHS.verify, input)).checks),
  completePasswordReset: fromPromise(async ({ input }) => {
    await post(PASSWORD_RESET_PATHS.complete, { token: input.token, password: input.password });
  }),
};

export const passwordResetMachines: PasswordResetMachines = {
  forgotPasswordLogic: forgotPasswordMachine.provide({ actors: { requestPasswordReset: passwordResetActors.requestPasswordReset } }),
  passwordResetLogic: passwordResetMachine.provide({
    actors: {
      openResetLink: passwordResetActors.openResetLink,
      sendResetCode: passwordResetActors.sendResetCode,
      verifyResetIdentity: passwordResetActors.verifyResetIdentity,
      completePasswordReset: passwordResetActors.completePasswordReset,
    },
  }),
};

const toState = (setting: { questionKey: string; updatedAt: string } | null | undefined): SecurityQuestionState =>
  setting && isSecurityQuestionKey(setting.questionKey) ? { questionKey: setting.questionKey, updatedAt: setting.updatedAt } : { questionKey: null, updatedAt: null };

export const securityQuestionActors: SecurityQuestionActors = {
  loadSecurityQuestion: fromPromise(async () => toState((await query(MySecurityQuestionDocument, {}, { fetchPolicy: 'network-only' })).mySecurityQuestion)),
  saveSecurityQuestion: fromPromise(async ({ input }) => toState((await mutate(SetSecurityQuestionDocument, { input })).setSecurityQuestion)),
};

export const securityQuestionMachines: SecurityQuestionMachines = {
  securityQuestionLogic: securityQuestionMachine.provide({ actors: securityQuestionActors }),
};
