import { useCallback, useEffect, useState } from 'react';
import { shipToFieldProblems, tidyShipTo, type ShipToFieldProblem } from '../../machines/rules/shipToAddress';
import { EMPTY_ADDRESS, type AddressDraft } from './addressDraft';
import { runChange, useControlsLoader } from './useControlsLoader';
import type { PurchasingControls, PurchasingControlsApi } from '../../machines/app/purchasingControls/purchasingControlsTypes';

export interface CardSettingsViewModel {
  controls: PurchasingControls | null;
  failed: boolean;
  retry: () => void;
  address: AddressDraft;
  setAddress: (next: AddressDraft) => void;
  /** Shown once the user tried to save. */
  problems: readonly ShipToFieldProblem[];
  saving: boolean;
  saved: boolean;
  failureId: string | null;
  save: () => void;
}

/** Route `purchase-cards-config`: Purchase Cards settings, the return address for undeliverable cards. */
export function useCardSettingsViewModel(api: PurchasingControlsApi): CardSettingsViewModel {
  const { controls, setControls, failed, retry } = useControlsLoader(api);
  const [address, setAddressState] = useState<AddressDraft>(EMPTY_ADDRESS);
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [failureId, setFailureId] = useState<string | null>(null);
  const stored = controls?.cardReturnAddress ?? null;
  useEffect(() => {
    if (stored) setAddressState({ attentionTo: stored.attentionTo ?? '', line1: stored.line1, line2: stored.line2 ?? '', city: stored.city, state: stored.state ?? '', zip: stored.zip });
  }, [stored]);
  const problems = shipToFieldProblems(tidyShipTo(address));
  const setAddress = useCallback((next: AddressDraft) => {
    setAddressState(next);
    setSaved(false);
  }, []);
  const save = useCallback(() => {
    setTried(true);
    if (problems.length > 0) return;
    setSaving(true);
    setFailureId(null);
    void runChange(api.setReturnAddress, { address: tidyShipTo(address) }).then((result) => {
      setSaving(false);
      if (result.ok) {
        setControls(result.output);
        setSaved(true);
      } else setFailureId(result.failure.messageId);
    });
  }, [api, address, problems.length, setControls]);
  return { controls, failed, retry, address, setAddress, problems: tried ? problems : [], saving, saved, failureId, save };
}
