import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pageConfigSchema } from '../../src/domain/pageConfig';
import { startTestServer, type TestServer } from './testing/testServer';
import { postJson, signIn } from './testing/apiClient';
import { DEMO_PASSWORD } from '../db/demoUsers';

const MAINTENANCE = { from: '2030-01-01T22:00:00Z', to: '2030-01-02T02:00:00Z', email: 'ops@northwind.example' };

function expectSecurityHeaders(response: Response) {
  const csp = response.headers.get('content-security-policy') ?? '';
  for (const directive of ["default-src 'self'", "script-src 'self'", "frame-ancestors 'none'", "base-uri 'none'", "form-action 'self'", "img-src 'self' data:"]) {
    expect(csp).toContain(directive);
  }
  expect(csp).toMatch(/connect-src 'self' ws:\/\/127\.0\.0\.1:\d+ wss:\/\/127\.0\.0\.1:\d+/);
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('same-origin');
  expect(response.headers.get('permissions-policy')).toContain('camera=()');
  expect(response.headers.get('strict-transport-security')).toBeNull();
}

describe('HTTP surface', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', { env: { MAINTENANCE_WINDOW: JSON.stringify(MAINTENANCE), FEATURE_FLAGS: '{"newPayments":true}' } });
  });
  afterAll(() => server?.close());

  it('serves the SPA for app routes with the page config injected and no caching', async () => {
    for (const path of ['/', '/invoices/open', '/signin?returnUrl=%2Fhome']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expectSecurityHeaders(response);
      const html = await response.text();
      const json = /<script id="page-config" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
      const config = pageConfigSchema.parse(JSON.parse(json!));
      expect(config).toMatchObject({ programId: 'northwind', programName: 'Northwind Trade Credit', maintenanceWindow: MAINTENANCE, featureFlags: { newPayments: true }, ssoLoginUrl: '/sso/login', environment: 'test' });
    }
  });

  it('serves hashed assets immutable, and a real 404 for missing files', async () => {
    const asset = await fetch(`${server.url}/assets/index-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toContain('text/javascript');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    for (const path of ['/assets/missing-123.js', '/static/logo.svg', '/favicon.ico', '/assets/%2e%2e/%2e%2e/package.json']) {
      const missing = await fetch(`${server.url}${path}`);
      expect(missing.status).toBe(404);
      expectSecurityHeaders(missing);
    }
  });

  it('puts the security headers on /graphql and /auth answers too', async () => {
    expectSecurityHeaders(await fetch(`${server.url}/graphql`, { method: 'POST' }));
    expectSecurityHeaders(await postJson(`${server.url}/auth`, {}));
  });

  it('answers the program translation overrides, {} for a locale without any, 400 without the program header', async () => {
    const path = (locale: string) => `${server.url}/public/program-locale-translations/${locale}/caas-buyer.lang.default.main`;
    const found = await fetch(path('en-US'), { headers: { 'X-Program-Id': 'northwind' } });
    expect(found.status).toBe(200);
    expect(await found.json()).toMatchObject({ 'signIn.intro': expect.any(String) });
    expect(await (await fetch(path('fr-CA'), { headers: { 'X-Program-Id': 'northwind' } })).json()).toEqual({});
    // en-GB has no overrides of its own: the program's en-US ones serve it (issue 15).
    expect(await (await fetch(path('en-GB'), { headers: { 'X-Program-Id': 'northwind' } })).json()).toMatchObject({ 'signIn.intro': expect.any(String) });
    expect(await (await fetch(path('de-CH'), { headers: { 'X-Program-Id': 'alpenland' } })).json()).toMatchObject({ 'app.brandTagline': 'Handelskredit für den Alpenraum' });
    expect((await fetch(path('en-US'))).status).toBe(400);
    expect((await fetch(path('en_US;drop'), { headers: { 'X-Program-Id': 'northwind' } })).status).toBe(400);
  });

  it('sends SSO sign-ins to the identity provider (the demo one at /idp), with the e-mail as login hint (server/sso)', async () => {
    const response = await fetch(`${server.url}/sso/login?email=sso%40acme.example&returnUrl=%2Finvoices`, { redirect: 'manual' });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location')!);
    expect([location.origin + location.pathname, location.searchParams.get('login_hint')]).toEqual([`${server.url}/idp/auth`, 'sso@acme.example']);
  });

  it('answers /healthz', async () => {
    expect(await (await fetch(`${server.url}/healthz`)).json()).toEqual({ status: 'ok' });
  });
});

describe('HTTP surface without a built app', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', { distDir: mkdtempSync(join(tmpdir(), 'portal-empty-dist-')), config: { secureCookies: true } });
  });
  afterAll(() => server?.close());

  it('answers 503 "build the app first" with the security headers, and HSTS when cookies are secure', async () => {
    const response = await fetch(`${server.url}/`);
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('not built');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('strict-transport-security')).toContain('max-age=');
  });

  it('marks both session cookies Secure when configured', async () => {
    const { setCookieHeaders } = await signIn(server.url, 'admin@acme.example', DEMO_PASSWORD);
    expect(setCookieHeaders).toHaveLength(2);
    for (const cookie of setCookieHeaders) expect(cookie).toContain('; Secure');
  });
});
