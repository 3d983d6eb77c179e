import type { AppCatalogEntry } from '../../catalog';
import { mfaSetupActorOutputs, mfaSetupSampleEvents, sampleMfaSetupInput, sampleSignInChallenge, signInChallengeActorOutputs, signInChallengeSampleEvents } from './mfaSamples';
import { mfaSetupMachine } from './mfaSetupMachine';
import { signInChallengeMachine } from './signInChallengeMachine';

/** The code step of sign-in and Profile -> Security set-up, for `catalog` (machines/catalog.ts). */
export const signInChallengeCatalogEntry: AppCatalogEntry = {
  id: 'signInChallenge',
  title: 'Sign-in code (2-step verification)',
  specRef: '6. MFA scopes (Login), 8. Verify, 9. Timing',
  kind: 'app',
  machine: signInChallengeMachine,
  input: sampleSignInChallenge,
  sampleEvents: signInChallengeSampleEvents,
  actorOutputs: signInChallengeActorOutputs,
};

export const mfaSetupCatalogEntry: AppCatalogEntry = {
  id: 'mfaSetup',
  title: 'Set up 2-step verification',
  specRef: '2. profile/security (mfa-setup-sms, mfa-setup-email), 8. Security setup',
  kind: 'app',
  machine: mfaSetupMachine,
  input: sampleMfaSetupInput,
  sampleEvents: mfaSetupSampleEvents,
  actorOutputs: mfaSetupActorOutputs,
};
