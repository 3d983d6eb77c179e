import { useActorRef, useSelector } from '@xstate/react';
import { canCommand, mayManageMfa, togglesActive, type EditUserLogic } from '../../machines/app/users/editUserMachine';
import type { UserAdminOptions, UserChange, UserFailure, UserSummary } from '../../machines/app/users/userTypes';
import type { UserRuleProblem } from '../../machines/rules/userAdministration';

export interface EditUserViewModel {
  user: UserSummary | null;
  options: UserAdminOptions | null;
  loading: boolean;
  loadFailed: boolean;
  notFound: boolean;
  busy: boolean;
  problems: readonly UserRuleProblem[];
  failure: UserFailure | null;
  done: string | null;
  dialog: 'suspend' | 'deactivate' | null;
  /** What the userStatus machine (and the viewer's role) allows now. */
  can: {
    suspend: boolean; reEnable: boolean; deactivate: boolean; resend: boolean; resetMfa: boolean; save: boolean;
    /** The Active/Inactive toggle shows (the user is active or inactive and managed by the viewer). */
    toggleActive: boolean;
    disableMfa: boolean;
    updateMfa: boolean;
  };
  retry: () => void;
  save: (change: UserChange) => void;
  openSuspend: () => void;
  openDeactivate: () => void;
  confirm: (reason?: string) => void;
  cancel: () => void;
  reEnable: () => void;
  resend: () => void;
  resetMfa: () => void;
  setActive: (active: boolean) => void;
  disableMfa: () => void;
  updateMfa: (method: 'email' | 'sms', target: string | null) => void;
}

/** Route `edit-user` and its tabs: the editUser machine's state and intentions. */
export function useEditUserViewModel(logic: EditUserLogic, userId: string): EditUserViewModel {
  const actor = useActorRef(logic, { input: { userId } });
  const context = useSelector(actor, (s) => s.context);
  const snapshot = useSelector(actor, (s) => s);
  const isReady = snapshot.matches('ready');
  return {
    user: context.user,
    options: context.options,
    loading: snapshot.matches('loading') || snapshot.matches('loadingOptions'),
    loadFailed: snapshot.matches('failed'),
    notFound: snapshot.matches('notFound'),
    busy: snapshot.matches('saving') || snapshot.matches('commanding'),
    problems: context.problems,
    failure: context.failure,
    done: context.done,
    dialog: snapshot.matches({ ready: 'confirmingSuspend' }) ? 'suspend' : snapshot.matches({ ready: 'confirmingDeactivate' }) ? 'deactivate' : null,
    can: {
      suspend: snapshot.can({ type: 'editUser.openSuspend' }),
      reEnable: snapshot.can({ type: 'editUser.reEnable' }),
      deactivate: snapshot.can({ type: 'editUser.openDeactivate' }),
      resend: snapshot.can({ type: 'editUser.resend' }),
      resetMfa: snapshot.can({ type: 'editUser.resetMfa' }),
      save: isReady && canCommand(context.user, 'deactivate'),
      toggleActive: togglesActive(context.user),
      disableMfa: snapshot.can({ type: 'editUser.disableMfa' }),
      updateMfa: isReady && mayManageMfa(context.user, context.options),
    },
    retry: () => actor.send({ type: 'editUser.retry' }),
    save: (change) => actor.send({ type: 'editUser.save', change }),
    openSuspend: () => actor.send({ type: 'editUser.openSuspend' }),
    openDeactivate: () => actor.send({ type: 'editUser.openDeactivate' }),
    confirm: (reason) => actor.send({ type: 'editUser.confirm', ...(reason === undefined ? {} : { reason }) }),
    cancel: () => actor.send({ type: 'editUser.cancel' }),
    reEnable: () => actor.send({ type: 'editUser.reEnable' }),
    resend: () => actor.send({ type: 'editUser.resend' }),
    resetMfa: () => actor.send({ type: 'editUser.resetMfa' }),
    setActive: (active) => actor.send({ type: 'editUser.setActive', active }),
    disableMfa: () => actor.send({ type: 'editUser.disableMfa' }),
    updateMfa: (method, target) => actor.send({ type: 'editUser.updateMfa', method, target }),
  };
}
