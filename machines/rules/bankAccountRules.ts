import { branchProblem, compactNumber, ibanProblem, isSupportedCountry, isValidAccountNumber, schemeFieldsFor } from './bankAccountNumbers';

/**
 * Spec 3 "Bank account", 5 "Confirmation fields must match", "AutoPay must be on when the terms
 * require it", 8 "Bank" errors: every check of the add-bank-account form, in one place. The zod
 * form schema (machines/app/bankAccounts/bankAccountSchemas.ts) turns these problems into field errors; the server
 * refuses the same problems (server/modules/bankAccounts). Field lengths: 64 for names (spec 5
 * lists 64 among its constants), 40 for the account's nickname.
 */
export interface BankAccountDetails {
  bankingCountry: string;
  holderName: string;
  accountName: string;
  bankName: string;
  accountNumber: string;
  accountNumberConfirmation: string;
  /** Sort code (GB), BSB (AU), branch number (CA) or routing number (US); empty for IBAN countries. */
  branchCode: string;
  iban: string;
  ibanConfirmation: string;
}

export type BankAccountField = keyof BankAccountDetails | 'autoPay';

export interface BankAccountProblem {
  field: BankAccountField;
  /** A message id: generic form messages (`form.*`) or `bankAccounts.field.*`. */
  messageId: string;
  values?: Record<string, number | string>;
}

export const BANK_ACCOUNT_MAX_LENGTHS = { holderName: 64, accountName: 40, bankName: 64 } as const;

/**
 * Billing cycles whose terms require AutoPay. The spec says AutoPay "must be on when the terms
 * require it" without naming them; our reading: daily and transactional billing can only be kept
 * current by automatic debits.
 */
export const AUTOPAY_REQUIRED_BILLING_CYCLES: readonly string[] = ['daily', 'transactional'];

export const isAutoPayRequired = (billingCycle: string): boolean => AUTOPAY_REQUIRED_BILLING_CYCLES.includes(billingCycle);

/** The spec 9 country has a bank scheme (SE has none: "bank not supported"). */
export const isBankingCountrySupported = (country: string): boolean => schemeFieldsFor(country) !== null;

const blank = (value: string) => value.trim() === '';

function textProblems(details: BankAccountDetails): BankAccountProblem[] {
  const problems: BankAccountProblem[] = [];
  for (const field of ['holderName', 'bankName', 'accountName'] as const) {
    const max = BANK_ACCOUNT_MAX_LENGTHS[field];
    if (field !== 'accountName' && blank(details[field])) problems.push({ field, messageId: 'form.required' });
    else if (details[field].trim().length > max) problems.push({ field, messageId: 'form.maxLength', values: { maxLength: max } });
  }
  return problems;
}

function confirmation(field: 'accountNumberConfirmation' | 'ibanConfirmation', value: string, confirmationValue: string): BankAccountProblem | null {
  if (blank(confirmationValue)) return { field, messageId: 'form.required' };
  return compactNumber(value).toUpperCase() === compactNumber(confirmationValue).toUpperCase() ? null : { field, messageId: 'form.mismatch' };
}

/** Every problem of step 1 (account details), first the country, then each field once. Empty: valid. */
export function bankAccountDetailProblems(details: BankAccountDetails): BankAccountProblem[] {
  if (blank(details.bankingCountry) || !isSupportedCountry(details.bankingCountry)) return [{ field: 'bankingCountry', messageId: 'form.selectRequired' }];
  const fields = schemeFieldsFor(details.bankingCountry);
  if (!fields) return [{ field: 'bankingCountry', messageId: 'bankAccounts.error.bankNotSupported' }];
  const problems = textProblems(details);
  if (fields.number === 'iban') {
    const problem = blank(details.iban) ? 'required' : ibanProblem(details.iban, details.bankingCountry);
    if (problem === 'required') problems.push({ field: 'iban', messageId: 'form.required' });
    else if (problem) problems.push({ field: 'iban', messageId: `bankAccounts.field.${problem}`, values: { country: details.bankingCountry } });
    const mismatch = confirmation('ibanConfirmation', details.iban, details.ibanConfirmation);
    if (mismatch) problems.push(mismatch);
    return problems;
  }
  if (fields.branch) {
    const problem = blank(details.branchCode) ? 'required' : branchProblem(details.branchCode, fields.branch);
    if (problem === 'required') problems.push({ field: 'branchCode', messageId: 'form.required' });
    else if (problem) problems.push({ field: 'branchCode', messageId: `bankAccounts.field.${fields.branch}.${problem}` });
  }
  if (blank(details.accountNumber)) problems.push({ field: 'accountNumber', messageId: 'form.required' });
  else if (!isValidAccountNumber(details.accountNumber, details.bankingCountry)) {
    problems.push({ field: 'accountNumber', messageId: 'bankAccounts.field.accountNumberFormat', values: { country: details.bankingCountry } });
  }
  const mismatch = confirmation('accountNumberConfirmation', details.accountNumber, details.accountNumberConfirmation);
  if (mismatch) problems.push(mismatch);
  return problems;
}

/** Step 2 (direct-debit setup): AutoPay must be on when the terms require it (spec 5). */
export function directDebitSetupProblems(setup: { autoPay: boolean }, autoPayRequired: boolean): BankAccountProblem[] {
  return autoPayRequired && !setup.autoPay ? [{ field: 'autoPay', messageId: 'bankAccounts.field.autoPayRequired' }] : [];
}
