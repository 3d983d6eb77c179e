import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { PortalConfig } from '../config';
import type { SigningKeys } from '../auth/sessionSecret';
import type { SignInAttemptStore } from '../auth/signInAttemptStore';
import type { SessionCache } from '../auth/sessionCache';
import type { PortalPubSub } from '../pubsub/pubsub';
import type { Notifier } from '../notify/notifier';
import type { SsoRuntime } from '../sso/ssoRuntime';

/** What request handlers and resolvers share, built once by startServer. */
export interface AppServices {
  db: Kysely<Database>;
  config: PortalConfig;
  keys: SigningKeys;
  pubsub: PortalPubSub;
  /** Wrong-password counts per e-mail and client address (machines/rules/signInLockout.ts). */
  signInAttempts: SignInAttemptStore;
  /** Live sessions, briefly cached; dropped on every instance when a session ends. */
  sessions: SessionCache;
  /** E-mail and SMS: the outbox, and SMTP when configured (server/notify). */
  notifier: Notifier;
  /** Single sign-on: the relying party's provider and, in demo mode, the identity provider at /idp. */
  sso: SsoRuntime;
  /** Injected so tests can move time (lockout, expiry) without waiting. */
  now: () => Date;
}
