// Read at boot by the session actor: shape readers, not zod (src/domain/shapeReader.ts; issue 9 part 3).
import type { SessionClaims } from '../domain/session';
import { arrayOf, boolean, nullable, objectOf, optional, readOrNull, string } from '../domain/shapeReader';
import { readJson, STORAGE_KEYS, writeJson } from './storageKeys';

/** Spec 3 "Session record" (per browser session, kept in sessionStorage). */
export interface SessionRecord {
  email: string;
  role: string[];
  ssoStatus: string;
  customerCountry: string | null;
  sessionChecksum: string;
  /** The buyer account the user is acting for (current-buyer). */
  currentBuyer: string | null;
  /** Handoff data from /x-session (JSON text); MSTS users need it (spec 2). */
  data: string | null;
}
const sessionRecordReader = objectOf<SessionRecord>({
  email: string,
  role: arrayOf(string),
  ssoStatus: string,
  customerCountry: nullable(string),
  sessionChecksum: string,
  currentBuyer: nullable(string),
  data: nullable(string),
});

const EMPTY_RECORD: SessionRecord = { email: '', role: [], ssoStatus: '', customerCountry: null, sessionChecksum: '', currentBuyer: null, data: null };

export function readSessionRecord(): SessionRecord {
  return readOrNull(sessionRecordReader, readJson('session', STORAGE_KEYS.sessionRecord)) ?? { ...EMPTY_RECORD };
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

export interface RememberedUser {
  email: string;
  ssoStatus: string;
}
const rememberedUserReader = objectOf<RememberedUser>({ email: string, ssoStatus: string });

export function readRememberedUser(): RememberedUser | null {
  const user = readOrNull(rememberedUserReader, readJson('local', STORAGE_KEYS.rememberedUser));
  return user && user.email !== '' ? user : null;
}

export function writeRememberedUser(user: RememberedUser): void {
  writeJson('local', STORAGE_KEYS.rememberedUser, user);
}

// Spec 3 "Local client store": dialog flags, true at start, stored per user under the user's id.

export interface ClientStore {
  isAddBankAccountDialogDisplayed: boolean;
  isSetupPurchaseCardsDialogDisplayed: boolean;
  /** The enrol-in-direct-debit dialog (views/bankAccounts). */
  isEnrolInDirectDebitDialogDisplayed: boolean;
  /** The account-activation congratulations dialog (views/public/activation): false at start, true once this browser activated the account. */
  isAccountActivationDialogDisplayed: boolean;
  /** The bank-account-removed banner (views/bankAccounts): false once dismissed, never shown again. */
  isBankAccountRemovedBannerDisplayed: boolean;
}
export type ClientStoreFlag = keyof ClientStore;
/** Any stored flag may be missing (a flag added later): its initial value applies. */
const storedClientStoreReader = objectOf<Partial<ClientStore>>({
  isAddBankAccountDialogDisplayed: optional(boolean),
  isSetupPurchaseCardsDialogDisplayed: optional(boolean),
  isEnrolInDirectDebitDialogDisplayed: optional(boolean),
  isAccountActivationDialogDisplayed: optional(boolean),
  isBankAccountRemovedBannerDisplayed: optional(boolean),
});

const INITIAL_CLIENT_STORE: ClientStore = {
  isAddBankAccountDialogDisplayed: true,
  isSetupPurchaseCardsDialogDisplayed: true,
  isEnrolInDirectDebitDialogDisplayed: true,
  isBankAccountRemovedBannerDisplayed: true,
  isAccountActivationDialogDisplayed: false,
};

export function readClientStore(userId: string): ClientStore {
  return { ...INITIAL_CLIENT_STORE, ...readOrNull(storedClientStoreReader, readJson('local', STORAGE_KEYS.clientStorePrefix + userId)) };
}

export function setClientStoreFlag(userId: string, flag: ClientStoreFlag, value: boolean): ClientStore {
  const next = { ...readClientStore(userId), [flag]: value };
  writeJson('local', STORAGE_KEYS.clientStorePrefix + userId, next);
  return next;
}
