import { useCallback, useEffect, useState } from 'react';
import { purchasePolicyProblems } from '../../machines/rules/purchasePolicy';
import { runChange, useControlsLoader } from './useControlsLoader';
import type { PurchasingControls, PurchasingControlsApi } from '../../machines/app/purchasingControls/purchasingControlsTypes';

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

const toMinor = (major: number) => Math.round(major * 100);

/** Route `manage-policies`: the buyer purchase policy's max value (machines/rules/purchasePolicy.ts). */
export function useManagePoliciesViewModel(api: PurchasingControlsApi): ManagePoliciesViewModel {
  const { controls, setControls, failed, retry } = useControlsLoader(api);
  const [maxValue, setMaxValueState] = useState(Number.NaN);
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [failureId, setFailureId] = useState<string | null>(null);
  const stored = controls?.purchasePolicyMaxValue?.amountMinor;
  useEffect(() => {
    setMaxValueState(stored === undefined ? Number.NaN : stored / 100);
  }, [stored]);

  const maxValueMinor = Number.isFinite(maxValue) ? toMinor(maxValue) : null;
  const problem = controls ? purchasePolicyProblems({ maxValueMinor, companyLineMinor: controls.companyCreditLine.amountMinor })[0] : undefined;
  const setMaxValue = useCallback((value: number) => {
    setMaxValueState(value);
    setSaved(false);
  }, []);
  const save = useCallback(() => {
    setTried(true);
    if (!controls || problem) return;
    setSaving(true);
    setFailureId(null);
    void runChange(api.setPolicy, { maxValueMinor }).then((result) => {
      setSaving(false);
      if (result.ok) {
        setControls(result.output);
        setSaved(true);
      } else setFailureId(result.failure.messageId);
    });
  }, [api, controls, problem, maxValueMinor, setControls]);

  return {
    controls, failed, retry, maxValue, setMaxValue, saving, saved, failureId, save,
    errorId: tried && problem ? `purchasingControls.policy.${problem}` : null,
  };
}
