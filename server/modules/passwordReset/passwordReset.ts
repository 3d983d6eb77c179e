import type { Transaction } from 'kysely';
import { isPasswordResetAllowedForBuyer } from '../../../machines/rules/passwordReset';
import { scopeNeedsMfa } from '../../../machines/rules/mfaScope';
import type { PasswordRuleId } from '../../../machines/rules/password';
import type { ErrorBody, ErrorCode } from '../../../src/domain/errors';
import type { ResetLinkChecks } from '../../../src/domain/passwordReset';
import { endSession } from '../../auth/endSession';
import type { UserRow } from '../../auth/sessionStore';
import type { Database } from '../../db/schema';
import { errorBody } from '../../http/replies';
import type { AppServices } from '../../http/services';
import { passwordProblems, replacePassword } from '../../security/passwordHistory';
import { issueMfaCode, verifyAndUseMfaCode } from '../mfa/mfaCodes';
import { checkSecurityAnswer, findSecurityQuestion } from '../securityQuestion/securityAnswers';
import { createResetLink, lookUpResetLink, type ResetLinkRow } from './resetLinks';
import { passwordChangedNotice, pendingBuyerNotice, resetCodeNotice, resetLinkNotice } from './resetNotices';

/**
 * Forgot / reset password (issue 12 item 1). The steps, each a public endpoint (routes.ts):
 * request a link by e-mail -> open it -> prove who you are when asked (security question, e-mailed
 * PasswordReset code) -> choose a new password. Refusals are ErrorBody values with an HTTP status.
 */
export type Refusal = { status: number; body: ErrorBody };
export type Outcome<T> = { ok: true; value: T } | { ok: false; refusal: Refusal };

const refuse = (status: number, code: ErrorCode, values?: ErrorBody['values']): { ok: false; refusal: Refusal } => ({ ok: false, refusal: { status, body: errorBody(code, values) } });
const ok = <T>(value: T): Outcome<T> => ({ ok: true, value });

const LINK_PROBLEMS: Record<'invalid' | 'expired' | 'used' | 'replaced', readonly [number, ErrorCode]> = {
  invalid: [404, 'PASSWORD_RESET_LINK_INVALID'],
  expired: [410, 'PASSWORD_RESET_LINK_EXPIRED'],
  used: [410, 'PASSWORD_RESET_LINK_USED'],
  replaced: [410, 'PASSWORD_RESET_LINK_REPLACED'],
};
const linkRefusal = (problem: keyof typeof LINK_PROBLEMS) => refuse(LINK_PROBLEMS[problem][0], LINK_PROBLEMS[problem][1]);

/** Users who may reset: not deactivated, not yet-to-activate (their activation link sets the first password), not SSO. */
const canReset = (user: UserRow) => user.status !== 'deleted' && user.status !== 'pending' && user.sso_status !== 'Active';

async function buyerStatus(db: AppServices['db'] | Transaction<Database>, user: UserRow): Promise<string | null> {
  if (!user.buyer_id) return null;
  const buyer = await db.selectFrom('buyers').select('status').where('id', '=', user.buyer_id).executeTakeFirst();
  return buyer?.status ?? null;
}

/**
 * Step 1. The caller answers the same whatever happens here (and does not wait for it): a link for
 * a user who may reset, an explanation for a pending buyer's user, nothing for an unknown address.
 */
export async function requestPasswordReset(services: AppServices, email: string): Promise<void> {
  const user = await services.db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
  if (!user || !canReset(user)) return;
  const recipient = { userId: user.id, buyerId: user.buyer_id, email: user.email };
  if (!isPasswordResetAllowedForBuyer(await buyerStatus(services.db, user))) {
    await services.notifier.send(pendingBuyerNotice(recipient));
    return;
  }
  const now = services.now();
  const { token } = await services.db.transaction().execute((trx) => createResetLink(trx, user.id, now));
  const link = `${services.config.publicUrl}/resetpassword?token=${encodeURIComponent(token)}`;
  await services.notifier.send(resetLinkNotice(recipient, link));
}

interface UsableLink {
  link: ResetLinkRow;
  user: UserRow;
  checks: ResetLinkChecks;
}

/** The link's state and its user's checks; every step starts here. */
async function usableLink(services: AppServices, db: AppServices['db'] | Transaction<Database>, token: string, forUpdate: boolean): Promise<Outcome<UsableLink>> {
  const found = await lookUpResetLink(db, token, services.now(), forUpdate);
  if (found.kind === 'problem') return linkRefusal(found.problem);
  const user = await db.selectFrom('users').selectAll().where('id', '=', found.link.user_id).executeTakeFirst();
  if (!user || !canReset(user)) return linkRefusal('invalid');
  if (!isPasswordResetAllowedForBuyer(await buyerStatus(db, user))) return refuse(403, 'PASSWORD_RESET_PENDING_BUYER');
  const program = await db.selectFrom('programs').selectAll().where('id', '=', user.program_id).executeTakeFirstOrThrow();
  const config = { mfaEnabled: program.mfa_enabled, mfaAtLogin: program.mfa_at_login, mfaAtBuyerCreate: program.mfa_at_buyer_create, mfaRequired: program.mfa_required };
  const question = await findSecurityQuestion(db, user.id);
  return ok({ link: found.link, user, checks: { securityQuestion: question?.questionKey ?? null, mfa: scopeNeedsMfa('PasswordReset', config), verified: found.link.verified_at !== null } });
}

const needsVerification = (checks: ResetLinkChecks) => checks.securityQuestion !== null || checks.mfa;

/** Step 2: is the link usable, and which checks come before the new password? */
export async function openResetLink(services: AppServices, token: string): Promise<Outcome<ResetLinkChecks>> {
  const found = await usableLink(services, services.db, token, false);
  return found.ok ? ok(found.value.checks) : found;
}

/** Step 3a: e-mails a PasswordReset code bound to this link (at most one a minute). */
export async function sendResetCode(services: AppServices, token: string): Promise<Outcome<{ challengeId: string; expiresAt: Date }>> {
  const found = await usableLink(services, services.db, token, false);
  if (!found.ok) return found;
  const { link, user, checks } = found.value;
  if (!checks.mfa) return refuse(400, 'BAD_USER_INPUT');
  const issued = await issueMfaCode(services, { userId: user.id, buyerId: user.buyer_id, email: user.email, scope: 'PasswordReset', subjectId: link.id }, resetCodeNotice);
  if (issued.kind === 'tooSoon') return refuse(429, 'MFA_RESEND_TOO_SOON', { retryAt: issued.retryAt.toISOString() });
  return ok({ challengeId: issued.tokenId, expiresAt: issued.expiresAt });
}

const minutesUntil = (until: Date, now: Date) => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));

/**
 * Step 3b: the security answer (when the user has a question) and the code (when the program asks
 * for one), checked in one transaction that commits whatever the outcome, so wrong answers and
 * wrong codes are counted. The answer is checked first: a wrong answer does not spend the code.
 */
export async function verifyResetIdentity(services: AppServices, input: { token: string; answer?: string; challengeId?: string; code?: string }): Promise<Outcome<ResetLinkChecks>> {
  const now = services.now();
  return services.db.transaction().execute(async (trx): Promise<Outcome<ResetLinkChecks>> => {
    const found = await usableLink(services, trx, input.token, true);
    if (!found.ok) return found;
    const { link, user, checks } = found.value;
    if (checks.verified || !needsVerification(checks)) return ok({ ...checks, verified: true });
    if (checks.securityQuestion) {
      const answer = await checkSecurityAnswer(trx, user.id, input.answer ?? '', now);
      if (answer.kind === 'held') return refuse(429, 'SECURITY_ANSWER_THROTTLED', { minutes: minutesUntil(answer.until, now) });
      if (answer.kind === 'wrong') return refuse(400, 'SECURITY_ANSWER_INVALID', { attemptsLeft: answer.attemptsLeft });
    }
    if (checks.mfa) {
      if (!input.challengeId || !input.code) return refuse(400, 'MFA_CODE_INVALID', { attemptsLeft: 0 });
      const used = await verifyAndUseMfaCode(trx, services, { tokenId: input.challengeId, code: input.code, userId: user.id, scope: 'PasswordReset', subjectId: link.id, role: null });
      if (used.kind === 'wrongCode') return refuse(400, 'MFA_CODE_INVALID', { attemptsLeft: used.attemptsLeft });
      if (used.kind === 'lockedOut') return refuse(400, 'MFA_LOCKED_OUT');
      if (used.kind !== 'used') return refuse(400, 'MFA_CODE_EXPIRED');
    }
    await trx.updateTable('password_reset_links').set({ verified_at: now }).where('id', '=', link.id).execute();
    return ok({ ...checks, verified: true });
  });
}

/** The rule refusal of a new password: "recently used" alone is spec 8's password recycle error. */
function passwordRefusal(problems: readonly PasswordRuleId[]) {
  if (problems.length === 1 && problems[0] === 'notRecentlyUsed') return refuse(400, 'PASSWORD_RECYCLED');
  return refuse(400, 'PASSWORD_INVALID', { rules: problems.join(',') });
}

/**
 * Step 4: the new password. The link row is locked, so of two tabs only one resets; on success the
 * link is used up, the user's other links are replaced, and every session of the user ends (on
 * every instance: auth/endSession.ts publishes `sessionEnded`).
 */
export async function completePasswordReset(services: AppServices, input: { token: string; password: string }): Promise<Outcome<{ userId: string; email: string }>> {
  const now = services.now();
  const outcome = await services.db.transaction().execute(async (trx): Promise<Outcome<UserRow>> => {
    const found = await usableLink(services, trx, input.token, true);
    if (!found.ok) return found;
    const { link, user, checks } = found.value;
    if (needsVerification(checks) && !checks.verified) return refuse(409, 'PASSWORD_RESET_NOT_VERIFIED');
    const problems = await passwordProblems(trx, user, input.password);
    if (problems.length > 0) return passwordRefusal(problems);
    await replacePassword(trx, user, input.password, now);
    await trx.updateTable('password_reset_links').set({ used_at: now }).where('id', '=', link.id).execute();
    await trx.updateTable('password_reset_links').set({ superseded_at: now }).where('user_id', '=', user.id).where('used_at', 'is', null).where('superseded_at', 'is', null).execute();
    return ok(user);
  });
  if (!outcome.ok) return outcome;
  const user = outcome.value;
  const live = await services.db.selectFrom('sessions').select('id_hash').where('user_id', '=', user.id).where('revoked_at', 'is', null).execute();
  for (const session of live) await endSession(services, session.id_hash);
  await services.notifier.send(passwordChangedNotice({ userId: user.id, buyerId: user.buyer_id, email: user.email }));
  return ok({ userId: user.id, email: user.email });
}
