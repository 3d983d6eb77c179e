import type { AppCatalogEntry } from '../../catalog';
import { forgotPasswordMachine } from './forgotPasswordMachine';
import { passwordResetMachine } from './passwordResetMachine';
import {
  forgotPasswordActorOutputs,
  forgotPasswordSampleEvents,
  passwordResetActorOutputs,
  passwordResetSampleEvents,
  securityQuestionActorOutputs,
  securityQuestionSampleEvents,
} from './passwordResetSamples';
import { securityQuestionMachine } from './securityQuestionMachine';

/** Forgot Email/Password, Reset Password and the profile's security question, for `catalog` (machines/catalog.ts). */
export const forgotPasswordCatalogEntry: AppCatalogEntry = {
  id: 'forgotPassword',
  title: 'Forgot password',
  specRef: '2. Public routes (/forgotpassword)',
  kind: 'app',
  machine: forgotPasswordMachine,
  sampleEvents: forgotPasswordSampleEvents,
  actorOutputs: forgotPasswordActorOutputs,
};

export const passwordResetCatalogEntry: AppCatalogEntry = {
  id: 'passwordReset',
  title: 'Reset password',
  specRef: '2. Public routes (/resetpassword), 5. Password, 8. Password reset errors',
  kind: 'app',
  machine: passwordResetMachine,
  sampleEvents: passwordResetSampleEvents,
  actorOutputs: passwordResetActorOutputs,
};

export const securityQuestionCatalogEntry: AppCatalogEntry = {
  id: 'securityQuestion',
  title: 'Security question',
  specRef: '3. Security-question keys, 8. Security question',
  kind: 'app',
  machine: securityQuestionMachine,
  sampleEvents: securityQuestionSampleEvents,
  actorOutputs: securityQuestionActorOutputs,
};
