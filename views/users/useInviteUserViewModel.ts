import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import type { InviteUserLogic } from '../../machines/app/users/inviteUserMachine';
import { inviteLimitCeiling } from '../../machines/app/users/userDrafts';
import type { InviteDraft, Money, UserAdminOptions, UserFailure, UserSummary } from '../../machines/app/users/userTypes';
import type { UserRuleProblem } from '../../machines/rules/userAdministration';

export interface InviteUserViewModel {
  contactOnly: boolean;
  options: UserAdminOptions | null;
  loadFailed: boolean;
  retry: () => void;
  /** The last draft sent (the form starts from it again after a refusal). */
  draft: InviteDraft | null;
  problems: readonly UserRuleProblem[];
  failure: UserFailure | null;
  inviting: boolean;
  ceiling: Money | null;
  submit: (draft: InviteDraft) => void;
  edited: () => void;
}

/** Route `invite-new-user-users`: the inviteUser machine, opened with its idempotency key. */
export function useInviteUserViewModel(logic: InviteUserLogic, contactOnly: boolean, onInvited: (user: UserSummary) => void): InviteUserViewModel {
  // Not a workflow: one idempotency key per visit, fixed on first render (the inviteUser machine runs the invite).
  const [idempotencyKey] = useState(() => `invite-${crypto.randomUUID()}`);
  const actor = useActorRef(
    logic.provide({
      actions: {
        showInvited: ({ context }) => {
          if (context.invited) onInvited(context.invited);
        },
      },
    }),
    { input: { contactOnly, idempotencyKey } },
  );
  const context = useSelector(actor, (s) => s.context);
  const loadFailed = useSelector(actor, (s) => s.matches('failed'));
  const inviting = useSelector(actor, (s) => s.matches('inviting'));
  return {
    contactOnly,
    options: context.options,
    loadFailed,
    retry: () => actor.send({ type: 'invite.retry' }),
    draft: context.draft,
    problems: context.problems,
    failure: context.failure,
    inviting,
    ceiling: context.options ? inviteLimitCeiling(context.options) : null,
    submit: (draft) => actor.send({ type: 'invite.submit', draft }),
    edited: () => actor.send({ type: 'invite.edit' }),
  };
}
