import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { SignInChallengeMachine } from '../../../machines/app/mfa/signInChallengeMachine';
import type { ErrorBody } from '../../../src/domain/errors';

export interface SignInCodeViewModel {
  method: 'email' | 'sms';
  sentTo: string;
  failure: ErrorBody | null;
  resent: boolean;
  isVerifying: boolean;
  isResending: boolean;
  canResend: boolean;
  canCancel: boolean;
  submit: (code: string, rememberDevice: boolean) => void;
  resend: () => void;
  cancel: () => void;
}

/** The code step of sign-in: the signInChallenge machine's state and events (machines/app/mfa). */
export function useSignInCodeViewModel(actor: ActorRefFrom<SignInChallengeMachine>): SignInCodeViewModel {
  const challenge = useSelector(actor, (s) => s.context.challenge);
  const failure = useSelector(actor, (s) => s.context.failure);
  const resent = useSelector(actor, (s) => s.context.resent);
  const isVerifying = useSelector(actor, (s) => s.matches('verifying'));
  const isResending = useSelector(actor, (s) => s.matches('resending'));
  const canResend = useSelector(actor, (s) => s.can({ type: 'challenge.resend' }));
  const canCancel = useSelector(actor, (s) => s.can({ type: 'challenge.cancel' }));
  return {
    method: challenge.method,
    sentTo: challenge.sentTo,
    failure,
    resent,
    isVerifying,
    isResending,
    canResend,
    canCancel,
    submit: (code, rememberDevice) => actor.send({ type: 'challenge.submit', code, rememberDevice }),
    resend: () => actor.send({ type: 'challenge.resend' }),
    cancel: () => actor.send({ type: 'challenge.cancel' }),
  };
}
