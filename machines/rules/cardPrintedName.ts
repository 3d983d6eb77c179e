import { CARD_LIMITS, CARD_PRINTED_TEXT } from './cardRequest';

/**
 * Spec 5 "Card printed name": printed text uses only uppercase A-Z, digits, spaces and / ' & . , -
 * (CARD_PRINTED_TEXT). Helpers that turn a person's or company's name into printable text, used by
 * the create-card form to propose names; the card request rule (cardRequest.ts) still checks them.
 */

/**
 * The company-name normaliser: uppercases, strips every other character, collapses repeated spaces
 * and trims. Letters with accents lose them first (É -> E) so names stay readable.
 */
export function normaliseCompanyName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9 /'&.,-]/g, '')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/**
 * The short-name helper: the first letter of `first` uppercased, a space, then a trimmed slice of
 * `second` cut to `limit - 2` (so the result fits `limit`).
 */
export function shortName(first: string, second: string, limit: number = CARD_LIMITS.cardholderName): string {
  const initial = first.trim().charAt(0).toUpperCase();
  const rest = second.trim().slice(0, Math.max(limit - 2, 0)).trim();
  return initial ? `${initial} ${rest}`.trim() : rest;
}

/** The cardholder name to propose for a person: the full name normalised, or the short name when too long. */
export function proposedCardholderName(firstName: string, lastName: string): string {
  const full = normaliseCompanyName(`${firstName} ${lastName}`);
  if (full.length <= CARD_LIMITS.cardholderName) return full;
  return normaliseCompanyName(shortName(firstName, normaliseCompanyName(lastName)));
}

/** The business name to propose for the card: the company name normalised and cut to its limit. */
export function proposedBusinessName(companyName: string): string {
  return normaliseCompanyName(companyName).slice(0, CARD_LIMITS.businessName).trim();
}

/** Is the text printable on a card (characters only; lengths are the card request rule's)? */
export const isPrintable = (text: string) => CARD_PRINTED_TEXT.test(text);
