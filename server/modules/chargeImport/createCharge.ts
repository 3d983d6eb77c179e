import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { catalogEntry } from '../../../machines/catalog';
import { chargeStatus, chargeMachine } from '../../../machines/domain/charge';
import type { Database } from '../../db/schema';
import { recordDomainCreation } from '../../rulebook/recordCreation';
import { getInitialSnapshot } from 'xstate';
import type { ChargeRow, ChargeRowProblem } from './chargeRow';

/**
 * Creates one charge (a sale invoice) from a checked charge row, atomically and idempotently:
 * one transaction per row holding a lock on (program, Invoice Reference ID); the reference is
 * stored with the invoice, so the same row sent again finds it and creates nothing
 * (`alreadyImported`), and a different charge under a used reference is refused
 * (`referenceConflict`). The rules that need the database: the buyer is the program's buyer with
 * that client reference (`client_reference_buyer_id`), active, billed in the row's currency, and
 * has no invoice with that number. The invoice starts in the charge machine's initial state
 * (Created), recorded on the audit trail by `recordDomainCreation` (server/rulebook).
 */
export interface CreateChargeRequest {
  programId: string;
  row: ChargeRow;
  now: Date;
  actor: { userId: string | null; role: string | null };
}

export type CreateChargeOutcome =
  | { outcome: 'created'; invoiceId: string; buyerId: string }
  | { outcome: 'alreadyImported'; invoiceId: string; buyerId: string }
  | { outcome: 'refused'; problem: ChargeRowProblem };

const UNIQUE_VIOLATION = '23505';
const isUniqueViolation = (error: unknown) => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === UNIQUE_VIOLATION;

/** The status a new charge is stored with: the charge machine's initial state. */
export const NEW_CHARGE_STATUS = chargeStatus(getInitialSnapshot(chargeMachine, {}));

async function sameCharge(trx: Transaction<Database>, invoiceId: string, row: ChargeRow, buyerReference: string): Promise<boolean> {
  const stored = await trx
    .selectFrom('invoices as i')
    .innerJoin('buyers as b', 'b.id', 'i.buyer_id')
    .select(['i.invoice_number', 'i.total_minor', 'i.currency', 'i.bill_date', 'i.due_date', 'b.client_reference_buyer_id'])
    .where('i.id', '=', invoiceId)
    .executeTakeFirst();
  return (
    !!stored && stored.invoice_number === row.invoiceNumber && stored.total_minor === row.amountMinor && stored.currency === row.currency &&
    stored.bill_date === row.billDate && stored.due_date === row.dueDate && stored.client_reference_buyer_id === buyerReference
  );
}

async function createInTransaction(trx: Transaction<Database>, request: CreateChargeRequest): Promise<CreateChargeOutcome> {
  const { programId, row, now, actor } = request;
  await sql`select pg_advisory_xact_lock(hashtext(${`charge-ref:${programId}:${row.invoiceReferenceId}`}))`.execute(trx);
  const existing = await trx
    .selectFrom('charge_import_references').select(['invoice_id', 'buyer_id'])
    .where('program_id', '=', programId).where('invoice_reference_id', '=', row.invoiceReferenceId)
    .executeTakeFirst();
  if (existing) {
    return (await sameCharge(trx, existing.invoice_id, row, row.buyerClientReferenceId))
      ? { outcome: 'alreadyImported', invoiceId: existing.invoice_id, buyerId: existing.buyer_id }
      : { outcome: 'refused', problem: { reason: 'referenceConflict', values: { reference: row.invoiceReferenceId } } };
  }
  const buyer = await trx
    .selectFrom('buyers as b')
    .innerJoin('programs as p', 'p.id', 'b.program_id')
    .leftJoin('program_disbursement_settings as s', 's.program_id', 'b.program_id')
    .leftJoin('groups as g', (join) => join.onRef('g.buyer_id', '=', 'b.id').on('g.parent_group_id', 'is', null))
    .select(['b.id', 'b.status', 'b.currency', 'g.id as group_id', (eb) => eb.fn.coalesce('s.seller_name', 'p.name').as('supplier_name')])
    .where('b.program_id', '=', programId)
    .where('b.client_reference_buyer_id', '=', row.buyerClientReferenceId)
    .orderBy('g.id')
    .executeTakeFirst();
  if (!buyer) return { outcome: 'refused', problem: { reason: 'buyerNotFound', values: { reference: row.buyerClientReferenceId } } };
  if (buyer.status !== 'active') return { outcome: 'refused', problem: { reason: 'buyerNotActive', values: { reference: row.buyerClientReferenceId } } };
  if (buyer.currency !== row.currency) return { outcome: 'refused', problem: { reason: 'currencyMismatch', values: { currency: row.currency, buyerCurrency: buyer.currency } } };
  const sameNumber = await trx.selectFrom('invoices').select('id').where('buyer_id', '=', buyer.id).where('invoice_number', '=', row.invoiceNumber).executeTakeFirst();
  if (sameNumber) return { outcome: 'refused', problem: { reason: 'duplicateInvoiceNumber', values: { invoiceNumber: row.invoiceNumber } } };

  const invoiceId = randomUUID();
  await trx
    .insertInto('invoices')
    .values({
      id: invoiceId, buyer_id: buyer.id, group_id: buyer.group_id, buyer_user_id: null, invoice_number: row.invoiceNumber, invoice_type: 'sale', fee_type: null,
      status: NEW_CHARGE_STATUS, currency: row.currency, total_minor: row.amountMinor, remaining_minor: row.amountMinor, bill_date: row.billDate, due_date: row.dueDate,
      po_number: row.poNumber, notes: row.notes, consolidated: false, supplier_name: buyer.supplier_name, created_at: now,
    })
    .execute();
  await trx
    .insertInto('charge_import_references')
    .values({ program_id: programId, invoice_reference_id: row.invoiceReferenceId, invoice_id: invoiceId, buyer_id: buyer.id, imported_by_user_id: actor.userId, imported_at: now })
    .execute();
  await recordDomainCreation(trx, {
    entry: catalogEntry('charge'),
    entity: { type: 'invoice', id: invoiceId, buyerId: buyer.id },
    input: { remainingMinor: row.amountMinor },
    event: { type: 'charge.created', invoiceReferenceId: row.invoiceReferenceId, amountMinor: row.amountMinor, currency: row.currency },
    now,
    actor,
  });
  return { outcome: 'created', invoiceId, buyerId: buyer.id };
}

/** One row, one transaction: created, already imported, or refused with the reason (nothing written). */
export async function createCharge(db: Kysely<Database>, request: CreateChargeRequest): Promise<CreateChargeOutcome> {
  try {
    return await db.transaction().execute((trx) => createInTransaction(trx, request));
  } catch (error) {
    // Another writer took the number between our check and insert: nothing of this row was kept.
    if (isUniqueViolation(error)) return { outcome: 'refused', problem: { reason: 'duplicateInvoiceNumber', values: { invoiceNumber: request.row.invoiceNumber } } };
    throw error;
  }
}
