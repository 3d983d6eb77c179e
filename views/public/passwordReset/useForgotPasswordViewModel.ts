import { useActorRef, useSelector } from '@xstate/react';
import type { PasswordResetMachines } from '../../../machines/app/passwordReset/passwordResetTypes';
import type { ForgotPasswordSnapshot } from '../../../machines/app/passwordReset/forgotPasswordMachine';
import type { ErrorBody } from '../../../src/domain/errors';
import { pathFor } from '../../../src/app/routes';
import { usePublicPageViewModel } from '../usePublicPageViewModel';

export interface ForgotPasswordViewModel {
  brand: string;
  insideLayout: boolean;
  step: 'editing' | 'requesting' | 'sent';
  email: string;
  failure: ErrorBody | null;
  signInPath: string;
  request: (email: string) => void;
  again: () => void;
}

const stepOf = (s: ForgotPasswordSnapshot): ForgotPasswordViewModel['step'] => (s.matches('sent') ? 'sent' : s.matches('requesting') ? 'requesting' : 'editing');

/** Forgot Email/Password over the forgotPassword machine (machines/app/passwordReset). */
export function useForgotPasswordViewModel(machines: PasswordResetMachines): ForgotPasswordViewModel {
  const page = usePublicPageViewModel();
  const actorRef = useActorRef(machines.forgotPasswordLogic);
  const step = useSelector(actorRef, (s) => stepOf(s as ForgotPasswordSnapshot));
  const email = useSelector(actorRef, (s) => (s as ForgotPasswordSnapshot).context.email);
  const failure = useSelector(actorRef, (s) => (s as ForgotPasswordSnapshot).context.failure);
  return {
    brand: page.brand,
    insideLayout: page.insideLayout,
    step,
    email,
    failure,
    signInPath: pathFor('signin'),
    request: (value) => actorRef.send({ type: 'forgot.submit', email: value }),
    again: () => actorRef.send({ type: 'forgot.again' }),
  };
}
