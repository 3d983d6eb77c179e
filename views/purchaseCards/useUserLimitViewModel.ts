import { useCallback } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { Money } from '../../machines/app/purchasingControls/purchasingControlsTypes';
import { limitCeilingOf } from '../../machines/app/purchaseCards/createCardDraft';
import type { CreationOptions, PurchaseCardDeps } from '../../machines/app/purchaseCards/purchaseCardTypes';

export interface UserLimitViewModel {
  options: CreationOptions | null;
  loadFailed: boolean;
  retry: () => void;
  /** The stored limit in minor units (the form's starting value); null when none. */
  limitMinor: number | null;
  ceiling: Money | null;
  saving: boolean;
  failureId: string | null;
  /** The saved result: whether purchases are now blocked (limit below open charges). */
  saved: { purchasesBlocked: boolean; openCharges: Money } | null;
  /** The form's change listener: the machine takes a "saved" notice away at the first change after a save. */
  edited: () => void;
  /** The form's limit (minor units, null when blank), checked by the rules: one event to the machine. */
  save: (limitMinor: number | null) => void;
}

/** Route `edit-user-purchasing`: a user's individual credit limit (Buyer:Administrator), run by the userLimit machine. */
export function useUserLimitViewModel(deps: PurchaseCardDeps, userId: string): UserLimitViewModel {
  const actor = useActorRef(deps.userLimitForm, { input: { userId } });
  const options = useSelector(actor, (s) => s.context.options);
  const loadFailed = useSelector(actor, (s) => s.matches('failed'));
  const limitMinor = useSelector(actor, (s) => s.context.limitMinor);
  const saving = useSelector(actor, (s) => s.matches('saving'));
  const failureId = useSelector(actor, (s) => s.context.failureId);
  const saved = useSelector(actor, (s) => s.context.saved);
  const edited = useCallback(() => actor.send({ type: 'userLimit.edit' }), [actor]);
  return {
    options,
    loadFailed,
    retry: () => actor.send({ type: 'userLimit.retry' }),
    edited,
    limitMinor,
    ceiling: options ? limitCeilingOf(options) : null,
    saving,
    failureId,
    saved,
    save: (next) => actor.send({ type: 'userLimit.save', limitMinor: next }),
  };
}
