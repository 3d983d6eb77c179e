import { PAYMENT_SCHEME_BY_COUNTRY, SUPPORTED_COUNTRIES } from '../../src/domain/constants';
import type { PaymentScheme, SupportedCountry } from '../../src/domain/constants';

/**
 * Spec 3 "Bank account", 9 "Countries and schemes": which fields a banking country's scheme asks
 * for and how each number is checked. Pure; the add-bank-account form (zod schema in
 * machines/app/bankAccounts/bankAccountSchemas.ts) and the server call the same functions.
 *
 * - V1 (GB): sort code (6 digits, dashes allowed) and an 8-digit account number.
 * - V2NonSEPA: AU BSB (6 digits) + 5-9 digit account; CA branch number (5-digit transit and
 *   3-digit institution) + 7-12 digit account; US ABA routing number (9 digits, weighted checksum
 *   3-7-1) + 4-17 digit account.
 * - V2SEPA: an IBAN (ISO 13616: country code, 2 check digits, the national part; mod-97 = 1), of the
 *   banking country and of that country's length.
 * - SE has no scheme (spec 9): bank accounts there are not supported.
 */
export type BankingCountry = SupportedCountry;
export type BranchKind = 'sortCode' | 'bsb' | 'branchNumber' | 'routingNumber';

export interface SchemeFields {
  scheme: PaymentScheme;
  /** The branch/routing field this country asks for; null for IBAN countries. */
  branch: BranchKind | null;
  /** Account number and confirmation (V1 and V2NonSEPA) or IBAN and confirmation (V2SEPA). */
  number: 'accountNumber' | 'iban';
  /** The account's currency (one per country: SEPA accounts are in euro). */
  currency: string;
}

const BRANCH_BY_COUNTRY: Readonly<Partial<Record<SupportedCountry, BranchKind>>> = { GB: 'sortCode', AU: 'bsb', CA: 'branchNumber', US: 'routingNumber' };
const CURRENCY_BY_COUNTRY: Readonly<Partial<Record<SupportedCountry, string>>> = { GB: 'GBP', AU: 'AUD', CA: 'CAD', US: 'USD' };

export const isSupportedCountry = (country: string): country is SupportedCountry => (SUPPORTED_COUNTRIES as readonly string[]).includes(country);

/** The fields of a banking country's scheme; null when the country has no scheme (SE) or is unknown. */
export function schemeFieldsFor(country: string): SchemeFields | null {
  if (!isSupportedCountry(country)) return null;
  const scheme = PAYMENT_SCHEME_BY_COUNTRY[country];
  if (!scheme) return null;
  if (scheme === 'V2SEPA') return { scheme, branch: null, number: 'iban', currency: 'EUR' };
  return { scheme, branch: BRANCH_BY_COUNTRY[country] ?? null, number: 'accountNumber', currency: CURRENCY_BY_COUNTRY[country] ?? 'USD' };
}

/** Spaces and dashes people type inside numbers. */
export const compactNumber = (value: string): string => value.replace(/[\s-]/g, '');

/** IBAN lengths of the SEPA countries of spec 9 (ISO 13616 registry). */
export const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AT: 20, BE: 16, CZ: 24, DE: 22, ES: 24, FI: 18, FR: 27, IE: 22, IT: 27, LU: 20, NL: 18, PT: 25, RO: 24,
};

/** The ISO 7064 mod-97 remainder of an IBAN (letters A=10 … Z=35, first four characters moved to the end). */
export function ibanMod97(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /[0-9]/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

export type IbanProblem = 'ibanFormat' | 'ibanCountry' | 'ibanLength' | 'ibanChecksum';

/** What is wrong with an IBAN for a banking country; null when it is valid. Spaces are ignored, case too. */
export function ibanProblem(value: string, country: string): IbanProblem | null {
  const iban = compactNumber(value).toUpperCase();
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]{1,30}$/.test(iban)) return 'ibanFormat';
  if (iban.slice(0, 2) !== country) return 'ibanCountry';
  const length = IBAN_LENGTHS[country];
  if (length !== undefined && iban.length !== length) return 'ibanLength';
  return ibanMod97(iban) === 1 ? null : 'ibanChecksum';
}

export const isValidIban = (value: string, country: string): boolean => ibanProblem(value, country) === null;

/** US ABA routing number: 9 digits whose weighted sum (3, 7, 1, repeated) is a multiple of 10. */
export function isValidRoutingNumber(value: string): boolean {
  const digits = compactNumber(value);
  if (!/^[0-9]{9}$/.test(digits)) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = [...digits].reduce((total, digit, index) => total + Number(digit) * (weights[index] ?? 0), 0);
  return sum % 10 === 0;
}

const BRANCH_PATTERNS: Readonly<Record<BranchKind, RegExp>> = {
  sortCode: /^[0-9]{6}$/,
  bsb: /^[0-9]{6}$/,
  branchNumber: /^[0-9]{8}$/,
  routingNumber: /^[0-9]{9}$/,
};

const ACCOUNT_NUMBER_PATTERNS: Readonly<Record<string, RegExp>> = {
  GB: /^[0-9]{8}$/,
  AU: /^[0-9]{5,9}$/,
  CA: /^[0-9]{7,12}$/,
  US: /^[0-9]{4,17}$/,
};

export type BranchProblem = 'branchFormat' | 'routingChecksum';

/** What is wrong with a branch/routing number of this kind; null when it is valid. */
export function branchProblem(value: string, kind: BranchKind): BranchProblem | null {
  const digits = compactNumber(value);
  if (!BRANCH_PATTERNS[kind].test(digits)) return 'branchFormat';
  if (kind === 'routingNumber' && !isValidRoutingNumber(digits)) return 'routingChecksum';
  return null;
}

/** Is this a valid account number for a non-IBAN banking country? */
export function isValidAccountNumber(value: string, country: string): boolean {
  const pattern = ACCOUNT_NUMBER_PATTERNS[country];
  return pattern !== undefined && pattern.test(compactNumber(value));
}

/** Last four characters, the rest masked: what is shown after an account is added (DESIGN: shown partially). */
export function maskedAccountNumber(value: string): string {
  const digits = compactNumber(value);
  return `••••${digits.slice(-4)}`;
}

/** Partial IBAN (spec 3): country, check digits and the last four characters, e.g. `DE89 •••• 3000`. */
export function partialIban(value: string): string {
  const iban = compactNumber(value).toUpperCase();
  return `${iban.slice(0, 4)} •••• ${iban.slice(-4)}`;
}

/** How a branch/routing number is written: sort code 20-00-00, BSB 062-000, branch 12345-678, routing as is. */
export function formatBranchCode(value: string, kind: BranchKind): string {
  const digits = compactNumber(value);
  switch (kind) {
    case 'sortCode':
      return /^[0-9]{6}$/.test(digits) ? `${digits.slice(0, 2)}-${digits.slice(2, 4)}-${digits.slice(4)}` : digits;
    case 'bsb':
      return /^[0-9]{6}$/.test(digits) ? `${digits.slice(0, 3)}-${digits.slice(3)}` : digits;
    case 'branchNumber':
      return /^[0-9]{8}$/.test(digits) ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
    default:
      return digits;
  }
}
