import { createHash, randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import { z } from 'zod';
import { catalogEntry } from '../../../machines/catalog';
import { initialFor as preauthorizationAt, preauthorizationStatus, type PreauthorizationEvent, type PreauthorizationStatus } from '../../../machines/domain/preauthorization';
import { chargeInputSchema, CHARGE_MAX_MINOR, CLIENT_REFERENCE_MAX_LENGTH, INVOICE_NUMBER_MAX_LENGTH, chargeProblems } from '../../../machines/rules/chargeInput';
import { OWED_CHARGE_STATUSES } from '../../../machines/rules/chargeStatus';
import { addDays, calendarDay } from '../../db/calendarDays';
import { idempotentRequest } from '../../db/idempotentRequest';
import type { Database, InvoiceTable, PreauthorizationTable } from '../../db/schema';
import { withRetry } from '../../db/withRetry';
import { portalError } from '../../graphql/errors';
import { idSchema, parseInput } from '../../graphql/parseInput';
import { applyDomainEvent } from '../../rulebook/enforce';
import { recordDomainCreation } from '../../rulebook/recordCreation';
import type { AuthenticatedKey } from '../apiKeys/apiKeys';
import { chargeRefused, findChargeBuyer, fingerprintOf, storeCharge } from '../charges/createCharge';
import { applyChargeEvent } from '../invoices/applyChargeEvent';
import type { BuyerResource } from './resources';

/**
 * What the seller API does, for one authenticated key: everything is limited to the key's program
 * and mode (a test key sees and changes only test buyers' data, a live key only live buyers'; spec
 * 6). Anything outside answers NOT_FOUND, never whether it exists.
 */
const API_ACTOR = (key: AuthenticatedKey) => ({ userId: null, role: `apiKey:${key.id}` });
export const idempotencyKeyOf = (key: AuthenticatedKey, source: string, given: string) => `api|${key.programId}|${key.mode}|${source}|${given}`;

/** A charge (invoice) of the key's program and mode, or null. */
export async function chargeOfKey(db: Kysely<Database>, key: AuthenticatedKey, id: string, lock?: Transaction<Database>): Promise<Selectable<InvoiceTable> | null> {
  if (!idSchema.safeParse(id).success) return null;
  let query = (lock ?? db)
    .selectFrom('invoices as i')
    .innerJoin('buyers as b', 'b.id', 'i.buyer_id')
    .selectAll('i')
    .where('i.id', '=', id.toLowerCase())
    .where('b.program_id', '=', key.programId)
    .where('b.test_mode', '=', key.mode === 'test');
  if (lock) query = query.forUpdate('i');
  return (await query.executeTakeFirst()) ?? null;
}

const listSchema = z.object({
  buyerClientReferenceId: z.string().trim().min(1).max(CLIENT_REFERENCE_MAX_LENGTH).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

export async function listCharges(db: Kysely<Database>, key: AuthenticatedKey, rawQuery: unknown): Promise<Selectable<InvoiceTable>[]> {
  const query = parseInput(listSchema, rawQuery, 'query');
  let select = db
    .selectFrom('invoices as i')
    .innerJoin('buyers as b', 'b.id', 'i.buyer_id')
    .selectAll('i')
    .where('b.program_id', '=', key.programId)
    .where('b.test_mode', '=', key.mode === 'test');
  if (query.buyerClientReferenceId) select = select.where('b.client_reference_id', '=', query.buyerClientReferenceId);
  return select.orderBy('i.created_at', 'desc').orderBy('i.id', 'desc').limit(query.limit).execute();
}

/** Voids a charge nothing was paid on (charge machine `charge.voided`: Cancelled); RULE_REFUSED otherwise. */
export async function voidCharge(db: Kysely<Database>, key: AuthenticatedKey, id: string, now: Date): Promise<Selectable<InvoiceTable>> {
  return withRetry(() =>
    db.transaction().execute(async (trx) => {
      const invoice = await chargeOfKey(db, key, id, trx);
      if (!invoice) throw portalError('NOT_FOUND');
      const status = await applyChargeEvent(trx, invoice, { type: 'charge.voided', paidMinor: invoice.total_minor - invoice.remaining_minor }, now, API_ACTOR(key));
      return { ...invoice, status, remaining_minor: 0 };
    }),
  );
}

const adjustSchema = z.object({ amountMinor: z.number().int().positive().max(CHARGE_MAX_MINOR) }).strict();

/**
 * Lowers what a payable charge owes (charge machine `charge.adjusted`: Partially Adjusted, or
 * Adjusted at zero). Idempotent by key like every create (server/db/idempotentRequest.ts): each
 * accepted adjust is a `charge_adjustments` row under its key, so a retry answers the charge as the
 * first request left it instead of lowering it again; the same key for another charge or amount is
 * IDEMPOTENCY_KEY_REUSED.
 */
export async function adjustCharge(
  db: Kysely<Database>,
  key: AuthenticatedKey,
  id: string,
  body: unknown,
  idempotencyKey: string,
  now: Date,
): Promise<{ charge: Selectable<InvoiceTable>; replayed: boolean }> {
  const { amountMinor } = parseInput(adjustSchema, body, 'body');
  const storedKey = idempotencyKeyOf(key, 'adjust', idempotencyKey);
  const fingerprint = createHash('sha256').update(JSON.stringify({ chargeId: id.toLowerCase(), amountMinor })).digest('hex');
  const { row: adjustment, replayed } = await idempotentRequest(db, {
    fingerprint,
    findByKey: (source) => source.selectFrom('charge_adjustments').selectAll().where('idempotency_key', '=', storedKey).executeTakeFirst(),
    lock: async (trx) => {
      const invoice = await chargeOfKey(db, key, id, trx);
      if (!invoice) throw portalError('NOT_FOUND');
      return invoice;
    },
    store: async (trx, invoice) => {
      if (amountMinor > invoice.remaining_minor) throw portalError('BAD_USER_INPUT', { field: 'amountMinor' });
      const remaining = invoice.remaining_minor - amountMinor;
      const status = await applyChargeEvent(trx, invoice, { type: 'charge.adjusted', remainingMinor: remaining }, now, API_ACTOR(key));
      return trx
        .insertInto('charge_adjustments')
        .values({
          id: randomUUID(), invoice_id: invoice.id, amount_minor: amountMinor, status_after: status, remaining_after_minor: remaining,
          idempotency_key: storedKey, request_fingerprint: fingerprint, created_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },
  });
  const invoice = await chargeOfKey(db, key, adjustment.invoice_id);
  if (!invoice) throw portalError('NOT_FOUND');
  // The answer this adjust gave, even when later changes moved the charge on.
  return { charge: { ...invoice, status: adjustment.status_after, remaining_minor: adjustment.remaining_after_minor }, replayed };
}

/** Approved minus what the account owes minus its open preauthorizations (never below zero). */
async function creditAvailable(db: Kysely<Database> | Transaction<Database>, buyerId: string, approvedMinor: number): Promise<number> {
  const owed = await db
    .selectFrom('invoices')
    .select(sql<number>`coalesce(sum(remaining_minor), 0)`.as('total'))
    .where('buyer_id', '=', buyerId)
    .where('status', 'in', [...OWED_CHARGE_STATUSES])
    .executeTakeFirstOrThrow();
  const held = await db
    .selectFrom('preauthorizations')
    .select(sql<number>`coalesce(sum(amount_minor), 0)`.as('total'))
    .where('buyer_id', '=', buyerId)
    .where('status', '=', 'preauthorized')
    .executeTakeFirstOrThrow();
  return Math.max(approvedMinor - Number(owed.total) - Number(held.total), 0);
}

export async function listBuyers(db: Kysely<Database>, key: AuthenticatedKey, clientReferenceId?: string): Promise<BuyerResource[]> {
  let query = db
    .selectFrom('buyers')
    .select(['id', 'name', 'client_reference_id', 'status', 'terms', 'currency', 'credit_approved_minor', 'test_mode'])
    .where('program_id', '=', key.programId)
    .where('test_mode', '=', key.mode === 'test');
  if (clientReferenceId !== undefined) query = query.where('client_reference_id', '=', clientReferenceId);
  const rows = await query.orderBy('name').orderBy('id').limit(100).execute();
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id, object: 'buyer' as const, name: row.name, clientReferenceId: row.client_reference_id, status: row.status, terms: row.terms, currency: row.currency,
      creditApprovedMinor: row.credit_approved_minor, creditAvailableMinor: await creditAvailable(db, row.id, row.credit_approved_minor), livemode: !row.test_mode,
    })),
  );
}

// --- Preauthorizations (spec 3, 4; machines/domain/preauthorization.ts) -----------------------------

export const PREAUTHORIZATION_DEFAULT_HOURS = 7 * 24;

const preauthorizeSchema = z
  .object({
    buyerClientReferenceId: z.string().trim().min(1).max(CLIENT_REFERENCE_MAX_LENGTH),
    amountMinor: z.number().int().positive().max(CHARGE_MAX_MINOR),
    currency: z.string().regex(/^[A-Z]{3}$/),
    expiresInHours: z.number().int().min(1).max(30 * 24).default(PREAUTHORIZATION_DEFAULT_HOURS),
  })
  .strict();

export type PreauthorizationRow = Selectable<PreauthorizationTable>;

export async function preauthorizationOfKey(db: Kysely<Database> | Transaction<Database>, key: AuthenticatedKey, id: string, lock = false): Promise<PreauthorizationRow | null> {
  if (!idSchema.safeParse(id).success) return null;
  let query = db
    .selectFrom('preauthorizations as p')
    .innerJoin('buyers as b', 'b.id', 'p.buyer_id')
    .selectAll('p')
    .where('p.id', '=', id.toLowerCase())
    .where('b.program_id', '=', key.programId)
    .where('b.test_mode', '=', key.mode === 'test');
  if (lock) query = query.forUpdate('p');
  return (await query.executeTakeFirst()) ?? null;
}

/**
 * Asks to hold part of a buyer's available credit: decided at once by the preauthorization machine
 * (`preauthorization.decide`: Preauthorized, or Rejected when the buyer is not active or its
 * available credit does not cover the amount), stored either way. Idempotent by key.
 */
export async function preauthorize(db: Kysely<Database>, key: AuthenticatedKey, body: unknown, idempotencyKey: string, now: Date): Promise<{ row: PreauthorizationRow; replayed: boolean }> {
  const input = parseInput(preauthorizeSchema, body, 'body');
  const storedKey = idempotencyKeyOf(key, 'preauthorization', idempotencyKey);
  const fingerprint = createHash('sha256').update(JSON.stringify(input)).digest('hex');
  return idempotentRequest(db, {
    fingerprint,
    findByKey: (source) => source.selectFrom('preauthorizations').selectAll().where('idempotency_key', '=', storedKey).executeTakeFirst(),
    lock: async (trx) => {
      const buyer = await findChargeBuyer(trx, key.programId, key.mode, input.buyerClientReferenceId);
      if (!buyer) throw chargeRefused(['buyerNotFound']);
      const locked = await trx.selectFrom('buyers').select(['id', 'status', 'currency', 'credit_approved_minor']).where('id', '=', buyer.id).forUpdate().executeTakeFirstOrThrow();
      const problems = chargeProblems(input, locked, false).filter((problem) => problem === 'currencyMismatch');
      if (problems.length > 0) throw chargeRefused(problems);
      return locked;
    },
    store: async (trx, buyer) => {
      const id = randomUUID();
      const expiresAt = new Date(now.getTime() + input.expiresInHours * 3_600_000);
      const machineInput = { amountMinor: input.amountMinor, expiresAt: expiresAt.toISOString(), capturedMinor: null };
      await recordDomainCreation(trx, {
        entry: catalogEntry('preauthorization'),
        entity: { type: 'preauthorization', id, buyerId: buyer.id },
        input: machineInput,
        event: { type: 'preauthorization.requested', amountMinor: input.amountMinor, currency: input.currency },
        now,
        actor: API_ACTOR(key),
      });
      const requested = preauthorizationAt({ status: 'requested', ...machineInput });
      let row: PreauthorizationRow | undefined;
      await applyDomainEvent(trx, {
        entry: catalogEntry('preauthorization'),
        entity: { type: 'preauthorization', id, buyerId: buyer.id },
        stored: { value: requested.value, context: requested.context },
        event: { type: 'preauthorization.decide', availableMinor: await creditAvailable(trx, buyer.id, buyer.credit_approved_minor), buyerActive: buyer.status === 'active' },
        now,
        actor: API_ACTOR(key),
        persist: async ({ snapshot }) => {
          row = await trx
            .insertInto('preauthorizations')
            .values({
              id, buyer_id: buyer.id, status: preauthorizationStatus(snapshot), amount_minor: input.amountMinor, currency: input.currency, captured_minor: null, invoice_id: null,
              expires_at: expiresAt, created_at: now, idempotency_key: storedKey, request_fingerprint: fingerprint,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
        },
      });
      return row!;
    },
  });
}

/** Who changed a preauthorization: the API key, or the server itself (null: the expiry job). */
type PreauthorizationActor = { userId: null; role: string | null };

/** One preauthorization machine event on a locked row, through applyDomainEvent (audit entry, hence the webhook event). */
export async function applyPreauthorizationEvent(
  trx: Transaction<Database>,
  actor: PreauthorizationActor,
  row: PreauthorizationRow,
  event: PreauthorizationEvent,
  now: Date,
  extra: { invoice_id?: string; captured_minor?: number } = {},
): Promise<PreauthorizationRow> {
  const stored = preauthorizationAt({ status: row.status as PreauthorizationStatus, amountMinor: row.amount_minor, expiresAt: new Date(row.expires_at).toISOString(), capturedMinor: row.captured_minor });
  let updated = row;
  await applyDomainEvent(trx, {
    entry: catalogEntry('preauthorization'),
    entity: { type: 'preauthorization', id: row.id, buyerId: row.buyer_id },
    stored: { value: stored.value, context: stored.context },
    event,
    now,
    actor,
    persist: async ({ snapshot }) => {
      const status = preauthorizationStatus(snapshot);
      updated = await trx
        .updateTable('preauthorizations')
        .set({ status, ...(status === 'captured' ? extra : {}) })
        .where('id', '=', row.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },
  });
  return updated;
}

/** Cancels a held preauthorization (RULE_REFUSED once captured, cancelled, expired or rejected). */
export async function cancelPreauthorization(db: Kysely<Database>, key: AuthenticatedKey, id: string, now: Date): Promise<PreauthorizationRow> {
  return withRetry(() =>
    db.transaction().execute(async (trx) => {
      const row = await preauthorizationOfKey(trx, key, id, true);
      if (!row) throw portalError('NOT_FOUND');
      return applyPreauthorizationEvent(trx, API_ACTOR(key), row, { type: 'preauthorization.cancel', now: now.toISOString() }, now);
    }),
  );
}

const captureSchema = z
  .object({
    amountMinor: z.number().int().positive().max(CHARGE_MAX_MINOR).optional(),
    invoiceNumber: z.string().trim().min(1).max(INVOICE_NUMBER_MAX_LENGTH),
    dueDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
    poNumber: z.string().max(30).optional(),
    notes: z.string().max(64).optional(),
  })
  .strict();

const NET_DAYS_DEFAULT = 30;

/**
 * Captures a preauthorization as a sale charge, in one transaction: the charge is stored with the
 * same rules as createCharge, then the machine decides `preauthorization.capture` (Captured, the
 * charge linked; more than the held amount, or a hold no longer Preauthorized, is RULE_REFUSED and
 * nothing is kept). A capture after the expiry records the hold as Expired and charges nothing
 * (`charge: null`). Idempotent by key: a retry answers the same charge.
 */
export async function capturePreauthorization(
  db: Kysely<Database>,
  key: AuthenticatedKey,
  id: string,
  body: unknown,
  idempotencyKey: string,
  now: Date,
): Promise<{ preauthorization: PreauthorizationRow; charge: Selectable<InvoiceTable> | null; replayed: boolean }> {
  const input = parseInput(captureSchema, body, 'body');
  const storedKey = idempotencyKeyOf(key, `capture:${id}`, idempotencyKey);
  const earlier = await db.selectFrom('invoices').selectAll().where('idempotency_key', '=', storedKey).executeTakeFirst();
  const existing = await preauthorizationOfKey(db, key, id);
  if (!existing) throw portalError('NOT_FOUND');
  if (earlier) return { preauthorization: existing, charge: earlier, replayed: true };
  return withRetry(() =>
    db.transaction().execute(async (trx) => {
      const row = await preauthorizationOfKey(trx, key, id, true);
      if (!row) throw portalError('NOT_FOUND');
      const buyer = await trx.selectFrom('buyers').select(['id', 'client_reference_id', 'status', 'currency']).where('id', '=', row.buyer_id).forUpdate().executeTakeFirstOrThrow();
      const amountMinor = input.amountMinor ?? row.amount_minor;
      const nowIso = now.toISOString();
      if (row.status === 'preauthorized' && Date.parse(nowIso) >= new Date(row.expires_at).getTime()) {
        // The hold expired: recorded as Expired, nothing charged.
        const expired = await applyPreauthorizationEvent(trx, API_ACTOR(key), row, { type: 'preauthorization.expire', now: nowIso }, now);
        return { preauthorization: expired, charge: null, replayed: false };
      }
      const today = calendarDay(now);
      const chargeInput = parseInput(chargeInputSchema, {
        buyerClientReferenceId: buyer.client_reference_id ?? '', type: 'sale', invoiceNumber: input.invoiceNumber, amountMinor, currency: row.currency,
        billDate: today, dueDate: input.dueDate ?? addDays(today, NET_DAYS_DEFAULT), poNumber: input.poNumber, notes: input.notes,
      }, 'body');
      const taken = await trx.selectFrom('invoices').select('id').where('buyer_id', '=', buyer.id).where('invoice_number', '=', chargeInput.invoiceNumber).executeTakeFirst();
      const problems = chargeProblems(chargeInput, buyer, taken !== undefined);
      if (problems.length > 0) throw chargeRefused(problems);
      const charge = await storeCharge(trx, {
        programId: key.programId, mode: key.mode, input: chargeInput, idempotencyKey: storedKey, now, actor: API_ACTOR(key), fingerprint: fingerprintOf(chargeInput), buyerId: buyer.id,
      });
      const captured = await applyPreauthorizationEvent(trx, API_ACTOR(key), row, { type: 'preauthorization.capture', amountMinor, now: nowIso }, now, { invoice_id: charge.id, captured_minor: amountMinor });
      return { preauthorization: captured, charge, replayed: false };
    }),
  );
}
