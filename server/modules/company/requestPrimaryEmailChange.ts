import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { catalogEntry } from '../../../machines/catalog';
import { normaliseEmail } from '../../../machines/rules/primaryEmailChange';
import type { Database } from '../../db/schema';
import { idempotentRequest, type IdempotentResult } from '../../db/idempotentRequest';
import { portalError } from '../../graphql/errors';
import { applyDomainEvent } from '../../rulebook/enforce';
import { findPrimaryContact, isEmailTaken, PRIMARY_EMAIL_CHANGE_ENTITY, type PrimaryEmailChangeRow } from './primaryContactRecords';

export interface NewPrimaryEmailChange {
  buyerId: string;
  userId: string;
  role: string;
  newEmail: string;
  /** One per submission: a retry with the same key and address answers with the first result. */
  idempotencyKey: string;
  /** When the demo support desk decides; null: only when asked (tests). */
  decidesAt: Date | null;
  now: Date;
}

/** `replayed`: an earlier call with the same key stored it: nothing new to publish, e-mail or hand to support. */
export type RequestedPrimaryEmailChange = IdempotentResult<PrimaryEmailChangeRow>;

/** What makes two calls "the same request": the buyer and the address asked for, as stored. */
export function primaryEmailChangeFingerprint(buyerId: string, newEmail: string): string {
  return createHash('sha256').update(JSON.stringify({ v: 1, buyerId: buyerId.toLowerCase(), newEmail: normaliseEmail(newEmail) })).digest('hex');
}

function findByKey(db: Kysely<Database>, buyerId: string, key: string): Promise<PrimaryEmailChangeRow | undefined> {
  return db.selectFrom('primary_email_changes').selectAll().where('buyer_id', '=', buyerId).where('idempotency_key', '=', key).executeTakeFirst();
}

/**
 * Stores a submitted change of the primary contact's e-mail through the primaryEmailChange machine
 * (draft -> submitted), in one transaction with its audit entry. The machine decides with the
 * server's facts, read under a lock of the contact's user row (so two requests for one contact are
 * decided one after the other): the contact's current address, whether another user has the new
 * one (`emailInUse`) and whether a change is already pending (`hasPendingChange`). Refusals are
 * RULE_REFUSED naming isEmailChangeAcceptable and its failed sub-rules. No primary contact: NOT_FOUND.
 *
 * Idempotency (server/db/idempotentRequest.ts): a key already used by this buyer answers with that
 * change when the address matches and IDEMPOTENCY_KEY_REUSED otherwise.
 */
export async function requestPrimaryEmailChange(db: Kysely<Database>, input: NewPrimaryEmailChange): Promise<RequestedPrimaryEmailChange> {
  const fingerprint = primaryEmailChangeFingerprint(input.buyerId, input.newEmail);
  return idempotentRequest(db, {
    fingerprint,
    findByKey: (from) => findByKey(from, input.buyerId, input.idempotencyKey),
    lock: async (trx) => {
      const found = await findPrimaryContact(trx, input.buyerId);
      if (!found) throw portalError('NOT_FOUND');
      return trx.selectFrom('users').select(['id', 'email']).where('id', '=', found.id).forUpdate().executeTakeFirstOrThrow();
    },
    store: async (trx, contact) => {
      const pending = await trx.selectFrom('primary_email_changes').select('id').where('contact_user_id', '=', contact.id).where('status', '=', 'submitted').executeTakeFirst();
      const emailInUse = typeof input.newEmail === 'string' && (await isEmailTaken(trx, normaliseEmail(input.newEmail), contact.id));
      const id = crypto.randomUUID();
      let row: PrimaryEmailChangeRow | undefined;
      await applyDomainEvent(trx, {
        entry: catalogEntry('primaryEmailChange'),
        entity: { type: PRIMARY_EMAIL_CHANGE_ENTITY, id, buyerId: input.buyerId },
        stored: { value: 'draft', context: { currentEmail: contact.email, newEmail: null, submittedAt: null, decidedAt: null, rejectionReason: null } },
        event: { type: 'primaryEmail.submit', newEmail: input.newEmail, emailInUse, hasPendingChange: pending !== undefined, now: input.now.toISOString() },
        now: input.now,
        actor: { userId: input.userId, role: input.role },
        persist: async ({ context }) => {
          row = await trx
            .insertInto('primary_email_changes')
            .values({
              id,
              buyer_id: input.buyerId,
              contact_user_id: contact.id,
              requested_by_user_id: input.userId,
              current_email: contact.email,
              new_email: context.newEmail ?? normaliseEmail(input.newEmail),
              status: 'submitted',
              submitted_at: input.now,
              support_decides_at: input.decidesAt,
              idempotency_key: input.idempotencyKey,
              request_fingerprint: fingerprint,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
        },
      });
      if (!row) throw new Error('requestPrimaryEmailChange: the change was not stored');
      return row;
    },
  });
}
