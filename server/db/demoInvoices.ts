import type { Insertable } from 'kysely';
import { addDays, noonOf } from './calendarDays';
import { ACME_BUYER_ID, ACME_GROUP_IDS, demoUuid } from './demoIds';
import { DEMO_USER_IDS, DEMO_USERS } from './demoUsers';
import type { InvoiceTable } from './schema';
import type { SeededRandom } from './seedRandom';

export type InvoiceRow = Insertable<InvoiceTable> & { id: string; bill_date: string };

/** How many of Acme's sale invoices have each spec 4 charge status. Every status appears. */
const SALE_STATUS_PLAN: Readonly<Record<string, number>> = {
  paid: 10, settled: 4, open: 10, created: 5, pastDue: 6, pending: 2, pendingPayment: 4, paidDirect: 2,
  partiallyAdjusted: 2, adjusted: 1, cancelled: 2, credited: 2, rejected: 1, reversed: 1,
};
/** Open and past-due invoices that an active payment has partly paid. */
const PARTLY_PAID = { open: 2, pastDue: 1 } as const;

const FEES = [
  { feeType: 'Late Fee', status: 'pastDue', totalMinor: 3_500 },
  { feeType: 'Late Fee', status: 'open', totalMinor: 5_000 },
  { feeType: 'Failed Payment Fee', status: 'open', totalMinor: 2_500 },
  { feeType: 'Failed Payment Fee', status: 'paid', totalMinor: 2_500 },
  { feeType: 'Collections Fee', status: 'pastDue', totalMinor: 15_000 },
] as const;
const CREDIT_MEMO_COUNT = 3;

/** Bill dates, in days before today, per status: due dates (bill + 30, Net30) then fit the status. */
const BILL_DAYS_AGO: Readonly<Record<string, readonly [number, number]>> = {
  created: [0, 6], pending: [0, 2], open: [3, 28], pendingPayment: [3, 28], partiallyAdjusted: [3, 28],
  pastDue: [35, 85], settled: [60, 180],
};
/** Paid, cancelled, credited and other closed invoices. */
const CLOSED_BILL_DAYS_AGO = [20, 150] as const;
const NET_DAYS = 30;

/** Sale invoices are spread over the buyer's purchasers; Sam Lee (purchaser@) has the most. */
const OWNER_ROTATION = [
  DEMO_USER_IDS.purchaser, DEMO_USER_IDS.groupAdmin, DEMO_USER_IDS.sso, DEMO_USER_IDS.purchaser,
  DEMO_USER_IDS.admin, DEMO_USER_IDS.groupAdmin, DEMO_USER_IDS.purchaser,
];
const SUPPLIERS = ['Northwind Traders', 'Northwind Industrial Parts', 'Northwind Safety Equipment'];
const NOTES = [
  'Deliver to loading dock B',
  'Split shipment: remainder follows next week',
  'Quarterly maintenance supplies',
  'Rush order approved by A. Morgan',
  'Replacement parts for line 3',
];

interface Draft {
  invoiceType: 'sale' | 'fee' | 'credit';
  status: string;
  feeType: string | null;
  totalMinor: number;
  ownerId: string | null;
  partlyPaid: boolean;
}

/** Acme's ~60 invoices, dated relative to `today`, numbered in bill-date order. */
export function buildAcmeInvoices(today: string, random: SeededRandom): InvoiceRow[] {
  const drafts = random.shuffle([...saleDrafts(random), ...feeDrafts(), ...creditDrafts(random)]);
  const dated = drafts.map((draft) => ({ draft, billDate: addDays(today, -random.int(...billDaysAgo(draft.status))) }));
  dated.sort((a, b) => a.billDate.localeCompare(b.billDate));
  return dated.map(({ draft, billDate }, index) => toRow(draft, billDate, index, random));
}

function saleDrafts(random: SeededRandom): Draft[] {
  const drafts: Draft[] = [];
  for (const [status, count] of Object.entries(SALE_STATUS_PLAN)) {
    const partlyPaidCount = PARTLY_PAID[status as keyof typeof PARTLY_PAID] ?? 0;
    for (let i = 0; i < count; i++) {
      const ownerId = OWNER_ROTATION[drafts.length % OWNER_ROTATION.length] ?? null;
      // Whole dollars between USD 120 and USD 4,800.
      const totalMinor = random.int(120, 4_800) * 100;
      drafts.push({ invoiceType: 'sale', status, feeType: null, totalMinor, ownerId, partlyPaid: i < partlyPaidCount });
    }
  }
  return drafts;
}

function feeDrafts(): Draft[] {
  return FEES.map((fee) => ({ invoiceType: 'fee', status: fee.status, feeType: fee.feeType, totalMinor: fee.totalMinor, ownerId: null, partlyPaid: false }));
}

function creditDrafts(random: SeededRandom): Draft[] {
  return Array.from({ length: CREDIT_MEMO_COUNT }, () => ({
    invoiceType: 'credit' as const,
    status: 'credited',
    feeType: null,
    totalMinor: random.int(50, 800) * 100,
    ownerId: null,
    partlyPaid: false,
  }));
}

function billDaysAgo(status: string): readonly [number, number] {
  return BILL_DAYS_AGO[status] ?? CLOSED_BILL_DAYS_AGO;
}

/** What is still owed, given the status: nothing once paid, cancelled or credited. */
function remainingFor(draft: Draft, random: SeededRandom): number {
  if (draft.partlyPaid) return draft.totalMinor - Math.round((draft.totalMinor * random.int(30, 60)) / 100);
  switch (draft.status) {
    case 'created': case 'pending': case 'open': case 'pastDue': case 'pendingPayment':
      return draft.totalMinor;
    case 'partiallyAdjusted':
      return Math.round((draft.totalMinor * random.int(40, 80)) / 100);
    default:
      return 0;
  }
}

function toRow(draft: Draft, billDate: string, index: number, random: SeededRandom): InvoiceRow {
  const owner = DEMO_USERS.find((user) => user.id === draft.ownerId);
  const isSale = draft.invoiceType === 'sale';
  const prefix = { sale: 'INV', fee: 'FEE', credit: 'CM' }[draft.invoiceType];
  return {
    id: demoUuid('invoice', index + 1),
    buyer_id: ACME_BUYER_ID,
    group_id: owner?.groupId ?? ACME_GROUP_IDS.topLevel,
    buyer_user_id: owner?.id ?? null,
    invoice_number: `${prefix}-${100_201 + index}`,
    invoice_type: draft.invoiceType,
    fee_type: draft.feeType,
    status: draft.status,
    currency: 'USD',
    total_minor: draft.totalMinor,
    remaining_minor: remainingFor(draft, random),
    bill_date: billDate,
    due_date: draft.invoiceType === 'credit' ? billDate : addDays(billDate, NET_DAYS),
    po_number: isSale && random.chance(0.6) ? `PO-${random.int(40_000, 49_999)}` : null,
    notes: isSale && random.chance(0.25) ? random.pick(NOTES) : null,
    consolidated: isSale && random.chance(0.12),
    supplier_name: random.pick(SUPPLIERS),
    created_at: noonOf(billDate),
  };
}
