import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { ChargeRefusedError, createCharge } from '../charges/createCharge';
import type { ChargeRow, ChargeRowProblem } from './chargeRow';

/**
 * Creates the charge of one checked row through the one writer of charges (createCharge,
 * server/modules/charges: the same rules, storage and audit entry as the seller API), in one
 * transaction per row:
 *
 * - the buyer is the program's buyer whose `client_reference_buyer_id` is the row's Buyer Client
 *   Reference ID (any buyer of the program: the portal's own import has no test/live mode);
 * - idempotent by Invoice Reference ID: the key `import|<program>|<reference>` (unique per program),
 *   and the reference recorded in `charge_import_references` with the invoice, in its transaction.
 *   The same row again is `alreadyImported` (nothing created); a different charge under a used
 *   reference is `referenceConflict`;
 * - createCharge's refusals (buyer not found or not active, another currency, a taken invoice
 *   number) become the row's problem, the first one.
 */
export interface ImportChargeRequest {
  programId: string;
  row: ChargeRow;
  now: Date;
  actor: { userId: string | null; role: string | null };
}

export type ImportChargeOutcome =
  | { outcome: 'created'; invoiceId: string; buyerId: string }
  | { outcome: 'alreadyImported'; invoiceId: string; buyerId: string }
  | { outcome: 'refused'; problem: ChargeRowProblem };

export const importIdempotencyKey = (programId: string, invoiceReferenceId: string) => `import|${programId}|${invoiceReferenceId}`;

function problemOf(error: ChargeRefusedError, row: ChargeRow): ChargeRowProblem {
  const { input } = row;
  switch (error.problems[0]) {
    case 'buyerNotActive': return { reason: 'buyerNotActive', values: { reference: input.buyerClientReferenceId } };
    case 'currencyMismatch': return { reason: 'currencyMismatch', values: { currency: input.currency, buyerCurrency: error.buyerCurrency ?? '' } };
    case 'duplicateInvoiceNumber': return { reason: 'duplicateInvoiceNumber', values: { invoiceNumber: input.invoiceNumber } };
    default: return { reason: 'buyerNotFound', values: { reference: input.buyerClientReferenceId } };
  }
}

const codeOf = (error: unknown) => (error as { extensions?: { code?: unknown } }).extensions?.code;

export async function importCharge(db: Kysely<Database>, request: ImportChargeRequest): Promise<ImportChargeOutcome> {
  const { programId, row, now, actor } = request;
  try {
    const { charge, replayed } = await createCharge(db, {
      programId,
      mode: null,
      input: row.input,
      idempotencyKey: importIdempotencyKey(programId, row.invoiceReferenceId),
      buyerReference: 'clientReferenceBuyerId',
      now,
      actor,
      alongside: async (trx, stored) => {
        await trx.insertInto('charge_import_references')
          .values({ program_id: programId, invoice_reference_id: row.invoiceReferenceId, invoice_id: stored.id, buyer_id: stored.buyer_id, imported_by_user_id: actor.userId, imported_at: now })
          .execute();
      },
    });
    return { outcome: replayed ? 'alreadyImported' : 'created', invoiceId: charge.id, buyerId: charge.buyer_id };
  } catch (error) {
    if (error instanceof ChargeRefusedError) return { outcome: 'refused', problem: problemOf(error, row) };
    if (codeOf(error) === 'IDEMPOTENCY_KEY_REUSED') return { outcome: 'refused', problem: { reason: 'referenceConflict', values: { reference: row.invoiceReferenceId } } };
    throw error;
  }
}
