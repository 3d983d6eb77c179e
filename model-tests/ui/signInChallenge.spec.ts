// UI model test of the signInChallenge machine (machines/app/mfa/signInChallengeMachine.ts): the
// code step of sign-in, generated paths replayed in Chromium on /login. Event -> page action, state
// -> assertion by role and label. POST /auth/sign-in answers with a Login challenge, and the code
// step's requests (verify, resend, cancel) are held until the path releases the answer it expects,
// so no code is sent and no challenge is locked on the server. The right code's answer carries the
// claims of a real session of the payer (signed in through the API, no code needed on this server),
// whose cookies the page then gets: the session machine loads the Overview as after a real code.
// The minute before another code may be asked for passes on the page's clock, never by waiting.
import { expect, request, type Page, type Route } from '@playwright/test';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { signInChallengeCatalogEntry } from '../../machines/app/mfa/catalogEntry';
import { sampleSignInChallenge, signInChallengeActorOutputs, signInChallengeSampleEvents } from '../../machines/app/mfa/mfaSamples';
import type { SignInChallengeContext } from '../../machines/app/mfa/signInChallengeMachine';
import { signInForm } from '../../e2e/fixtures';
import { DEMO_PASSWORD, USERS } from '../../e2e/support/env';
import { describeUiReplay, uiPaths, UiCoverage, type UiDriver } from './uiReplay';

const UI_EVENTS: AnyEventObject[] = [...signInChallengeSampleEvents, ...Object.values(signInChallengeActorOutputs).flat()];
const HELD = { verifySignInCode: '/auth/sign-in/verify', resendSignInCode: '/auth/sign-in/resend', cancelSignInChallenge: '/auth/sign-in/cancel' } as const;
const STATUS: Record<string, number> = { MFA_CODE_INVALID: 400, MFA_LOCKED_OUT: 423, MFA_CODE_EXPIRED: 410, MFA_RESEND_TOO_SOON: 429, INTERNAL: 500 };

type Session = { cookies: Parameters<ReturnType<Page['context']>['addCookies']>[0]; claims: unknown };
let realSession: Promise<Session> | null = null;

/** A real session of the payer (this server asks no code): its cookies and claims answer the right code. */
function payerSession(baseURL: string): Promise<Session> {
  realSession ??= (async () => {
    const context = await request.newContext({ baseURL });
    try {
      const response = await context.post('/auth/sign-in', { data: { email: USERS.payer, password: DEMO_PASSWORD }, headers: { 'X-Requested-With': 'XMLHttpRequest' } });
      expect(response.status()).toBe(200);
      const { claims } = (await response.json()) as { claims: unknown };
      return { cookies: (await context.storageState()).cookies, claims };
    } finally {
      await context.dispose();
    }
  })();
  return realSession;
}

/** The code step's requests, held until the path says how the server answers. */
class HeldRoutes {
  private readonly held = new Map<string, Route[]>();
  private readonly waiters = new Map<string, (route: Route) => void>();
  readonly sent: string[] = [];

  hold(path: string, route: Route): void {
    this.sent.push(path);
    const waiter = this.waiters.get(path);
    if (waiter) {
      this.waiters.delete(path);
      waiter(route);
    } else this.held.set(path, [...(this.held.get(path) ?? []), route]);
  }

  async release(path: string, status: number, body: unknown): Promise<void> {
    const queued = this.held.get(path);
    const route = queued?.length ? queued.shift()! : await new Promise<Route>((resolve) => this.waiters.set(path, resolve));
    await route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body ?? {}) });
  }
}

let routes: HeldRoutes;

const driver: UiDriver = {
  async open(p) {
    routes = new HeldRoutes();
    await p.route('**/auth/sign-in', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ mfa: sampleSignInChallenge }) }) : route.fallback());
    for (const path of Object.values(HELD)) await p.route(`**${path}`, (route) => routes.hold(path, route));
    await p.clock.install();
    await p.goto('/login');
    const form = signInForm(p);
    await expect(form.heading).toBeVisible({ timeout: 30_000 });
    await form.email.fill(USERS.admin);
    await form.password.fill(DEMO_PASSWORD);
    await Promise.all([p.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/auth/sign-in'), form.submit.click()]);
    // The code step's first paint loads its chunk and the signed-in texts after the answer: on the
    // first path of a cold worker on a loaded machine that once took over 10 s (CI, 26 Nov).
    await expect(p.getByRole('heading', { level: 2, name: 'Enter your security code' })).toBeVisible({ timeout: 30_000 });
  },

  async perform(p, event) {
    if (event.type.startsWith('xstate.after.')) return p.clock.runFor(sampleSignInChallenge.resendAfterMs);
    const [, kind, actor] = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(event.type) ?? [];
    if (actor) {
      const path = HELD[actor as keyof typeof HELD];
      if (kind === 'error') {
        const error = (event as unknown as { error: { code: string; messageId: string; values?: unknown } }).error;
        return routes.release(path, STATUS[error.code] ?? 400, error);
      }
      if (actor === 'verifySignInCode') {
        const session = await payerSession(originOf(p));
        await p.context().addCookies(session.cookies);
        return routes.release(path, 200, { claims: session.claims });
      }
      if (actor === 'resendSignInCode') return routes.release(path, 200, { mfa: sampleSignInChallenge });
      return routes.release(path, 200, {});
    }
    switch (event.type) {
      case 'challenge.submit': {
        const { code, rememberDevice } = event as unknown as { code: string; rememberDevice: boolean };
        await p.getByRole('textbox', { name: /^Security code/ }).fill(code);
        const remember = p.getByRole('checkbox', { name: 'Remember this device' });
        await (rememberDevice ? remember.check() : remember.uncheck());
        return p.getByRole('button', { name: 'Verify' }).click();
      }
      case 'challenge.resend':
        return p.getByRole('button', { name: 'Send a new code' }).click();
      case 'challenge.cancel':
        return p.getByRole('button', { name: 'Cancel' }).click();
      default:
        throw new Error(`no page action for ${event.type}`);
    }
  },

  async check(p, state: AnyMachineSnapshot) {
    const context = state.context as SignInChallengeContext;
    const codeStep = p.getByRole('heading', { level: 2, name: 'Enter your security code' });
    if (state.matches('verified')) return expect(p.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible({ timeout: 30_000 });
    if (state.matches('ended')) {
      await expect(codeStep).toHaveCount(0);
      await expect(signInForm(p).heading).toBeVisible();
      const failure = 'failure' in context.result ? context.result.failure : null;
      if (failure?.code === 'MFA_LOCKED_OUT') await expect(p.getByText('Too many wrong codes. Please sign in again to get a new code.')).toBeVisible();
      if (failure?.code === 'MFA_CODE_EXPIRED') await expect(p.getByText('Your security code has expired. Please sign in again to get a new code.')).toBeVisible();
      return;
    }
    await expect(codeStep).toBeVisible();
    await expect(p.getByText('We sent a 6-digit code to a•••@buyer.example. It expires in 5 minutes.')).toBeVisible();
    const refused = p.getByRole('heading', { name: 'Code not accepted' });
    await (context.failure ? expect(refused).toBeVisible() : expect(refused).toHaveCount(0));
    const resent = p.getByRole('heading', { name: 'New code sent' });
    await (context.resent ? expect(resent).toBeVisible() : expect(resent).toHaveCount(0));
    if (state.matches('verifying')) return expect.poll(() => routes.sent.includes(HELD.verifySignInCode)).toBe(true);
    if (state.matches('resending')) return expect.poll(() => routes.sent.includes(HELD.resendSignInCode)).toBe(true);
    if (state.matches('cancelling')) return expect.poll(() => routes.sent.includes(HELD.cancelSignInChallenge)).toBe(true);
    const resend = p.getByRole('button', { name: 'Send a new code' });
    await (state.matches({ entering: 'resendAllowed' }) ? expect(resend).toBeEnabled() : expect(resend).toBeDisabled());
  },
};

/** The page's origin (the project's baseURL). */
function originOf(p: Page): string {
  return new URL(p.url()).origin;
}

const paths = uiPaths(signInChallengeCatalogEntry, UI_EVENTS);
const coverage = new UiCoverage(signInChallengeCatalogEntry);

describeUiReplay('signInChallenge machine in Chromium (generated paths)', driver, paths, coverage);
