import { scopeNeedsMfa, type WhiteLabelMfaConfig } from './mfaScope';

/**
 * Spec 6 and 9: when sign-in asks for a Login code, the administrator's 30-minute MFA disable and
 * remember-this-device. Time comes in as data (`now`), so the 30-minute end is tested at its edge.
 */
export const MFA_METHODS = ['email', 'sms'] as const;
export type MfaMethod = (typeof MFA_METHODS)[number];
export const isMfaMethod = (value: unknown): value is MfaMethod => typeof value === 'string' && (MFA_METHODS as readonly string[]).includes(value);

/** Spec 9 "MFA disable window 30 minutes". */
export const MFA_DISABLE_WINDOW_MS = 30 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The end of a disable given at `now`. */
export const mfaDisabledUntil = (now: Date): Date => new Date(now.getTime() + MFA_DISABLE_WINDOW_MS);

/** Is the user's MFA disabled by an administrator at `now`? The window ends exactly at `until`. */
export function isMfaTemporarilyDisabled(until: Date | string | null, now: Date | string): boolean {
  if (until === null) return false;
  return new Date(now).getTime() < new Date(until).getTime();
}

/** Spec 9 "Remember-device: a number of days" (the program's); 0 days: never remembered. */
export const rememberDeviceUntil = (now: Date, days: number): Date | null => (days > 0 ? new Date(now.getTime() + days * DAY_MS) : null);

export type LoginMfaDecision =
  /** The program does not ask for a Login code (mfaEnabled and mfaAtLogin, spec 6). */
  | 'notRequired'
  /** The user has no method yet: nothing to send a code to; they set one up in Profile -> Security. */
  | 'noMethod'
  /** An administrator disabled the user's MFA for 30 minutes. */
  | 'disabledByAdministrator'
  /** This browser was remembered after a code within the program's number of days. */
  | 'rememberedDevice'
  | 'codeRequired';

export interface LoginMfaFacts {
  config: WhiteLabelMfaConfig;
  method: string | null;
  disabledUntil: Date | string | null;
  deviceRemembered: boolean;
  now: Date | string;
}

/** Does this sign-in need a Login code, and if not, why not? */
export function loginMfaDecision(facts: LoginMfaFacts): LoginMfaDecision {
  if (!scopeNeedsMfa('Login', facts.config)) return 'notRequired';
  if (!isMfaMethod(facts.method)) return 'noMethod';
  if (isMfaTemporarilyDisabled(facts.disabledUntil, facts.now)) return 'disabledByAdministrator';
  if (facts.deviceRemembered) return 'rememberedDevice';
  return 'codeRequired';
}

/** Where a code goes, partly hidden: `a•••@acme.example`, `•••• 0101`. */
export function maskMfaTarget(method: MfaMethod, target: string): string {
  if (method === 'email') {
    const [local = '', domain = ''] = target.split('@');
    return `${local.slice(0, 1)}•••@${domain}`;
  }
  return `•••• ${target.replace(/\D/g, '').slice(-4)}`;
}
