import { useCallback } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { AddressDraft } from '../../machines/app/purchasingControls/addressDraft';
import type { PurchasingControls, PurchasingControlsDeps } from '../../machines/app/purchasingControls/purchasingControlsTypes';

export interface CardSettingsViewModel {
  controls: PurchasingControls | null;
  failed: boolean;
  retry: () => void;
  /** The stored address (the form's starting values). */
  address: AddressDraft;
  saving: boolean;
  saved: boolean;
  failureId: string | null;
  /** The form's change listener: the machine takes a "saved" notice away at the first change after a save. */
  edited: () => void;
  /** The form's address, checked by the rules: one event to the machine. */
  save: (address: AddressDraft) => void;
}

/** Route `purchase-cards-config`: the return address for undeliverable cards, run by the cardReturnAddress machine. */
export function useCardSettingsViewModel(deps: PurchasingControlsDeps): CardSettingsViewModel {
  const actor = useActorRef(deps.returnAddress);
  const controls = useSelector(actor, (s) => s.context.controls);
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const address = useSelector(actor, (s) => s.context.address);
  const saving = useSelector(actor, (s) => s.matches('saving'));
  const saved = useSelector(actor, (s) => s.context.saved);
  const failureId = useSelector(actor, (s) => s.context.failureId);
  const edited = useCallback(() => actor.send({ type: 'returnAddress.edit' }), [actor]);
  return {
    controls,
    failed,
    retry: () => actor.send({ type: 'returnAddress.retry' }),
    edited,
    address,
    saving,
    saved,
    failureId,
    save: (next) => actor.send({ type: 'returnAddress.save', address: next }),
  };
}
