import { useActorRef, useSelector } from '@xstate/react';
import type { Money } from '../../machines/app/purchasingControls/purchasingControlsTypes';
import { limitCeilingOf, limitProblem } from '../../machines/app/purchaseCards/createCardDraft';
import type { CreationOptions, PurchaseCardDeps } from '../../machines/app/purchaseCards/purchaseCardTypes';

export interface UserLimitViewModel {
  options: CreationOptions | null;
  loadFailed: boolean;
  retry: () => void;
  /** Major units; NaN when blank. */
  limit: number;
  setLimit: (value: number) => void;
  ceiling: Money | null;
  /** The rule the value breaks (message id), once the user tried to save. */
  errorId: string | null;
  saving: boolean;
  failureId: string | null;
  /** The saved result: whether purchases are now blocked (limit below open charges). */
  saved: { purchasesBlocked: boolean; openCharges: Money } | null;
  save: () => void;
}

/** Route `edit-user-purchasing`: a user's individual credit limit (Buyer:Administrator), run by the userLimit machine. */
export function useUserLimitViewModel(deps: PurchaseCardDeps, userId: string): UserLimitViewModel {
  const actor = useActorRef(deps.userLimitForm, { input: { userId } });
  const options = useSelector(actor, (s) => s.context.options);
  const loadFailed = useSelector(actor, (s) => s.matches('failed'));
  const limitMinor = useSelector(actor, (s) => s.context.limitMinor);
  const errorId = useSelector(actor, (s) => (s.context.tried && s.context.options ? limitProblem(s.context.limitMinor, s.context.options) : null));
  const saving = useSelector(actor, (s) => s.matches('saving'));
  const failureId = useSelector(actor, (s) => s.context.failureId);
  const saved = useSelector(actor, (s) => s.context.saved);
  return {
    options,
    loadFailed,
    retry: () => actor.send({ type: 'userLimit.retry' }),
    // The field shows major units; the machine keeps minor units (a unit conversion, not a rule).
    limit: limitMinor === null ? Number.NaN : limitMinor / 100,
    setLimit: (value) => actor.send({ type: 'userLimit.change', limitMinor: Number.isFinite(value) ? Math.round(value * 100) : null }),
    ceiling: options ? limitCeilingOf(options) : null,
    errorId,
    saving,
    failureId,
    saved,
    save: () => actor.send({ type: 'userLimit.save' }),
  };
}
