import { useCallback, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { BankAccountDeps, BankAccountFailure } from '../../machines/app/bankAccounts/bankAccountTypes';
import { directDebitSetupProblems } from '../../machines/rules/bankAccountRules';
import type { BankAccountDetailsInput } from '../../src/domain/bankAccount';
import { pathFor } from '../../src/app/routes';
import { runLoader, useLoader } from '../common/runLoader';
import { addAvailability, failureOf, replacesActiveAccount, type AddAvailability } from './bankAccountsModel';

export const BLANK_DETAILS: BankAccountDetailsInput = {
  bankingCountry: '', holderName: '', accountName: '', bankName: '', accountNumber: '', accountNumberConfirmation: '', branchCode: '', iban: '', ibanConfirmation: '',
};

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

/**
 * Add Bank Account in two steps (spec 2): account details (the banking country's scheme fields,
 * validated by the shared rules), then direct-debit setup (AutoPay, forced on when the terms require
 * it; the buyer's authorisation; the signature date). Whether adding is allowed now is the
 * bankMandate machine's answer. One idempotency key per set of details: a retry after a network
 * failure cannot add twice.
 */
export function useAddBankAccountViewModel(deps: BankAccountDeps, afterFailedMandate: boolean): AddBankAccountViewModel {
  const navigate = useNavigate();
  const { state: loaded, retry: retryLoad } = useLoader(deps.loadBankAccounts, { buyerId: null });
  const data = loaded.status === 'done' ? loaded.output : null;
  const [step, setStep] = useState<'details' | 'directDebit'>('details');
  const [details, setDetails] = useState<BankAccountDetailsInput>(BLANK_DETAILS);
  const [autoPayChoice, setAutoPay] = useState(false);
  const [authorised, setAuthorised] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<BankAccountFailure | null>(null);
  const key = useRef(newKey());
  /** What was last sent under `key`: a retry may reuse the key only for the very same request. */
  const sentUnderKey = useRef<string | null>(null);

  const autoPayRequired = data?.autoPayRequired ?? false;
  const autoPay = autoPayRequired || autoPayChoice;
  const now = useMemo(() => (data ? data.now : new Date(0).toISOString()), [data]);
  const add = data ? addAvailability(data.accounts, now) : ({ allowed: true } as const);

  const submitDetails = useCallback((next: BankAccountDetailsInput) => {
    if (JSON.stringify(next) !== JSON.stringify(details)) key.current = newKey();
    setDetails(next);
    setFailure(null);
    setStep('directDebit');
  }, [details]);

  const setupProblems = directDebitSetupProblems({ autoPay }, autoPayRequired);
  const setupErrors = attempted
    ? { autoPay: setupProblems[0]?.messageId, authorised: authorised ? undefined : 'bankAccounts.directDebit.authoriseRequired' }
    : {};

  const submit = useCallback(() => {
    setAttempted(true);
    if (setupProblems.length > 0 || !authorised || submitting) return;
    setSubmitting(true);
    setFailure(null);
    const request = JSON.stringify({ ...details, autoPay });
    if (sentUnderKey.current !== null && sentUnderKey.current !== request) key.current = newKey();
    sentUnderKey.current = request;
    runLoader(deps.addBankAccount, { idempotencyKey: key.current, ...details, autoPay }).then(
      () => navigate(pathFor('manage-payment-methods')),
      (error: unknown) => {
        setFailure(failureOf(error));
        setSubmitting(false);
        // A refusal is final for these details; anything else may be retried with the same key.
        if (failureOf(error).code !== 'INTERNAL') key.current = newKey();
      },
    );
  }, [authorised, autoPay, deps, details, navigate, setupProblems.length, submitting]);

  return {
    state: loaded.status === 'loading' ? 'loading' : loaded.status === 'error' ? 'failed' : 'ready',
    retryLoad,
    add,
    canManage: data?.canManage ?? false,
    replaces: data ? replacesActiveAccount(data.accounts) : false,
    afterFailedMandate,
    step,
    details,
    submitDetails,
    back: () => setStep('details'),
    autoPay,
    autoPayRequired,
    setAutoPay,
    authorised,
    setAuthorised,
    setupErrors,
    signatureDate: now.slice(0, 10),
    submit,
    submitting,
    failure,
    listPath: pathFor('manage-payment-methods'),
  };
}
