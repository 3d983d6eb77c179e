import type { AnyActorLogic, PromiseActorLogic } from 'xstate';
import type { ErrorBody } from '../../../src/domain/errors';
import type { SessionClaims, SignInMfaChallenge } from '../../../src/domain/session';
import type { MfaMethod } from '../../rules/mfaSignIn';

/**
 * The contract src/api implements for 2-step verification (src/api/mfaActors.ts, and the session's
 * `signInChallenge` actor in src/api/sessionActors.ts). Every failure rejects with an ErrorBody.
 */
export type { SignInMfaChallenge };

/** What the code step of sign-in ends with: a session, or why not (null: the user cancelled). */
export type SignInChallengeResult = { claims: SessionClaims } | { failure: ErrorBody | null };

export interface SignInChallengeActors {
  verifySignInCode: PromiseActorLogic<{ claims: SessionClaims }, { code: string; rememberDevice: boolean }>;
  resendSignInCode: PromiseActorLogic<{ mfa: SignInMfaChallenge }, void>;
  cancelSignInChallenge: PromiseActorLogic<void, void>;
}

/** The signed-in user's own 2-step verification (query myMfa). */
export interface MyMfa {
  method: MfaMethod | null;
  sentTo: string | null;
  requiredAtSignIn: boolean;
  canSetUp: boolean;
  disabledUntil: string | null;
}

export interface MfaSetupChallenge {
  challengeId: string;
  sentTo: string;
  resendAfterMs: number;
}

export interface MfaSetupActors {
  startMfaSetup: PromiseActorLogic<MfaSetupChallenge, { method: MfaMethod; target: string | null }>;
  confirmMfaSetup: PromiseActorLogic<MyMfa, { challengeId: string; code: string }>;
}

export interface MfaApi extends MfaSetupActors {
  loadMyMfa: () => Promise<MyMfa>;
}

/** The machines, already provided with the actors (what the view hooks run), and the loader of the security page. */
export interface MfaMachines {
  mfaSetupLogic: AnyActorLogic;
  loadMyMfa: () => Promise<MyMfa>;
}

export type Failure = ErrorBody;
