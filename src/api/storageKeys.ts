/**
 * Every browser storage key the portal uses (spec 7 "Storage: locale and MFA details in local
 * storage; the auth token and session in session storage").
 */
export const STORAGE_KEYS = {
  /** sessionStorage: bearer token from POST /auth. */
  authToken: 'portal.authToken',
  /** sessionStorage: spec 3 Session record. */
  sessionRecord: 'portal.session',
  /** localStorage: the last signed-in user {email, ssoStatus} (SSO redirect rule, spec 2). */
  rememberedUser: 'portal.user',
  /** localStorage: MFA tokens (spec 4 "MFA tokens"); cleared on logout. */
  mfaTokens: 'portal.mfaTokens',
  /** localStorage: the chosen locale. */
  locale: 'portal.locale',
  /** localStorage: spec 3 Local client store, one entry per user: `portal.clientStore.<userId>`. */
  clientStorePrefix: 'portal.clientStore.',
} as const;

/**
 * Spec 2 "Dialogs and banners controlled by stored flags", spec 3 "Local client store": the flags,
 * each stored under the user's id in `clientStorePrefix + userId` (src/api/sessionStorageRecord.ts
 * readClientStore / setClientStoreFlag). A dialog or banner shows while its flag is true and clears
 * it when closed (machines/app/storedFlags/storedFlagMachine.ts, views/common/StoredFlagDialog.tsx,
 * src/api/storedFlags.ts). Defaults: true for the first three (shown once), false for the last two
 * (set true by the event they announce: activation, a removed bank account's banner is shown while
 * true and the account is removed).
 */
export const STORED_FLAGS = {
  addBankAccountDialog: 'isAddBankAccountDialogDisplayed',
  setupPurchaseCardsDialog: 'isSetupPurchaseCardsDialogDisplayed',
  enrolInDirectDebitDialog: 'isEnrolInDirectDebitDialogDisplayed',
  bankAccountRemovedBanner: 'isBankAccountRemovedBannerDisplayed',
  activationCongratulations: 'isActivationCongratulationsDisplayed',
} as const;

type StorageKind = 'local' | 'session';

function storage(kind: StorageKind): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null; // storage disabled (privacy settings): the portal works without persistence
  }
}

export function readItem(kind: StorageKind, key: string): string | null {
  try {
    return storage(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(kind: StorageKind, key: string, value: string): void {
  try {
    storage(kind)?.setItem(key, value);
  } catch {
    // quota or privacy mode: not fatal
  }
}

export function removeItem(kind: StorageKind, key: string): void {
  try {
    storage(kind)?.removeItem(key);
  } catch {
    // ignore
  }
}

export function readJson(kind: StorageKind, key: string): unknown {
  const text = readItem(kind, key);
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export function writeJson(kind: StorageKind, key: string, value: unknown): void {
  writeItem(kind, key, JSON.stringify(value));
}
