import { CARD_LIMITS, type ShipToAddress } from './cardRequest';

/**
 * Spec 5 "Maximum field lengths" for a card's ship-to (or return) address, field by field, so a
 * form can put each message under its field. Line 1, city and zip are required (cardRequest.ts).
 */
export const SHIP_TO_FIELDS = ['attentionTo', 'line1', 'line2', 'city', 'state', 'zip'] as const;
export type ShipToField = (typeof SHIP_TO_FIELDS)[number];
export const REQUIRED_SHIP_TO_FIELDS: readonly ShipToField[] = ['line1', 'city', 'zip'];

export interface ShipToFieldProblem {
  field: ShipToField;
  problem: 'required' | 'tooLong';
  /** The maximum length, for tooLong. */
  max: number;
}

export function shipToFieldProblems(address: Partial<Record<ShipToField, string | null>> | null | undefined): ShipToFieldProblem[] {
  const a = address ?? {};
  const problems: ShipToFieldProblem[] = [];
  for (const field of SHIP_TO_FIELDS) {
    const value = a[field];
    const max = CARD_LIMITS[field];
    if (REQUIRED_SHIP_TO_FIELDS.includes(field) && (typeof value !== 'string' || value.trim() === '')) problems.push({ field, problem: 'required', max });
    else if (typeof value === 'string' && value.length > max) problems.push({ field, problem: 'tooLong', max });
  }
  return problems;
}

/** The address with blank optional fields as null and every field trimmed. */
/** A ship-to address with every field present (blank optional ones null). */
export type TidyShipTo = Required<{ [K in keyof ShipToAddress]: NonNullable<ShipToAddress[K]> | (undefined extends ShipToAddress[K] ? null : never) }>;

export function tidyShipTo(address: Partial<Record<ShipToField, string | null>>): TidyShipTo {
  const t = (value: string | null | undefined) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
  return {
    attentionTo: t(address.attentionTo),
    line1: t(address.line1) ?? '',
    line2: t(address.line2),
    city: t(address.city) ?? '',
    state: t(address.state),
    zip: t(address.zip) ?? '',
  };
}
