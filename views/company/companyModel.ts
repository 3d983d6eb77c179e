import { z } from 'zod';
import type { CompanyInfoData, PrimaryEmailChangeItem } from '../../machines/app/company/companyTypes';
import { COMPANY_LIMITS, COUNTRIES_WITH_STATES, type CompanyProfileValues } from '../../machines/rules/companyInfo';
import { emailChangeProblems } from '../../machines/rules/primaryEmailChange';

/**
 * Pure helpers of the company screens: the form's starting values, the new-e-mail field's schema
 * (the primaryEmailChange rule's checks as field messages, rule.primaryEmailChange.* ids), and how
 * stored values read. The workflows are the companyInfo and primaryContact machines.
 */
export function profileFormValues(info: CompanyInfoData): CompanyProfileValues {
  const a = info.address;
  return { tradingName: info.tradingName ?? '', line1: a?.line1 ?? '', line2: a?.line2 ?? '', city: a?.city ?? '', state: a?.state ?? '', zip: a?.zip ?? '' };
}

export const isStateRequired = (country: string) => COUNTRIES_WITH_STATES.includes(country);
export const PROFILE_LIMITS = COMPANY_LIMITS;

/** "941234567" -> "94-1234567" for a US tax ID (the EIN's usual form); others as stored. */
export function formatTaxId(taxId: string | null, country: string): string | null {
  if (!taxId) return null;
  return country === 'US' && /^\d{9}$/.test(taxId) ? `${taxId.slice(0, 2)}-${taxId.slice(2)}` : taxId;
}

export interface PrimaryEmailFormValues {
  newEmail: string;
}

/** The new e-mail, checked with the machine's rule (the server adds "another user has it"). */
export function primaryEmailSchema(currentEmail: string | null) {
  return z.object({
    newEmail: z
      .string()
      .trim()
      .min(1)
      .superRefine((newEmail, ctx) => {
        if (newEmail === '') return;
        for (const problem of emailChangeProblems({ newEmail, currentEmail, emailInUse: false })) {
          const messageId = `rule.primaryEmailChange.isEmailChangeAcceptable.${problem}`;
          ctx.addIssue({ code: 'custom', message: messageId, params: { messageId } });
        }
      }),
  });
}

/** The status of a change in the words of the page (spec 4: submitted, approved, rejected). */
export const changeStatusId = (change: PrimaryEmailChangeItem) => `company.primaryContact.status.${change.status}`;
