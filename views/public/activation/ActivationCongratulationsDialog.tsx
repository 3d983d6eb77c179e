import { AlertDialog, DialogContainer } from '@adobe/react-spectrum';
import { useTranslate } from '../../common/translate';

/** Spec 2 "account-activation congratulations", shown once from its stored flag (spec 3 Local client store). */
export function ActivationCongratulationsDialog({ isOpen, firstName, onClose }: { isOpen: boolean; firstName: string; onClose: () => void }) {
  const t = useTranslate();
  return (
    <DialogContainer onDismiss={onClose}>
      {isOpen && (
        <AlertDialog title={t('welcome.congratulations.title')} variant="information" primaryActionLabel={t('welcome.congratulations.start')} onPrimaryAction={onClose}>
          {t('welcome.congratulations.message', { firstName })}
        </AlertDialog>
      )}
    </DialogContainer>
  );
}
