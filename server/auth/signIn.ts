import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { ErrorBody } from '../../src/domain/errors';
import type { SignInRequest } from '../../src/domain/session';
import { isSignInLocked, minutesUntilUnlocked } from '../../machines/rules/signInLockout';
import { hashPassword, verifyPassword } from '../security/password';
import { errorBody } from '../http/json';
import { attemptStateOf, recordFailedSignIn, recordSuccessfulSignIn } from './signInAttempts';
import type { UserRow } from './sessionStore';

export type SignInOutcome = { kind: 'signedIn'; user: UserRow } | { kind: 'refused'; status: number; body: ErrorBody };

const invalidCredentials: SignInOutcome = { kind: 'refused', status: 401, body: errorBody('INVALID_CREDENTIALS') };

/** Unknown e-mails are verified against this hash so they take as long as a wrong password. */
let dummyHash: Promise<string> | null = null;
function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(`unknown-user-${Math.random()}`);
  return dummyHash;
}

function lockedOutcome(user: Pick<UserRow, 'failed_sign_ins' | 'locked_until'>, now: Date): SignInOutcome {
  return { kind: 'refused', status: 423, body: errorBody('ACCOUNT_LOCKED', { minutes: minutesUntilUnlocked(attemptStateOf(user), now) }) };
}

/**
 * Decides a password sign-in: unknown and deactivated users and wrong passwords look the same
 * (401, same work done); SSO users are sent to their identity provider (409); a locked account is
 * refused even with the right password (423, minutes until the lock lifts).
 */
export async function attemptSignIn(db: Kysely<Database>, request: SignInRequest, now: Date): Promise<SignInOutcome> {
  const user = await db.selectFrom('users').selectAll().where('email', '=', request.email.toLowerCase()).executeTakeFirst();
  if (!user || user.status === 'deleted') {
    await verifyPassword(request.password, user?.password_hash ?? (await dummyPasswordHash()));
    return invalidCredentials;
  }
  if (user.sso_status === 'Active') return { kind: 'refused', status: 409, body: errorBody('SSO_REQUIRED') };
  if (isSignInLocked(attemptStateOf(user), now)) return lockedOutcome(user, now);

  if (!(await verifyPassword(request.password, user.password_hash))) {
    const after = await recordFailedSignIn(db, user, now);
    return isSignInLocked(after, now) ? lockedOutcome({ failed_sign_ins: after.failedSignIns, locked_until: after.lockedUntil }, now) : invalidCredentials;
  }
  await recordSuccessfulSignIn(db, user);
  return { kind: 'signedIn', user };
}
