import { useActorRef, useSelector } from '@xstate/react';
import type { MfaMachines } from '../../machines/app/mfa/mfaTypes';
import type { MfaSetupMachine } from '../../machines/app/mfa/mfaSetupMachine';
import type { MfaMethod } from '../../machines/rules/mfaSignIn';
import type { ErrorBody } from '../../src/domain/errors';
import type { ActorRefFrom } from 'xstate';

export interface MfaSetupViewModel {
  method: MfaMethod;
  step: 'editing' | 'codeSent' | 'saved';
  sentTo: string | null;
  savedTo: string | null;
  failure: ErrorBody | null;
  resent: boolean;
  isSending: boolean;
  isConfirming: boolean;
  canResend: boolean;
  send: (target: string | null) => void;
  resend: () => void;
  confirm: (code: string) => void;
  changeTarget: () => void;
}

/** The set-up page's view of the mfaSetup machine (machines/app/mfa/mfaSetupMachine.ts). */
export function useMfaSetupViewModel(machines: MfaMachines, method: MfaMethod): MfaSetupViewModel {
  const actor = useActorRef(machines.mfaSetupLogic, { input: { method } }) as ActorRefFrom<MfaSetupMachine>;
  const snapshot = useSelector(actor, (s) => s);
  const step = snapshot.matches('saved') ? 'saved' : snapshot.matches('codeSent') || snapshot.matches('confirming') ? 'codeSent' : 'editing';
  return {
    method,
    step,
    sentTo: snapshot.context.challenge?.sentTo ?? null,
    savedTo: snapshot.context.saved?.sentTo ?? null,
    failure: snapshot.context.failure,
    resent: snapshot.context.resent,
    isSending: snapshot.matches('sending'),
    isConfirming: snapshot.matches('confirming'),
    canResend: snapshot.can({ type: 'setup.resend' }),
    send: (target) => actor.send({ type: 'setup.send', target }),
    resend: () => actor.send({ type: 'setup.resend' }),
    confirm: (code) => actor.send({ type: 'setup.confirm', code }),
    changeTarget: () => actor.send({ type: 'setup.changeTarget' }),
  };
}
