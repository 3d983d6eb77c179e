import type { Transaction } from 'kysely';
import { appendAuditEntry } from '../../audit/auditLog';
import { toAuditJson } from '../../audit/redact';
import type { Database } from '../../db/schema';

/**
 * The audit trail's names for company info changes. They are pure rules (machines/rules/
 * companyInfo.ts), not a machine's transitions, so they are appended like AutoPay changes
 * (server/modules/bankAccounts/setBankAccountAutoPay.ts): `company` entity = the buyer, the state
 * `recorded` before and after, the changed values in the contexts, the rule that passed.
 */
export const COMPANY_AUDIT = {
  entityType: 'company',
  machineId: 'companyInfoRules',
  profileUpdated: 'company.profileUpdated',
  identifiersChanged: 'company.identifiersChanged',
} as const;

export const COMPANY_RULES = {
  profile: {
    guard: 'isCompanyProfileValid',
    description: 'Trading name up to 64 characters; address line 1 (up to 50), city (40) and zip (15) required, line 2 up to 50, state up to 10 (required in US, CA and AU).',
    spec: '5. Maximum field lengths; company identifiers',
  },
  identifiers: {
    guard: 'areCompanyIdentifiersValid',
    description: 'Business name required, up to 64 characters; registration number up to 30; a US tax ID has 9 digits, others up to 30 characters.',
    spec: '5. Maximum field lengths; company identifiers',
  },
} as const;

export interface CompanyChange {
  buyerId: string;
  eventType: (typeof COMPANY_AUDIT)['profileUpdated' | 'identifiersChanged'];
  rule: (typeof COMPANY_RULES)['profile' | 'identifiers'];
  /** Only the fields that changed, before and after. */
  before: Record<string, string | null>;
  after: Record<string, string | null>;
  actor: { userId: string | null; role: string | null };
  now: Date;
}

/** Appends the change, last in its transaction (the audit lock is held until the commit). */
export async function appendCompanyChange(trx: Transaction<Database>, change: CompanyChange): Promise<void> {
  await appendAuditEntry(trx, {
    occurredAt: change.now,
    actor: change.actor,
    buyerId: change.buyerId,
    entity: { type: COMPANY_AUDIT.entityType, id: change.buyerId },
    machineId: COMPANY_AUDIT.machineId,
    eventType: change.eventType,
    eventPayload: toAuditJson({ type: change.eventType, fields: Object.keys(change.after).join(', '), ...change.after, now: change.now.toISOString() }),
    fromState: toAuditJson({ value: 'recorded', context: change.before }),
    toState: toAuditJson({ value: 'recorded', context: change.after }),
    ruleResults: { decision: 'accepted', guards: [{ ...change.rule, passed: true }] },
  });
}
