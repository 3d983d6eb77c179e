import type { SnapshotFrom } from 'xstate';
import type { sessionMachine } from '../../machines/app/session/sessionMachine';

/**
 * The session machine's states, grouped as the route guards see them. Only a mapping of state
 * names: every decision is the machine's (which state it is in) or a rule's (machines/rules).
 */
export type SessionPhase =
  /** Reading the cookie once per page load. */
  | 'booting'
  /** Checking credentials the user just submitted (the sign-in page stays, showing progress). */
  | 'signingIn'
  /** Handoff, token, session load or logout under way. */
  | 'working'
  | 'signedOut'
  | 'signedIn'
  /** MSTS user without session data (spec 2). */
  | 'invalidSession'
  /** The session could not be loaded; retry or log out. */
  | 'unavailable'
  /** Leaving for the SSO login address. */
  | 'redirectingToSso';

type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

export function sessionPhase(snapshot: SessionSnapshot): SessionPhase {
  if (snapshot.matches('booting')) return 'booting';
  if (snapshot.matches('signingIn')) return 'signingIn';
  if (snapshot.matches('signedOut')) return 'signedOut';
  if (snapshot.matches('signedIn')) return 'signedIn';
  if (snapshot.matches('invalidSession')) return 'invalidSession';
  if (snapshot.matches('sessionUnavailable')) return 'unavailable';
  if (snapshot.matches('redirectingToSso')) return 'redirectingToSso';
  return 'working';
}

/** Roles and user type of the signed-in user (session start data, else the cookie claims). */
export function sessionIdentity(snapshot: SessionSnapshot): { roles: readonly string[]; userType: string } | null {
  const { user, claims } = snapshot.context;
  if (user) return { roles: user.role, userType: user.userType };
  if (claims) return { roles: claims.role, userType: claims.userType };
  return null;
}
