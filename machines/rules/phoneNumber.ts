import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';

/**
 * Spec 5 "Phone: 'Phone number is invalid.'" and spec 8 "Security setup" (invalid phone, number
 * not a mobile, duplicate phone): per-country numbering plans from libphonenumber-js with its
 * 'max' metadata (the line type, mobile or fixed, needs it). A number without a leading + is read
 * in the default country (the buyer's business country; US when unknown).
 *
 * Weight: the 'max' metadata is ~140 kB of JavaScript. Only screens that take a phone number
 * (users, Profile -> Security SMS setup) import this file; the sign-in and overview chunks never do
 * (size gate in .size-limit.mjs). The server imports it freely.
 */
export const DEFAULT_PHONE_COUNTRY = 'US';

const SEPARATORS = /[\s().\-\u00a0]/g;

/** The number reduced to `+` and digits (how users' contact numbers are stored and compared). */
export function normalisePhoneNumber(text: string): string {
  return text.trim().replace(SEPARATORS, '');
}

const countryOf = (country: string | null | undefined) => (country && /^[A-Z]{2}$/.test(country) ? country : DEFAULT_PHONE_COUNTRY) as CountryCode;

function parse(text: string, country?: string | null) {
  const trimmed = text.trim();
  // Letters (1-800-FLOWERS) are not digits of a number we can text or call.
  if (trimmed === '' || /[a-z]/i.test(trimmed)) return undefined;
  return parsePhoneNumberFromString(trimmed, countryOf(country));
}

/** Is `text` a valid number in its country's numbering plan? */
export function isPlausiblePhoneNumber(text: string, country?: string | null): boolean {
  return parse(text, country)?.isValid() === true;
}

/** The number in E.164 (+14155550101), or null when it is not a valid number. */
export function toE164(text: string, country?: string | null): string | null {
  const parsed = parse(text, country);
  return parsed?.isValid() ? parsed.number : null;
}

export type MobilePhoneProblem = 'invalidPhone' | 'notMobile';

/** Types that can receive an SMS; NANP numbers (US, CA) do not tell mobile from fixed line. */
const TEXTABLE = new Set(['MOBILE', 'FIXED_LINE_OR_MOBILE']);

/**
 * Spec 8 "Security setup": a number for SMS codes must be valid (`invalidPhone`) and a mobile
 * (`notMobile`). Null when it can receive codes.
 */
export function mobilePhoneProblem(text: string, country?: string | null): MobilePhoneProblem | null {
  const parsed = parse(text, country);
  if (!parsed?.isValid()) return 'invalidPhone';
  const type = parsed.getType();
  return type !== undefined && TEXTABLE.has(type) ? null : 'notMobile';
}
