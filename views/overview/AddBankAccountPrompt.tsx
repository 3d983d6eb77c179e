import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSelector } from '@xstate/react';
import type { AnyActorLogic } from 'xstate';
import { useSessionActorRef } from '../../src/app/hooks';
import { pathFor } from '../../src/app/routes';
import { StoredFlagDialog } from '../common/StoredFlagDialog';
import { useTranslate } from '../common/translate';

/**
 * Account Overview's add-bank-account dialog (spec 2 "Dialogs and banners controlled by stored
 * flags"): shown once per user while the buyer has no active bank account the user may manage
 * (the stored-flag machine with src/api/addBankAccountPrompt.ts's actors, bound by the route
 * table). "Add bank account" opens the add flow; either button clears the flag for good.
 */
export default function AddBankAccountPrompt({ logic }: { logic: AnyActorLogic }) {
  const t = useTranslate();
  const navigate = useNavigate();
  const userId = useSelector(useSessionActorRef(), (s) => s.context.user?.id ?? null);
  const openAddFlow = useCallback(() => navigate(pathFor('account-overview-new-bank-account')), [navigate]);
  if (!userId) return null;
  return (
    <StoredFlagDialog
      logic={logic}
      input={{ userId, flag: 'isAddBankAccountDialogDisplayed' }}
      title={t('bankAccounts.addPrompt.title')}
      primaryActionLabel={t('bankAccounts.addPrompt.add')}
      cancelLabel={t('bankAccounts.addPrompt.later')}
      onAccepted={openAddFlow}
    >
      {t('bankAccounts.addPrompt.message')}
    </StoredFlagDialog>
  );
}
