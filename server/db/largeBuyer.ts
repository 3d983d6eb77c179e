import { addDays, noonOf } from './calendarDays';
import { GLOBEX_BUYER_ID, GLOBEX_GROUP_ID, demoUuid } from './demoIds';
import type { InvoiceRow } from './demoInvoices';
import { GLOBEX_ADMIN } from './demoUsers';
import type { SeededRandom } from './seedRandom';

/**
 * Invoices of the large demo buyer (Globex Wholesale), for listing and paging at scale. Only statuses
 * that need no payment behind them, so the rows stay consistent without thousands of payments.
 */
const STATUS_MIX = ['open', 'open', 'open', 'created', 'pending', 'pastDue', 'paidDirect', 'paidDirect', 'cancelled'];
const NET_DAYS = 60;
/** Serials of Globex invoices start here, clear of Acme's. */
const FIRST_SERIAL = 0x100000;

export function buildLargeBuyerInvoices(count: number, today: string, random: SeededRandom): InvoiceRow[] {
  return Array.from({ length: count }, (_, index) => {
    const status = random.pick(STATUS_MIX);
    // Past-due bills are older than the terms; open ones younger; closed ones any age within a year.
    const daysAgo = status === 'pastDue' ? random.int(NET_DAYS + 1, 365) : status === 'paidDirect' || status === 'cancelled' ? random.int(0, 365) : random.int(0, NET_DAYS - 1);
    const billDate = addDays(today, -daysAgo);
    const totalMinor = random.int(50, 1_500) * 100;
    const owes = status !== 'paidDirect' && status !== 'cancelled';
    return {
      id: demoUuid('invoice', FIRST_SERIAL + index),
      buyer_id: GLOBEX_BUYER_ID,
      group_id: GLOBEX_GROUP_ID,
      buyer_user_id: GLOBEX_ADMIN.id,
      invoice_number: `GLX-${String(index + 1).padStart(6, '0')}`,
      invoice_type: 'sale',
      fee_type: null,
      status,
      currency: 'USD',
      total_minor: totalMinor,
      remaining_minor: owes ? totalMinor : 0,
      bill_date: billDate,
      due_date: addDays(billDate, NET_DAYS),
      po_number: random.chance(0.5) ? `GPO-${random.int(100_000, 999_999)}` : null,
      notes: null,
      consolidated: false,
      supplier_name: 'Northwind Traders',
      created_at: noonOf(billDate),
    };
  });
}
