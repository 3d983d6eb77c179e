import type { ActorLogic, AnyActorLogic, PromiseActorLogic } from 'xstate';
import type { ErrorBody } from '../../../src/domain/errors';
import type { ResetLinkChecks } from '../../../src/domain/passwordReset';
import type { SecurityQuestionKey } from '../../rules/securityQuestion';

/**
 * The contract src/api implements for the forgot / reset password pages and the profile's security
 * question (src/api/passwordResetActors.ts). Every failure rejects with an ErrorBody.
 */
export type { ResetLinkChecks };

export interface IdentityAnswers {
  answer?: string;
  challengeId?: string;
  code?: string;
}

export interface SecurityQuestionState {
  questionKey: SecurityQuestionKey | null;
  updatedAt: string | null;
}

export interface SecurityQuestionSave {
  questionKey: SecurityQuestionKey;
  answer: string;
  currentPassword: string;
}

export interface PasswordResetActors {
  requestPasswordReset: PromiseActorLogic<void, { email: string }>;
  openResetLink: PromiseActorLogic<ResetLinkChecks, { token: string }>;
  sendResetCode: PromiseActorLogic<{ challengeId: string; expiresAt: string }, { token: string }>;
  verifyResetIdentity: PromiseActorLogic<ResetLinkChecks, { token: string } & IdentityAnswers>;
  completePasswordReset: PromiseActorLogic<void, { token: string; password: string }>;
}

export interface SecurityQuestionActors {
  loadSecurityQuestion: PromiseActorLogic<SecurityQuestionState, void>;
  saveSecurityQuestion: PromiseActorLogic<SecurityQuestionState, SecurityQuestionSave>;
}

/** The machines, already provided with the actors (what the view hooks run). */
export interface PasswordResetMachines {
  forgotPasswordLogic: AnyActorLogic;
  passwordResetLogic: AnyActorLogic;
}
export interface SecurityQuestionMachines {
  securityQuestionLogic: AnyActorLogic;
}

export type Failure = ErrorBody;
export type { ActorLogic };
