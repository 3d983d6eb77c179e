import { createHash } from 'node:crypto';
import { DEMO_PASSWORD } from '../../db/demoUsers';
import { safeEqual } from '../../auth/signing';

/**
 * The demo identity provider's own directory: the people "Acme's company sign-in" knows. It is not
 * the portal's user table: one of them has a portal account with single sign-on Active
 * (sso@acme.example), one has none (contractor@acme.example, to show the "sign-in mismatch"
 * error). Both sign in with the demo password (README "Single sign-on").
 */
export interface DemoIdpAccount {
  /** The subject (`sub`) the provider gives this person: stable, not the e-mail. */
  id: string;
  email: string;
  givenName: string;
  familyName: string;
}

export const DEMO_IDP_PASSWORD = DEMO_PASSWORD;

const subjectFor = (email: string) => `acme-${createHash('sha256').update(email).digest('hex').slice(0, 16)}`;

const account = (email: string, givenName: string, familyName: string): DemoIdpAccount => ({ id: subjectFor(email), email, givenName, familyName });

export const DEMO_IDP_ACCOUNTS: readonly DemoIdpAccount[] = [
  account('sso@acme.example', 'Taylor', 'Kim'),
  account('contractor@acme.example', 'Robin', 'Ortiz'),
];

export function findDemoIdpAccount(id: string): DemoIdpAccount | undefined {
  return DEMO_IDP_ACCOUNTS.find((candidate) => candidate.id === id);
}

/** The account for this e-mail and password, or null; the password is compared in constant time. */
export function checkDemoIdpCredentials(email: string, password: string): DemoIdpAccount | null {
  const found = DEMO_IDP_ACCOUNTS.find((candidate) => candidate.email === email.trim().toLowerCase());
  const passwordMatches = safeEqual(password, DEMO_IDP_PASSWORD);
  return found && passwordMatches ? found : null;
}
