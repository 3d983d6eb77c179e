import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { currentOf, type BankAccountsSnapshot } from '../../machines/app/bankAccounts/bankAccountsMachine';
import type { BankAccountDeps, BankAccountFailure, BankAccountView } from '../../machines/app/bankAccounts/bankAccountTypes';
import { mandateProblem, replacesActiveAccount } from '../../machines/rules/bankAccountScreen';
import { pathFor } from '../../src/app/routes';
import { addAvailability, type AddAvailability } from './bankAccountsModel';

export interface BankAccountsViewModel {
  state: 'loading' | 'failed' | 'ready';
  retry: () => void;
  accounts: readonly BankAccountView[];
  current: BankAccountView | null;
  /** The mandate problem explained above the account (failed, unsupported bank). */
  mandateProblem: 'failed' | 'unsupportedBank' | null;
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
  /** The AutoPay switch may be flipped now (the machine's answer). */
  canSwitchAutoPay: boolean;
  setAutoPay: (autoPay: boolean) => void;
  autoPayFailure: BankAccountFailure | null;
  autoPayPending: boolean;
}

const stateOf = (s: BankAccountsSnapshot): BankAccountsViewModel['state'] => (s.matches('ready') ? 'ready' : s.matches('failed') ? 'failed' : 'loading');

/**
 * Whether an account may be added now: the bankMandate machine's answer (addAvailability) on the
 * server's clock (its `now` when loaded, moved on by ours), asked again when a failed mandate's
 * retry window opens. The re-render counter is a display clock, not a workflow.
 */
function useAddAvailability(accounts: readonly BankAccountView[], loadedNow: string | null): AddAvailability {
  const offset = loadedNow ? Date.parse(loadedNow) - Date.now() : 0;
  // Presentational: a re-render when the add-account wait ends (the time rule is machines/rules).
  const [, setTick] = useState(0);
  const add = addAvailability(accounts, new Date(Date.now() + offset).toISOString());
  const retryAt = !add.allowed && add.reasonId === 'bankAccounts.add.retryLater' ? add.retryAt : null;
  useEffect(() => {
    if (!retryAt) return;
    const timer = setTimeout(() => setTick((n) => n + 1), Math.max(Date.parse(retryAt) - (Date.now() + offset), 0) + 50);
    return () => clearTimeout(timer);
  }, [retryAt, offset]);
  return add;
}

/**
 * Route `manage-payment-methods`: the buyer's bank accounts, run by the bankAccounts machine
 * (machines/app/bankAccounts: live mandate pushes, AutoPay, the direct-debit offer, the removed
 * banner). This hook selects from it and sends it events; whether an account may be added is the
 * bankMandate machine's answer (addAvailability) on the server's clock.
 */
export function useBankAccountsViewModel(deps: BankAccountDeps): BankAccountsViewModel {
  const actor = useActorRef(deps.logic);
  const state = useSelector(actor, stateOf);
  const data = useSelector(actor, (s) => s.context.data);
  const accounts = useSelector(actor, (s) => s.context.accounts);
  const autoPayFailure = useSelector(actor, (s) => s.context.autoPayFailure);
  const autoPayPending = useSelector(actor, (s) => s.matches({ ready: 'savingAutoPay' }) || s.matches({ ready: 'enrolling' }));
  const enrolDialogOpen = useSelector(actor, (s) => s.can({ type: 'enrolDialog.dismiss' }));
  const showRemovedBanner = useSelector(actor, (s) => s.can({ type: 'removedBanner.dismiss' }));
  const current = currentOf({ accounts });
  const canSwitchAutoPay = useSelector(actor, (s) => {
    const account = currentOf(s.context);
    return account !== null && s.can({ type: 'autoPay.set', autoPay: !account.autoPay });
  });
  const add = useAddAvailability(accounts, data?.now ?? null);

  return {
    state,
    retry: () => actor.send({ type: 'bankAccounts.retry' }),
    accounts,
    current,
    mandateProblem: mandateProblem(current),
    canManage: data?.canManage ?? false,
    autoPayRequired: data?.autoPayRequired ?? false,
    add,
    replaces: replacesActiveAccount(current),
    addPath: pathFor('new-bank-account'),
    retryPath: pathFor('manage-payment-methods', {}, { mandateStatus: 'failed' }),
    showRemovedBanner,
    dismissRemovedBanner: () => actor.send({ type: 'removedBanner.dismiss' }),
    enrolDialogOpen,
    enrolInDirectDebit: () => actor.send({ type: 'enrolDialog.enrol' }),
    dismissEnrolDialog: () => actor.send({ type: 'enrolDialog.dismiss' }),
    canSwitchAutoPay,
    setAutoPay: (autoPay) => actor.send({ type: 'autoPay.set', autoPay }),
    autoPayFailure,
    autoPayPending,
  };
}
