import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { BankAccountDeps, BankAccountFailure, BankAccountView } from '../../machines/app/bankAccounts/bankAccountTypes';
import { pathFor } from '../../src/app/routes';
import { runLoader } from '../common/runLoader';
import { addAvailability, currentAccount, failureOf, offersEnrolDialog, replacesActiveAccount, showsRemovedBanner, type AddAvailability } from './bankAccountsModel';

export interface BankAccountsViewModel {
  state: 'loading' | 'failed' | 'ready';
  retry: () => void;
  accounts: readonly BankAccountView[];
  current: BankAccountView | null;
  canManage: boolean;
  autoPayRequired: boolean;
  add: AddAvailability;
  /** Adding now replaces the active account (the 2-day drafting notice applies). */
  replaces: boolean;
  addPath: string;
  /** After a failed mandate: manage-bank-accounts with mandateStatus=failed, which leads to the add flow (spec 2). */
  retryPath: string;
  showRemovedBanner: boolean;
  dismissRemovedBanner: () => void;
  enrolDialogOpen: boolean;
  enrolInDirectDebit: () => void;
  dismissEnrolDialog: () => void;
  setAutoPay: (autoPay: boolean) => void;
  autoPayFailure: BankAccountFailure | null;
  autoPayPending: boolean;
}

const AUTOPAY_FAILED: BankAccountFailure = { code: 'AUTOPAY_CHANGE_FAILED', messageId: 'bankAccounts.error.autoPayChangeFailed' };

/**
 * Route `manage-payment-methods`: the buyer's bank accounts, kept current by the bankAccounts
 * machine (pushes of `bankAccountUpdated`: a pending mandate becomes signed without a reload).
 * Whether an account may be added is the bankMandate machine's answer
 * (bankAccountsModel.addAvailability) on the server's clock, asked again when a failed mandate's
 * 15 minutes are over.
 */
export function useBankAccountsViewModel(deps: BankAccountDeps): BankAccountsViewModel {
  const actor = useActorRef(deps.logic);
  const value = useSelector(actor, (s) => s.value as 'loading' | 'ready' | 'failed');
  const data = useSelector(actor, (s) => s.context.data);
  const accounts = useSelector(actor, (s) => s.context.accounts);
  const [bannerDismissed, setBannerDismissed] = useState(false);
  const [enrolFlag, setEnrolFlag] = useState(false);
  const [autoPayPending, setAutoPayPending] = useState(false);
  const [autoPayFailure, setAutoPayFailure] = useState<BankAccountFailure | null>(null);
  const [tick, setTick] = useState(0);

  useEffect(() => {
    if (data) setEnrolFlag(deps.enrolDialog.isDisplayed(data.viewerUserId));
  }, [data, deps]);

  // The server's clock (its `now` when loaded, moved on by ours), so mandate timing matches the server's rule.
  const offset = data ? Date.parse(data.now) - Date.now() : 0;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- recomputed on each push and when a retry window opens
  const now = useMemo(() => new Date(Date.now() + offset).toISOString(), [offset, tick, accounts]);
  const add = addAvailability(accounts, now);
  const retryAt = !add.allowed && add.reasonId === 'bankAccounts.add.retryLater' ? add.retryAt : null;
  useEffect(() => {
    if (!retryAt) return;
    const timer = setTimeout(() => setTick((n) => n + 1), Math.max(Date.parse(retryAt) - (Date.now() + offset), 0) + 50);
    return () => clearTimeout(timer);
  }, [retryAt, offset]);

  const current = currentAccount(accounts);
  const canManage = data?.canManage ?? false;

  const setAutoPay = useCallback(
    (autoPay: boolean) => {
      if (!current) return;
      setAutoPayPending(true);
      setAutoPayFailure(null);
      runLoader(deps.setAutoPay, { id: current.id, autoPay }).then(
        (account) => {
          actor.send({ type: 'bankAccount.updated', account });
          setAutoPayPending(false);
        },
        (error: unknown) => {
          setAutoPayFailure(failureOf(error, AUTOPAY_FAILED));
          setAutoPayPending(false);
        },
      );
    },
    [actor, current, deps],
  );

  const dismissEnrolDialog = useCallback(() => {
    if (data) deps.enrolDialog.dismiss(data.viewerUserId);
    setEnrolFlag(false);
  }, [data, deps]);

  return {
    state: value,
    retry: () => actor.send({ type: 'bankAccounts.retry' }),
    accounts,
    current,
    canManage,
    autoPayRequired: data?.autoPayRequired ?? false,
    add,
    replaces: replacesActiveAccount(accounts),
    addPath: pathFor('new-bank-account'),
    retryPath: pathFor('manage-payment-methods', {}, { mandateStatus: 'failed' }),
    showRemovedBanner: showsRemovedBanner(accounts) && !bannerDismissed,
    dismissRemovedBanner: () => setBannerDismissed(true),
    enrolDialogOpen: offersEnrolDialog(accounts, canManage, enrolFlag),
    enrolInDirectDebit: () => {
      dismissEnrolDialog();
      setAutoPay(true);
    },
    dismissEnrolDialog,
    setAutoPay,
    autoPayFailure,
    autoPayPending,
  };
}
