import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { isMfaMethod, loginMfaDecision, maskMfaTarget, rememberDeviceUntil, type LoginMfaDecision, type MfaMethod } from '../../../machines/rules/mfaSignIn';
import type { Database } from '../../db/schema';
import type { AppServices } from '../../http/services';
import { safeEqual, sha256Hex } from '../../auth/signing';
import type { UserRow } from '../../auth/sessionStore';
import { cancelMfaCode, issueMfaCode, MFA_CODE_TTL_MS, MFA_RESEND_AFTER_MS, verifyAndUseMfaCode, type VerifyOutcome } from './mfaCodes';
import { programMfaConfig } from './programMfa';

/**
 * The code step of sign-in (spec 6 Login scope, mfaAtLogin): after a right password, a Login code
 * goes to the user's method (e-mail or SMS) and the browser gets an HttpOnly challenge cookie
 * holding a random secret; the token row's subject is `login:<sha256(secret)>`, so only that
 * browser can answer. The code is checked by the mfaToken machine (mfaCodes.ts): 5 wrong codes lock
 * the challenge out and the user signs in again. A right code may remember the browser for the
 * program's number of days (trusted_devices, an HttpOnly cookie `<id>.<secret>`).
 */
export const MFA_CHALLENGE_COOKIE = 'portal_mfa_challenge';
export const TRUSTED_DEVICE_COOKIE = 'portal_trusted_device';
const SCOPE = 'Login' as const;

export interface MfaChallengeInfo {
  method: MfaMethod;
  sentTo: string;
  /** Spec 9: another code no sooner than this (ms after it was sent). */
  resendAfterMs: number;
  expiresInMs: number;
}

const subjectFor = (secret: string) => `login:${sha256Hex(secret)}`;

function codeMessage(code: string) {
  return { subject: 'Your sign-in code', text: `Your code to sign in to the buyer portal is ${code}. It expires in 5 minutes. If you did not try to sign in, change your password.` };
}

/** Is this browser's trusted-device cookie valid for `user` now? */
export async function isRememberedDevice(db: Kysely<Database>, userId: string, cookie: string | undefined, now: Date): Promise<boolean> {
  const [id, secret] = (cookie ?? '').split('.');
  if (!id || !secret || !/^[0-9a-f-]{36}$/.test(id)) return false;
  const row = await db.selectFrom('trusted_devices').select(['secret_hash', 'expires_at']).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return row !== undefined && row.expires_at.getTime() > now.getTime() && safeEqual(row.secret_hash, sha256Hex(secret));
}

/** Does this sign-in need a code? (machines/rules/mfaSignIn.ts decides; the facts are read here.) */
export async function loginMfaFor(services: AppServices, user: UserRow, deviceCookie: string | undefined): Promise<LoginMfaDecision> {
  const now = services.now();
  const config = await programMfaConfig(services.db, user.program_id);
  const deviceRemembered = await isRememberedDevice(services.db, user.id, deviceCookie, now);
  return loginMfaDecision({ config, method: user.mfa_method, disabledUntil: user.mfa_disabled_until, deviceRemembered, now });
}

/** Where a user's codes go: their MFA method (SMS to their phone), else e-mail to their sign-in address. */
export function mfaDestination(user: Pick<UserRow, 'email' | 'mfa_method' | 'mfa_target'>): { method: MfaMethod; address: string } {
  const method = isMfaMethod(user.mfa_method) ? user.mfa_method : 'email';
  return { method, address: method === 'sms' && user.mfa_target ? user.mfa_target : (user.mfa_target ?? user.email) };
}

/** Starts a challenge: a new secret (the cookie's value) and the first code. */
export async function startLoginChallenge(services: AppServices, user: UserRow): Promise<{ secret: string; info: MfaChallengeInfo }> {
  const secret = randomBytes(32).toString('base64url');
  const to = mfaDestination(user);
  await issueMfaCode(
    services,
    { userId: user.id, buyerId: user.buyer_id, email: user.email, scope: SCOPE, subjectId: subjectFor(secret), sendTo: { channel: to.method, address: to.address } },
    codeMessage,
  );
  return { secret, info: { method: to.method, sentTo: maskMfaTarget(to.method, to.address), resendAfterMs: MFA_RESEND_AFTER_MS, expiresInMs: MFA_CODE_TTL_MS } };
}

async function latestToken(db: Kysely<Database>, secret: string) {
  return db
    .selectFrom('mfa_tokens')
    .select(['id', 'user_id', 'status', 'created_at'])
    .where('scope', '=', SCOPE)
    .where('subject_id', '=', subjectFor(secret))
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export type ResendOutcome = { kind: 'sent'; info: MfaChallengeInfo } | { kind: 'tooSoon'; seconds: number } | { kind: 'gone' } | { kind: 'lockedOut' };

/** Another code for the same challenge, no sooner than a minute after the last (spec 9). */
export async function resendLoginChallenge(services: AppServices, secret: string): Promise<ResendOutcome> {
  const token = await latestToken(services.db, secret);
  if (!token) return { kind: 'gone' };
  if (token.status === 'lockedOut') return { kind: 'lockedOut' };
  const user = await services.db.selectFrom('users').selectAll().where('id', '=', token.user_id).executeTakeFirst();
  if (!user || user.status !== 'active') return { kind: 'gone' };
  const to = mfaDestination(user);
  const issued = await issueMfaCode(
    services,
    { userId: user.id, buyerId: user.buyer_id, email: user.email, scope: SCOPE, subjectId: subjectFor(secret), sendTo: { channel: to.method, address: to.address } },
    codeMessage,
  );
  if (issued.kind === 'tooSoon') return { kind: 'tooSoon', seconds: Math.max(1, Math.ceil((issued.retryAt.getTime() - services.now().getTime()) / 1000)) };
  return { kind: 'sent', info: { method: to.method, sentTo: maskMfaTarget(to.method, to.address), resendAfterMs: MFA_RESEND_AFTER_MS, expiresInMs: MFA_CODE_TTL_MS } };
}

export type ChallengeOutcome = Exclude<VerifyOutcome, { kind: 'used' }> | { kind: 'verified'; user: UserRow };

/** Checks a code against the challenge's newest token (the mfaToken machine through applyDomainEvent). */
export async function verifyLoginChallenge(services: AppServices, secret: string, code: string): Promise<ChallengeOutcome> {
  const token = await latestToken(services.db, secret);
  if (!token) return { kind: 'gone' };
  const outcome = await services.db.transaction().execute((trx) =>
    verifyAndUseMfaCode(trx, services, { tokenId: token.id, userId: token.user_id, scope: SCOPE, subjectId: subjectFor(secret), code, role: null }),
  );
  if (outcome.kind !== 'used') return outcome;
  const user = await services.db.selectFrom('users').selectAll().where('id', '=', token.user_id).executeTakeFirst();
  // Suspended or deactivated while the code was on its way: no session.
  if (!user || user.status !== 'active') return { kind: 'gone' };
  return { kind: 'verified', user };
}

/** The user leaves the code step: the challenge's newest token is cancelled (removed) through the mfaToken machine. */
export async function cancelLoginChallenge(services: AppServices, secret: string): Promise<void> {
  const token = await latestToken(services.db, secret);
  if (token) await cancelMfaCode(services, { tokenId: token.id, userId: token.user_id, role: null });
}

/** Remembers this browser for the program's number of days; null when the program keeps none. */
export async function rememberDevice(services: AppServices, user: UserRow): Promise<{ cookie: string; maxAgeSeconds: number } | null> {
  const now = services.now();
  const { rememberDeviceDays } = await programMfaConfig(services.db, user.program_id);
  const until = rememberDeviceUntil(now, rememberDeviceDays);
  if (!until) return null;
  const id = randomUUID();
  const secret = randomBytes(32).toString('base64url');
  await services.db.insertInto('trusted_devices').values({ id, user_id: user.id, secret_hash: sha256Hex(secret), created_at: now, expires_at: until }).execute();
  await services.db.deleteFrom('trusted_devices').where('user_id', '=', user.id).where('expires_at', '<=', now).execute();
  return { cookie: `${id}.${secret}`, maxAgeSeconds: Math.floor((until.getTime() - now.getTime()) / 1000) };
}
