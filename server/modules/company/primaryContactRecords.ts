import { sql, type Kysely, type Selectable } from 'kysely';
import { PRIMARY_EMAIL_DECISION_MS, isDecisionOverdue } from '../../../machines/rules/decisionWindow';
import { stateValueFor } from '../../../machines/domain/domainKit';
import { primaryEmailChangeMachine, type PrimaryEmailChangeContext } from '../../../machines/domain/primaryEmailChange';
import type { Database, PrimaryEmailChangeTable } from '../../db/schema';
import type { PrimaryContact, PrimaryEmailChange } from '../../schema/generated/resolvers';

export type PrimaryEmailChangeRow = Selectable<PrimaryEmailChangeTable>;

/** The audit trail's entity type for a change request. */
export const PRIMARY_EMAIL_CHANGE_ENTITY = 'primaryEmailChange';

export interface PrimaryContactRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
}

/**
 * The buyer's primary contact: the first user (by creation, then id) with contact type `primary`
 * who is not deactivated (spec 3 contact types; spec 5 keeps at least one). Users & groups decide
 * who has the type; this page and its e-mail change follow that one user.
 */
export async function findPrimaryContact(db: Kysely<Database>, buyerId: string): Promise<PrimaryContactRow | null> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name', 'phone'])
    .where('buyer_id', '=', buyerId)
    .where('status', '<>', 'deleted')
    .where(sql<boolean>`contact_types @> '["primary"]'::jsonb`)
    .orderBy('created_at')
    .orderBy('id')
    .executeTakeFirst();
  return row ?? null;
}

export const toPrimaryContact = (row: PrimaryContactRow): PrimaryContact => ({
  userId: row.id,
  name: `${row.first_name} ${row.last_name}`.trim(),
  email: row.email,
  phone: row.phone,
});

/** The GraphQL shape of a stored change (spec 4 "Primary email change"). */
export function toPrimaryEmailChange(row: PrimaryEmailChangeRow, now: Date): PrimaryEmailChange {
  const submittedAt = new Date(row.submitted_at);
  return {
    id: row.id,
    contactUserId: row.contact_user_id,
    currentEmail: row.current_email,
    newEmail: row.new_email,
    status: row.status,
    submittedAt,
    expectedDecisionBy: new Date(submittedAt.getTime() + PRIMARY_EMAIL_DECISION_MS),
    overdue: row.status === 'submitted' && isDecisionOverdue(submittedAt.toISOString(), now.toISOString(), PRIMARY_EMAIL_DECISION_MS),
    decidedAt: row.decided_at,
    rejectionReason: row.rejection_reason,
  };
}

/** A stored change as the machine's state and context. */
export function storedStateOf(row: PrimaryEmailChangeRow): { value: ReturnType<typeof stateValueFor>; context: PrimaryEmailChangeContext } {
  return {
    value: stateValueFor(primaryEmailChangeMachine, row.status),
    context: {
      currentEmail: row.current_email,
      newEmail: row.new_email,
      submittedAt: new Date(row.submitted_at).toISOString(),
      decidedAt: row.decided_at ? new Date(row.decided_at).toISOString() : null,
      rejectionReason: row.rejection_reason,
    },
  };
}

export function findPrimaryEmailChange(db: Kysely<Database>, id: string): Promise<PrimaryEmailChangeRow | undefined> {
  return db.selectFrom('primary_email_changes').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The buyer's pending change and the latest decided one. */
export async function currentChanges(db: Kysely<Database>, buyerId: string): Promise<{ pending: PrimaryEmailChangeRow | null; lastDecided: PrimaryEmailChangeRow | null }> {
  const [pending, lastDecided] = await Promise.all([
    db.selectFrom('primary_email_changes').selectAll().where('buyer_id', '=', buyerId).where('status', '=', 'submitted').orderBy('submitted_at', 'desc').executeTakeFirst(),
    db.selectFrom('primary_email_changes').selectAll().where('buyer_id', '=', buyerId).where('status', '<>', 'submitted').orderBy('decided_at', 'desc').orderBy('submitted_at', 'desc').executeTakeFirst(),
  ]);
  return { pending: pending ?? null, lastDecided: lastDecided ?? null };
}

/** Does a user other than `exceptUserId` have this (normalised) address? */
export async function isEmailTaken(db: Kysely<Database>, email: string, exceptUserId: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where(sql<string>`lower(email)`, '=', email.toLowerCase()).where('id', '<>', exceptUserId).executeTakeFirst();
  return row !== undefined;
}
