import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { ErrorBody } from '../../src/domain/errors';
import type { SignInRequest } from '../../src/domain/session';
import { hashPassword, verifyPassword } from '../security/password';
import { errorBody } from '../http/replies';
import type { UserRow } from './sessionStore';

export type SignInOutcome =
  | { kind: 'signedIn'; user: UserRow }
  | { kind: 'wrongPassword' }
  | { kind: 'refused'; status: number; body: ErrorBody };

/** Unknown e-mails are verified against this hash so they take as long as a wrong password. */
let dummyHash: Promise<string> | null = null;
function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(`unknown-user-${Math.random()}`);
  return dummyHash;
}

/**
 * Only an active user signs in (machines/domain/userStatus.ts: pending users have not activated,
 * suspended ones wait to be re-enabled, deactivated ones never return; contact users never sign in).
 * Everyone else, unknown e-mails and wrong passwords look the same (`wrongPassword`, same work
 * done); SSO users are sent to their identity provider (409). The
 * wrong-password delay (machines/rules/signInLockout.ts) is applied around this by the route.
 */
export async function attemptSignIn(db: Kysely<Database>, request: SignInRequest): Promise<SignInOutcome> {
  const user = await db.selectFrom('users').selectAll().where('email', '=', request.email.toLowerCase()).executeTakeFirst();
  if (!user || user.status !== 'active' || user.contact_only) {
    await verifyPassword(request.password, await dummyPasswordHash());
    return { kind: 'wrongPassword' };
  }
  if (user.sso_status === 'Active') return { kind: 'refused', status: 409, body: errorBody('SSO_REQUIRED') };
  if (!(await verifyPassword(request.password, user.password_hash))) return { kind: 'wrongPassword' };
  return { kind: 'signedIn', user };
}

export const INVALID_CREDENTIALS = errorBody('INVALID_CREDENTIALS');
