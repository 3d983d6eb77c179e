import { BEARER_TOKEN_TTL_MS } from './session';

/**
 * Business constants and limits of spec section 9 (plus the field lengths of section 5), as typed,
 * read-only data shared by the machines, the browser and the server. Nothing here computes a rule:
 * rules live in `machines/rules/*` and read these tables.
 */

// ---------------------------------------------------------------------------------------------
// Countries, payment schemes and currencies (spec 9 "Countries and schemes")
// ---------------------------------------------------------------------------------------------

/** The 18 countries a buyer's business can be in. */
export const SUPPORTED_COUNTRIES = [
  'AT', 'AU', 'BE', 'CA', 'CZ', 'DE', 'ES', 'FI', 'FR', 'GB', 'IE', 'IT', 'LU', 'NL', 'PT', 'RO', 'SE', 'US',
] as const;
export type SupportedCountry = (typeof SUPPORTED_COUNTRIES)[number];

/** Country used when none is known. */
export const DEFAULT_COUNTRY: SupportedCountry = 'GB';

/** Bank payment schemes a country's bank accounts use. */
export const PAYMENT_SCHEMES = ['V1', 'V2NonSEPA', 'V2SEPA'] as const;
export type PaymentScheme = (typeof PAYMENT_SCHEMES)[number];

/**
 * Payment scheme per supported country. SE has no mapping (spec 9): look-ups for SE give
 * `undefined`, and callers must treat that as "no bank scheme available".
 */
export const PAYMENT_SCHEME_BY_COUNTRY: Readonly<Partial<Record<SupportedCountry, PaymentScheme>>> = {
  GB: 'V1',
  AU: 'V2NonSEPA', CA: 'V2NonSEPA', US: 'V2NonSEPA',
  AT: 'V2SEPA', BE: 'V2SEPA', CZ: 'V2SEPA', DE: 'V2SEPA', ES: 'V2SEPA', FI: 'V2SEPA', FR: 'V2SEPA',
  IE: 'V2SEPA', IT: 'V2SEPA', LU: 'V2SEPA', NL: 'V2SEPA', PT: 'V2SEPA', RO: 'V2SEPA',
};

/** Countries outside SEPA (spec 9 "Non-SEPA list"). */
export const NON_SEPA_COUNTRIES = ['AU', 'CA', 'US'] as const satisfies readonly SupportedCountry[];

/** ISO 4217 currencies a program can bill in. */
export const CURRENCIES = ['AUD', 'CAD', 'CHF', 'DKK', 'EUR', 'GBP', 'MXN', 'NZD', 'PLN', 'SEK', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Currencies number formatting knows: the billing currencies plus SGD. */
export const NUMBER_FORMAT_CURRENCIES = [...CURRENCIES, 'SGD'] as const;
export type NumberFormatCurrency = (typeof NUMBER_FORMAT_CURRENCIES)[number];

/** Currency used when none is known. */
export const DEFAULT_CURRENCY: Currency = 'USD';

// ---------------------------------------------------------------------------------------------
// Locales (spec 9 "Locales")
// ---------------------------------------------------------------------------------------------

/** The application's default locale; also the last entry of every message fallback chain. */
export const DEFAULT_LOCALE = 'en-US';

/** Bare (language-only) locales with a message bundle. */
export const BARE_LANGUAGES = ['cs', 'de', 'en', 'es', 'fr', 'it', 'pt', 'ro', 'sv'] as const;
export type BareLanguage = (typeof BARE_LANGUAGES)[number];

/** A locale tag shorter than this is a bare language (spec 9). */
export const FULL_LOCALE_MIN_LENGTH = 5;

/** Every language that appears in {@link OFFERED_LANGUAGES_BY_COUNTRY}. */
export const OFFERED_LANGUAGES = ['cs', 'da', 'de', 'en', 'es', 'fr', 'it', 'nl', 'pl', 'pt', 'ro', 'sv'] as const;
export type OfferedLanguage = (typeof OFFERED_LANGUAGES)[number];

/**
 * Languages offered per country (spec 9 "Offered per country"), first entry first. A locale
 * `ll-CC` is allowed only when `ll` is listed for `CC`. Keys are the locale regions: a superset of
 * the supported business countries (CH, DK, MX, NZ and PL are regions without a business country).
 */
export const OFFERED_LANGUAGES_BY_COUNTRY = {
  AT: ['de', 'en'],
  AU: ['en'],
  BE: ['en', 'fr', 'nl'],
  CA: ['en', 'fr'],
  CH: ['en', 'fr', 'de'],
  CZ: ['cs', 'en'],
  DE: ['de', 'en'],
  DK: ['da', 'en'],
  ES: ['es', 'en'],
  FI: ['en'],
  GB: ['en'],
  FR: ['fr', 'en'],
  LU: ['en', 'fr', 'de'],
  MX: ['en', 'es'],
  NL: ['en', 'nl'],
  NZ: ['en'],
  IE: ['en'],
  PL: ['en', 'pl'],
  PT: ['en', 'pt'],
  IT: ['en', 'it'],
  RO: ['en', 'ro'],
  SE: ['en', 'sv'],
  US: ['en', 'es'],
} as const satisfies Record<string, readonly OfferedLanguage[]>;
export type LocaleRegion = keyof typeof OFFERED_LANGUAGES_BY_COUNTRY;

/** The regions of {@link OFFERED_LANGUAGES_BY_COUNTRY}, alphabetical. */
export const LOCALE_REGIONS = (Object.keys(OFFERED_LANGUAGES_BY_COUNTRY) as LocaleRegion[]).sort();

/** Region given to a locale whose region is missing from the table (spec 4: "unknown region becomes US"). */
export const FALLBACK_REGION: LocaleRegion = 'US';

/**
 * Region a bare language expands to (spec 4: "en to US, fr to FR"). Ours for the rest: each
 * language's home country in the per-country table (es -> ES, like fr -> FR and de -> DE; es-US
 * and es-MX stay reachable by asking for them). English is the exception the spec names: US.
 */
export const DEFAULT_REGION_BY_LANGUAGE: Readonly<Record<OfferedLanguage, LocaleRegion>> = {
  cs: 'CZ', da: 'DK', de: 'DE', en: 'US', es: 'ES', fr: 'FR', it: 'IT', nl: 'NL', pl: 'PL', pt: 'PT', ro: 'RO', sv: 'SE',
};

/**
 * Every language-country locale the product knows: each (language, region) pair of
 * {@link OFFERED_LANGUAGES_BY_COUNTRY}. Includes the spec's examples (en-US, en-GB, de-DE, fr-CA,
 * es-MX, nl-NL, da-DK, pl-PL, pt-PT, ro-RO, sv-SE).
 */
export const LOCALE_VARIANTS: readonly string[] = LOCALE_REGIONS.flatMap((region) =>
  OFFERED_LANGUAGES_BY_COUNTRY[region].map((language) => `${language}-${region}`),
);

/** A message bundle: one language, the regions it serves. */
export interface MessageBundle {
  readonly language: OfferedLanguage;
  readonly name: string;
  readonly regions: readonly LocaleRegion[];
}

/** Message bundles (spec 9 "Bundles"); English serves every region that offers English. */
export const MESSAGE_BUNDLES: readonly MessageBundle[] = [
  { language: 'cs', name: 'Czech', regions: ['CZ'] },
  { language: 'da', name: 'Danish', regions: ['DK'] },
  { language: 'de', name: 'German', regions: ['AT', 'CH', 'DE', 'LU'] },
  { language: 'en', name: 'English', regions: LOCALE_REGIONS.filter((r) => (OFFERED_LANGUAGES_BY_COUNTRY[r] as readonly string[]).includes('en')) },
  { language: 'es', name: 'Spanish', regions: ['ES', 'MX', 'US'] },
  { language: 'fr', name: 'French', regions: ['BE', 'CA', 'CH', 'FR', 'LU'] },
  { language: 'it', name: 'Italian', regions: ['IT'] },
  { language: 'nl', name: 'Dutch', regions: ['BE', 'NL'] },
  { language: 'pl', name: 'Polish', regions: ['PL'] },
  { language: 'pt', name: 'Portuguese', regions: ['PT'] },
  { language: 'ro', name: 'Romanian', regions: ['RO'] },
  { language: 'sv', name: 'Swedish', regions: ['SE'] },
];

/** Languages the interface texts call portal languages (German, English, Spanish, French, Dutch, Polish). */
export const PORTAL_LANGUAGES = ['de', 'en', 'es', 'fr', 'nl', 'pl'] as const satisfies readonly OfferedLanguage[];

// ---------------------------------------------------------------------------------------------
// Payment terms (spec 9 "Payment terms")
// ---------------------------------------------------------------------------------------------

/** How a program bills: monthly, twice monthly (1st and 15th), daily, weekly, end of month, per transaction. */
export const PAYMENT_TERM_KINDS = ['monthly', 'twiceMonthly', 'daily', 'weekly', 'endOfMonth', 'transactional'] as const;
export type PaymentTermKind = (typeof PAYMENT_TERM_KINDS)[number];

/** Days until due: every term kind comes with 7 to 90 days (Net7 to Net90). */
export const NET_TERM_DAYS = { min: 7, max: 90 } as const;

/** A net-terms name such as `Net30`. */
export type NetTerm = `Net${number}`;

/** Every net term from Net7 to Net90, in order. */
export const NET_TERMS: readonly NetTerm[] = Array.from(
  { length: NET_TERM_DAYS.max - NET_TERM_DAYS.min + 1 },
  (_, i): NetTerm => `Net${NET_TERM_DAYS.min + i}`,
);

// ---------------------------------------------------------------------------------------------
// Timing (spec 9 "Timing"); durations in milliseconds unless the name says days
// ---------------------------------------------------------------------------------------------

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;

/** The spec's unnamed 5-minute constant (300000 ms). */
export const FIVE_MINUTES_MS = 5 * MINUTE_MS;
/** The spec's unnamed 7-minute constant (420000 ms). */
export const SEVEN_MINUTES_MS = 7 * MINUTE_MS;
/** Back-off delays of the retrying helpers: 10 s, 30 s, 60 s, 120 s, 300 s. */
export const RETRY_DELAYS_MS = [10 * SECOND_MS, 30 * SECOND_MS, 60 * SECOND_MS, 120 * SECOND_MS, 300 * SECOND_MS] as const;
/** The second retry list: one 5-minute entry. */
export const LONG_RETRY_DELAYS_MS = [FIVE_MINUTES_MS] as const;

/** How long before a bearer token lapses the browser asks for a new one (ours). */
export const TOKEN_REFRESH_LEAD_MS = MINUTE_MS;
/** Delay from getting a bearer token to refreshing it: a little shorter than its lifetime. */
export const TOKEN_REFRESH_AFTER_MS = BEARER_TOKEN_TTL_MS - TOKEN_REFRESH_LEAD_MS;

/** A credit-limit request is answered within this long. */
export const CREDIT_LIMIT_RESPONSE_MS = 24 * HOUR_MS;
/** A payment modification shows within this long. */
export const PAYMENT_MODIFICATION_REFLECTED_MS = 24 * HOUR_MS;
/** Payments post within 1 to 2 business days. */
export const PAYMENT_POSTING_BUSINESS_DAYS = { min: 1, max: 2 } as const;
/** A pending mandate gets an update e-mail within this long (several days for the UK). */
export const MANDATE_PENDING_UPDATE_MS = 24 * HOUR_MS;
/** First direct debit no sooner than this many business days after approval. */
export const FIRST_DIRECT_DEBIT_MIN_BUSINESS_DAYS = 10;
/** A new AUDDIS enrolment is confirmed within this many business days. */
export const AUDDIS_CONFIRMATION_BUSINESS_DAYS = 4;
/** A failed mandate can be retried after this long. */
export const MANDATE_RETRY_AFTER_MS = 15 * MINUTE_MS;
/** An administrator may disable a user's MFA for this long. */
export const MFA_DISABLE_WINDOW_MS = 30 * MINUTE_MS;
/** After a security code, inviting users needs no further code for this long. */
export const INVITE_NO_SECURITY_CODE_MS = 10 * MINUTE_MS;
/** Minimum wait before a code can be sent again. */
export const RESEND_CODE_MIN_WAIT_MS = MINUTE_MS;
/** An SMS code can take up to this long to arrive. */
export const SMS_DELIVERY_MAX_MS = 2 * MINUTE_MS;
/** A primary e-mail change is decided within this long. */
export const PRIMARY_EMAIL_CHANGE_MS = 48 * HOUR_MS;
/** A physical card arrives 7 to 10 business days after activation or shipment. */
export const CARD_DELIVERY_BUSINESS_DAYS = { min: 7, max: 10 } as const;
/** When a bank account is replaced, payments due within this many days may still be drafted. */
export const REPLACED_ACCOUNT_DRAFT_WINDOW_DAYS = 2;

// ---------------------------------------------------------------------------------------------
// Validation (spec 5)
// ---------------------------------------------------------------------------------------------

/** Minimum password length (spec 5 and 9). */
export const PASSWORD_MIN_LENGTH = 8;

/** Maximum field lengths of spec 5; a longer name is shortened to the maximum. */
export const FIELD_MAX_LENGTHS = {
  addressLine1: 50,
  addressLine2: 50,
  cardHolderName: 26,
  city: 40,
  country: 2,
  recipientName: 80,
  state: 10,
  zip: 15,
  businessName: 64,
  tradingName: 64,
  usTaxId: 9,
} as const;
export type LengthLimitedField = keyof typeof FIELD_MAX_LENGTHS;

/** The numeric bound of spec 5 (0 to 9e12), in minor currency units where it bounds an amount. */
export const AMOUNT_RANGE = { min: 0, max: 9e12 } as const;

// ---------------------------------------------------------------------------------------------
// UI (spec 9 "UI")
// ---------------------------------------------------------------------------------------------

/** Viewport widths (px) where the layout changes. */
export const BREAKPOINTS = { small: 600, medium: 1024, large: 1440, extraLarge: 1920 } as const;
/** Toast notifications close after this long. */
export const NOTIFICATION_TIMEOUT_MS = 5000;
/** Dialog open/close transition. */
export const DIALOG_TRANSITION_MS = 300;
/** The application identifier string. */
export const APP_ID = 'app';
