import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../db/testing';
import { DEMO_PASSWORD, DEMO_USER_IDS } from '../db/demoUsers';
import { SESSION_COOKIE, SESSION_INFO_COOKIE, sessionClaimsReader } from '../../src/domain/session';
import { readOrNull } from '../../src/domain/shapeReader';
import { startTestServer, type TestServer } from '../http/testing/testServer';
import { cookieHeader, cookiesFrom, graphql, openApiSession, postJson, postJsonFrom, requestToken, signIn } from '../http/testing/apiClient';

const ADMIN = 'admin@acme.example';

describe.each(await testBackends())('auth endpoints on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  it('signs in with the right password: claims, HttpOnly credential, readable signed claims cookie', async () => {
    const response = await postJson(`${server.url}/auth/sign-in`, { email: 'Admin@Acme.Example', password: DEMO_PASSWORD });
    expect(response.status).toBe(200);
    const { claims } = (await response.json()) as { claims: unknown };
    // The browser's reader of the claims (src/domain/session.ts) accepts what the server answers.
    const parsed = readOrNull(sessionClaimsReader, claims);
    expect(parsed).toMatchObject({ userId: DEMO_USER_IDS.admin, email: ADMIN, userType: 'BUYER', programId: 'northwind', role: ['Buyer:Administrator'] });

    // Attributes as a set: their order is the cookie writer's (@fastify/cookie), not a behaviour.
    const parts = (cookie: string | undefined) => {
      const [pair, ...attributes] = (cookie ?? '').split('; ');
      return { pair, attributes: attributes.sort() };
    };
    const [credentialCookie, infoCookie] = response.headers.getSetCookie();
    expect(parts(credentialCookie).pair).toMatch(new RegExp(`^${SESSION_COOKIE}=[A-Za-z0-9_-]{43}$`));
    expect(parts(credentialCookie).attributes).toEqual(['HttpOnly', 'Path=/', 'SameSite=Lax']);
    expect(parts(infoCookie).pair).toMatch(new RegExp(`^${SESSION_INFO_COOKIE}=v1\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]{43}$`));
    expect(parts(infoCookie).attributes).toEqual(['Path=/', 'SameSite=Lax']);
    const payload = infoCookie!.split(';')[0]!.split('=')[1]!.split('.')[1]!;
    expect(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))).toEqual(parsed);
  });

  it('refuses a wrong password and an unknown e-mail alike (401 INVALID_CREDENTIALS)', async () => {
    for (const body of [{ email: 'payer@acme.example', password: 'wrong' }, { email: 'nobody@acme.example', password: 'wrong' }]) {
      const response = await postJson(`${server.url}/auth/sign-in`, body);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ code: 'INVALID_CREDENTIALS', messageId: 'signIn.error.invalidCredentials' });
    }
  });

  it('refuses a deactivated user like a wrong password, even with the right one', async () => {
    await server.db.updateTable('users').set({ status: 'deleted' }).where('id', '=', DEMO_USER_IDS.groupAdmin).execute();
    const response = await postJson(`${server.url}/auth/sign-in`, { email: 'groupadmin@acme.example', password: DEMO_PASSWORD });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
  });

  it('sends single-sign-on users to their identity provider (409 SSO_REQUIRED)', async () => {
    const response = await postJson(`${server.url}/auth/sign-in`, { email: 'sso@acme.example', password: DEMO_PASSWORD });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ code: 'SSO_REQUIRED' });
  });

  it('answers known and unknown e-mails alike: five wrong passwords 401, then a wait that even the right password cannot skip', async () => {
    const client = '127.0.0.11';
    const attempt = (email: string, password: string) => postJsonFrom(client, `${server.url}/auth/sign-in`, { email, password });
    for (const email of ['purchaser@acme.example', 'nobody-here@acme.example']) {
      for (let wrong = 1; wrong <= 5; wrong += 1) expect((await attempt(email, 'wrong')).status).toBe(401);
      const sixth = await attempt(email, 'wrong');
      expect(sixth.status).toBe(429);
      expect(sixth.body).toEqual({ code: 'ACCOUNT_LOCKED', messageId: 'signIn.error.accountLocked', values: { minutes: 1 } });
      expect(sixth.headers['retry-after']).toBe('60');
      const whileWaiting = await attempt(email, DEMO_PASSWORD);
      expect(whileWaiting.status).toBe(429);
      expect(whileWaiting.body).toEqual(sixth.body);
    }
    server.advanceTime(61 * 1000);
    expect((await attempt('purchaser@acme.example', DEMO_PASSWORD)).status).toBe(200);
  });

  it('never lets a stranger lock a real user out: the wait holds only the address that guessed', async () => {
    for (let wrong = 1; wrong <= 8; wrong += 1) await postJsonFrom('127.0.0.12', `${server.url}/auth/sign-in`, { email: 'payer@acme.example', password: `guess-${wrong}` });
    expect((await postJsonFrom('127.0.0.12', `${server.url}/auth/sign-in`, { email: 'payer@acme.example', password: DEMO_PASSWORD })).status).toBe(429);
    expect((await postJsonFrom('127.0.0.1', `${server.url}/auth/sign-in`, { email: 'payer@acme.example', password: DEMO_PASSWORD })).status).toBe(200);
  });

  it('throttles password spraying per client address: 20 wrong passwords over any e-mails, then 429 for that address only', async () => {
    const sprayer = '127.0.0.13';
    const statuses: number[] = [];
    for (let index = 0; index < 21; index += 1) {
      statuses.push((await postJsonFrom(sprayer, `${server.url}/auth/sign-in`, { email: `spray-${index}@acme.example`, password: 'Winter2025!' })).status);
    }
    expect(statuses.slice(0, 20)).toEqual(Array.from({ length: 20 }, () => 401));
    expect(statuses[20]).toBe(429);
    const rightPassword = await postJsonFrom(sprayer, `${server.url}/auth/sign-in`, { email: ADMIN, password: DEMO_PASSWORD });
    expect(rightPassword.status).toBe(429);
    expect(rightPassword.body).toMatchObject({ code: 'RATE_LIMITED' });
    expect((await postJsonFrom('127.0.0.14', `${server.url}/auth/sign-in`, { email: ADMIN, password: DEMO_PASSWORD })).status).toBe(200);
  });

  it('ends the session a browser still holds when it signs in again (password or handoff)', async () => {
    const first = await signIn(server.url, ADMIN, DEMO_PASSWORD);
    const again = await postJson(`${server.url}/auth/sign-in`, { email: ADMIN, password: DEMO_PASSWORD }, { Cookie: cookieHeader(first.cookies) });
    expect(again.status).toBe(200);
    expect((await requestToken(server.url, first.cookies)).status).toBe(401);
    const second = cookiesFrom(again);
    expect((await requestToken(server.url, second)).status).toBe(200);
    const handoff = await postJson(`${server.url}/auth/handoff`, { jwtAuth: server.mintHandoffToken(DEMO_USER_IDS.admin) }, { Cookie: cookieHeader(second) });
    expect(handoff.status).toBe(200);
    expect((await requestToken(server.url, second)).status).toBe(401);
    expect((await requestToken(server.url, cookiesFrom(handoff))).status).toBe(200);
  });

  it('refuses state changes without X-Requested-With (403) and bad bodies (400)', async () => {
    const noHeader = await fetch(`${server.url}/auth/sign-in`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect(noHeader.status).toBe(403);
    expect(await noHeader.json()).toMatchObject({ code: 'CSRF_HEADER_MISSING' });
    const form = await postJson(`${server.url}/auth/sign-in`, {}, { 'Content-Type': 'application/x-www-form-urlencoded' });
    expect(form.status).toBe(400);
    const badEmail = await postJson(`${server.url}/auth/sign-in`, { email: 'not-an-email', password: 'x' });
    expect(await badEmail.json()).toMatchObject({ code: 'BAD_USER_INPUT' });
  });

  it('turns a session cookie into a bearer token, and refuses without one (401)', async () => {
    const { cookies } = await signIn(server.url, ADMIN, DEMO_PASSWORD);
    const response = await requestToken(server.url, cookies);
    expect(response.status).toBe(200);
    const { token } = (await response.json()) as { token: string };
    expect(token.split('.')).toHaveLength(3);
    const anonymous = await requestToken(server.url, {});
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('signs out: clears both cookies and revokes the session and its bearer tokens', async () => {
    const session = await openApiSession(server.url, ADMIN, DEMO_PASSWORD);
    const response = await postJson(`${server.url}/auth/sign-out`, {}, { Cookie: cookieHeader(session.cookies) });
    expect(response.status).toBe(204);
    expect(response.headers.getSetCookie().every((cookie) => cookie.includes('Max-Age=0'))).toBe(true);
    expect(Object.keys(cookiesFrom(response)).sort()).toEqual([SESSION_COOKIE, SESSION_INFO_COOKIE].sort());
    expect((await requestToken(server.url, session.cookies)).status).toBe(401);
    expect((await graphql(server.url, session, '{ currentUser { id } }')).status).toBe(401);
    const again = await postJson(`${server.url}/auth/sign-out`, {}, { Cookie: cookieHeader(session.cookies) });
    expect(again.status).toBe(204);
  });

  it('accepts a handoff token once and refuses it the second time', async () => {
    const jwtAuth = server.mintHandoffToken(DEMO_USER_IDS.payer);
    const first = await postJson(`${server.url}/auth/handoff`, { jwtAuth });
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ claims: { userId: DEMO_USER_IDS.payer } });
    expect(cookiesFrom(first)[SESSION_COOKIE]).toBeTruthy();
    const second = await postJson(`${server.url}/auth/handoff`, { jwtAuth });
    expect(second.status).toBe(401);
    expect(await second.json()).toMatchObject({ code: 'INVALID_HANDOFF' });
    const forged = await postJson(`${server.url}/auth/handoff`, { jwtAuth: `${jwtAuth.slice(0, -4)}AAAA` });
    expect(forged.status).toBe(401);
  });

});
