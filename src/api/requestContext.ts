import { HEADER_MFA_EVENT_ID, HEADER_REQUESTED_WITH, HEADER_SESSION_CHECKSUM } from '../domain/session';
import { readSessionClaims } from './sessionCookie';
import { readItem, removeItem, STORAGE_KEYS, writeItem } from './storageKeys';

/**
 * What every data request carries (spec 7 "Data" row): X-Requested-With, the bearer token when one
 * is held, the session checksum from the cookie claims, and the MFA event id when one is set.
 * Kept apart from graphqlClient.ts so the sign-in route does not load the GraphQL libraries.
 */

export function readAuthToken(): string | null {
  return readItem('session', STORAGE_KEYS.authToken);
}

export function storeAuthToken(token: string): void {
  writeItem('session', STORAGE_KEYS.authToken, token);
}

export function removeAuthToken(): void {
  removeItem('session', STORAGE_KEYS.authToken);
}

let mfaEventId: string | null = null;

/** Set while a flow runs under a confirmed MFA event (spec 7 "x-caas-user-mfa-event-id"). */
export function setMfaEventId(id: string | null): void {
  mfaEventId = id;
}

export function dataRequestHeaders(): Record<string, string> {
  const headers: Record<string, string> = { [HEADER_REQUESTED_WITH]: 'XMLHttpRequest' };
  const token = readAuthToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const claims = readSessionClaims();
  if (claims) headers[HEADER_SESSION_CHECKSUM] = claims.sessionChecksum;
  if (mfaEventId) headers[HEADER_MFA_EVENT_ID] = mfaEventId;
  return headers;
}

/** The WebSocket connection's parameters (same credentials as HTTP; browsers cannot set WS headers). */
export function dataConnectionParams(): { token: string | null; sessionChecksum: string | null } {
  return { token: readAuthToken(), sessionChecksum: readSessionClaims()?.sessionChecksum ?? null };
}

// Caches register a clear function so logout can empty them without importing them (spec 4).
const cacheClearers = new Set<() => void>();

export function registerCacheClearer(clear: () => void): void {
  cacheClearers.add(clear);
}

export function clearCachedData(): void {
  for (const clear of cacheClearers) clear();
}
