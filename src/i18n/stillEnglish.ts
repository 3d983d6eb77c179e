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
  // PO (purchase order) is the column's printed abbreviation; "Sort code" is the UK bank's own term (a UK account's field).
  'PO', 'Sort',
];

/** Words spelled the same as in English, per language (lower-case). */
export const SAME_AS_ENGLISH: Readonly<Record<string, readonly string[]>> = {
  de: ['status', 'name', 'system', 'administrator', 'optional', 'compliance', 'bank', 'information', 'details', 'filter', 'code', 'portal', 'test', 'live', 'support', 'webhooks'],
  nl: ['status', 'administrator', 'compliance', 'bank', 'details', 'filter', 'code', 'portal', 'e-mail', 'open', 'type', 'help', 'menu', 'diagram', 'permanent', 'account', 'scopes', 'support', 'test', 'webhooks'],
  da: ['status', 'system', 'administrator', 'compliance', 'bank', 'information', 'filter', 'portal', 'e-mail', 'code', 'type', 'menu', 'diagram', 'permanent', 'reference', 'support', 'test', 'upload', 'webhooks'],
  sv: ['status', 'system', 'administrator', 'compliance', 'bank', 'information', 'filter', 'portal', 'code', 'diagram', 'permanent', 'period', 'support', 'test', 'webhooks'],
  pl: ['status', 'system', 'administrator', 'bank', 'filter', 'portal', 'e-mail', 'code', 'menu', 'compliance', 'diagram'],
  ro: ['status', 'administrator', 'portal', 'e-mail', 'filtru', 'code', 'contact', 'total', 'general', 'active', 'virtual'],
  cs: ['status', 'portal', 'e-mail', 'code', 'compliance', 'diagram', 'role'],
  fr: ['information', 'date', 'total', 'code', 'portal', 'e-mail', 'administrator', 'contact', 'type', 'notes', 'menu', 'notifications', 'active', 'question', 'franchise', 'association', 'actions', 'message', 'mode', 'test', 'support', 'webhooks'],
  es: ['total', 'portal', 'e-mail', 'code', 'error', 'general', 'virtual', 'no', 'webhooks'],
  it: ['status', 'portal', 'e-mail', 'account', 'code', 'password', 'menu', 'home', 'no', 'test'],
  pt: ['total', 'portal', 'e-mail', 'status', 'code', 'menu', 'virtual', 'webhooks'],
};

/** The words of `text` that make it English in `language` (empty: nothing but allowed words). */
export function stillEnglishWords(language: string, text: string): string[] {
  const allowed = new Set([...SAME_IN_EVERY_LANGUAGE.map((word) => word.toLowerCase()), ...(SAME_AS_ENGLISH[language] ?? [])]);
  const words = text.match(/\p{L}[\p{L}'’-]*/gu) ?? [];
  return words.filter((word) => !allowed.has(word.toLowerCase()));
}
