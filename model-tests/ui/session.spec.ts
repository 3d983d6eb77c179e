// UI model test of the session machine (machines/app/session): its generated paths replayed in
// Chromium against the real server. Event -> page action (open the app with or without a session
// cookie, the sign-in form, the account menu's Sign Out); actor outcome -> the server made to answer
// so (a wrong password, an SSO user); stable state -> assertion by role and label. Transient states
// (a request in flight) are never asserted. Prints `session (UI, Chromium): transitions covered: N/N`.
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { Page } from '@playwright/test';
import { catalogEntry } from '../../machines/catalog';
import { DEMO_PASSWORD, expect, test, TEXT, USERS } from '../../e2e/fixtures';
import { describePath, formatUiCoverage, planUiReplay, stepsOf, type UiNotDriven } from './uiReplayPlan';
import { transitionsTaken } from '../coverage/machineCoverage';

const entry = catalogEntry('session');
/** No other journey signs in as the purchaser with a wrong password; one or two stay far below the lockout. */
const USER = USERS.purchaser;
const SSO_USER = 'sso@acme.example';
const WRONG_PASSWORD = 'Not-the-password-1';

const codeOf = (event: AnyEventObject | undefined) => (event as { error?: { code?: string } } | undefined)?.error?.code;
const claimsOf = (event: AnyEventObject) => (event as { output?: { claims?: { userType?: string } | null; hasSessionData?: boolean } }).output;

const notDriven: UiNotDriven = (event, before) => {
  const at = (value: unknown) => JSON.stringify(before.value) === JSON.stringify(value);
  switch (event.type) {
    case 'xstate.done.actor.readBrowserSession': {
      const read = claimsOf(event);
      if (!read?.claims) return null; // a fresh browser: no session cookie
      return read.claims.userType === 'BUYER' && read.hasSessionData ? null : 'not driven: an MSTS user without session data arrives only through the MSTS portal';
    }
    case 'session.signIn':
      return at('signedOut') ? null : 'not driven: the form shows only when signed out';
    case 'xstate.done.actor.signIn':
      return null;
    case 'xstate.error.actor.signIn':
      return codeOf(event) === 'INVALID_CREDENTIALS' || codeOf(event) === 'SSO_REQUIRED' ? null : `not driven: the real server cannot be made to answer ${codeOf(event)}`;
    case 'xstate.done.actor.requestToken':
    case 'xstate.done.actor.loadSession':
    case 'xstate.done.actor.signOut':
      return null;
    case 'session.logout':
      return at({ signedIn: 'active' }) ? null : 'not driven: Sign Out is in the account menu, shown only when signed in';
    case 'session.handoff':
      return 'not driven: a handoff token comes from the MSTS portal';
    case 'session.unauthenticated':
      return 'not driven: the session cannot be expired from the browser without waiting for its lifetime';
    default:
      if (event.type.startsWith('xstate.after.')) return 'not driven: a timer (token refresh or retry interval); UI tests never wait for wall-clock delays';
      return `not driven: the real server cannot be made to answer ${event.type}`;
  }
};

/** Performs one step on the page. Actor outcomes need no action: the earlier action chose them. */
async function perform(page: Page, event: AnyEventObject, next: AnyEventObject | undefined): Promise<void> {
  switch (event.type) {
    case 'xstate.done.actor.readBrowserSession':
      if (claimsOf(event)?.claims) {
        // A session cookie from an earlier sign-in, then a new page load.
        const signedIn = await page.request.post('/auth/sign-in', { data: { email: USER, password: DEMO_PASSWORD }, headers: { 'X-Requested-With': 'XMLHttpRequest' } });
        expect(signedIn.status()).toBe(200);
        await page.goto('/account-overview');
      } else {
        await page.goto('/login');
      }
      return;
    case 'session.signIn': {
      const code = codeOf(next);
      await page.getByLabel(/^Email/).fill(code === 'SSO_REQUIRED' ? SSO_USER : USER);
      await page.getByLabel(/^Password/).fill(code === 'INVALID_CREDENTIALS' ? WRONG_PASSWORD : DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      return;
    }
    case 'session.logout':
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Sign Out' }).click();
      return;
    default:
      return;
  }
}

/** What a stable state looks like; transient states (requests in flight) are not asserted. */
async function check(page: Page, state: AnyMachineSnapshot): Promise<void> {
  const value = JSON.stringify(state.value);
  if (value === '"signedOut"') {
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    const failure = (state.context as { failure?: { code?: string } | null }).failure;
    if (failure?.code === 'INVALID_CREDENTIALS') await expect(page.getByText(TEXT.invalidCredentials)).toBeVisible();
    else await expect(page.getByText(TEXT.invalidCredentials)).toHaveCount(0);
  } else if (value === '{"signedIn":"active"}') {
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  } else if (value === '"redirectingToSso"') {
    // The browser leaves for the SSO login address, which sends it on to the identity provider's own
    // sign-in page (the demo provider at /idp; /sso-error when the provider cannot be reached).
    await expect(page).toHaveURL(/\/(sso[-/]|idp\/)/);
  }
}

const plan = planUiReplay(entry, notDriven);
const covered = new Set<string>();

test.describe('session machine in Chromium', () => {
  test.describe.configure({ mode: 'serial' });

  for (const [index, path] of plan.paths.entries()) {
    test(`path ${index + 1}: ${describePath(path)}`, async ({ browser }) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      try {
        for (const { event, before, after, next } of stepsOf(path)) {
          await perform(page, event, next);
          // Assert only where the next step does not follow by itself (an actor outcome arrives on its own).
          if (!next || !next.type.startsWith('xstate.')) await check(page, after);
          transitionsTaken(entry.machine, before, event).forEach((key) => covered.add(key));
        }
      } finally {
        await context.close();
      }
    });
  }

  test.afterAll(() => {
    console.log(formatUiCoverage('session', covered, plan));
    expect(covered.size, 'every drivable transition was replayed in the browser').toBe(plan.transitionsDriven.size);
  });
});
