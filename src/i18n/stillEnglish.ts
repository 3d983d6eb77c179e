/**
 * "Still English" detection (issue 15): a translated message identical to English is fine only
 * when every word of it is a brand or technical word, the same in every language, or a word that
 * is spelled the same in that language (German "Status", "Name"). Anything else is an English
 * sentence left in a bundle. Used by localeCompleteness.test.ts.
 */

/** Brand, product and technical words kept as they are in every language. */
export const SAME_IN_EVERY_LANGUAGE: readonly string[] = [
  'Northwind', 'Alpenland', 'Acme', 'Globex', 'AutoPay', 'IBAN', 'BIC', 'SWIFT', 'BSB', 'SEPA', 'ACH', 'Bacs', 'PAD', 'CSV', 'PDF', 'SMS',
  'MFA', 'SSO', 'API', 'URL', 'ID', 'OK', 'Visa', 'Mastercard', 'Onboarding', 'FAQ', 'Net',
];

/** Words spelled the same as in English, per language (lower-case). */
export const SAME_AS_ENGLISH: Readonly<Record<string, readonly string[]>> = {
  de: ['status', 'name', 'system', 'administrator', 'optional', 'compliance', 'bank', 'information', 'details', 'filter', 'code', 'portal'],
  nl: ['status', 'administrator', 'compliance', 'bank', 'details', 'filter', 'code', 'portal', 'e-mail'],
  da: ['status', 'system', 'administrator', 'compliance', 'bank', 'information', 'filter', 'portal', 'e-mail'],
  sv: ['status', 'system', 'administrator', 'compliance', 'bank', 'information', 'filter', 'portal'],
  pl: ['status', 'system', 'administrator', 'bank', 'filter', 'portal', 'e-mail'],
  ro: ['status', 'administrator', 'portal', 'e-mail', 'filtru'],
  cs: ['status', 'portal', 'e-mail'],
  fr: ['information', 'date', 'total', 'code', 'portal', 'e-mail', 'administrator'],
  es: ['total', 'portal', 'e-mail'],
  it: ['status', 'portal', 'e-mail', 'account'],
  pt: ['total', 'portal', 'e-mail', 'status'],
};

/** The words of `text` that make it English in `language` (empty: nothing but allowed words). */
export function stillEnglishWords(language: string, text: string): string[] {
  const allowed = new Set([...SAME_IN_EVERY_LANGUAGE.map((word) => word.toLowerCase()), ...(SAME_AS_ENGLISH[language] ?? [])]);
  const words = text.match(/\p{L}[\p{L}'’-]*/gu) ?? [];
  return words.filter((word) => !allowed.has(word.toLowerCase()));
}
