import { z } from 'zod';
import { AMOUNT_RANGE, CURRENCIES, SUPPORTED_COUNTRIES } from '../../../src/domain/constants';
import { companyIdentifiersSchema, companyProfileSchema } from '../../rules/companyInfo';
import { isPlausiblePhoneNumber } from '../../rules/phoneNumber';
import { userFieldsSchema } from '../users/userFormSchema';

/**
 * The application's steps (Buyer apply, spec 2; spec 5 lengths and company identifiers) as zod
 * schemas, used by the forms (TanStack Form, views/apply), the apply machine's guards and the
 * server (server/modules/apply). No rule is written here: the company's identifiers and address are
 * machines/rules/companyInfo.ts (the Company Info page's rules), the contact's name and e-mail the
 * Invite User form's (machines/app/users/userFormSchema.ts), the phone machines/rules/phoneNumber.ts.
 */
export const APPLY_STEPS = ['business', 'address', 'contact', 'terms', 'consent'] as const;
export type ApplyFormStep = (typeof APPLY_STEPS)[number];
export type ApplyStep = ApplyFormStep | 'review';

const text = z.string().max(300);

export interface BusinessDetails {
  businessName: string;
  tradingName: string;
  country: string;
  registrationNumber: string;
  taxId: string;
}
export interface BusinessAddress {
  line1: string;
  line2: string;
  city: string;
  state: string;
  zip: string;
}
export interface ApplicantContact {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}
export interface RequestedTerms {
  /** Major units as typed (e.g. "50000" or "50000.00"). */
  creditLimit: string;
  currency: string;
}
export interface ApplicationConsent {
  acceptTerms: boolean;
  creditCheck: boolean;
}

export interface ApplicationDraft {
  business: BusinessDetails;
  address: BusinessAddress;
  contact: ApplicantContact;
  terms: RequestedTerms;
  consent: ApplicationConsent;
}

export const BLANK_APPLICATION: ApplicationDraft = {
  business: { businessName: '', tradingName: '', country: '', registrationNumber: '', taxId: '' },
  address: { line1: '', line2: '', city: '', state: '', zip: '' },
  contact: { firstName: '', lastName: '', email: '', phone: '' },
  terms: { creditLimit: '', currency: 'USD' },
  consent: { acceptTerms: false, creditCheck: false },
};

/** Re-reports another schema's issues (the rule's own zod issues) on this value's fields. */
function reportFrom(schema: z.ZodType, value: unknown, ctx: z.RefinementCtx, only?: readonly string[]): void {
  const result = schema.safeParse(value);
  if (result.success) return;
  for (const issue of result.error.issues) {
    if (only && !only.includes(String(issue.path[0]))) continue;
    ctx.addIssue({ ...issue } as Parameters<typeof ctx.addIssue>[0]);
  }
}

const isCountry = (value: string): boolean => (SUPPORTED_COUNTRIES as readonly string[]).includes(value);

/** Step 1: the legal business name, trading name, country, registration number and tax ID (US: 9 digits). */
export const businessDetailsSchema = z
  .object({ businessName: text, tradingName: text, country: text, registrationNumber: text, taxId: text })
  .superRefine((value, ctx) => {
    if (!isCountry(value.country)) ctx.addIssue({ code: 'custom', path: ['country'], message: 'form.selectRequired', params: { messageId: 'form.selectRequired' } });
    const country = isCountry(value.country) ? value.country : 'US';
    reportFrom(companyIdentifiersSchema(country), value, ctx);
    reportFrom(companyProfileSchema(country), { ...value, line1: 'x', city: 'x', state: 'x', zip: 'x', line2: '' }, ctx, ['tradingName']);
  });

/** Step 2: the business address; a state is required where the country has states (companyInfo.ts). */
export const businessAddressSchema = (country: string) =>
  z.object({ line1: text, line2: text, city: text, state: text, zip: text }).superRefine((value, ctx) => reportFrom(companyProfileSchema(country), { ...value, tradingName: '' }, ctx));

/** Step 3: the applicant, who becomes the account's first user on approval. */
export const applicantContactSchema = userFieldsSchema.pick({ firstName: true, lastName: true, email: true }).extend({
  phone: z.string().trim().max(40).refine(isPlausiblePhoneNumber, { params: { messageId: 'form.phoneInvalid' } }),
});

/** "50000", "50,000" or "50000.50": a positive amount with at most two decimals. */
export function creditLimitMinorOf(text: string): number | null {
  const compact = text.trim().replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(compact)) return null;
  const minor = Math.round(Number(compact) * 100);
  return Number.isSafeInteger(minor) ? minor : null;
}

/** Step 4: the credit line asked for (the payment terms come from the link). */
export const requestedTermsSchema = z.object({
  creditLimit: z
    .string()
    .trim()
    .min(1)
    .refine((value) => creditLimitMinorOf(value) !== null, { params: { messageId: 'form.numeric' } })
    .refine((value) => (creditLimitMinorOf(value) ?? 0) > 0, { params: { messageId: 'apply.problem.creditLimitPositive' } })
    .refine((value) => (creditLimitMinorOf(value) ?? 0) / 100 < AMOUNT_RANGE.max, { params: { messageId: 'form.lessThanMax', values: { max: AMOUNT_RANGE.max } } }),
  currency: z.enum(CURRENCIES),
});

const mustAgree = (messageId: string) => z.boolean().refine((value) => value, { params: { messageId } });
/** Step 5: the applicant accepts the program's terms and allows the credit check. */
export const consentSchema = z.object({ acceptTerms: mustAgree('apply.problem.acceptTerms'), creditCheck: mustAgree('apply.problem.creditCheck') });

/** The schema of one step (the address depends on the country chosen in step 1). */
export function stepSchema(step: ApplyFormStep, draft: ApplicationDraft): z.ZodType {
  switch (step) {
    case 'business':
      return businessDetailsSchema;
    case 'address':
      return businessAddressSchema(draft.business.country);
    case 'contact':
      return applicantContactSchema;
    case 'terms':
      return requestedTermsSchema;
    case 'consent':
      return consentSchema;
  }
}

export const isStepValid = (step: ApplyFormStep, draft: ApplicationDraft): boolean => stepSchema(step, draft).safeParse(draft[step]).success;

/** The whole application as the server parses it: every step's schema on its own path. */
export const applicationSchema = z
  .object({
    business: z.object({ businessName: text, tradingName: text, country: text, registrationNumber: text, taxId: text }),
    address: z.object({ line1: text, line2: text, city: text, state: text, zip: text }),
    contact: z.object({ firstName: text, lastName: text, email: text, phone: text }),
    terms: z.object({ creditLimit: text, currency: text }),
    consent: z.object({ acceptTerms: z.boolean(), creditCheck: z.boolean() }),
  })
  .superRefine((draft, ctx) => {
    for (const step of APPLY_STEPS) {
      const result = stepSchema(step, draft as ApplicationDraft).safeParse(draft[step]);
      if (!result.success) for (const issue of result.error.issues) ctx.addIssue({ ...issue, path: [step, ...issue.path] } as Parameters<typeof ctx.addIssue>[0]);
    }
  });
export type ApplicationInput = z.infer<typeof applicationSchema>;
