import type { Kysely } from 'kysely';
import { isMfaMethod, isMfaTemporarilyDisabled, maskMfaTarget, type MfaMethod } from '../../../machines/rules/mfaSignIn';
import { scopeNeedsMfa } from '../../../machines/rules/mfaScope';
import { mobilePhoneProblem, toE164 } from '../../../machines/rules/phoneNumber';
import type { Database } from '../../db/schema';
import { portalError } from '../../graphql/errors';
import type { AppServices } from '../../http/services';
import { issueMfaCode, MFA_RESEND_AFTER_MS, verifyAndUseMfaCode } from './mfaCodes';
import { programMfaConfig } from './programMfa';

/**
 * Profile -> Security, 2-step verification (spec 2 mfa-setup-sms / mfa-setup-email, spec 8
 * "Security setup"): a Setup code goes to the new method (SMS: a mobile number checked with
 * libphonenumber-js; e-mail: the user's sign-in address) and the method is saved only when that code
 * is confirmed, through the mfaToken machine (mfaCodes.ts). The token's subject is
 * `setup:<method>:<target>`, so a code proves the very number or address being saved.
 */
const SCOPE = 'Setup' as const;

export interface MfaUser {
  id: string;
  buyer_id: string | null;
  program_id: string;
  email: string;
  sso_status: string;
  mfa_method: string | null;
  mfa_target: string | null;
  mfa_disabled_until: Date | null;
  business_country?: string | null;
}

/** The number an SMS method uses, in E.164, or the spec 8 error. Another user's MFA number is a duplicate. */
export async function checkedMfaTarget(db: Kysely<Database>, user: MfaUser, method: MfaMethod, target: string | null | undefined, country: string | null): Promise<string> {
  if (method === 'email') return user.email;
  const text = (target ?? '').trim();
  const problem = mobilePhoneProblem(text, country);
  if (problem === 'invalidPhone') throw portalError('MFA_PHONE_INVALID');
  if (problem === 'notMobile') throw portalError('MFA_PHONE_NOT_MOBILE');
  const e164 = toE164(text, country) ?? text;
  const other = await db.selectFrom('users').select('id').where('mfa_method', '=', 'sms').where('mfa_target', '=', e164).where('id', '!=', user.id).executeTakeFirst();
  if (other) throw portalError('MFA_PHONE_DUPLICATE');
  return e164;
}

export async function countryOf(db: Kysely<Database>, buyerId: string | null): Promise<string | null> {
  if (!buyerId) return null;
  const buyer = await db.selectFrom('buyers').select('business_country').where('id', '=', buyerId).executeTakeFirst();
  return buyer?.business_country ?? null;
}

export async function myMfa(services: AppServices, user: MfaUser) {
  const config = await programMfaConfig(services.db, user.program_id);
  const method = isMfaMethod(user.mfa_method) ? user.mfa_method : null;
  const now = services.now();
  return {
    method,
    sentTo: method && user.mfa_target ? maskMfaTarget(method, user.mfa_target) : null,
    requiredAtSignIn: scopeNeedsMfa('Login', config),
    canSetUp: scopeNeedsMfa('Setup', config) && user.sso_status !== 'Active',
    disabledUntil: user.mfa_disabled_until && isMfaTemporarilyDisabled(user.mfa_disabled_until, now) ? user.mfa_disabled_until : null,
  };
}

export async function startMfaSetup(services: AppServices, user: MfaUser, method: string, target: string | null | undefined) {
  if (!isMfaMethod(method)) throw portalError('BAD_USER_INPUT');
  const config = await programMfaConfig(services.db, user.program_id);
  if (!scopeNeedsMfa(SCOPE, config) || user.sso_status === 'Active') throw portalError('FORBIDDEN');
  const address = await checkedMfaTarget(services.db, user, method, target, await countryOf(services.db, user.buyer_id));
  if (method === 'sms' && user.mfa_method === 'sms' && user.mfa_target === address) throw portalError('MFA_PHONE_ALREADY_SET_UP');
  const issued = await issueMfaCode(
    services,
    { userId: user.id, buyerId: user.buyer_id, email: user.email, scope: SCOPE, subjectId: `setup:${method}:${address}`, sendTo: { channel: method, address } },
    (code) => ({
      subject: 'Your 2-step verification code',
      text: `Your code to set up 2-step verification is ${code}. It expires in 5 minutes. If you did not ask for it, change your password.`,
    }),
  );
  if (issued.kind === 'tooSoon') throw portalError('MFA_RESEND_TOO_SOON', { seconds: Math.max(1, Math.ceil((issued.retryAt.getTime() - services.now().getTime()) / 1000)) });
  return { challengeId: issued.tokenId, method, sentTo: maskMfaTarget(method, address), resendAfterMs: MFA_RESEND_AFTER_MS, expiresAt: issued.expiresAt };
}

export async function confirmMfaSetup(services: AppServices, user: MfaUser & { role: string | null }, challengeId: string, code: string) {
  const token = await services.db.selectFrom('mfa_tokens').select(['id', 'subject_id']).where('id', '=', challengeId).where('user_id', '=', user.id).where('scope', '=', SCOPE).executeTakeFirst();
  const [, method, ...rest] = (token?.subject_id ?? '').split(':');
  const address = rest.join(':');
  if (!token?.subject_id || !isMfaMethod(method) || address === '') throw portalError('MFA_CODE_EXPIRED');
  const outcome = await services.db.transaction().execute(async (trx) => {
    const result = await verifyAndUseMfaCode(trx, services, { tokenId: token.id, code, userId: user.id, scope: SCOPE, subjectId: token.subject_id!, role: user.role });
    if (result.kind !== 'used') return result;
    // The number may have been taken by someone else while the code was on its way.
    if (method === 'sms') {
      const other = await trx.selectFrom('users').select('id').where('mfa_method', '=', 'sms').where('mfa_target', '=', address).where('id', '!=', user.id).executeTakeFirst();
      if (other) return { kind: 'duplicate' as const };
    }
    await trx.updateTable('users').set({ mfa_method: method, mfa_target: address }).where('id', '=', user.id).execute();
    return result;
  });
  switch (outcome.kind) {
    case 'used':
      return myMfa(services, { ...user, mfa_method: method, mfa_target: address });
    case 'duplicate':
      throw portalError('MFA_PHONE_DUPLICATE');
    case 'wrongCode':
      throw portalError('MFA_CODE_INVALID', { attemptsLeft: outcome.attemptsLeft });
    case 'lockedOut':
      throw portalError('MFA_LOCKED_OUT');
    default:
      throw portalError('MFA_CODE_EXPIRED');
  }
}
