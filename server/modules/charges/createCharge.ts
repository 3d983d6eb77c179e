import { createHash, randomUUID } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { getInitialSnapshot } from 'xstate';
import { catalogEntry } from '../../../machines/catalog';
import { chargeMachine, chargeStatus } from '../../../machines/domain/charge';
import { chargeInputSchema, chargeProblems, type ChargeInput, type ChargeProblem } from '../../../machines/rules/chargeInput';
import { ERRORS } from '../../../src/domain/errors';
import { idempotentRequest } from '../../db/idempotentRequest';
import type { Database, InvoiceTable } from '../../db/schema';
import { GraphQLError } from '../../graphql/graphqlRuntime';
import { parseInput } from '../../graphql/parseInput';
import { recordDomainCreation } from '../../rulebook/recordCreation';
import { applyChargeEvent } from '../invoices/applyChargeEvent';

/** Which buyers a caller may charge: a seller API key's mode, or any buyer of the program (`null`: the portal's own import). */
export type ChargeMode = 'test' | 'live' | null;

/**
 * Which of the buyer's seller references `buyerClientReferenceId` names: the seller API's
 * `clientReferenceId` (client_reference_id, as its buyer list shows it) or the XLSX template's
 * "Buyer Client Reference ID" column (client_reference_buyer_id).
 */
export type ChargeBuyerReference = 'clientReferenceId' | 'clientReferenceBuyerId';
const REFERENCE_COLUMN = { clientReferenceId: 'client_reference_id', clientReferenceBuyerId: 'client_reference_buyer_id' } as const;

/** The status a new charge is stored with: the charge machine's initial state (Created). */
export const NEW_CHARGE_STATUS = chargeStatus(getInitialSnapshot(chargeMachine, {}));

export interface CreateChargeRequest {
  programId: string;
  mode: ChargeMode;
  /** Unparsed: validated here with the shared schema (machines/rules/chargeInput.ts), BAD_USER_INPUT naming `field`. */
  input: unknown;
  /**
   * The caller's idempotency key, already namespaced by its source so two sources never collide,
   * e.g. `api|<program>|<mode>|<Idempotency-Key>` or `import|<program>|<Invoice Reference ID>`.
   */
  idempotencyKey: string;
  now: Date;
  actor: { userId: string | null; role: string | null };
  /** Name of the input in BAD_USER_INPUT errors (default `charge`). */
  field?: string;
  /** Default `clientReferenceId`. */
  buyerReference?: ChargeBuyerReference;
  /** Stored with the new charge in its transaction (the import's Invoice Reference ID record). */
  alongside?: (trx: Transaction<Database>, charge: Selectable<InvoiceTable>) => Promise<void>;
}

export interface CreateChargeResult {
  charge: Selectable<InvoiceTable>;
  /** An earlier request with the same key stored it: nothing new happened (publish nothing). */
  replayed: boolean;
}

const PROBLEM_FIELD: Record<ChargeProblem, keyof ChargeInput> = {
  buyerNotFound: 'buyerClientReferenceId', buyerNotActive: 'buyerClientReferenceId', currencyMismatch: 'currency', duplicateInvoiceNumber: 'invoiceNumber',
};

/**
 * CHARGE_INVALID with the failed rules as `extensions.problems` (`{ field, messageId }`, message
 * `charges.problem.<id>`); `problems` and the buyer's currency stay readable for callers that word
 * the refusal themselves (the XLSX import's row messages).
 */
export class ChargeRefusedError extends GraphQLError {
  constructor(readonly problems: readonly ChargeProblem[], readonly buyerCurrency: string | null) {
    super('The charge cannot be created', {
      extensions: {
        code: 'CHARGE_INVALID',
        messageId: ERRORS.CHARGE_INVALID,
        problems: problems.map((problem) => ({ field: PROBLEM_FIELD[problem], messageId: `charges.problem.${problem}` })),
        http: { status: problems.includes('buyerNotFound') ? 404 : 422 },
      },
    });
  }
}

export function chargeRefused(problems: readonly ChargeProblem[], buyer: { currency: string } | null = null): ChargeRefusedError {
  return new ChargeRefusedError(problems, buyer?.currency ?? null);
}

export function fingerprintOf(input: ChargeInput): string {
  return createHash('sha256').update(JSON.stringify([input.buyerClientReferenceId, input.type, input.feeType ?? null, input.invoiceNumber, input.amountMinor, input.currency, input.billDate, input.dueDate, input.poNumber, input.notes])).digest('hex');
}

/** The buyer a charge is for: by its client reference id (`reference` says which), in the program, and in the caller's mode. */
export async function findChargeBuyer(db: Kysely<Database>, programId: string, mode: ChargeMode, clientReferenceId: string, reference: ChargeBuyerReference = 'clientReferenceId') {
  let query = db.selectFrom('buyers').select(['id', 'status', 'currency', 'test_mode']).where('program_id', '=', programId).where(REFERENCE_COLUMN[reference], '=', clientReferenceId);
  if (mode !== null) query = query.where('test_mode', '=', mode === 'test');
  return (await query.executeTakeFirst()) ?? null;
}

/**
 * Puts one charge (sale, fee or credit memo) on a buyer's account: the one writer of new charges
 * for the seller API and the XLSX charge import (server/modules/chargeImport/importedCharge.ts),
 * so both obey the same rules.
 *
 * 1. The input is parsed with `chargeInputSchema` (BAD_USER_INPUT otherwise).
 * 2. Idempotent (server/db/idempotentRequest.ts): a key already used answers with its charge when the
 *    request is the same (`replayed`), IDEMPOTENCY_KEY_REUSED when it is not.
 * 3. Under the buyer's row lock: `chargeProblems` (buyer found in the program and mode, active, same
 *    currency, invoice number not yet used by that buyer) or CHARGE_INVALID with the problems.
 * 4. The invoice is stored Created (recordDomainCreation: the charge machine's initial state, on the
 *    audit trail); a credit memo is then issued through the charge machine (`charge.creditIssued`,
 *    Credited, nothing owed). It belongs to the buyer's top-level group, no buyer user.
 *
 * One transaction (with `alongside`, the caller's own record of the charge). The caller publishes
 * the new charge after the commit (`publishChargeCreated`, ./chargeEvents.ts) when `replayed` is false.
 */
export async function createCharge(db: Kysely<Database>, request: CreateChargeRequest): Promise<CreateChargeResult> {
  const input = parseInput(chargeInputSchema, request.input, request.field ?? 'charge');
  const fingerprint = fingerprintOf(input);
  const findByKey = (source: Kysely<Database>) => source.selectFrom('invoices').selectAll().where('idempotency_key', '=', request.idempotencyKey).executeTakeFirst();
  const result = await idempotentRequest(db, {
    fingerprint,
    findByKey,
    lock: async (trx) => {
      const buyer = await findChargeBuyer(trx, request.programId, request.mode, input.buyerClientReferenceId, request.buyerReference);
      if (!buyer) throw chargeRefused(['buyerNotFound']);
      await trx.selectFrom('buyers').select('id').where('id', '=', buyer.id).forUpdate().executeTakeFirstOrThrow();
      const taken = await trx.selectFrom('invoices').select('id').where('buyer_id', '=', buyer.id).where('invoice_number', '=', input.invoiceNumber).executeTakeFirst();
      const problems = chargeProblems(input, buyer, taken !== undefined);
      if (problems.length > 0) throw chargeRefused(problems, buyer);
      return buyer;
    },
    store: async (trx, buyer) => {
      const charge = await storeCharge(trx, { ...request, input, fingerprint, buyerId: buyer.id });
      await request.alongside?.(trx, charge);
      return charge;
    },
  });
  return { charge: result.row, replayed: result.replayed };
}

export async function storeCharge(trx: Transaction<Database>, request: CreateChargeRequest & { input: ChargeInput; fingerprint: string; buyerId: string }): Promise<Selectable<InvoiceTable>> {
  const { input } = request;
  const [group, supplier] = await Promise.all([
    trx.selectFrom('groups').select('id').where('buyer_id', '=', request.buyerId).where('parent_group_id', 'is', null).orderBy('id').executeTakeFirst(),
    // The supplier on the invoice: the program's seller name (disbursement settings), else the program's name.
    trx.selectFrom('programs as p').leftJoin('program_disbursement_settings as s', 's.program_id', 'p.id')
      .select((eb) => eb.fn.coalesce('s.seller_name', 'p.name').as('name')).where('p.id', '=', request.programId).executeTakeFirstOrThrow(),
  ]);
  const id = randomUUID();
  const row = await trx
    .insertInto('invoices')
    .values({
      id,
      buyer_id: request.buyerId,
      group_id: group?.id ?? null,
      buyer_user_id: null,
      invoice_number: input.invoiceNumber,
      invoice_type: input.type,
      fee_type: input.feeType ?? null,
      status: NEW_CHARGE_STATUS,
      currency: input.currency,
      total_minor: input.amountMinor,
      remaining_minor: input.amountMinor,
      bill_date: input.billDate,
      due_date: input.dueDate,
      po_number: input.poNumber,
      notes: input.notes,
      consolidated: false,
      supplier_name: supplier.name,
      created_at: request.now,
      idempotency_key: request.idempotencyKey,
      request_fingerprint: request.fingerprint,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await recordDomainCreation(trx, {
    entry: catalogEntry('charge'),
    entity: { type: 'invoice', id, buyerId: request.buyerId },
    input: { remainingMinor: input.amountMinor },
    event: { type: 'charge.created', invoiceType: input.type, amountMinor: input.amountMinor, currency: input.currency },
    now: request.now,
    actor: request.actor,
  });
  if (input.type !== 'credit') return row;
  const status = await applyChargeEvent(trx, row, { type: 'charge.creditIssued', invoiceType: input.type }, request.now, request.actor);
  return { ...row, status, remaining_minor: 0 };
}
