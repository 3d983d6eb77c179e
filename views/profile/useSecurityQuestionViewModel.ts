import { useActorRef, useSelector } from '@xstate/react';
import type { SecurityQuestionMachines, SecurityQuestionSave, SecurityQuestionState } from '../../machines/app/passwordReset/passwordResetTypes';
import type { SecurityQuestionSnapshot } from '../../machines/app/passwordReset/securityQuestionMachine';
import type { ErrorBody } from '../../src/domain/errors';

export interface SecurityQuestionViewModel {
  status: 'loading' | 'loadFailed' | 'ready' | 'saving';
  current: SecurityQuestionState | null;
  failure: ErrorBody | null;
  saved: boolean;
  retry: () => void;
  save: (form: SecurityQuestionSave) => void;
}

const statusOf = (s: SecurityQuestionSnapshot): SecurityQuestionViewModel['status'] =>
  s.matches('loading') ? 'loading' : s.matches('loadFailed') ? 'loadFailed' : s.matches('saving') ? 'saving' : 'ready';

/** Profile -> Security, the security-question section, over the securityQuestion machine. */
export function useSecurityQuestionViewModel(machines: SecurityQuestionMachines): SecurityQuestionViewModel {
  const actorRef = useActorRef(machines.securityQuestionLogic);
  const status = useSelector(actorRef, (s) => statusOf(s as SecurityQuestionSnapshot));
  const current = useSelector(actorRef, (s) => (s as SecurityQuestionSnapshot).context.current);
  const failure = useSelector(actorRef, (s) => (s as SecurityQuestionSnapshot).context.failure);
  const saved = useSelector(actorRef, (s) => (s as SecurityQuestionSnapshot).context.saved);
  return {
    status,
    current,
    failure,
    saved,
    retry: () => actorRef.send({ type: 'security.retry' }),
    save: (form) => actorRef.send({ type: 'security.save', form }),
  };
}
