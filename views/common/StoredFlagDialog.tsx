import { useEffect } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { AnyActorLogic } from 'xstate';
import { AlertDialog, DialogContainer } from '@adobe/react-spectrum';
import type { StoredFlagInput, StoredFlagSnapshot } from '../../machines/app/storedFlags/storedFlagMachine';

export interface StoredFlagDialogProps {
  /** `storedFlagLogic` of src/api/storedFlags.ts (bound by the route table or the screen's connect). */
  logic: AnyActorLogic;
  input: StoredFlagInput;
  title: string;
  children: string;
  primaryActionLabel: string;
  cancelLabel: string;
  /** Where the primary action leads (called once the flag is cleared). */
  onAccepted?: () => void;
}

/**
 * A dialog shown once per user while its stored flag says so (spec 2 "Dialogs and banners controlled
 * by stored flags"): the add-bank-account, set-up purchase cards, enrol-in-direct-debit and
 * activation-congratulations dialogs. Closing or taking the action clears the flag for good.
 */
export function StoredFlagDialog({ logic, input, title, children, primaryActionLabel, cancelLabel, onAccepted }: StoredFlagDialogProps) {
  const actor = useActorRef(logic, { input });
  const shown = useSelector(actor, (s) => (s as StoredFlagSnapshot).matches('shown'));
  const acceptedAndClosed = useSelector(actor, (s) => (s as StoredFlagSnapshot).matches('hidden') && (s as StoredFlagSnapshot).context.accepted);
  useEffect(() => {
    if (acceptedAndClosed) onAccepted?.();
  }, [acceptedAndClosed, onAccepted]);
  return (
    // AlertDialog closes its container (onDismiss) before it reports the primary action: the close
    // is sent a task later, so the action (accept) reaches the machine first and the close is moot.
    <DialogContainer onDismiss={() => setTimeout(() => actor.send({ type: 'storedFlag.dismiss' }), 0)}>
      {shown && (
        <AlertDialog
          title={title}
          variant="information"
          primaryActionLabel={primaryActionLabel}
          cancelLabel={cancelLabel}
          onPrimaryAction={() => actor.send({ type: 'storedFlag.accept' })}
          onCancel={() => actor.send({ type: 'storedFlag.dismiss' })}
        >
          {children}
        </AlertDialog>
      )}
    </DialogContainer>
  );
}
