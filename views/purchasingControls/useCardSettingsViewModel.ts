import { useActorRef, useSelector } from '@xstate/react';
import type { AddressDraft } from '../../machines/app/purchasingControls/addressDraft';
import { returnAddressProblems } from '../../machines/app/purchasingControls/cardReturnAddressMachine';
import type { PurchasingControls, PurchasingControlsDeps } from '../../machines/app/purchasingControls/purchasingControlsTypes';
import type { ShipToFieldProblem } from '../../machines/rules/shipToAddress';

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

const NONE: readonly ShipToFieldProblem[] = [];

/** Route `purchase-cards-config`: the return address for undeliverable cards, run by the cardReturnAddress machine. */
export function useCardSettingsViewModel(deps: PurchasingControlsDeps): CardSettingsViewModel {
  const actor = useActorRef(deps.returnAddress);
  const controls = useSelector(actor, (s) => s.context.controls);
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const address = useSelector(actor, (s) => s.context.address);
  const problems = useSelector(actor, (s) => (s.context.tried ? returnAddressProblems(s.context.address) : NONE), (a, b) => JSON.stringify(a) === JSON.stringify(b));
  const saving = useSelector(actor, (s) => s.matches('saving'));
  const saved = useSelector(actor, (s) => s.context.saved);
  const failureId = useSelector(actor, (s) => s.context.failureId);
  return {
    controls,
    failed,
    retry: () => actor.send({ type: 'returnAddress.retry' }),
    address,
    setAddress: (next) => actor.send({ type: 'returnAddress.change', address: next }),
    problems,
    saving,
    saved,
    failureId,
    save: () => actor.send({ type: 'returnAddress.save' }),
  };
}
