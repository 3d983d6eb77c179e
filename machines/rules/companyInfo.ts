import { z } from 'zod';
import { FIELD_MAX_LENGTHS } from '../../src/domain/constants';

/**
 * Company info (spec 2 `/account/settings/company-info`, 5 "Maximum field lengths" and "Company
 * identifiers: business name, trading name and address parts obey the length limits above").
 * One set of zod schemas, used by the form (TanStack Form, views/company) and by the server
 * (server/modules/company) to parse the same input: a rule lives once.
 *
 * Who changes what (spec 5/6 do not say; ours, written down in server/modules/company/README.md):
 * - the buyer's administrator changes the **profile**: trading name and business address;
 * - the **identifiers** the credit line was underwritten for (legal business name, registration
 *   number, tax ID, business country) change only through the program: its back office reports
 *   the change through the servicer integration, validated by `companyIdentifiersSchema`.
 *
 * Values are trimmed before their length is checked; a blank optional value is stored as null.
 * A value over its maximum is refused with spec 5's "{fieldName} cannot exceed {maxLength}
 * characters" (never cut silently: the user keeps what was typed and decides).
 */
export const COMPANY_LIMITS = {
  businessName: FIELD_MAX_LENGTHS.businessName,
  tradingName: FIELD_MAX_LENGTHS.tradingName,
  line1: FIELD_MAX_LENGTHS.addressLine1,
  line2: FIELD_MAX_LENGTHS.addressLine2,
  city: FIELD_MAX_LENGTHS.city,
  state: FIELD_MAX_LENGTHS.state,
  zip: FIELD_MAX_LENGTHS.zip,
  /** Ours: spec 5 lists 30 among the constants "without a stated use"; national company numbers fit in it. */
  registrationNumber: 30,
  /** A US tax ID (EIN) has 9 digits (spec 5); other countries' VAT and tax numbers fit in 30. */
  usTaxId: FIELD_MAX_LENGTHS.usTaxId,
  taxId: 30,
} as const;

/** Countries whose addresses need a state, province or territory. */
export const COUNTRIES_WITH_STATES: readonly string[] = ['US', 'CA', 'AU'];

/** The fields a buyer's administrator edits. */
export const COMPANY_PROFILE_FIELDS = ['tradingName', 'line1', 'line2', 'city', 'state', 'zip'] as const;
/** The fields only the program changes (servicer report `company.identifiersChanged`). */
export const COMPANY_IDENTIFIER_FIELDS = ['businessName', 'registrationNumber', 'taxId'] as const;

export type CompanyProfileField = (typeof COMPANY_PROFILE_FIELDS)[number];
export type CompanyIdentifierField = (typeof COMPANY_IDENTIFIER_FIELDS)[number];

const required = (max: number) => z.string().trim().min(1).max(max);
/** Blank is allowed (stored as null). */
const optional = (max: number) => z.string().trim().max(max);

/** Message ids of the tax ID rules (src/i18n/messages/<locale>/company.json). */
export const US_TAX_ID_MESSAGE_ID = 'company.problem.usTaxId';
export const TAX_ID_MESSAGE_ID = 'company.problem.taxId';
const TAX_ID_CHARACTERS = /^[A-Za-z0-9 ./-]*$/;

/** "12-3456789" and "123456789" are the same EIN: digits only. Other countries' numbers are kept as typed (trimmed). */
export function normaliseTaxId(taxId: string, country: string): string {
  const trimmed = taxId.trim();
  return country === 'US' ? trimmed.replace(/[\s-]/g, '') : trimmed;
}

/** Is this a tax ID the country accepts? Blank counts as "none yet" (allowed). */
export function isTaxIdValid(taxId: string, country: string): boolean {
  const value = normaliseTaxId(taxId, country);
  if (value === '') return true;
  if (country === 'US') return /^\d{9}$/.test(value);
  return value.length <= COMPANY_LIMITS.taxId && TAX_ID_CHARACTERS.test(value);
}

/** The profile form and `updateCompanyProfile`'s input, for a company in `country` (ISO 3166 alpha-2). */
export function companyProfileSchema(country: string) {
  const stateRequired = COUNTRIES_WITH_STATES.includes(country);
  return z.object({
    tradingName: optional(COMPANY_LIMITS.tradingName),
    line1: required(COMPANY_LIMITS.line1),
    line2: optional(COMPANY_LIMITS.line2),
    city: required(COMPANY_LIMITS.city),
    state: stateRequired ? required(COMPANY_LIMITS.state) : optional(COMPANY_LIMITS.state),
    zip: required(COMPANY_LIMITS.zip),
  });
}
export type CompanyProfileValues = z.input<ReturnType<typeof companyProfileSchema>>;

/** The identifiers the program changes, for a company in `country`. */
export function companyIdentifiersSchema(country: string) {
  return z.object({
    businessName: required(COMPANY_LIMITS.businessName),
    registrationNumber: optional(COMPANY_LIMITS.registrationNumber),
    taxId: z
      .string()
      .refine((value) => isTaxIdValid(value, country), {
        params: country === 'US' ? { messageId: US_TAX_ID_MESSAGE_ID } : { messageId: TAX_ID_MESSAGE_ID, values: { maxLength: COMPANY_LIMITS.taxId } },
      })
      .transform((value) => normaliseTaxId(value, country)),
  });
}
export type CompanyIdentifierValues = z.input<ReturnType<typeof companyIdentifiersSchema>>;

/** A parsed profile with blank optional fields as null (what is stored). */
export interface CompanyProfile {
  tradingName: string | null;
  line1: string;
  line2: string | null;
  city: string;
  state: string | null;
  zip: string;
}

export function tidyCompanyProfile(parsed: z.output<ReturnType<typeof companyProfileSchema>>): CompanyProfile {
  const blankAsNull = (value: string) => (value === '' ? null : value);
  return { tradingName: blankAsNull(parsed.tradingName), line1: parsed.line1, line2: blankAsNull(parsed.line2), city: parsed.city, state: blankAsNull(parsed.state), zip: parsed.zip };
}

/** The profile fields whose stored value a change would alter (an unchanged save records nothing). */
export function changedProfileFields(before: CompanyProfile, after: CompanyProfile): CompanyProfileField[] {
  return COMPANY_PROFILE_FIELDS.filter((field) => before[field] !== after[field]);
}
