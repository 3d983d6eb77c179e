import type { Kysely } from 'kysely';
import { companyIdentifiersSchema } from '../../../machines/rules/companyInfo';
import type { Database } from '../../db/schema';
import { withRetry } from '../../db/withRetry';
import { ServicerReportRejected } from '../../integrations/servicer/servicerGateway';
import { appendCompanyChange, COMPANY_AUDIT, COMPANY_RULES } from './companyAudit';
import { companyFieldProblems } from './companyErrors';

export interface IdentifiersReport {
  buyerId: string;
  businessName: string;
  registrationNumber?: string | null;
  taxId?: string | null;
}

/**
 * The program changed a buyer's identifiers (servicer report `company.identifiersChanged`): the
 * legal business name (`buyers.name`), registration number and tax ID, checked with the same rule as
 * everywhere (machines/rules/companyInfo.ts companyIdentifiersSchema, for the buyer's country). A
 * report that breaks it is SERVICER_REPORT_INVALID and nothing is written. Audited with the system
 * as actor, in one transaction with the change. The registration number and tax ID live in the
 * buyer's company row, which needs an address: for a buyer without one, a report carrying them is
 * SERVICER_REPORT_INVALID (a report of the name alone is applied).
 */
export async function changeCompanyIdentifiers(db: Kysely<Database>, report: IdentifiersReport, now: Date): Promise<void> {
  await withRetry(() =>
    db.transaction().execute(async (trx) => {
      const buyer = await trx.selectFrom('buyers').select(['id', 'name', 'business_country']).where('id', '=', report.buyerId).forUpdate().executeTakeFirst();
      if (!buyer) throw new ServicerReportRejected('NOT_FOUND', `no buyer ${report.buyerId}`);
      const input = { businessName: report.businessName, registrationNumber: report.registrationNumber ?? '', taxId: report.taxId ?? '' };
      const parsed = companyIdentifiersSchema(buyer.business_country).safeParse(input);
      if (!parsed.success) {
        const problems = companyFieldProblems(parsed.error.issues, input);
        throw new ServicerReportRejected('SERVICER_REPORT_INVALID', problems.map((p) => `${p.field}: ${p.messageId}`).join('; '));
      }
      const info = await trx.selectFrom('buyer_company_info').select(['registration_number', 'tax_id']).where('buyer_id', '=', buyer.id).forUpdate().executeTakeFirst();
      const wantsDetails = parsed.data.registrationNumber !== '' || parsed.data.taxId !== '';
      if (!info && wantsDetails) throw new ServicerReportRejected('SERVICER_REPORT_INVALID', 'the buyer has no company profile yet: report the registration number and tax ID once an address is on file');
      const before = { businessName: buyer.name, registrationNumber: info?.registration_number ?? null, taxId: info?.tax_id ?? null };
      const after = { businessName: parsed.data.businessName, registrationNumber: parsed.data.registrationNumber || null, taxId: parsed.data.taxId || null };
      const changed = (Object.keys(after) as (keyof typeof after)[]).filter((field) => before[field] !== after[field]);
      if (changed.length === 0) return;
      if (after.businessName !== before.businessName) await trx.updateTable('buyers').set({ name: after.businessName }).where('id', '=', buyer.id).execute();
      if (info) {
        await trx
          .updateTable('buyer_company_info')
          .set({ registration_number: after.registrationNumber, tax_id: after.taxId, updated_at: now, updated_by_user_id: null })
          .where('buyer_id', '=', buyer.id)
          .execute();
      }
      await appendCompanyChange(trx, {
        buyerId: buyer.id,
        eventType: COMPANY_AUDIT.identifiersChanged,
        rule: COMPANY_RULES.identifiers,
        before: Object.fromEntries(changed.map((field) => [field, before[field]])),
        after: Object.fromEntries(changed.map((field) => [field, after[field]])),
        actor: { userId: null, role: null },
        now,
      });
    }),
  );
}
