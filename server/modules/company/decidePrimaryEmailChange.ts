import type { Kysely } from 'kysely';
import { catalogEntry } from '../../../machines/catalog';
import type { PrimaryEmailChangeEvent } from '../../../machines/domain/primaryEmailChange';
import type { Database } from '../../db/schema';
import { withRetry } from '../../db/withRetry';
import { ServicerReportRejected } from '../../integrations/servicer/servicerGateway';
import { applyDomainEvent } from '../../rulebook/enforce';
import { isEmailTaken, PRIMARY_EMAIL_CHANGE_ENTITY, storedStateOf, type PrimaryEmailChangeRow } from './primaryContactRecords';

export type PrimaryEmailDecision = { kind: 'approved' } | { kind: 'rejected'; reason?: string | null };

export interface DecidedPrimaryEmailChange {
  row: PrimaryEmailChangeRow;
  /** The contact's address before an approval changed it (the security notice goes there too). */
  previousEmail: string;
}

/**
 * Applies support's decision through the primaryEmailChange machine (submitted -> decided.approved
 * | decided.rejected), in ONE transaction with the audit entry and, when approved, the contact's
 * e-mail: the users row's `email`, which is also the address they sign in with (README). Locks the
 * contact's user row, then the change. An approval carries the fact `emailInUse` (another user took
 * the address meanwhile): the machine refuses it (isNewEmailStillFree) and nothing changes. A
 * change no longer pending is refused by the machine (notAllowedInState), so a decision delivered
 * twice is applied once. Unknown change: NOT_FOUND (a servicer report the portal cannot apply).
 */
export async function decidePrimaryEmailChange(db: Kysely<Database>, changeId: string, decision: PrimaryEmailDecision, now: Date): Promise<DecidedPrimaryEmailChange> {
  return withRetry(() =>
    db.transaction().execute(async (trx) => {
      const found = await trx.selectFrom('primary_email_changes').select('contact_user_id').where('id', '=', changeId).executeTakeFirst();
      if (!found) throw new ServicerReportRejected('NOT_FOUND', `no primary e-mail change ${changeId}`);
      const contact = await trx.selectFrom('users').select(['id', 'email']).where('id', '=', found.contact_user_id).forUpdate().executeTakeFirstOrThrow();
      const row = await trx.selectFrom('primary_email_changes').selectAll().where('id', '=', changeId).forUpdate().executeTakeFirstOrThrow();
      const at = now.toISOString();
      const event: PrimaryEmailChangeEvent =
        decision.kind === 'approved'
          ? { type: 'primaryEmail.approved', emailInUse: await isEmailTaken(trx, row.new_email, contact.id), now: at }
          : { type: 'primaryEmail.rejected', now: at, ...(decision.reason ? { reason: decision.reason } : {}) };
      let updated: PrimaryEmailChangeRow | undefined;
      await applyDomainEvent(trx, {
        entry: catalogEntry('primaryEmailChange'),
        entity: { type: PRIMARY_EMAIL_CHANGE_ENTITY, id: row.id, buyerId: row.buyer_id },
        stored: storedStateOf(row),
        event,
        now,
        actor: { userId: null, role: null },
        persist: async ({ context, snapshot }) => {
          const approved = snapshot.matches({ decided: 'approved' });
          if (approved && context.currentEmail) await trx.updateTable('users').set({ email: context.currentEmail }).where('id', '=', contact.id).execute();
          updated = await trx
            .updateTable('primary_email_changes')
            .set({ status: approved ? 'approved' : 'rejected', decided_at: now, rejection_reason: context.rejectionReason })
            .where('id', '=', row.id)
            .returningAll()
            .executeTakeFirstOrThrow();
        },
      });
      if (!updated) throw new Error('decidePrimaryEmailChange: the decision was not stored');
      return { row: updated, previousEmail: contact.email };
    }),
  );
}
