import type { AnyActorLogic, PromiseActorLogic } from 'xstate';
import type { ActivationDone, ActivationLinkInfo } from '../../../src/domain/activation';

/**
 * The contract src/api implements for the sign-up (user activation) page
 * (src/api/activationActors.ts, the public endpoints of server/modules/activation). Every failure
 * rejects with an ErrorBody. `completeActivation` also stores the account-activation
 * congratulations flag under the user's id (spec 3 "Local client store").
 */
export type { ActivationDone, ActivationLinkInfo };

export interface ActivationActors {
  openActivationLink: PromiseActorLogic<ActivationLinkInfo, { token: string }>;
  sendActivationCode: PromiseActorLogic<{ challengeId: string; expiresAt: string }, { token: string }>;
  verifyActivationCode: PromiseActorLogic<{ challengeId: string; uses: number }, { token: string; challengeId: string; code: string }>;
  completeActivation: PromiseActorLogic<ActivationDone, { token: string; password: string; challengeId: string | null }>;
  resendActivationLink: PromiseActorLogic<void, { token: string }>;
}

/** The machine already provided with the actors (what the view hook runs). */
export interface ActivationMachines {
  activationLogic: AnyActorLogic;
}

/** The account-activation congratulations dialog's stored flag (views/public/activation reads and clears it). */
export interface ActivationFlagStore {
  isCongratulationsPending: (userId: string) => boolean;
  clearCongratulations: (userId: string) => void;
}
