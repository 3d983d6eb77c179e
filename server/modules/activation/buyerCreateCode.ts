import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Transaction } from 'kysely';
import { catalogEntry } from '../../../machines/catalog';
import { stateValueFor } from '../../../machines/domain/domainKit';
import { mfaTokenMachine, mfaTokenStatus, type MfaTokenContext, type MfaTokenEvent, type MfaTokenStatus } from '../../../machines/domain/mfaToken';
import { MFA_CODE_PATTERN } from '../../../machines/rules/mfaCode';
import { MFA_MAX_WRONG_CODES } from '../../../machines/rules/mfaToken';
import type { Database } from '../../db/schema';
import type { AppServices } from '../../http/services';
import { applyDomainEvent } from '../../rulebook/enforce';
import { RULE_REFUSED } from '../../rulebook/ruleRefusedError';

/**
 * The BuyerCreate code of an activation (spec 4 "MFA tokens": BuyerCreate tokens are time-based and
 * stay, with their use count increased). Sent with server/modules/mfa's `issueMfaCode` (bound to the
 * user, the scope and the invitation). Here, every step through the mfaToken machine and
 * applyDomainEvent (audited):
 *
 * - a pending token: `mfa.verify` (a wrong code is counted, the 5th locks it out), then `mfa.use`;
 * - a confirmed token, the same code again within its window: `mfa.check` (an expired token is
 *   removed), then `mfa.use`: reusable, each use counted (`context.uses`; used up after 10);
 * - completing the activation: `mfa.check` + `mfa.use` on the confirmed token, no code needed.
 *
 * The caller commits its transaction whatever the outcome, so wrong codes and uses are kept.
 */
export const BUYER_CREATE = 'BuyerCreate' as const;

export type BuyerCreateOutcome =
  | { kind: 'used'; uses: number }
  | { kind: 'wrongCode'; attemptsLeft: number }
  | { kind: 'lockedOut' }
  | { kind: 'expired' }
  /** No such token of this user and invitation, or it was used up, removed or locked out before. */
  | { kind: 'gone' };

// The same key and hash as server/modules/mfa/mfaCodes.ts (which issues the code).
const codeKey = (services: AppServices) => createHmac('sha256', services.keys.bearer).update('mfa-code-hash').digest();
const hashCode = (services: AppServices, tokenId: string, code: string) => createHmac('sha256', codeKey(services)).update(`${tokenId}:${code}`).digest('hex');

function matches(services: AppServices, tokenId: string, code: string, stored: string): boolean {
  if (!MFA_CODE_PATTERN.test(code)) return false;
  return timingSafeEqual(Buffer.from(hashCode(services, tokenId, code), 'hex'), Buffer.from(stored, 'hex'));
}

const isRefusal = (error: unknown) => (error as { extensions?: { code?: unknown } } | null)?.extensions?.code === RULE_REFUSED;

/**
 * Uses the BuyerCreate token `tokenId` of this user and invitation once. With `code`: verifies it
 * first when pending, or checks it matches again when confirmed. Without: the token must already be
 * confirmed (the code was verified on an earlier step) and within its window.
 */
export async function useBuyerCreateCode(
  trx: Transaction<Database>,
  services: AppServices,
  subject: { tokenId: string; userId: string; invitationId: string; code?: string },
): Promise<BuyerCreateOutcome> {
  const row = await trx
    .selectFrom('mfa_tokens').selectAll()
    .where('id', '=', subject.tokenId).where('user_id', '=', subject.userId).where('scope', '=', BUYER_CREATE).where('subject_id', '=', subject.invitationId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) return { kind: 'gone' };
  const now = services.now();
  let status = row.status as MfaTokenStatus;
  let context = row.context as MfaTokenContext;
  const step = async (event: MfaTokenEvent) => {
    const applied = await applyDomainEvent(trx, {
      entry: catalogEntry('mfaToken'), entity: { type: 'mfaToken', id: row.id, buyerId: row.buyer_id },
      stored: { value: stateValueFor(mfaTokenMachine, status), context }, event, now, actor: { userId: subject.userId, role: null },
      persist: async ({ snapshot }) => {
        await trx.updateTable('mfa_tokens').set({ status: mfaTokenStatus(snapshot), context: JSON.stringify(snapshot.context) }).where('id', '=', row.id).execute();
      },
    });
    status = mfaTokenStatus(applied.snapshot);
    context = applied.snapshot.context;
  };
  const at = now.toISOString();
  const code = subject.code?.trim();
  try {
    if (status === 'pending') {
      if (code === undefined) return { kind: 'gone' };
      await step({ type: 'mfa.verify', codeMatches: matches(services, row.id, code, row.code_hash), now: at });
    } else if (status === 'confirmed') {
      // Reused within its window: the same code again (when given) must match; it is not counted
      // as a wrong code (the token is already confirmed), but a mismatch uses nothing.
      if (code !== undefined && !matches(services, row.id, code, row.code_hash)) return { kind: 'wrongCode', attemptsLeft: Math.max(MFA_MAX_WRONG_CODES - context.wrongCodes, 0) };
      await step({ type: 'mfa.check', now: at });
    }
    if (status === 'confirmed') await step({ type: 'mfa.use', now: at });
  } catch (error) {
    if (isRefusal(error)) return { kind: 'gone' };
    throw error;
  }
  switch (status) {
    case 'confirmed':
    case 'used':
      return { kind: 'used', uses: context.uses };
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
 * The confirmed BuyerCreate token of this invitation, if still usable (a reload after verifying):
 * asked through the mfaToken machine's `mfa.check` (audited), which removes a token whose window
 * has passed. Its id, or null.
 */
export async function verifiedChallengeOf(trx: Transaction<Database>, services: AppServices, userId: string, invitationId: string): Promise<string | null> {
  const row = await trx
    .selectFrom('mfa_tokens').selectAll()
    .where('user_id', '=', userId).where('scope', '=', BUYER_CREATE).where('subject_id', '=', invitationId).where('status', '=', 'confirmed')
    .orderBy('created_at', 'desc').limit(1)
    .forUpdate()
    .executeTakeFirst();
  if (!row) return null;
  const now = services.now();
  try {
    const applied = await applyDomainEvent(trx, {
      entry: catalogEntry('mfaToken'), entity: { type: 'mfaToken', id: row.id, buyerId: row.buyer_id },
      stored: { value: stateValueFor(mfaTokenMachine, 'confirmed'), context: row.context as MfaTokenContext },
      event: { type: 'mfa.check', now: now.toISOString() }, now, actor: { userId, role: null },
      persist: async ({ snapshot }) => {
        await trx.updateTable('mfa_tokens').set({ status: mfaTokenStatus(snapshot), context: JSON.stringify(snapshot.context) }).where('id', '=', row.id).execute();
      },
    });
    return mfaTokenStatus(applied.snapshot) === 'confirmed' ? row.id : null;
  } catch (error) {
    if (isRefusal(error)) return null;
    throw error;
  }
}
