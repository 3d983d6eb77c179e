import { useEffect } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useSearchParams } from 'react-router';
import type { PasswordResetSnapshot } from '../../../machines/app/passwordReset/passwordResetMachine';
import type { PasswordResetMachines, ResetLinkChecks } from '../../../machines/app/passwordReset/passwordResetTypes';
import type { ErrorBody } from '../../../src/domain/errors';
import { pathFor } from '../../../src/app/routes';
import { usePublicPageViewModel } from '../usePublicPageViewModel';

export type ResetStep = 'opening' | 'openFailed' | 'linkProblem' | 'verifying' | 'choosing' | 'done';

export interface ResetPasswordViewModel {
  brand: string;
  insideLayout: boolean;
  step: ResetStep;
  /** Sending or checking (the step's button shows it is busy). */
  isBusy: boolean;
  checks: ResetLinkChecks | null;
  /** A code was sent for this page (the code field may be filled). */
  codeSent: boolean;
  failure: ErrorBody | null;
  linkProblem: ErrorBody | null;
  signInPath: string;
  forgotPasswordPath: string;
  retry: () => void;
  sendCode: () => void;
  verify: (answers: { answer: string; code: string }) => void;
  choose: (password: string) => void;
}

function stepOf(s: PasswordResetSnapshot): ResetStep {
  if (s.matches('linkProblem')) return 'linkProblem';
  if (s.matches('openFailed')) return 'openFailed';
  if (s.matches('verifying')) return 'verifying';
  if (s.matches('choosingPassword')) return 'choosing';
  if (s.matches('done')) return 'done';
  return 'opening';
}
const busyOf = (s: PasswordResetSnapshot) =>
  s.matches({ verifying: 'sendingCode' }) || s.matches({ verifying: 'checkingIdentity' }) || s.matches({ choosingPassword: 'saving' });

function usePick<T>(actorRef: ReturnType<typeof useActorRef>, pick: (s: PasswordResetSnapshot) => T): T {
  return useSelector(actorRef, (s) => pick(s as PasswordResetSnapshot));
}

/** Reset Password over the passwordReset machine (machines/app/passwordReset); the link's token comes from `?token=`. */
export function useResetPasswordViewModel(machines: PasswordResetMachines): ResetPasswordViewModel {
  const page = usePublicPageViewModel();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const actorRef = useActorRef(machines.passwordResetLogic);
  useEffect(() => {
    actorRef.send({ type: 'reset.open', token });
  }, [actorRef, token]);
  const step = usePick(actorRef, stepOf);
  const isBusy = usePick(actorRef, busyOf);
  const checks = usePick(actorRef, (s) => s.context.checks);
  const codeSent = usePick(actorRef, (s) => s.context.challengeId !== null);
  const failure = usePick(actorRef, (s) => s.context.failure);
  const linkProblem = usePick(actorRef, (s) => s.context.linkProblem);
  return {
    brand: page.brand,
    insideLayout: page.insideLayout,
    step,
    isBusy,
    checks,
    codeSent,
    failure,
    linkProblem,
    signInPath: pathFor('signin'),
    forgotPasswordPath: pathFor('forgot-password'),
    retry: () => actorRef.send({ type: 'reset.retry' }),
    sendCode: () => actorRef.send({ type: 'reset.sendCode' }),
    verify: ({ answer, code }) => actorRef.send({ type: 'reset.verify', answer, code }),
    choose: (password) => actorRef.send({ type: 'reset.submit', password }),
  };
}
