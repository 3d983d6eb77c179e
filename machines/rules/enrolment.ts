import { NET_TERMS } from '../../src/domain/constants';

/**
 * The enrolment link (spec 2 `/apply`, `/{locale}/apply/`; spec 3 "Enrolment link parameters" and
 * Program; spec 5 "Enrolment parameters: client_reference values are required or unsupported per
 * program; payment_terms must be supported by the program"; spec 8 "Enrolment"; spec 9 "Payment
 * terms"). One pure check, used by the apply page (machines/app/apply) and by the server
 * (server/modules/apply), which alone knows whether a reference already exists.
 *
 * Decisions where the spec is silent (server/modules/apply/README.md):
 * - the channel parameter is `channel=<value>`; it is optional, and when given must be one of the
 *   program's channels;
 * - `payment_terms` is a net term `Net7` … `Net90` (every billing family of spec 9 comes with those
 *   days). A value outside Net7–Net90 (or not a net term at all) is "unsupported"; a net term the
 *   program has not enabled is "disabled"; no value at all is "terms ID missing";
 * - a client reference is at most 64 characters of letters, digits and `. _ - /`; a reference given
 *   but blank counts as missing.
 */
export const CLIENT_REFERENCE_PARAMS = {
  clientReferenceId: 'client_reference_id',
  clientReferenceCustomerId: 'client_reference_customer_id',
  clientReferenceBuyerId: 'client_reference_buyer_id',
} as const;
export type ClientReferenceKey = keyof typeof CLIENT_REFERENCE_PARAMS;
export const CLIENT_REFERENCE_KEYS = Object.keys(CLIENT_REFERENCE_PARAMS) as ClientReferenceKey[];

export const PAYMENT_TERMS_PARAM = 'payment_terms';
export const CHANNEL_PARAM = 'channel';
export const CLIENT_REFERENCE_MAX = 64;
/** The alphabet of a seller's references (enrolment link values, charge references). */
export const REFERENCE_PATTERN = /^[A-Za-z0-9._\-/]+$/;
const CHANNEL_PATTERN = /^[a-z0-9-]{1,32}$/;

/** Per program (spec 3 Program "requirements for client-reference values"). */
export type ReferenceRequirement = 'required' | 'optional' | 'unsupported';

export interface EnrolmentSettings {
  references: Readonly<Record<ClientReferenceKey, ReferenceRequirement>>;
  /** Net terms the program offers (spec 3 Program "supported payment terms"). */
  supportedPaymentTerms: readonly string[];
  /** Values the channel parameter may take. */
  channels: readonly string[];
}

/** What a link carries (blank values as null). */
export interface EnrolmentLink {
  references: Readonly<Record<ClientReferenceKey, string | null>>;
  paymentTerms: string | null;
  channel: string | null;
}

export type EnrolmentProblem =
  | { code: 'channelInvalid' }
  | { code: 'referenceInvalid'; reference: ClientReferenceKey }
  | { code: 'referenceAlreadyExists'; reference: ClientReferenceKey }
  | { code: 'referenceRequired'; reference: ClientReferenceKey }
  | { code: 'referenceUnsupported'; reference: ClientReferenceKey }
  | { code: 'paymentTermsUnsupported' }
  | { code: 'paymentTermsDisabled' }
  | { code: 'termsIdMissing' };

/** The message id of a problem (src/i18n/messages/<locale>/screens/apply.json), in spec 8's words. */
export function enrolmentProblemMessageId(problem: EnrolmentProblem): string {
  return 'reference' in problem ? `apply.link.${problem.reference}.${problem.code}` : `apply.link.${problem.code}`;
}

const blankAsNull = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/** The link's values from its query string (URLSearchParams in the browser, a record on the server). */
export function enrolmentLinkOf(query: { get(name: string): string | null }): EnrolmentLink {
  const references = Object.fromEntries(CLIENT_REFERENCE_KEYS.map((key) => [key, blankAsNull(query.get(CLIENT_REFERENCE_PARAMS[key]))])) as Record<ClientReferenceKey, string | null>;
  return { references, paymentTerms: blankAsNull(query.get(PAYMENT_TERMS_PARAM)), channel: blankAsNull(query.get(CHANNEL_PARAM)) };
}

export const isNetTerm = (value: string): boolean => (NET_TERMS as readonly string[]).includes(value);

/**
 * Every problem of a link, in the order the page lists them: the channel, each reference, the
 * terms. `existing` is the server's fact: which given references another buyer (or a pending
 * application) already has; the browser passes none and learns it from the server's answer.
 */
export function enrolmentLinkProblems(link: EnrolmentLink, settings: EnrolmentSettings, existing: Partial<Record<ClientReferenceKey, boolean>> = {}): EnrolmentProblem[] {
  const problems: EnrolmentProblem[] = [];
  if (link.channel !== null && (!CHANNEL_PATTERN.test(link.channel) || !settings.channels.includes(link.channel))) problems.push({ code: 'channelInvalid' });
  for (const reference of CLIENT_REFERENCE_KEYS) {
    const value = link.references[reference];
    const requirement = settings.references[reference];
    if (value === null) {
      if (requirement === 'required') problems.push({ code: 'referenceRequired', reference });
    } else if (requirement === 'unsupported') problems.push({ code: 'referenceUnsupported', reference });
    else if (value.length > CLIENT_REFERENCE_MAX || !REFERENCE_PATTERN.test(value)) problems.push({ code: 'referenceInvalid', reference });
    else if (existing[reference] === true) problems.push({ code: 'referenceAlreadyExists', reference });
  }
  if (link.paymentTerms === null) problems.push({ code: 'termsIdMissing' });
  else if (!isNetTerm(link.paymentTerms)) problems.push({ code: 'paymentTermsUnsupported' });
  else if (!settings.supportedPaymentTerms.includes(link.paymentTerms)) problems.push({ code: 'paymentTermsDisabled' });
  return problems;
}

/** The references a link gives (the ones whose existence the server checks). */
export const givenReferences = (link: EnrolmentLink): { key: ClientReferenceKey; value: string }[] =>
  CLIENT_REFERENCE_KEYS.flatMap((key) => (link.references[key] === null ? [] : [{ key, value: link.references[key] as string }]));
