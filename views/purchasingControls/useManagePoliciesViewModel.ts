import { useCallback } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { PurchasingControls, PurchasingControlsDeps } from '../../machines/app/purchasingControls/purchasingControlsTypes';

export interface ManagePoliciesViewModel {
  controls: PurchasingControls | null;
  failed: boolean;
  retry: () => void;
  /** The stored max value in minor units (the form's starting value); null for none. */
  maxValueMinor: number | null;
  saving: boolean;
  saved: boolean;
  failureId: string | null;
  /** The form's change listener: the machine takes a "saved" notice away at the first change after a save. */
  edited: () => void;
  /** The form's max value (minor units, null for none), checked by the rule: one event to the machine. */
  save: (maxValueMinor: number | null) => void;
}

/** Route `manage-policies`: the buyer purchase policy's max value, run by the purchasePolicy machine. */
export function useManagePoliciesViewModel(deps: PurchasingControlsDeps): ManagePoliciesViewModel {
  const actor = useActorRef(deps.policy);
  const controls = useSelector(actor, (s) => s.context.controls);
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const maxValueMinor = useSelector(actor, (s) => s.context.maxValueMinor);
  const saving = useSelector(actor, (s) => s.matches('saving'));
  const saved = useSelector(actor, (s) => s.context.saved);
  const failureId = useSelector(actor, (s) => s.context.failureId);
  const edited = useCallback(() => actor.send({ type: 'policy.edit' }), [actor]);
  return {
    controls,
    failed,
    retry: () => actor.send({ type: 'policy.retry' }),
    edited,
    maxValueMinor,
    saving,
    saved,
    failureId,
    save: (next) => actor.send({ type: 'policy.save', maxValueMinor: next }),
  };
}
