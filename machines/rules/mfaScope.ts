/**
 * Spec 4 "MFA tokens" and spec 6: the scopes an MFA token is bound to, and when a scope needs an MFA
 * check. A scope needs one only when the program's white-label configuration has MFA enabled and the
 * matching switch is on: mfaAtBuyerCreate for BuyerCreate, mfaAtLogin for Login, mfaRequired for
 * OrderApproval, PasswordReset and RevealCardNumber, and mfaEnabled itself for Setup.
 */
export const MFA_SCOPES = ['BuyerCreate', 'Login', 'OrderApproval', 'PasswordReset', 'RevealCardNumber', 'Setup'] as const;
export type MfaScope = (typeof MFA_SCOPES)[number];

/** The MFA switches of a program's white-label configuration (spec 3 "Program"). */
export interface WhiteLabelMfaConfig {
  mfaEnabled: boolean;
  mfaAtLogin: boolean;
  mfaAtBuyerCreate: boolean;
  mfaRequired: boolean;
}

/** Which switch, besides mfaEnabled, turns the check on for each scope. */
export const MFA_SCOPE_SWITCH: Record<MfaScope, keyof WhiteLabelMfaConfig> = {
  BuyerCreate: 'mfaAtBuyerCreate',
  Login: 'mfaAtLogin',
  OrderApproval: 'mfaRequired',
  PasswordReset: 'mfaRequired',
  RevealCardNumber: 'mfaRequired',
  Setup: 'mfaEnabled',
};

export function isMfaScope(value: unknown): value is MfaScope {
  return typeof value === 'string' && (MFA_SCOPES as readonly string[]).includes(value);
}

/** Does an action of this scope need an MFA check under this program's configuration? */
export function scopeNeedsMfa(scope: MfaScope, config: WhiteLabelMfaConfig): boolean {
  return config.mfaEnabled && config[MFA_SCOPE_SWITCH[scope]];
}

/** BuyerCreate tokens are time-based: they stay usable until they expire, counting their uses. */
export const TIME_BASED_SCOPES: readonly MfaScope[] = ['BuyerCreate'];
/** Setup tokens are never cached: the browser must not keep them (spec 7 keeps MFA details in local storage). */
export const UNCACHED_SCOPES: readonly MfaScope[] = ['Setup'];

export const isTimeBasedScope = (scope: MfaScope) => TIME_BASED_SCOPES.includes(scope);
export const isCacheableScope = (scope: MfaScope) => !UNCACHED_SCOPES.includes(scope);
