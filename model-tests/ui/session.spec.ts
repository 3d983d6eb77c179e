// UI model test of the session machine (machines/app/session): its generated paths replayed in
// Chromium. Event -> page action (a page load with or without a session cookie, the sign-in form,
// /x-session, Sign Out wherever the page offers it, Try again); actor outcome -> the answer of the
// request the page sent (held by sessionRoutes.ts until the path says how it ends, so states with a
// request in flight are asserted while it runs); timers -> the page's clock; state -> assertion by
// role and label. The few transitions no browser can take are listed with their reason and checked
// by the gate. One signed-in session of the purchaser (one sign-in per worker) is shared by every
// path that starts with a session cookie: the paths' sign-outs are answered by the stub, so it stays.
import { expect, test, type Page } from '@playwright/test';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { allSampleEvents, catalogEntry } from '../../machines/catalog';
import type { SessionContext } from '../../machines/app/session/sessionTypes';
import { TOKEN_REFRESH_AFTER_MS } from '../../src/domain/constants';
import type { ErrorCode } from '../../src/domain/errors';
import { SESSION_INFO_COOKIE, TOKEN_RETRY_INTERVAL_MS } from '../../src/domain/session';
import { signInForm, TEXT } from '../../e2e/fixtures';
import { DEMO_PASSWORD, USERS } from '../../e2e/support/env';
import { signedInState } from '../../e2e/support/signedIn';
import { avoiding, describeUiReplay, uiPathsAround, UiCoverage, type NotDrivable, type StepFilter, type UiDriver } from './uiReplay';
import { blockCookies, errorBody, graphqlError, navigateInApp, SessionRoutes, sharedSession, type HeldRequest, type SharedSession } from './sessionRoutes';

const entry = catalogEntry('session');
/** Signs in through the form (no other journey signs in as the purchaser with a wrong password; one stays far below the lockout). */
const USER = USERS.purchaser;
const SSO_USER = 'sso@acme.example';
const WRONG_PASSWORD = 'Not-the-password-1';
const LANDING = '/account-overview';
const HANDOFF_URL = `/x-session?jwtAuth=session-ui-replay&path=${encodeURIComponent(LANDING)}`;
/** Any well-formed link token: a browser holding a live session is answered ACTIVATION_SIGNED_IN before the link is looked at, with a Sign Out button. */
const SIGN_UP_URL = '/sign-up?activation=session-ui-replay';

/**
 * Transitions no browser can take: none. The two that were listed here (a handoff while booting; a
 * loadSession rejection with UNAUTHENTICATED) were dead code in the app and left the machine (its
 * comments say why); the list stays so a future one is named with its reason.
 */
const NOT_DRIVABLE: NotDrivable = {};

const codeOf = (event: AnyEventObject | undefined) => (event as { error?: { code?: string } } | undefined)?.error?.code;
const outputOf = (event: AnyEventObject | undefined) => (event as { output?: Record<string, unknown> } | undefined)?.output;
const isOutcome = (event: AnyEventObject | undefined, actor: string, kind: 'done' | 'error') => event?.type === `xstate.${kind}.actor.${actor}`;

let routes: SessionRoutes;
let session: SharedSession;

async function addSharedSessionCookies(page: Page): Promise<void> {
  await page.context().addCookies(session.cookies);
}

const driver: UiDriver = {
  async open(page) {
    const baseURL = test.info().project.use.baseURL;
    if (!baseURL) throw new Error('the project has no baseURL');
    session = sharedSession(await signedInState(baseURL, USERS.purchaser));
    routes = await SessionRoutes.install(page);
    await page.clock.install();
  },

  async perform(page, event, before, next) {
    const at = (value: unknown) => before.matches(value as never);
    switch (event.type) {
      case 'xstate.done.actor.readBrowserSession': {
        const browser = outputOf(event) as { claims: { userType: string } | null } | undefined;
        if (browser?.claims?.userType === 'MSTS') await page.context().addCookies([...session.cookies.filter((c) => c.name !== SESSION_INFO_COOKIE), session.mstsInfoCookie]);
        else if (browser?.claims) await addSharedSessionCookies(page);
        await page.goto(browser?.claims ? LANDING : '/login');
        return;
      }
      case 'xstate.error.actor.readBrowserSession':
        await blockCookies(page, 'fromStart');
        await page.goto('/login');
        return;
      case 'session.signIn': {
        const form = signInForm(page);
        if (!(await form.heading.isVisible())) await navigateInApp(page, '/login');
        routes.answerSignInWithChallenge = outputOf(next)?.mfa !== undefined;
        await form.email.fill(codeOf(next) === 'SSO_REQUIRED' ? SSO_USER : USER);
        await form.password.fill(codeOf(next) === 'INVALID_CREDENTIALS' ? WRONG_PASSWORD : DEMO_PASSWORD);
        await form.submit.click();
        return;
      }
      case 'xstate.done.actor.signInChallenge': {
        await page.getByRole('textbox', { name: /^Security code/ }).fill('123456');
        await page.getByRole('button', { name: 'Verify' }).click();
        if (outputOf(event)?.claims) {
          await addSharedSessionCookies(page);
          return routes.release('verify', 200, { claims: session.claims });
        }
        return routes.release('verify', 423, { code: 'MFA_LOCKED_OUT', messageId: 'mfa.signIn.lockedOut' });
      }
      case 'session.handoff':
        return navigateInApp(page, HANDOFF_URL);
      case 'xstate.done.actor.handoff':
        await addSharedSessionCookies(page);
        return routes.release('handoff', 200, { claims: session.claims });
      case 'xstate.done.actor.requestToken':
      case 'xstate.done.actor.refreshToken':
        return routes.pass('token');
      case 'xstate.done.actor.loadSession':
        return routes.pass('sessionStart');
      case 'xstate.done.actor.signOut':
        // Answered by the stub: the real server would end the session the other paths share.
        return routes.release('signOut', 200, {});
      case 'xstate.error.actor.signOut':
        // The sign-out request never fails the actor (signed out locally anyway); only a browser
        // that refuses cookie access (SecurityError) makes it reject.
        await blockCookies(page, 'now');
        return routes.release('signOut', 200, {});
      case 'session.logout':
        if (at({ signedIn: 'active' })) {
          await page.getByRole('button', { name: 'Account menu' }).click();
          return page.getByRole('menuitem', { name: 'Sign Out' }).click();
        }
        if (at('sessionUnavailable')) return page.getByRole('button', { name: 'Sign Out' }).click();
        // Authorizing, waiting to retry, loading or an invalid session: a public page is still shown,
        // and an activation link opened with a live session offers Sign Out.
        await navigateInApp(page, SIGN_UP_URL);
        await expect(page.getByText('You are already signed in. Sign out before you activate another account with this link.')).toBeVisible();
        return page.getByRole('button', { name: 'Sign Out' }).click();
      case 'session.unauthenticated':
        if (at('loadingSession')) return routes.release('sessionStart', 200, graphqlError('UNAUTHENTICATED'));
        // Any data request the server answers UNAUTHENTICATED: the next page's.
        routes.answerDataUnauthenticated = true;
        return navigateInApp(page, '/profile/general');
      case 'session.retry':
        return page.getByRole('button', { name: 'Try again' }).click();
      case 'xstate.after.tokenRetryInterval.session.waitingToRetryToken.waiting':
        // The cookie check that follows the interval finds what the path says.
        if (isOutcome(next, 'recheckBrowserSession', 'error')) await blockCookies(page, 'now');
        else if (isOutcome(next, 'recheckBrowserSession', 'done') && !(outputOf(next) as { claims: unknown }).claims) {
          await page.context().clearCookies({ name: SESSION_INFO_COOKIE });
        }
        return page.clock.fastForward(TOKEN_RETRY_INTERVAL_MS);
      case 'xstate.after.tokenRetryInterval.session.signedIn.waitingToRetryRefresh':
        return page.clock.fastForward(TOKEN_RETRY_INTERVAL_MS);
      case 'xstate.after.tokenRefresh.session.signedIn.active':
        return page.clock.fastForward(TOKEN_REFRESH_AFTER_MS);
      default: {
        const [, kind, actor] = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(event.type) ?? [];
        if (kind === 'error') return releaseFailure(actor!, codeOf(event) as ErrorCode);
        if (kind === 'done') return; // the real server answered (sign-in) or the page read its cookie
        throw new Error(`no page action for ${event.type}`);
      }
    }
  },

  async check(page, state) {
    const context = state.context as SessionContext;
    routes.dropAllBut(requestInFlight(state));
    if (state.matches('booting') || state.matches({ waitingToRetryToken: 'checkingCookie' })) return; // settles at once
    if (state.matches('signedOut')) {
      if (context.failure?.code === 'INVALID_HANDOFF') {
        await expect(page.getByRole('heading', { name: 'Session not valid' })).toBeVisible();
        return expect(page.getByText('Your session is invalid or has expired. Please sign in again.')).toBeVisible();
      }
      await expect(signInForm(page).heading).toBeVisible();
      const invalid = page.getByText(TEXT.invalidCredentials);
      await (context.failure?.code === 'INVALID_CREDENTIALS' ? expect(invalid).toBeVisible() : expect(invalid).toHaveCount(0));
      if (context.failure?.code === 'MFA_LOCKED_OUT') await expect(page.getByText('Too many wrong codes. Please sign in again to get a new code.')).toBeVisible();
      return;
    }
    if (state.matches('signingIn')) return expect.poll(() => routes.sentSignIns).toBeGreaterThan(0);
    if (state.matches('verifyingSignIn')) return expect(page.getByRole('heading', { level: 2, name: 'Enter your security code' })).toBeVisible();
    if (state.matches('handingOff')) return expect.poll(() => routes.pending('handoff')).toBe(1);
    if (state.matches('authorizing')) return expect.poll(() => routes.pending('token')).toBe(1);
    if (state.matches({ waitingToRetryToken: 'waiting' })) return expect.poll(() => routes.pending('token')).toBe(0);
    if (state.matches('loadingSession')) return expect.poll(() => routes.pending('sessionStart')).toBe(1);
    if (state.matches('sessionUnavailable')) {
      await expect(page.getByRole('heading', { level: 1, name: 'Your account could not be loaded' })).toBeVisible();
      return expect(page.getByRole('button', { name: 'Try again' })).toBeEnabled();
    }
    if (state.matches('signedIn')) {
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
      return expect.poll(() => routes.pending('token')).toBe(state.matches({ signedIn: 'refreshingToken' }) ? 1 : 0);
    }
    if (state.matches('signingOut')) return expect.poll(() => routes.pending('signOut')).toBe(1);
    if (state.matches('invalidSession')) return expect(page.getByRole('heading', { name: 'Session not valid' })).toBeVisible();
    if (state.matches('redirectingToSso')) {
      // The browser leaves for the SSO login address, which sends it on to the identity provider's
      // own sign-in page (the demo provider at /idp; /sso-error when the provider cannot be reached).
      return expect(page).toHaveURL(/\/(sso[-/]|idp\/)/);
    }
    throw new Error(`no page check for ${JSON.stringify(state.value)}`);
  },
};

/** The held request a state waits for, if any. */
function requestInFlight(state: AnyMachineSnapshot): HeldRequest | null {
  if (state.matches('authorizing') || state.matches({ signedIn: 'refreshingToken' })) return 'token';
  if (state.matches('handingOff')) return 'handoff';
  if (state.matches('loadingSession')) return 'sessionStart';
  if (state.matches('signingOut')) return 'signOut';
  if (state.matches('verifyingSignIn')) return 'verify';
  return null;
}

/** The failure an actor's request ends with, as the server sends it. */
function releaseFailure(actor: string, code: ErrorCode): Promise<void> {
  switch (actor) {
    case 'requestToken':
    case 'refreshToken':
      return routes.release('token', code === 'UNAUTHENTICATED' ? 401 : 500, errorBody(code));
    case 'handoff':
      return routes.release('handoff', 400, errorBody(code));
    case 'loadSession':
      return routes.release('sessionStart', 200, graphqlError(code));
    case 'signIn':
      return Promise.resolve(); // the real server refused the password or asked for SSO
    case 'recheckBrowserSession':
      return Promise.resolve(); // cookie access was blocked before the interval ended
    default:
      throw new Error(`no failure for ${actor}`);
  }
}

/** While the cookie is read (booting, checkingCookie) the page can do nothing: the read settles at once. */
const readsCookieNow = (state: AnyMachineSnapshot) => state.matches('booting') || state.matches({ waitingToRetryToken: 'checkingCookie' });
const isActorOutcome = (event: AnyEventObject) => /^xstate\.(done|error)\.actor\./.test(event.type);
const avoidNotDrivable = avoiding(entry, NOT_DRIVABLE);
const drivable: StepFilter = (before, event) => avoidNotDrivable(before, event) && (!readsCookieNow(before) || isActorOutcome(event));

const coverage = new UiCoverage(entry, NOT_DRIVABLE);
const paths = uiPathsAround(entry, allSampleEvents(entry), drivable);

/** All 40 declared transitions in 18 paths: the gate fails if either drops. */
const REQUIRED = { paths: 18, transitions: 40 };

describeUiReplay('session machine in Chromium (generated paths)', driver, paths, coverage, { timeout: 60_000, required: REQUIRED });

