import { catalogEntry } from '../../../machines/catalog';
import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import { stateValueFor } from '../../../machines/domain/domainKit';
import { initialFor, mfaTokenMachine, mfaTokenStatus, type MfaTokenContext, type MfaTokenStatus } from '../../../machines/domain/mfaToken';
import { MFA_CODE_PATTERN } from '../../../machines/rules/mfaCode';
import { MFA_MAX_WRONG_CODES } from '../../../machines/rules/mfaToken';
import type { MfaScope } from '../../../machines/rules/mfaScope';
import type { Database } from '../../db/schema';
import type { AppServices } from '../../http/services';
import { applyDomainEvent } from '../../rulebook/enforce';
import { recordDomainCreation } from '../../rulebook/recordCreation';
import { RULE_REFUSED } from '../../rulebook/ruleRefusedError';

/**
 * One-time codes for actions that need an MFA check (spec 4 "MFA tokens"; DESIGN: short-lived,
 * single-use, bound to their scope and subject, rate-limited). A token row follows the mfaToken
 * machine through applyDomainEvent (audited); only an HMAC of the code is stored, the code itself
 * goes out once through the notifier (e-mail, kind `mfa.code`).
 */
/** Spec 9: the 5-minute (300000 ms) constant. */
export const MFA_CODE_TTL_MS = 300_000;
/** Spec 9 "Resend code: wait at least 1 minute". */
export const MFA_RESEND_AFTER_MS = 60_000;
export const MFA_NOTIFICATION_KIND = 'mfa.code';
/**
 * The per-address throttle: at most this many codes to one address (e-mail or phone) in
 * MFA_ADDRESS_WINDOW_MS, whatever the user, scope or purpose (a new sign-in, a set-up to a new
 * number, a password reset...), so nobody can pump codes at an address; the 1-minute rule above is
 * per purpose.
 */
export const MFA_ADDRESS_MAX_CODES = 10;
export const MFA_ADDRESS_WINDOW_MS = 15 * 60_000;

export interface MfaSubject {
  userId: string;
  buyerId: string | null;
  email: string;
  scope: MfaScope;
  /** What the code unlocks (e.g. a card id). */
  subjectId: string;
  /** Where the code goes; absent: e-mail to `email`. SMS codes go to the user's MFA phone. */
  sendTo?: { channel: 'email' | 'sms'; address: string };
}

export type IssueResult = { kind: 'sent'; tokenId: string; expiresAt: Date } | { kind: 'tooSoon'; retryAt: Date };

const codeKey = (services: AppServices) => createHmac('sha256', services.keys.bearer).update('mfa-code-hash').digest();
const hashCode = (services: AppServices, tokenId: string, code: string) => createHmac('sha256', codeKey(services)).update(`${tokenId}:${code}`).digest('hex');
/** The address a code goes to, normalised (e-mail case, phone punctuation) and keyed: the throttle counts by it, the table never holds it. */
export const addressHash = (services: AppServices, channel: 'email' | 'sms', address: string) =>
  createHmac('sha256', codeKey(services))
    .update(`address:${channel}:${channel === 'email' ? address.trim().toLowerCase() : address.replace(/[^0-9+]/g, '')}`)
    .digest('hex');

/** Sends a new code by e-mail, unless one went out for the same purpose less than a minute ago. */
export async function issueMfaCode(services: AppServices, subject: MfaSubject, describe: (code: string) => { subject: string; text: string }): Promise<IssueResult> {
  const now = services.now();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const channel = subject.sendTo?.channel ?? 'email';
  const sentTo = addressHash(services, channel, subject.sendTo?.address ?? subject.email);
  // "Once a minute" is checked and the new code written under one lock per user, scope and subject:
  // parallel requests cannot each mint a code (and so multiply the wrong-code allowance).
  const issued = await services.db.transaction().execute(async (trx): Promise<IssueResult> => {
    await sql`select pg_advisory_xact_lock(hashtext(${`mfa:${subject.userId}:${subject.scope}:${subject.subjectId}`}))`.execute(trx);
    const last = await trx
      .selectFrom('mfa_tokens')
      .select('created_at')
      .where('user_id', '=', subject.userId)
      .where('scope', '=', subject.scope)
      .where('subject_id', '=', subject.subjectId)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (last && now.getTime() - last.created_at.getTime() < MFA_RESEND_AFTER_MS) {
      return { kind: 'tooSoon', retryAt: new Date(last.created_at.getTime() + MFA_RESEND_AFTER_MS) };
    }
    // The per-address throttle, under a lock of its own: codes of every purpose to this address.
    await sql`select pg_advisory_xact_lock(hashtext(${`mfa-address:${sentTo}`}))`.execute(trx);
    const recent = await trx
      .selectFrom('mfa_tokens')
      .select('created_at')
      .where('sent_to_hash', '=', sentTo)
      .where('created_at', '>', new Date(now.getTime() - MFA_ADDRESS_WINDOW_MS))
      .orderBy('created_at', 'asc')
      .execute();
    if (recent.length >= MFA_ADDRESS_MAX_CODES) {
      const oldest = recent[recent.length - MFA_ADDRESS_MAX_CODES]!;
      return { kind: 'tooSoon', retryAt: new Date(oldest.created_at.getTime() + MFA_ADDRESS_WINDOW_MS) };
    }
    const tokenId = randomUUID();
    const expiresAt = new Date(now.getTime() + MFA_CODE_TTL_MS);
    const snapshot = initialFor({ status: 'pending', scope: subject.scope, expiresAt: expiresAt.toISOString() });
    await trx
      .insertInto('mfa_tokens')
      .values({
        id: tokenId,
        user_id: subject.userId,
        buyer_id: subject.buyerId,
        scope: subject.scope,
        subject_id: subject.subjectId,
        status: mfaTokenStatus(snapshot),
        context: JSON.stringify(snapshot.context),
        code_hash: hashCode(services, tokenId, code),
        sent_to_hash: sentTo,
        expires_at: expiresAt,
        created_at: now,
      })
      .execute();
    // The token's creation in the mfaToken machine's audit trail (the code itself is never in it).
    await recordDomainCreation(trx, {
      entry: catalogEntry('mfaToken'), entity: { type: 'mfaToken', id: tokenId, buyerId: subject.buyerId },
      input: { scope: subject.scope, expiresAt: expiresAt.toISOString() },
      event: { type: 'mfa.sent', scope: subject.scope, channel: subject.sendTo?.channel ?? 'email' },
      now, actor: { userId: subject.userId, role: null },
    });
    return { kind: 'sent', tokenId, expiresAt };
  });
  if (issued.kind !== 'sent') return issued;
  const message = describe(code);
  await services.notifier.send({
    channel, to: subject.sendTo?.address ?? subject.email, kind: MFA_NOTIFICATION_KIND, subject: message.subject, text: message.text,
    buyerId: subject.buyerId, userId: subject.userId,
  });
  return issued;
}

export type VerifyOutcome =
  | { kind: 'used' }
  | { kind: 'wrongCode'; attemptsLeft: number }
  | { kind: 'lockedOut' }
  | { kind: 'expired' }
  /** No such token for this user and purpose, or it was used, removed or locked out before. */
  | { kind: 'gone' };

function matches(services: AppServices, tokenId: string, code: string, stored: string): boolean {
  // The one rule of what a code looks like (machines/rules/mfaCode.ts); the dialog's guard reads it too.
  if (!MFA_CODE_PATTERN.test(code)) return false;
  return timingSafeEqual(Buffer.from(hashCode(services, tokenId, code), 'hex'), Buffer.from(stored, 'hex'));
}

const isRefusal = (error: unknown) => (error as { extensions?: { code?: unknown } } | null)?.extensions?.code === RULE_REFUSED;

/**
 * Checks a code and, when right, uses the token, both through the mfaToken machine in `trx`:
 * `mfa.verify` (right code -> confirmed; wrong -> counted, the 5th locks out; after expiry ->
 * removed), then `mfa.use` (a single-use scope is removed after use). The caller commits `trx`
 * whatever the outcome, so wrong codes are counted, and acts only on `used`.
 */
export async function verifyAndUseMfaCode(trx: Transaction<Database>, services: AppServices, subject: Omit<MfaSubject, 'email' | 'buyerId'> & { tokenId: string; code: string; role: string | null }): Promise<VerifyOutcome> {
  const row = await trx
    .selectFrom('mfa_tokens')
    .selectAll()
    .where('id', '=', subject.tokenId)
    .where('user_id', '=', subject.userId)
    .where('scope', '=', subject.scope)
    .where('subject_id', '=', subject.subjectId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) return { kind: 'gone' };
  const now = services.now();
  const entity = { type: 'mfaToken', id: row.id, buyerId: row.buyer_id };
  const actor = { userId: subject.userId, role: subject.role };
  let status = row.status as MfaTokenStatus;
  let context = row.context as MfaTokenContext;
  const step = async (event: Parameters<typeof applyDomainEvent<typeof mfaTokenMachine>>[1]['event']) => {
    const applied = await applyDomainEvent(trx, {
      entry: catalogEntry('mfaToken'), entity, stored: { value: stateValueFor(mfaTokenMachine, status), context }, event, now, actor,
      persist: async ({ snapshot }) => {
        await trx.updateTable('mfa_tokens').set({ status: mfaTokenStatus(snapshot), context: JSON.stringify(snapshot.context) }).where('id', '=', row.id).execute();
      },
    });
    status = mfaTokenStatus(applied.snapshot);
    context = applied.snapshot.context;
  };
  try {
    await step({ type: 'mfa.verify', codeMatches: matches(services, row.id, subject.code.trim(), row.code_hash), now: now.toISOString() });
    if (status === 'confirmed') await step({ type: 'mfa.use', now: now.toISOString() });
  } catch (error) {
    if (isRefusal(error)) return { kind: 'gone' };
    throw error;
  }
  switch (status) {
    case 'used':
      return { kind: 'used' };
    case 'lockedOut':
      return { kind: 'lockedOut' };
    case 'removed':
      return context.removedReason === 'expired' ? { kind: 'expired' } : { kind: 'gone' };
    case 'pending':
      return { kind: 'wrongCode', attemptsLeft: Math.max(MFA_MAX_WRONG_CODES - context.wrongCodes, 0) };
    default:
      return { kind: 'gone' };
  }
}

/**
 * The user cancels the verification (spec 8 "Verify: cancelled"): the mfaToken machine's
 * `mfa.cancel` removes a live token (pending or confirmed). A token already ended (used, locked
 * out, removed) stays as it is: nothing to cancel.
 */
export async function cancelMfaCode(services: AppServices, subject: { tokenId: string; userId: string; role: string | null }): Promise<'cancelled' | 'ended'> {
  return services.db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('mfa_tokens').selectAll().where('id', '=', subject.tokenId).where('user_id', '=', subject.userId).forUpdate().executeTakeFirst();
    if (!row || (row.status !== 'pending' && row.status !== 'confirmed')) return 'ended';
    await applyDomainEvent(trx, {
      entry: catalogEntry('mfaToken'), entity: { type: 'mfaToken', id: row.id, buyerId: row.buyer_id },
      stored: { value: stateValueFor(mfaTokenMachine, row.status as MfaTokenStatus), context: row.context as MfaTokenContext },
      event: { type: 'mfa.cancel' }, now: services.now(), actor: { userId: subject.userId, role: subject.role },
      persist: async ({ snapshot }) => {
        await trx.updateTable('mfa_tokens').set({ status: mfaTokenStatus(snapshot), context: JSON.stringify(snapshot.context) }).where('id', '=', row.id).execute();
      },
    });
    return 'cancelled';
  });
}
