/**
 * Spec 5: what a new purchase card request must satisfy. Printed text (cardholder name and business
 * name on the card) uses only uppercase A-Z, digits, spaces and / ' & . , -; lengths follow spec 5
 * "Maximum field lengths". A physical card needs a ship-to address; a virtual card does not.
 */
export const CARD_PRINTED_TEXT = /^[A-Z0-9 /'&.,-]+$/;
export const CARD_LIMITS = {
  cardholderName: 26,
  businessName: 64,
  attentionTo: 80,
  line1: 50,
  line2: 50,
  city: 40,
  state: 10,
  zip: 15,
} as const;

export type CardType = 'virtual' | 'physical';

export interface ShipToAddress {
  attentionTo?: string | null;
  line1: string;
  line2?: string | null;
  city: string;
  state?: string | null;
  zip: string;
}

export interface CardRequest {
  cardType: CardType;
  cardholderName: string;
  businessName?: string | null;
  shipTo?: ShipToAddress | null;
}

export type CardRequestProblem =
  | 'cardTypeUnknown'
  | 'cardholderNameMissing'
  | 'cardholderNameTooLong'
  | 'cardholderNameCharacters'
  | 'businessNameTooLong'
  | 'businessNameCharacters'
  | 'shipToMissing'
  | 'shipToIncomplete'
  | 'shipToTooLong';

export const CARD_REQUEST_PROBLEMS: Record<CardRequestProblem, string> = {
  cardTypeUnknown: 'A card is either virtual or physical.',
  cardholderNameMissing: 'The cardholder name printed on the card is required.',
  cardholderNameTooLong: `The cardholder name cannot exceed ${CARD_LIMITS.cardholderName} characters.`,
  cardholderNameCharacters: "Printed names use only uppercase A-Z, digits, spaces and / ' & . , -",
  businessNameTooLong: `The business name on the card cannot exceed ${CARD_LIMITS.businessName} characters.`,
  businessNameCharacters: "Printed names use only uppercase A-Z, digits, spaces and / ' & . , -",
  shipToMissing: 'A physical card needs a ship-to address.',
  shipToIncomplete: 'A ship-to address needs address line 1, city and zip.',
  shipToTooLong: 'An address field exceeds its maximum length (line 50, city 40, state 10, zip 15, attention 80).',
};

const tooLong = (value: string | null | undefined, max: number) => typeof value === 'string' && value.length > max;
const blank = (value: string | null | undefined) => typeof value !== 'string' || value.trim() === '';

/** Every rule the request breaks; empty when the card may be requested. */
export function cardRequestProblems(request: Partial<CardRequest> | null | undefined): CardRequestProblem[] {
  const problems: CardRequestProblem[] = [];
  const r = request ?? {};
  if (r.cardType !== 'virtual' && r.cardType !== 'physical') problems.push('cardTypeUnknown');
  if (blank(r.cardholderName)) problems.push('cardholderNameMissing');
  else {
    if (tooLong(r.cardholderName, CARD_LIMITS.cardholderName)) problems.push('cardholderNameTooLong');
    if (!CARD_PRINTED_TEXT.test(r.cardholderName as string)) problems.push('cardholderNameCharacters');
  }
  if (!blank(r.businessName)) {
    if (tooLong(r.businessName, CARD_LIMITS.businessName)) problems.push('businessNameTooLong');
    if (!CARD_PRINTED_TEXT.test(r.businessName as string)) problems.push('businessNameCharacters');
  }
  if (r.cardType === 'physical') {
    const a = r.shipTo;
    if (!a) problems.push('shipToMissing');
    else {
      if (blank(a.line1) || blank(a.city) || blank(a.zip)) problems.push('shipToIncomplete');
      const lengths: [string | null | undefined, number][] = [
        [a.attentionTo, CARD_LIMITS.attentionTo], [a.line1, CARD_LIMITS.line1], [a.line2, CARD_LIMITS.line2],
        [a.city, CARD_LIMITS.city], [a.state, CARD_LIMITS.state], [a.zip, CARD_LIMITS.zip],
      ];
      if (lengths.some(([value, max]) => tooLong(value, max))) problems.push('shipToTooLong');
    }
  }
  return problems;
}
