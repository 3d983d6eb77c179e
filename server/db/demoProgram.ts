import type { Insertable } from 'kysely';
import { ACME_BUYER_ID, DEMO_PROGRAM_ID, GLOBEX_BUYER_ID } from './demoIds';
import type { AppAlertTable, BuyerTable, ProgramEnrolmentSettingsTable, ProgramTable, ProgramTranslationTable } from './schema';

/** The demo program's allowed locales: the twelve languages, and the regional variants with their own texts. */
export const DEMO_PROGRAM_LOCALES = [
  'en-US', 'en-GB', 'cs-CZ', 'da-DK', 'de-DE', 'de-CH', 'es-ES', 'es-MX', 'fr-FR', 'fr-CA', 'it-IT', 'nl-NL', 'pl-PL', 'pt-PT', 'ro-RO', 'sv-SE',
];

/**
 * A second white label (README "A second program"): a European seller with a Swiss-German default,
 * five locales and its own overrides, to show the per-program locale rules beside Northwind's.
 * A server started with PROGRAM_ID=alpenland presents it.
 */
export const ALPENLAND_PROGRAM_ID = 'alpenland';
export const ALPENLAND_PROGRAM_LOCALES = ['de-CH', 'de-AT', 'fr-CH', 'it-IT', 'en-GB'];

/** The seller's trade-credit program every demo buyer belongs to (README "Demo sign-ins"). */
export const DEMO_PROGRAM: Insertable<ProgramTable> = {
  id: DEMO_PROGRAM_ID,
  name: 'Northwind Trade Credit',
  default_buyer_locale: 'en-US',
  // Every bundled language (spec 9, issue 15), with the regional variants that have their own texts.
  locales: JSON.stringify(DEMO_PROGRAM_LOCALES),
  mfa_enabled: true,
  mfa_at_login: false,
  mfa_at_buyer_create: true,
  mfa_required: true,
  dispute_time_limit_days: 90,
  supported_payment_terms: JSON.stringify(['Net30', 'Net60']),
  remittance: JSON.stringify({
    bankName: 'First Demo Bank, N.A.',
    accountName: 'Northwind Trade Credit Receivables',
    accountNumber: 'XXXXXX4821',
    routingNumber: '123456789',
    referenceInstructions: 'Quote your account number and the invoice numbers you are paying in the payment reference.',
  }),
};

/**
 * How the demo program takes applications (server/modules/apply, README "Enrolment links"): every
 * link carries the seller's client_reference_id; client_reference_buyer_id is optional;
 * client_reference_customer_id is not used by this program. Terms: the program's supported
 * payment terms (Net30, Net60).
 */
export const DEMO_ENROLMENT_SETTINGS: Insertable<ProgramEnrolmentSettingsTable> = {
  program_id: DEMO_PROGRAM_ID,
  reference_rules: JSON.stringify({ clientReferenceId: 'required', clientReferenceCustomerId: 'unsupported', clientReferenceBuyerId: 'optional' }),
  channels: JSON.stringify(['email', 'web', 'partner']),
};

export function acmeBuyer(createdAt: Date): Insertable<BuyerTable> {
  return {
    id: ACME_BUYER_ID,
    program_id: DEMO_PROGRAM_ID,
    name: 'Acme Industrial Supply',
    billing_cycle: 'monthly',
    business_country: 'US',
    status: 'active',
    type: 'business',
    terms: 'Net30',
    currency: 'USD',
    credit_approved_minor: 25_000_000,
    purchase_policy_max_minor: 2_500_000,
    client_reference_buyer_id: 'ACME-0001',
    client_reference_id: 'NW-1001',
    created_at: createdAt,
    // Direct debit comes from Acme's active bank account with a signed mandate (demoBankAccounts.ts).
  };
}

export function globexBuyer(createdAt: Date): Insertable<BuyerTable> {
  return {
    id: GLOBEX_BUYER_ID,
    program_id: DEMO_PROGRAM_ID,
    name: 'Globex Wholesale',
    billing_cycle: 'monthly',
    business_country: 'US',
    status: 'active',
    type: 'business',
    terms: 'Net60',
    currency: 'USD',
    credit_approved_minor: 5_000_000_000,
    purchase_policy_max_minor: null,
    client_reference_buyer_id: 'GLOBEX-0001',
    created_at: createdAt,
  };
}

export const DEMO_APP_ALERTS: Insertable<AppAlertTable>[] = [
  {
    message_storage_id: 'alert-autopay-reminder',
    target_public: false,
    target_user_type: 'BUYER',
    target_role: 'Buyer:Administrator',
    title_intl_key: 'alerts.autopayReminder.title',
    message_intl_key: 'alerts.autopayReminder.message',
    url_link: '/payments',
    alert_type: 'warning',
    enabled: true,
    target_screen: 'account-overview',
    target_country: 'US',
    target_program_id: DEMO_PROGRAM_ID,
  },
  {
    message_storage_id: 'alert-holiday-schedule',
    target_public: true,
    target_user_type: null,
    target_role: null,
    title_intl_key: 'alerts.holidaySchedule.title',
    message_intl_key: 'alerts.holidaySchedule.message',
    url_link: null,
    alert_type: 'info',
    enabled: false,
    target_screen: null,
    target_country: null,
    target_program_id: DEMO_PROGRAM_ID,
  },
];

/** Program overrides merged over the bundled messages (spec 1, 7): the merge is visible at sign-in. */
export const DEMO_PROGRAM_TRANSLATIONS: Insertable<ProgramTranslationTable>[] = [
  {
    program_id: DEMO_PROGRAM_ID,
    locale: 'en-US',
    messages: JSON.stringify({
      'app.brandTagline': 'Net terms for growing businesses',
      'signIn.intro': 'Sign in to manage your Northwind Trade Credit account.',
    }),
  },
  {
    program_id: DEMO_PROGRAM_ID,
    locale: 'de-DE',
    messages: JSON.stringify({
      'app.brandTagline': 'Zahlungsziel für wachsende Unternehmen',
      'signIn.intro': 'Melden Sie sich an, um Ihr Northwind-Trade-Credit-Konto zu verwalten.',
    }),
  },
];

export const ALPENLAND_PROGRAM: Insertable<ProgramTable> = {
  id: ALPENLAND_PROGRAM_ID,
  name: 'Alpenland Handelskredit',
  default_buyer_locale: 'de-CH',
  locales: JSON.stringify(ALPENLAND_PROGRAM_LOCALES),
  mfa_enabled: true,
  mfa_at_login: false,
  mfa_at_buyer_create: false,
  mfa_required: false,
  dispute_time_limit_days: 60,
  supported_payment_terms: JSON.stringify(['Net30']),
  remittance: JSON.stringify({
    bankName: 'Alpenbank AG',
    accountName: 'Alpenland Handelskredit AG',
    accountNumber: 'CH93 0076 2011 6238 5295 7',
    routingNumber: '',
    referenceInstructions: 'Geben Sie Ihre Kontonummer und die bezahlten Rechnungsnummern als Zahlungsreferenz an.',
  }),
};

export const ALPENLAND_ENROLMENT_SETTINGS: Insertable<ProgramEnrolmentSettingsTable> = {
  program_id: ALPENLAND_PROGRAM_ID,
  reference_rules: JSON.stringify({ clientReferenceId: 'required', clientReferenceCustomerId: 'optional', clientReferenceBuyerId: 'unsupported' }),
  channels: JSON.stringify(['email', 'web']),
};

/**
 * Alpenland's overrides: German ones (de-DE) that de-CH and de-AT also get (the language's home
 * locale serves its regions, server/http/translations.ts), a Swiss one that wins in de-CH, and
 * English and French ones. Side by side with Northwind's: the same key, another text per program.
 */
export const ALPENLAND_PROGRAM_TRANSLATIONS: Insertable<ProgramTranslationTable>[] = [
  {
    program_id: ALPENLAND_PROGRAM_ID,
    locale: 'de-DE',
    messages: JSON.stringify({
      'app.brandTagline': 'Handelskredit für den Alpenraum',
      'signIn.intro': 'Melden Sie sich an, um Ihr Alpenland-Handelskreditkonto zu verwalten.',
    }),
  },
  {
    program_id: ALPENLAND_PROGRAM_ID,
    locale: 'de-CH',
    messages: JSON.stringify({ 'signIn.intro': 'Melden Sie sich an, um Ihr Alpenland-Konto in der Schweiz zu verwalten.' }),
  },
  {
    program_id: ALPENLAND_PROGRAM_ID,
    locale: 'en-GB',
    messages: JSON.stringify({ 'app.brandTagline': 'Trade credit across the Alps', 'signIn.intro': 'Sign in to manage your Alpenland trade credit account.' }),
  },
  {
    program_id: ALPENLAND_PROGRAM_ID,
    locale: 'fr-CH',
    messages: JSON.stringify({ 'app.brandTagline': 'Crédit commercial pour l’espace alpin', 'signIn.intro': 'Connectez-vous pour gérer votre compte de crédit commercial Alpenland.' }),
  },
];
