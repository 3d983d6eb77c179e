import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { GraphQLContext } from '../../graphql/context';
import { resolveChargeScope, todayOf, type ChargeScope } from '../invoices/chargeScope';
import { scopedInvoices } from '../invoices/invoiceQuery';
import type { LedgerAllocation, LedgerInvoice } from './ledger';

/**
 * What the reports are computed from: the invoices of the user's charge scope, through the invoice
 * list's own `scopedInvoices` (so the reports see exactly the charges the list shows, spec 6), and
 * the payments allocated to them.
 */
export interface ReportData {
  scope: ChargeScope;
  today: string;
  invoices: LedgerInvoice[];
  allocations: LedgerAllocation[];
}

export async function loadLedger(db: Kysely<Database>, scope: ChargeScope, today: string): Promise<Pick<ReportData, 'invoices' | 'allocations'>> {
  const rows = await scopedInvoices(db, scope, null, today)
    .leftJoin('groups as g', 'g.id', 'i.group_id')
    .select(['i.id', 'i.invoice_number', 'i.invoice_type', 'i.status', 'i.total_minor', 'i.remaining_minor', 'i.bill_date', 'i.due_date', 'i.group_id', 'g.name as group_name'])
    .orderBy('i.bill_date')
    .orderBy('i.id')
    .execute();
  const allocations = await db
    .selectFrom('payment_allocations as a')
    .innerJoin('payments as p', 'p.id', 'a.payment_id')
    .select(['a.invoice_id', 'a.amount_minor', 'p.status', 'p.received_date'])
    .where('a.invoice_id', 'in', scopedInvoices(db, scope, null, today).select('i.id'))
    .orderBy('p.received_date')
    .orderBy('p.id')
    .execute();
  return {
    invoices: rows.map((row) => ({
      id: row.id,
      invoiceNumber: row.invoice_number,
      invoiceType: row.invoice_type,
      status: row.status,
      totalMinor: Number(row.total_minor),
      remainingMinor: Number(row.remaining_minor),
      billDate: row.bill_date,
      dueDate: row.due_date,
      groupId: row.group_id,
      groupName: row.group_name,
    })),
    allocations: allocations.map((row) => ({ invoiceId: row.invoice_id, amountMinor: Number(row.amount_minor), paymentStatus: row.status, receivedDate: row.received_date })),
  };
}

/** The scope (FORBIDDEN / NOT_FOUND as the invoice list) and its ledger, as of the server's today. */
export async function loadReportData(context: GraphQLContext, buyerId: string | null | undefined): Promise<ReportData> {
  const scope = await resolveChargeScope(context, buyerId);
  const today = todayOf(context);
  return { scope, today, ...(await loadLedger(context.services.db, scope, today)) };
}
