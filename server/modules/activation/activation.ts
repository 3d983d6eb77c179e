import type { Transaction } from 'kysely';
import { isActivationLinkExpired, canResendActivationLink } from '../../../machines/rules/activationLink';
import { activationBuyerProblem } from '../../../machines/rules/accountActivation';
import { scopeNeedsMfa } from '../../../machines/rules/mfaScope';
import type { PasswordRuleId } from '../../../machines/rules/password';
import type { ActivationLinkContext } from '../../../machines/domain/activationLink';
import type { ActivationDone, ActivationLinkInfo } from '../../../src/domain/activation';
import type { ErrorBody, ErrorCode } from '../../../src/domain/errors';
import type { UserRow } from '../../auth/sessionStore';
import type { Database } from '../../db/schema';
import { errorBody } from '../../http/replies';
import type { AppServices } from '../../http/services';
import { RULE_REFUSED } from '../../rulebook/ruleRefusedError';
import { hashPassword } from '../../security/password';
import { passwordProblems } from '../../security/passwordHistory';
import { issueMfaCode } from '../mfa/mfaCodes';
import { applyInvitationEvent, invitationByToken, sendInvitation, type StoredInvitation } from '../users/invitations';
import { applyUserStatusEvent } from '../users/userStatusMachine';
import { activationCodeNotice } from './activationNotices';
import { BUYER_CREATE, useBuyerCreateCode, verifiedChallengeOf } from './buyerCreateCode';

/**
 * Activation and sign-up (issue 12 item 2): the enrol link of an invitation (issue 11,
 * `/sign-up?activation=<token>`) opened, a BuyerCreate code when the program asks for one
 * (mfaAtBuyerCreate, spec 6), the first password (spec 5, the same checks as a password reset),
 * then the user is Active (userStatus `user.activate`) and the link used (activationLink
 * `activationLink.activate`), both through applyDomainEvent in one transaction. Every step is a
 * public endpoint (routes.ts); refusals are ErrorBody values with an HTTP status, the same for an
 * unknown token as for a withdrawn one.
 */
export type Refusal = { status: number; body: ErrorBody };
export type Outcome<T> = { ok: true; value: T } | { ok: false; refusal: Refusal };

const refuse = (status: number, code: ErrorCode, values?: ErrorBody['values']): { ok: false; refusal: Refusal } => ({ ok: false, refusal: { status, body: errorBody(code, values) } });
const ok = <T>(value: T): Outcome<T> => ({ ok: true, value });

const INVALID = () => refuse(404, 'ACTIVATION_LINK_INVALID');
/** 32 random bytes, base64url (server/modules/users/invitations.ts). */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
type Trx = Transaction<Database>;

interface UsableInvitation {
  invitation: StoredInvitation;
  user: UserRow;
  buyerName: string;
  buyerStatus: string | null;
  mfa: boolean;
}

/** A seller (CLIENT) user's invitation has no buyer (migration 0036): nothing to wait for. */
async function buyerOf(trx: Trx, buyerId: string | null): Promise<{ name: string; status: string } | undefined> {
  if (buyerId === null) return undefined;
  return trx.selectFrom('buyers').select(['name', 'status']).where('id', '=', buyerId).executeTakeFirst();
}

/**
 * The invitation a token opens, locked, with every check of spec 8 in this order: an invalid link
 * (unknown, withdrawn, its user deactivated or not an invited one), already activated, ineligible
 * (the company's application closed), token expired (a new link offered while the credit decision
 * is pending), buyer not ready (still pending approval). `open`: the page opens the link, so the
 * activationLink machine's `activationLink.open` is applied (audited) even when nothing changes; the
 * other steps apply it only when the link has expired, to store that.
 */
async function usableInvitation(services: AppServices, trx: Trx, token: string, step: 'open' | 'step'): Promise<Outcome<UsableInvitation>> {
  if (!TOKEN_SHAPE.test(token)) return INVALID();
  const invitation = await invitationByToken(trx, token);
  if (!invitation) return INVALID();
  const user = await trx.selectFrom('users').selectAll().where('id', '=', invitation.user_id).forUpdate().executeTakeFirst();
  if (!user || user.contact_only || user.status === 'deleted' || invitation.status === 'withdrawn') return INVALID();
  if (invitation.status === 'used' || user.status === 'active') return refuse(410, 'ACTIVATION_ALREADY_ACTIVATED');
  if (user.status !== 'pending') return INVALID();
  const buyer = await buyerOf(trx, invitation.buyer_id);
  const buyerStatus = buyer?.status ?? null;
  const problem = activationBuyerProblem(buyerStatus);
  if (problem === 'ineligible') return refuse(403, 'ACTIVATION_INELIGIBLE');
  const now = services.now();
  const context = invitation.context as ActivationLinkContext;
  let status = invitation.status;
  if (status === 'valid' && (step === 'open' || isActivationLinkExpired(context.expiresAt, now.toISOString()))) {
    status = (await applyInvitationEvent(trx, invitation, { type: 'activationLink.open', now: now.toISOString() }, now, { userId: user.id, role: null })).status;
  }
  if (status === 'expired') return refuse(410, 'ACTIVATION_LINK_EXPIRED', { resend: canResendActivationLink(buyerStatus) ? 'offered' : 'ask' });
  if (problem === 'buyerNotReady') return refuse(403, 'ACTIVATION_BUYER_NOT_READY');
  const program = await trx.selectFrom('programs').selectAll().where('id', '=', user.program_id).executeTakeFirstOrThrow();
  const mfa = scopeNeedsMfa(BUYER_CREATE, { mfaEnabled: program.mfa_enabled, mfaAtLogin: program.mfa_at_login, mfaAtBuyerCreate: program.mfa_at_buyer_create, mfaRequired: program.mfa_required });
  return ok({ invitation: { ...invitation, status }, user, buyerName: buyer?.name ?? '', buyerStatus, mfa });
}

const inTransaction = <T>(services: AppServices, run: (trx: Trx) => Promise<Outcome<T>>) => services.db.transaction().execute(run);

/** Open: is the link usable, and does a BuyerCreate code come before the password? */
export async function openActivationLink(services: AppServices, token: string): Promise<Outcome<ActivationLinkInfo>> {
  return inTransaction(services, async (trx) => {
    const found = await usableInvitation(services, trx, token, 'open');
    if (!found.ok) return found;
    const { invitation, user, buyerName, mfa } = found.value;
    const verifiedChallengeId = mfa ? await verifiedChallengeOf(trx, services, user.id, invitation.id) : null;
    return ok({ firstName: user.first_name, email: user.email, buyerName, mfa, verifiedChallengeId });
  });
}

/** E-mails a BuyerCreate code bound to this invitation (at most one a minute, server/modules/mfa). */
export async function sendActivationCode(services: AppServices, token: string): Promise<Outcome<{ challengeId: string; expiresAt: string }>> {
  const found = await inTransaction(services, (trx) => usableInvitation(services, trx, token, 'step'));
  if (!found.ok) return found;
  const { invitation, user, mfa } = found.value;
  if (!mfa) return refuse(400, 'BAD_USER_INPUT');
  const issued = await issueMfaCode(services, { userId: user.id, buyerId: user.buyer_id, email: user.email, scope: BUYER_CREATE, subjectId: invitation.id }, activationCodeNotice);
  if (issued.kind === 'tooSoon') return refuse(429, 'MFA_RESEND_TOO_SOON', { retryAt: issued.retryAt.toISOString() });
  return ok({ challengeId: issued.tokenId, expiresAt: issued.expiresAt.toISOString() });
}

function codeRefusal(outcome: Exclude<Awaited<ReturnType<typeof useBuyerCreateCode>>, { kind: 'used' }>) {
  switch (outcome.kind) {
    case 'wrongCode':
      return refuse(400, 'MFA_CODE_INVALID', { attemptsLeft: outcome.attemptsLeft });
    case 'lockedOut':
      return refuse(400, 'MFA_LOCKED_OUT');
    default:
      return refuse(400, 'MFA_CODE_EXPIRED');
  }
}

/**
 * Verifies the BuyerCreate code (a use of the token). The same code works again within its window
 * (time-based, spec 4), each time counted; `uses` says how many times it was used.
 */
export async function verifyActivationCode(services: AppServices, input: { token: string; challengeId: string; code: string }): Promise<Outcome<{ challengeId: string; uses: number }>> {
  return inTransaction(services, async (trx) => {
    const found = await usableInvitation(services, trx, input.token, 'step');
    if (!found.ok) return found;
    const { invitation, user, mfa } = found.value;
    if (!mfa) return refuse(400, 'BAD_USER_INPUT');
    const used = await useBuyerCreateCode(trx, services, { tokenId: input.challengeId, userId: user.id, invitationId: invitation.id, code: input.code });
    return used.kind === 'used' ? ok({ challengeId: input.challengeId, uses: used.uses }) : codeRefusal(used);
  });
}

/** The rule refusal of a first password: the rules of spec 5, the same words as a password reset. */
function passwordRefusal(problems: readonly PasswordRuleId[]) {
  if (problems.length === 1 && problems[0] === 'notRecentlyUsed') return refuse(400, 'PASSWORD_RECYCLED');
  return refuse(400, 'PASSWORD_INVALID', { rules: problems.join(',') });
}

/**
 * The first password: the rules (machines/rules/password.ts with the common-password list, checked
 * again here whatever the browser said), the verified BuyerCreate code when asked (used once more),
 * then in the same transaction the password, the user Active and the link used. The link row is
 * locked: of two tabs only one activates; the other is told "already activated".
 */
export async function completeActivation(services: AppServices, input: { token: string; password: string; challengeId?: string }): Promise<Outcome<ActivationDone>> {
  const now = services.now();
  return inTransaction(services, async (trx) => {
    const found = await usableInvitation(services, trx, input.token, 'step');
    if (!found.ok) return found;
    const { invitation, user, mfa } = found.value;
    const problems = await passwordProblems(trx, user, input.password);
    if (problems.length > 0) return passwordRefusal(problems);
    if (mfa) {
      if (!input.challengeId) return refuse(409, 'ACTIVATION_NOT_VERIFIED');
      const used = await useBuyerCreateCode(trx, services, { tokenId: input.challengeId, userId: user.id, invitationId: invitation.id });
      if (used.kind !== 'used') return used.kind === 'gone' ? refuse(409, 'ACTIVATION_NOT_VERIFIED') : codeRefusal(used);
    }
    const actor = { userId: user.id, role: null };
    await trx.updateTable('users').set({ password_hash: await hashPassword(input.password) }).where('id', '=', user.id).execute();
    await applyUserStatusEvent(trx, user, { type: 'user.activate', now: now.toISOString() }, now, actor);
    await applyInvitationEvent(trx, invitation, { type: 'activationLink.activate', now: now.toISOString() }, now, actor);
    return ok({ userId: user.id, email: user.email });
  });
}

const isRefusal = (error: unknown) => (error as { extensions?: { code?: unknown } } | null)?.extensions?.code === RULE_REFUSED;

/**
 * A new link for an expired one (spec 4 "a resend is offered when credit is pending"): the
 * activationLink machine's `activationLink.resend` with the buyer's status; refused (canResend) in
 * any other status, so the page says to ask the inviter. The new link goes out by e-mail; the old
 * one stops working.
 */
export async function resendActivationLink(services: AppServices, token: string): Promise<Outcome<{ sent: true }>> {
  const now = services.now();
  const outcome = await inTransaction(services, async (trx): Promise<Outcome<{ to: UserRow; token: string; buyerName: string; inviterName: string; expiresAt: string }>> => {
    const found = await usableInvitation(services, trx, token, 'step');
    if (found.ok) return refuse(409, 'BAD_USER_INPUT'); // still valid: nothing to renew
    if (found.refusal.body.code !== 'ACTIVATION_LINK_EXPIRED') return found;
    const invitation = (await invitationByToken(trx, token))!;
    const user = await trx.selectFrom('users').selectAll().where('id', '=', invitation.user_id).executeTakeFirstOrThrow();
    const buyer = await buyerOf(trx, invitation.buyer_id);
    try {
      const renewed = await applyInvitationEvent(trx, invitation, { type: 'activationLink.resend', now: now.toISOString(), buyerStatus: buyer?.status ?? '' }, now, { userId: user.id, role: null });
      const [inviter, stored] = await Promise.all([
        user.parent_user_id ? trx.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', user.parent_user_id).executeTakeFirst() : undefined,
        trx.selectFrom('user_invitations').select('context').where('id', '=', invitation.id).executeTakeFirstOrThrow(),
      ]);
      return ok({
        to: user, token: renewed.token!, buyerName: buyer?.name ?? '', inviterName: inviter ? `${inviter.first_name} ${inviter.last_name}` : 'your account administrator',
        expiresAt: (stored.context as ActivationLinkContext).expiresAt,
      });
    } catch (error) {
      if (isRefusal(error)) {
        // The machine's canResend said no: the refusal names it, like every rule refusal.
        const extensions = (error as { extensions: { machine?: string; rule?: string } }).extensions;
        const refused = refuse(410, 'ACTIVATION_LINK_EXPIRED', { resend: 'ask' });
        refused.refusal.body.refusal = { machine: extensions.machine ?? 'activationLink', rule: extensions.rule ?? 'canResend', subRules: [] };
        return refused;
      }
      throw error;
    }
  });
  if (!outcome.ok) return outcome;
  const { to, buyerName, inviterName, expiresAt } = outcome.value;
  await sendInvitation(services, { to: to.email, firstName: to.first_name, buyerName, inviterName, token: outcome.value.token, userId: to.id, buyerId: to.buyer_id, expiresAt });
  return ok({ sent: true });
}
