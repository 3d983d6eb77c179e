import { setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { isOnboardingReturnUrl, isSsoTransactionExpired, SSO_ACCOUNT_PROBLEMS, SSO_TRANSACTION_TTL_MS, ssoAccountProblems, type SsoAccountFacts } from '../rules/ssoSignIn';
import { leafStatus, stateValueFor } from './domainKit';
import type { DomainStateMeta, DomainTransitionMeta, RuleDoc } from './domainKit';

/**
 * One single-sign-on attempt (spec 2 SSO redirect rule, spec 8 "Single sign-on" errors): the portal
 * sent the browser to the identity provider with a state, a nonce and a PKCE challenge; the
 * provider's answer either signs the user in (landing on the page they asked for) or ends on
 * /sso-error with one of the spec's messages. The server keeps the attempt in a short-lived signed
 * cookie (server/sso) and decides its outcome with this machine.
 */
export interface SsoSignInContext {
  /** The attempt must complete before this instant (machines/rules/ssoSignIn.ts). */
  expiresAt: string;
  /** The portal's program: an SSO user must belong to it. */
  programId: string;
}

/**
 * Why the provider's answer was refused before any account was looked at: the provider reported
 * an error (the user cancelled), the `state` did not match the attempt's, the code exchange or the
 * ID token's checks (signature, issuer, audience, nonce, expiry) failed, or the browser carried no
 * valid attempt at all (cookie missing, expired or tampered with).
 */
export type SsoRejection = 'providerError' | 'stateMismatch' | 'tokenRejected' | 'noTransaction';

export type SsoSignInEvent =
  | { type: 'sso.rejected'; reason: SsoRejection }
  /**
   * The ID token was verified; `account` is the portal user its e-mail names (null: none);
   * `returnUrl` is the page the attempt asked to return to (already checked to be same-origin).
   */
  | { type: 'sso.verified'; now: string; account: SsoAccountFacts | null; returnUrl: string };

export type SsoSignInStatus = 'awaitingProvider' | 'signedIn' | 'unableToSignIn' | 'mismatch' | 'onboardingCompleted';

const SPEC = '8. Single sign-on';
const REDIRECT_SPEC = '2. Navigation rules (SSO redirect)';
const defaults: SsoSignInContext = { expiresAt: '2026-03-05T09:10:00Z', programId: 'northwind' };

const accountOf = (event: SsoSignInEvent) => (event.type === 'sso.verified' ? event.account : null);

export const ssoSignInMachine = setup({
  types: {
    context: {} as SsoSignInContext,
    events: {} as SsoSignInEvent,
    input: {} as Partial<SsoSignInContext>,
    meta: {} as DomainStateMeta,
    transitionMeta: {} as DomainTransitionMeta,
  },
  guards: {
    isAttemptExpired: ({ context, event }) => event.type === 'sso.verified' && isSsoTransactionExpired(context.expiresAt, event.now),
    lacksProgramAccess: ({ context, event }) => ssoAccountProblems(accountOf(event), context.programId).length > 0,
    isOnboardingAlreadyCompleted: ({ event }) => event.type === 'sso.verified' && isOnboardingReturnUrl(event.returnUrl) && event.account?.status === 'active',
  },
}).createMachine({
  id: 'ssoSignIn',
  description: 'One sign-in through the company\'s identity provider (OpenID Connect, authorization code flow with PKCE).',
  context: ({ input }) => ({ ...defaults, ...input }),
  initial: 'awaitingProvider',
  states: {
    awaitingProvider: {
      description: `The browser is at the identity provider; the portal waits for its answer (at most ${SSO_TRANSACTION_TTL_MS / 60_000} minutes), holding the state, nonce and PKCE verifier it sent.`,
      meta: { spec: REDIRECT_SPEC },
      on: {
        'sso.rejected': {
          target: 'unableToSignIn',
          description: 'A provider error, a state that does not match, a refused code or ID token, or no valid attempt: "Unable to sign in".',
          meta: { spec: SPEC },
        },
        'sso.verified': [
          { guard: 'isAttemptExpired', target: 'unableToSignIn', description: 'An answer after the attempt expired is refused: "Unable to sign in".', meta: { spec: SPEC } },
          { guard: 'lacksProgramAccess', target: 'mismatch', description: 'The provider\'s user has no SSO access to this program: "sign-in mismatch".', meta: { spec: SPEC } },
          {
            guard: 'isOnboardingAlreadyCompleted',
            target: 'onboardingCompleted',
            description: 'Asked to return to an onboarding step the user already completed: "onboarding already completed", sign in again.',
            meta: { spec: SPEC },
          },
          { target: 'signedIn', description: 'The portal session starts as with a password sign-in, and the user lands on the page they asked for.', meta: { spec: REDIRECT_SPEC } },
        ],
      },
    },
    signedIn: {
      type: 'final',
      description: 'Signed in: the session cookies are set and the browser goes to the return address.',
      meta: { spec: REDIRECT_SPEC, nextStep: 'returnUrl', permanent: true },
    },
    // The three ways an attempt ends on /sso-error; each page also offers the "having trouble" help.
    unableToSignIn: { type: 'final', description: 'Unable to sign in (/sso-error).', meta: { spec: SPEC, nextStep: 'sso-error', permanent: true } },
    mismatch: {
      type: 'final',
      description: 'Sign-in mismatch: the account lacks permission for the program (/sso-error).',
      meta: { spec: SPEC, nextStep: 'sso-error', permanent: true },
    },
    onboardingCompleted: {
      type: 'final',
      description: 'Onboarding already completed: the user is offered a new sign-in (/sso-error).',
      meta: { spec: SPEC, nextStep: 'sso-error', permanent: true },
    },
  },
});

export type SsoSignInSnapshot = SnapshotFrom<typeof ssoSignInMachine>;

export function initialFor(attempt: { status: SsoSignInStatus } & Partial<SsoSignInContext>): SsoSignInSnapshot {
  const { status, ...facts } = attempt;
  return ssoSignInMachine.resolveState({ value: stateValueFor(ssoSignInMachine, status), context: { ...defaults, ...facts } });
}

export const ssoSignInStatus = (snapshot: SsoSignInSnapshot) => leafStatus(snapshot) as SsoSignInStatus;

type Doc = RuleDoc<SsoSignInContext, SsoSignInEvent>;
export const ssoSignInRules: Record<'isAttemptExpired' | 'lacksProgramAccess' | 'isOnboardingAlreadyCompleted', Doc> = {
  isAttemptExpired: { description: `The provider answered more than ${SSO_TRANSACTION_TTL_MS / 60_000} minutes after the sign-in started.`, spec: SPEC },
  lacksProgramAccess: {
    description: 'Only an active user of this program whose single sign-on is Active may sign in through the identity provider.',
    spec: SPEC,
    subRules: SSO_ACCOUNT_PROBLEMS,
    explain: ({ context, event }) => ssoAccountProblems(accountOf(event), context.programId),
  },
  isOnboardingAlreadyCompleted: { description: 'The sign-in asked to return to an onboarding step, and the user is already active.', spec: SPEC },
};

const SSO_USER: SsoAccountFacts = { programId: 'northwind', status: 'active', ssoStatus: 'Active' };
const IN_TIME = '2026-03-05T09:09:59Z';

/** For the default attempt (expires 2026-03-05T09:10:00Z, program northwind). */
export const ssoSignInSampleEvents: readonly SsoSignInEvent[] = [
  { type: 'sso.rejected', reason: 'stateMismatch' },
  { type: 'sso.verified', now: '2026-03-05T09:10:00Z', account: SSO_USER, returnUrl: '/' },
  { type: 'sso.verified', now: IN_TIME, account: null, returnUrl: '/' },
  { type: 'sso.verified', now: IN_TIME, account: { ...SSO_USER, ssoStatus: 'Inactive' }, returnUrl: '/' },
  { type: 'sso.verified', now: IN_TIME, account: SSO_USER, returnUrl: '/onboarding' },
  { type: 'sso.verified', now: IN_TIME, account: SSO_USER, returnUrl: '/account-overview?tab=payments' },
];
