import type { JsonValue } from './canonicalJson';

/** What replaces a secret in the audit trail (the key stays, so a reader sees a value was given). */
export const REDACTED = '[redacted]';

/**
 * Keys whose values are secrets, after lower-casing and removing everything but letters and digits
 * (`card_number`, `cardNumber` and `Card-Number` all become `cardnumber`).
 */
const SECRET_KEY_PARTS = [
  'password', 'passwd', 'passphrase', 'secret', 'token', 'cardnumber', 'pan', 'cvv', 'cvc', 'pin', 'otp',
  'apikey', 'privatekey', 'authorization', 'cookie', 'credential', 'accountnumber', 'iban', 'ssn',
];
/** Keys ending in `code` are secrets (MFA, activation, verification codes) except these. */
const PUBLIC_CODES = new Set([
  'currencycode', 'countrycode', 'postcode', 'postalcode', 'zipcode', 'languagecode', 'localecode', 'reasoncode',
  'errorcode', 'statuscode', 'programcode',
]);
/** Parts that only count as a whole key (`pan` must not catch `company`, `pin` not `shipping`). */
const WHOLE_KEY_ONLY = new Set(['pan', 'pin', 'otp', 'ssn', 'cvv', 'cvc', 'iban']);

/** Is a value under this key a secret that must never reach the audit trail or the logs? */
export function isSecretKey(key: string): boolean {
  const k = key.toLowerCase().replace(/[^a-z0-9]/g, '');
  if (k.endsWith('code') && !PUBLIC_CODES.has(k)) return true;
  return SECRET_KEY_PARTS.some((part) => (WHOLE_KEY_ONLY.has(part) ? k === part : k.includes(part)));
}

/** A string of 13-19 digits (spaces and dashes allowed) passing the Luhn check: a card number. */
export function looksLikeCardNumber(text: string): boolean {
  if (!/^[\d -]+$/.test(text)) return false;
  const digits = text.replace(/[ -]/g, '');
  if (digits.length < 13 || digits.length > 19) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * The JSON value to store in the audit trail for `value`: secrets redacted and normalised the way
 * JSON.stringify would (toJSON, so Dates become ISO strings; undefined and functions dropped from
 * objects and null in arrays; NaN and Infinity null), plus NUL characters replaced (jsonb refuses
 * them). Secret keys (`isSecretKey`) keep null and booleans (`passwordChanged: true` is evidence,
 * not a secret) and lose every other value; strings that look like card numbers are redacted
 * wherever they are. Throws on cycles and bigint.
 */
export function toAuditJson(value: unknown): JsonValue {
  return normalise(value, new Set());
}

function normalise(input: unknown, ancestors: Set<object>): JsonValue {
  const value = hasToJson(input) ? input.toJSON() : input;
  if (value === null || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') return looksLikeCardNumber(value) ? REDACTED : value.replaceAll('\u0000', '\uFFFD');
  if (typeof value === 'bigint') throw new TypeError('toAuditJson: bigint has no JSON form; convert it first');
  if (typeof value !== 'object') return null;
  if (ancestors.has(value)) throw new TypeError('toAuditJson: cyclic value');
  ancestors.add(value);
  try {
    if (Array.isArray(value)) return value.map((item) => (isDropped(item) ? null : normalise(item, ancestors)));
    const out: Record<string, JsonValue> = {};
    for (const [key, item] of Object.entries(value)) {
      if (isDropped(item)) continue;
      out[key] = isSecretKey(key) && item !== null && typeof item !== 'boolean' ? REDACTED : normalise(item, ancestors);
    }
    return out;
  } finally {
    ancestors.delete(value);
  }
}

function isDropped(value: unknown): boolean {
  return value === undefined || typeof value === 'function' || typeof value === 'symbol';
}

function hasToJson(value: unknown): value is { toJSON(): unknown } {
  return typeof value === 'object' && value !== null && typeof (value as { toJSON?: unknown }).toJSON === 'function';
}
