import { useEffect } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useSearchParams } from 'react-router';
import type { ActivationSnapshot } from '../../../machines/app/activation/activationMachine';
import type { ActivationLinkInfo, ActivationMachines } from '../../../machines/app/activation/activationTypes';
import { ACTIVATION_QUERY } from '../../../src/domain/activation';
import type { ErrorBody } from '../../../src/domain/errors';
import { useSessionActorRef } from '../../../src/app/hooks';
import { pathFor } from '../../../src/app/routes';
import { usePublicPageViewModel } from '../usePublicPageViewModel';

export type SignUpStep = 'opening' | 'openFailed' | 'linkProblem' | 'expired' | 'resent' | 'verifying' | 'choosing' | 'done';

export interface SignUpViewModel {
  brand: string;
  insideLayout: boolean;
  step: SignUpStep;
  /** A step's request is on its way (its button shows it is busy). */
  isBusy: boolean;
  link: ActivationLinkInfo | null;
  failure: ErrorBody | null;
  linkProblem: ErrorBody | null;
  /** The expired link may be renewed here (the buyer's credit decision is pending). */
  canResend: boolean;
  /** Sign in, then the host onboarding step (/welcome). */
  signInPath: string;
  homePath: string;
  applyPath: string;
  retry: () => void;
  sendCode: () => void;
  verify: (code: string) => void;
  choose: (password: string) => void;
  resend: () => void;
  signOut: () => void;
}

function stepOf(s: ActivationSnapshot): SignUpStep {
  if (s.matches('linkProblem')) return 'linkProblem';
  if (s.matches({ expired: 'resent' })) return 'resent';
  if (s.matches('expired')) return 'expired';
  if (s.matches('openFailed')) return 'openFailed';
  if (s.matches('verifying')) return 'verifying';
  if (s.matches('choosingPassword')) return 'choosing';
  if (s.matches('done')) return 'done';
  return 'opening';
}
const busyOf = (s: ActivationSnapshot) =>
  s.matches({ verifying: 'sendingCode' }) || s.matches({ verifying: 'checkingCode' }) || s.matches({ choosingPassword: 'saving' }) || s.matches({ expired: 'resending' });

/** Sign-up (user activation) over the activation machine (machines/app/activation); the token comes from `?activation=`. */
export function useSignUpViewModel(machines: ActivationMachines): SignUpViewModel {
  const page = usePublicPageViewModel();
  const session = useSessionActorRef();
  const [params] = useSearchParams();
  const token = params.get(ACTIVATION_QUERY) ?? '';
  const actorRef = useActorRef(machines.activationLogic);
  useEffect(() => {
    actorRef.send({ type: 'activation.open', token });
  }, [actorRef, token]);
  const step = useSelector(actorRef, (s) => stepOf(s as ActivationSnapshot));
  const isBusy = useSelector(actorRef, (s) => busyOf(s as ActivationSnapshot));
  const link = useSelector(actorRef, (s) => (s as ActivationSnapshot).context.link);
  const failure = useSelector(actorRef, (s) => (s as ActivationSnapshot).context.failure);
  const linkProblem = useSelector(actorRef, (s) => (s as ActivationSnapshot).context.linkProblem);
  const canResend = useSelector(actorRef, (s) => (s as ActivationSnapshot).can({ type: 'activation.resend' }));
  return {
    brand: page.brand,
    insideLayout: page.insideLayout,
    step,
    isBusy,
    link,
    failure,
    linkProblem,
    canResend,
    signInPath: pathFor('signin', {}, { returnUrl: pathFor('welcome') }),
    homePath: pathFor('home'),
    applyPath: pathFor('buyerapply'),
    retry: () => actorRef.send({ type: 'activation.retry' }),
    sendCode: () => actorRef.send({ type: 'activation.sendCode' }),
    verify: (code) => actorRef.send({ type: 'activation.verify', code }),
    choose: (password) => actorRef.send({ type: 'activation.submit', password }),
    resend: () => actorRef.send({ type: 'activation.resend' }),
    signOut: () => session.send({ type: 'session.logout' }),
  };
}
