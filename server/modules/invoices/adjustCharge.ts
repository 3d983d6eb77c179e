import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { withRetry } from '../../db/withRetry';
import { ServicerReportRejected, type ServicerEvent } from '../../integrations/servicer/servicerGateway';
import { applyChargeEvent } from './applyChargeEvent';

export type ChargeAdjustment = Extract<ServicerEvent, { kind: 'charge.adjusted' }>;

/**
 * The servicer's adjustment of an invoice (a correction, e.g. a dispute resolved in the buyer's
 * favour), through the charge machine: the invoice owes `amountMinor` less and is Partially
 * Adjusted, or Adjusted when nothing is left (`charge.adjusted`; only payable invoices can be
 * adjusted, anything else is RULE_REFUSED naming the rule). One transaction, the invoice row locked;
 * an amount that is not a whole positive number of minor units, or more than the invoice owes, is
 * SERVICER_REPORT_INVALID and changes nothing. The audit entry names the system as actor.
 */
export async function adjustCharge(db: Kysely<Database>, report: ChargeAdjustment, now: Date): Promise<{ invoiceId: string; status: string }> {
  return withRetry(() =>
    db.transaction().execute(async (trx) => {
      const invoice = await trx.selectFrom('invoices').select(['id', 'buyer_id', 'status', 'remaining_minor']).where('id', '=', report.invoiceId).forUpdate().executeTakeFirst();
      if (!invoice) throw new ServicerReportRejected('NOT_FOUND', `invoice ${report.invoiceId} not found`);
      if (!Number.isSafeInteger(report.amountMinor) || report.amountMinor <= 0 || report.amountMinor > invoice.remaining_minor) {
        throw new ServicerReportRejected('SERVICER_REPORT_INVALID', `adjustment of invoice ${invoice.id} refused: ${report.amountMinor} is not within what it owes (${invoice.remaining_minor})`);
      }
      const status = await applyChargeEvent(trx, invoice, { type: 'charge.adjusted', remainingMinor: invoice.remaining_minor - report.amountMinor }, now, { userId: null, role: null });
      return { invoiceId: invoice.id, status };
    }),
  );
}
