// zod/mini: read at boot by the session actor, in the browser's first chunk (see domain/session.ts).
import * as z from 'zod/mini';
import type { SessionClaims } from '../domain/session';
import { readJson, STORAGE_KEYS, writeJson } from './storageKeys';

/** Spec 3 "Session record" (per browser session, kept in sessionStorage). */
export const sessionRecordSchema = z.object({
  email: z.string(),
  role: z.array(z.string()),
  ssoStatus: z.string(),
  customerCountry: z.nullable(z.string()),
  sessionChecksum: z.string(),
  /** The buyer account the user is acting for (current-buyer). */
  currentBuyer: z.nullable(z.string()),
  /** Handoff data from /x-session (JSON text); MSTS users need it (spec 2). */
  data: z.nullable(z.string()),
});
export type SessionRecord = z.infer<typeof sessionRecordSchema>;

const EMPTY_RECORD: SessionRecord = { email: '', role: [], ssoStatus: '', customerCountry: null, sessionChecksum: '', currentBuyer: null, data: null };

export function readSessionRecord(): SessionRecord {
  const parsed = sessionRecordSchema.safeParse(readJson('session', STORAGE_KEYS.sessionRecord));
  return parsed.success ? parsed.data : { ...EMPTY_RECORD };
}

export function updateSessionRecord(patch: Partial<SessionRecord>): SessionRecord {
  const next = { ...readSessionRecord(), ...patch };
  writeJson('session', STORAGE_KEYS.sessionRecord, next);
  return next;
}

/** Copy the cookie claims into the session record and remember the user (after sign-in or handoff). */
export function recordClaims(claims: SessionClaims): void {
  updateSessionRecord({
    email: claims.email,
    role: [...claims.role],
    ssoStatus: claims.ssoStatus,
    customerCountry: claims.customerCountry,
    sessionChecksum: claims.sessionChecksum,
    currentBuyer: claims.buyerId,
  });
  writeRememberedUser({ email: claims.email, ssoStatus: claims.ssoStatus });
}

/** Spec 4 logout: "blanks the stored email, ssoStatus and roles". */
export function blankSessionIdentity(): void {
  updateSessionRecord({ email: '', ssoStatus: '', role: [], sessionChecksum: '', data: null });
  writeRememberedUser({ email: '', ssoStatus: '' });
}

export function hasSessionData(): boolean {
  const { data } = readSessionRecord();
  return data !== null && data !== '';
}

// Remembered user (localStorage): what the SSO redirect rule of spec 2 reads.

const rememberedUserSchema = z.object({ email: z.string(), ssoStatus: z.string() });
export type RememberedUser = z.infer<typeof rememberedUserSchema>;

export function readRememberedUser(): RememberedUser | null {
  const parsed = rememberedUserSchema.safeParse(readJson('local', STORAGE_KEYS.rememberedUser));
  return parsed.success && parsed.data.email !== '' ? parsed.data : null;
}

export function writeRememberedUser(user: RememberedUser): void {
  writeJson('local', STORAGE_KEYS.rememberedUser, user);
}

// Spec 3 "Local client store": dialog flags, true at start, stored per user under the user's id.

export const clientStoreSchema = z.object({
  isAddBankAccountDialogDisplayed: z.boolean(),
  isSetupPurchaseCardsDialogDisplayed: z.boolean(),
  /** The enrol-in-direct-debit dialog (views/bankAccounts). */
  isEnrolInDirectDebitDialogDisplayed: z.boolean(),
  /** The account-activation congratulations dialog (views/public/activation): false at start, true once this browser activated the account. */
  isAccountActivationDialogDisplayed: z.boolean(),
  /** The bank-account-removed banner (views/bankAccounts): false once dismissed, never shown again. */
  isBankAccountRemovedBannerDisplayed: z.boolean(),
});
export type ClientStore = z.infer<typeof clientStoreSchema>;
export type ClientStoreFlag = keyof ClientStore;

const INITIAL_CLIENT_STORE: ClientStore = {
  isAddBankAccountDialogDisplayed: true,
  isSetupPurchaseCardsDialogDisplayed: true,
  isEnrolInDirectDebitDialogDisplayed: true,
  isBankAccountRemovedBannerDisplayed: true,
  isAccountActivationDialogDisplayed: false,
};

export function readClientStore(userId: string): ClientStore {
  const parsed = z.partial(clientStoreSchema).safeParse(readJson('local', STORAGE_KEYS.clientStorePrefix + userId));
  return { ...INITIAL_CLIENT_STORE, ...(parsed.success ? parsed.data : {}) };
}

export function setClientStoreFlag(userId: string, flag: ClientStoreFlag, value: boolean): ClientStore {
  const next = { ...readClientStore(userId), [flag]: value };
  writeJson('local', STORAGE_KEYS.clientStorePrefix + userId, next);
  return next;
}
