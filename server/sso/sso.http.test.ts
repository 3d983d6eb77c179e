import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE, SESSION_INFO_COOKIE } from '../../src/domain/session';
import { DEMO_USER_IDS } from '../db/demoUsers';
import { testBackends } from '../db/testing';
import { requestToken } from '../http/testing/apiClient';
import { startTestServer, type TestServer } from '../http/testing/testServer';
import { DEMO_IDP_PASSWORD } from './demoIdp/accounts';
import { decodeSsoTransaction, encodeSsoTransaction, SSO_TRANSACTION_COOKIE } from './ssoTransaction';
import { abortFormAction, SsoBrowser, signInFormAction, type Hop } from './testing/ssoBrowser';

const SSO_USER = 'sso@acme.example';
const ASKED_FOR = '/account-overview/transactions?tab=payments';
const isCallback = (next: URL) => next.pathname === '/sso/callback';

/** /sso/login as the SPA sends it (spec 2: e-mail, returnUrl and the query as JSON). */
const loginUrl = (returnUrl = ASKED_FOR, email = SSO_USER) =>
  `/sso/login?${new URLSearchParams({ email, returnUrl, query: JSON.stringify({ tab: 'payments' }) }).toString()}`;

describe.each(await testBackends())('single sign-on against the in-process provider on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  /** Starts at /sso/login and signs in at the provider; stops before the portal's callback. */
  async function signInAtProvider(browser: SsoBrowser, options: { returnUrl?: string; email?: string; password?: string } = {}): Promise<Hop> {
    const page = await browser.follow(loginUrl(options.returnUrl, options.email ?? SSO_USER));
    expect(page.status).toBe(200);
    const toCallback = await browser.follow(signInFormAction(page.body), isCallback, {
      form: { email: options.email ?? SSO_USER, password: options.password ?? DEMO_IDP_PASSWORD },
    });
    expect(new URL(toCallback.location!).pathname).toBe('/sso/callback');
    return toCallback;
  }

  const reasonOf = (hop: Hop) => {
    const location = new URL(hop.location!);
    return location.pathname === '/sso-error' ? location.searchParams.get('reason') : `landed on ${location.pathname}`;
  };

  it('sends the browser to the provider with PKCE (S256), state, nonce and the e-mail as login hint; the attempt waits in a signed HttpOnly cookie', async () => {
    const browser = new SsoBrowser(server.url);
    const start = await browser.request(loginUrl());
    expect(start.status).toBe(303);
    const authorize = new URL(start.location!);
    expect(authorize.href.startsWith(`${server.url}/idp/auth?`)).toBe(true);
    const params = authorize.searchParams;
    expect(Object.fromEntries(['response_type', 'client_id', 'scope', 'code_challenge_method', 'login_hint'].map((name) => [name, params.get(name)]))).toEqual({
      response_type: 'code', client_id: 'buyer-portal', scope: 'openid email profile', code_challenge_method: 'S256', login_hint: SSO_USER,
    });
    expect(params.get('redirect_uri')).toBe(`${server.url}/sso/callback`);
    for (const name of ['state', 'nonce', 'code_challenge']) expect(params.get(name)).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const attempt = decodeSsoTransaction(server.services.keys.ssoTransaction, browser.cookies.get(SSO_TRANSACTION_COOKIE));
    expect(attempt).toMatchObject({ state: params.get('state'), nonce: params.get('nonce'), returnUrl: ASKED_FOR, email: SSO_USER });
    const setCookie = (await fetch(`${server.url}${loginUrl()}`, { redirect: 'manual' })).headers.getSetCookie()[0]!;
    expect(setCookie.split('; ').slice(1).sort()).toEqual(['HttpOnly', 'Max-Age=600', 'Path=/sso/callback', 'SameSite=Lax']);
  });

  it('the provider\'s page signs sso@acme.example in; the callback starts a portal session like a password sign-in and lands on the page asked for', async () => {
    const browser = new SsoBrowser(server.url);
    const page = await browser.follow(loginUrl());
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain(`value="${SSO_USER}"`);
    const landed = await browser.follow(signInFormAction(page.body), (next) => next.origin === server.url && !next.pathname.startsWith('/idp') && !isCallback(next), {
      form: { email: SSO_USER, password: DEMO_IDP_PASSWORD },
    });
    expect(landed.location).toBe(`${server.url}${ASKED_FOR}`);
    expect(browser.cookies.has(SSO_TRANSACTION_COOKIE)).toBe(false);
    expect(browser.cookies.has(SESSION_INFO_COOKIE)).toBe(true);
    const token = await requestToken(server.url, { [SESSION_COOKIE]: browser.cookies.get(SESSION_COOKIE)! });
    expect(token.status).toBe(200);
    const session = await server.db.selectFrom('sessions').select(['user_id']).where('revoked_at', 'is', null).where('user_id', '=', DEMO_USER_IDS.sso).execute();
    expect(session.length).toBeGreaterThan(0);
  });

  it('refuses a tampered state: "Unable to sign in", no session', async () => {
    const browser = new SsoBrowser(server.url);
    const callback = new URL((await signInAtProvider(browser)).location!);
    // One character changed (to one it is not already: a fixed replacement left the state as it was 1 time in 64).
    const state = callback.searchParams.get('state')!;
    callback.searchParams.set('state', `${state[0] === 'A' ? 'B' : 'A'}${state.slice(1)}`);
    const answer = await browser.request(callback.href);
    expect(reasonOf(answer)).toBe('unableToSignIn');
    expect(new URL(answer.location!).searchParams.get('email')).toBe(SSO_USER);
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
    expect(browser.cookies.has(SSO_TRANSACTION_COOKIE)).toBe(false);
  });

  it('refuses an ID token whose nonce is not the attempt\'s (the ID token check of openid-client)', async () => {
    const browser = new SsoBrowser(server.url);
    const callback = await signInAtProvider(browser);
    const key = server.services.keys.ssoTransaction;
    const attempt = decodeSsoTransaction(key, browser.cookies.get(SSO_TRANSACTION_COOKIE))!;
    browser.cookies.set(SSO_TRANSACTION_COOKIE, encodeSsoTransaction(key, { ...attempt, nonce: 'another-nonce-another-nonce-another-nonce' }));
    expect(reasonOf(await browser.request(callback.location!))).toBe('unableToSignIn');
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
  });

  it('refuses a replayed code, even with the attempt cookie copied before it was cleared', async () => {
    const browser = new SsoBrowser(server.url);
    const callback = await signInAtProvider(browser);
    const copied = browser.cookies.get(SSO_TRANSACTION_COOKIE)!;
    expect(reasonOf(await browser.request(callback.location!))).toBe(`landed on ${ASKED_FOR.split('?')[0]}`);

    const attacker = new SsoBrowser(server.url);
    attacker.cookies.set(SSO_TRANSACTION_COOKIE, copied);
    expect(reasonOf(await attacker.request(callback.location!))).toBe('unableToSignIn');
    expect(attacker.cookies.has(SESSION_COOKIE)).toBe(false);
  });

  it('refuses a callback without an attempt, with an altered attempt cookie, or with a wrong PKCE verifier', async () => {
    const browser = new SsoBrowser(server.url);
    const callback = await signInAtProvider(browser);
    const cookie = browser.cookies.get(SSO_TRANSACTION_COOKIE)!;

    const stranger = new SsoBrowser(server.url);
    expect(reasonOf(await stranger.request(callback.location!))).toBe('unableToSignIn');
    stranger.cookies.set(SSO_TRANSACTION_COOKIE, `${cookie.slice(0, -2)}xx`);
    expect(reasonOf(await stranger.request(callback.location!))).toBe('unableToSignIn');

    const key = server.services.keys.ssoTransaction;
    const attempt = decodeSsoTransaction(key, cookie)!;
    browser.cookies.set(SSO_TRANSACTION_COOKIE, encodeSsoTransaction(key, { ...attempt, codeVerifier: 'x'.repeat(43) }));
    expect(reasonOf(await browser.request(callback.location!))).toBe('unableToSignIn');
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
  });

  it('a person the provider knows but the program does not: "sign-in mismatch"', async () => {
    const browser = new SsoBrowser(server.url);
    const callback = await signInAtProvider(browser, { email: 'contractor@acme.example' });
    expect(reasonOf(await browser.request(callback.location!))).toBe('mismatch');
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
  });

  it('a deactivated SSO user, one of another program, or a password user (ssoStatus Inactive): "sign-in mismatch"', async () => {
    await server.db.insertInto('programs').values({
      id: 'contoso', name: 'Contoso', default_buyer_locale: 'en-US', locales: JSON.stringify(['en-US']), mfa_enabled: false, mfa_at_login: false, mfa_at_buyer_create: false,
      mfa_required: false, dispute_time_limit_days: 30, supported_payment_terms: JSON.stringify([]), remittance: JSON.stringify({}),
    }).execute();
    for (const change of [{ status: 'deleted' }, { program_id: 'contoso' }, { sso_status: 'Inactive' }]) {
      await server.db.updateTable('users').set(change).where('id', '=', DEMO_USER_IDS.sso).execute();
      const browser = new SsoBrowser(server.url);
      expect(reasonOf(await browser.request((await signInAtProvider(browser)).location!))).toBe('mismatch');
      await server.db.updateTable('users').set({ status: 'active', program_id: 'northwind', sso_status: 'Active' }).where('id', '=', DEMO_USER_IDS.sso).execute();
    }
  });

  it('returning to an onboarding step the user already completed: "onboarding already completed"', async () => {
    const browser = new SsoBrowser(server.url);
    expect(reasonOf(await browser.request((await signInAtProvider(browser, { returnUrl: '/onboarding' })).location!))).toBe('onboardingCompleted');
  });

  it('an answer more than 10 minutes after the start is refused', async () => {
    const browser = new SsoBrowser(server.url);
    const callback = await signInAtProvider(browser);
    server.advanceTime(10 * 60 * 1000);
    expect(reasonOf(await browser.request(callback.location!))).toBe('unableToSignIn');
  });

  it('an address outside the portal is never a return address: it lands on /', async () => {
    const browser = new SsoBrowser(server.url);
    const callback = await signInAtProvider(browser, { returnUrl: '//evil.example/steal' });
    expect((await browser.request(callback.location!)).location).toBe(`${server.url}/`);
  });

  it('at the provider: a wrong password shows the form again with the e-mail typed and an announced error; Cancel ends on "Unable to sign in"', async () => {
    const browser = new SsoBrowser(server.url);
    const page = await browser.follow(loginUrl());
    const wrong = await browser.request(signInFormAction(page.body), { form: { email: SSO_USER, password: 'not-it' } });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toContain('role="alert"');
    expect(wrong.body).toContain(`value="${SSO_USER}" aria-describedby="sign-in-error" aria-invalid="true"`);
    const cancelled = await browser.follow(abortFormAction(wrong.body), isCallback, { method: 'POST' });
    const answer = await browser.request(cancelled.location!);
    expect(reasonOf(answer)).toBe('unableToSignIn');
  });

  it('the provider refuses an authorization request without PKCE', async () => {
    const browser = new SsoBrowser(server.url);
    const start = new URL((await browser.request(loginUrl())).location!);
    start.searchParams.delete('code_challenge');
    start.searchParams.delete('code_challenge_method');
    const answer = await browser.follow(start.href, isCallback);
    expect(new URL(answer.location!).searchParams.get('error')).toBe('invalid_request');
  });

  // Last in this server's run: it uses up the address's password tries at the provider.
  it('the provider throttles password guesses per address (20 a minute), then answers 429', async () => {
    const browser = new SsoBrowser(server.url);
    const action = signInFormAction((await browser.follow(loginUrl())).body);
    const statuses: number[] = [];
    for (let guess = 0; guess < 21; guess += 1) statuses.push((await browser.request(action, { form: { email: SSO_USER, password: `guess-${guess}` } })).status);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((status) => status === 401).length).toBeGreaterThan(0);
    const throttled = await browser.request(action, { form: { email: SSO_USER, password: DEMO_IDP_PASSWORD } });
    expect([throttled.status, throttled.body.includes('Too many sign-in attempts')]).toEqual([429, true]);
  });
});

describe('single sign-on switched off', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', { env: { SSO_DEMO_IDP: 'false' } });
  });
  afterAll(() => server?.close());

  it('/sso/login ends on "Unable to sign in", keeping the e-mail and return address; no provider at /idp', async () => {
    const answer = await new SsoBrowser(server.url).request(loginUrl());
    const location = new URL(answer.location!);
    expect([location.pathname, location.searchParams.get('reason'), location.searchParams.get('email'), location.searchParams.get('returnUrl')]).toEqual([
      '/sso-error', 'unableToSignIn', SSO_USER, ASKED_FOR,
    ]);
    const idp = await fetch(`${server.url}/idp/.well-known/openid-configuration`);
    expect(idp.headers.get('content-type')).not.toContain('application/json');
  });
});
