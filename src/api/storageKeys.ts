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

// The stored-flag names (spec 2 "Dialogs and banners controlled by stored flags", under
// clientStorePrefix + userId) are STORED_FLAGS in src/api/storedFlags.ts, kept out of this module
// because every page loads it (.size-limit.mjs).

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
