import { useActorRef, useSelector } from '@xstate/react';
import { useNavigate } from 'react-router';
import { effectiveAutoPay, setupProblems, type AddBankAccountSnapshot } from '../../machines/app/bankAccounts/addBankAccountMachine';
import type { BankAccountDeps, BankAccountFailure } from '../../machines/app/bankAccounts/bankAccountTypes';
import type { BankAccountDetailsInput } from '../../machines/app/bankAccounts/bankAccountSchemas';
import { pathFor } from '../../src/app/routes';
import { addAvailability, replacesActiveAccount, type AddAvailability } from './bankAccountsModel';

export interface AddBankAccountViewModel {
  state: 'loading' | 'failed' | 'ready';
  retryLoad: () => void;
  add: AddAvailability;
  /** Buyer:Administrator only (spec 6); payers see bank accounts but do not change them. */
  canManage: boolean;
  replaces: boolean;
  /** Arrived from a failed mandate (`?mandateStatus=failed`, spec 2). */
  afterFailedMandate: boolean;
  step: 'details' | 'directDebit';
  /** What step 1 holds (kept when going back: nothing typed is lost). */
  details: BankAccountDetailsInput;
  submitDetails: (details: BankAccountDetailsInput) => void;
  back: () => void;
  autoPay: boolean;
  autoPayRequired: boolean;
  setAutoPay: (on: boolean) => void;
  authorised: boolean;
  setAuthorised: (on: boolean) => void;
  /** Step 2 field errors (message ids) after a submit attempt. */
  setupErrors: { autoPay?: string; authorised?: string };
  /** The signature date the mandate will carry (the server's today). */
  signatureDate: string;
  submit: () => void;
  submitting: boolean;
  failure: BankAccountFailure | null;
  listPath: string;
}

const newKey = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `bank-${Date.now()}-${Math.random().toString(36).slice(2)}`);

const stateOf = (s: AddBankAccountSnapshot): AddBankAccountViewModel['state'] => (s.matches('loading') ? 'loading' : s.matches('failed') ? 'failed' : 'ready');

/**
 * Add Bank Account in two steps (spec 2), run by the addBankAccount machine
 * (machines/app/bankAccounts): account details, then direct-debit setup; one idempotency key per
 * request. This hook selects from the machine and sends it events; whether adding is allowed now
 * is the bankMandate machine's answer (addAvailability) on the server's date.
 */
export function useAddBankAccountViewModel(deps: BankAccountDeps, afterFailedMandate: boolean): AddBankAccountViewModel {
  const navigate = useNavigate();
  const actor = useActorRef(deps.addLogic.provide({ actions: { showAccounts: () => navigate(pathFor('manage-payment-methods')) } }));
  const state = useSelector(actor, stateOf);
  const data = useSelector(actor, (s) => s.context.data);
  const step = useSelector(actor, (s) => (s.matches('details') ? 'details' : 'directDebit'));
  const details = useSelector(actor, (s) => s.context.details);
  const autoPay = useSelector(actor, (s) => effectiveAutoPay(s.context));
  const authorised = useSelector(actor, (s) => s.context.authorised);
  const setupErrors = useSelector(actor, (s) => (s.context.attempted ? setupProblems(s.context) : {}), (a, b) => JSON.stringify(a) === JSON.stringify(b));
  const submitting = useSelector(actor, (s) => s.matches('submitting') || s.matches('added'));
  const failure = useSelector(actor, (s) => s.context.failure);
  const now = data ? data.now : new Date(0).toISOString();

  return {
    state,
    retryLoad: () => actor.send({ type: 'addBankAccount.retryLoad' }),
    add: data ? addAvailability(data.accounts, now) : { allowed: true },
    canManage: data?.canManage ?? false,
    replaces: data ? replacesActiveAccount(data.accounts) : false,
    afterFailedMandate,
    step,
    details,
    submitDetails: (next) => actor.send({ type: 'addBankAccount.detailsSubmitted', details: next }),
    back: () => actor.send({ type: 'addBankAccount.back' }),
    autoPay,
    autoPayRequired: data?.autoPayRequired ?? false,
    setAutoPay: (on) => actor.send({ type: 'directDebit.setAutoPay', autoPay: on }),
    authorised,
    setAuthorised: (on) => actor.send({ type: 'directDebit.setAuthorised', authorised: on }),
    setupErrors,
    signatureDate: now.slice(0, 10),
    submit: () => actor.send({ type: 'addBankAccount.submit', freshKey: newKey() }),
    submitting,
    failure,
    listPath: pathFor('manage-payment-methods'),
  };
}
