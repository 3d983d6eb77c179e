/**
 * Spec 5 "Phone: 'Phone number is invalid.'". A plausibility check in the E.164 frame: an optional
 * leading +, then 7 to 15 digits once spaces, dots, dashes and brackets are removed; the first digit
 * after + is not 0 (country codes never start with 0).
 *
 * NOTE: the brief asks for libphonenumber-js (per-country numbering plans). It is not installed in
 * this tree and helpers may not add dependencies; replace the body of `isPlausiblePhoneNumber` with
 * `isValidPhoneNumber(text, defaultCountry)` from libphonenumber-js once it is added. The callers
 * (userAdministration.ts and the forms) go through this one function.
 */
const SEPARATORS = /[\s().\-\u00a0]/g;

/** The number reduced to `+` and digits, as stored and compared. */
export function normalisePhoneNumber(text: string): string {
  return text.trim().replace(SEPARATORS, '');
}

export function isPlausiblePhoneNumber(text: string): boolean {
  const compact = normalisePhoneNumber(text);
  if (compact.startsWith('+')) return /^\+[1-9]\d{6,14}$/.test(compact);
  return /^\d{7,15}$/.test(compact);
}
