import { useActorRef, useSelector } from '@xstate/react';
import { policyProblem } from '../../machines/app/purchasingControls/purchasePolicyMachine';
import type { PurchasingControls, PurchasingControlsDeps } from '../../machines/app/purchasingControls/purchasingControlsTypes';

export interface ManagePoliciesViewModel {
  controls: PurchasingControls | null;
  failed: boolean;
  retry: () => void;
  /** Major units as typed; NaN when empty. */
  maxValue: number;
  setMaxValue: (value: number) => void;
  /** The rule the value breaks (message id), shown once the user tried to save. */
  errorId: string | null;
  saving: boolean;
  saved: boolean;
  failureId: string | null;
  save: () => void;
}

/** Route `manage-policies`: the buyer purchase policy's max value, run by the purchasePolicy machine. */
export function useManagePoliciesViewModel(deps: PurchasingControlsDeps): ManagePoliciesViewModel {
  const actor = useActorRef(deps.policy);
  const controls = useSelector(actor, (s) => s.context.controls);
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const maxValueMinor = useSelector(actor, (s) => s.context.maxValueMinor);
  const errorId = useSelector(actor, (s) => {
    const problem = s.context.tried ? policyProblem(s.context) : undefined;
    return problem ? `purchasingControls.policy.${problem}` : null;
  });
  const saving = useSelector(actor, (s) => s.matches('saving'));
  const saved = useSelector(actor, (s) => s.context.saved);
  const failureId = useSelector(actor, (s) => s.context.failureId);
  return {
    controls,
    failed,
    retry: () => actor.send({ type: 'policy.retry' }),
    // The field shows major units; the machine keeps minor units (a unit conversion, not a rule).
    maxValue: maxValueMinor === null ? Number.NaN : maxValueMinor / 100,
    setMaxValue: (value) => actor.send({ type: 'policy.change', maxValueMinor: Number.isFinite(value) ? Math.round(value * 100) : null }),
    errorId,
    saving,
    saved,
    failureId,
    save: () => actor.send({ type: 'policy.save' }),
  };
}
