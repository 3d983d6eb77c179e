import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../http/testing/testServer';
import { SsoBrowser, signInFormAction } from './testing/ssoBrowser';
import { DEMO_IDP_PASSWORD } from './demoIdp/accounts';

describe('smoke', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(() => server?.close());

  it('flows', async () => {
    const browser = new SsoBrowser(server.url);
    const page = await browser.follow('/sso/login?email=sso%40acme.example&returnUrl=%2Faccount-overview%2Ftransactions');
    console.log(page.url, page.status, page.body.slice(0, 2000));
    const landed = await browser.follow(signInFormAction(page.body), (next) => next.pathname === '/account-overview/transactions', { form: { email: 'sso@acme.example', password: DEMO_IDP_PASSWORD } });
    console.log(landed.url, landed.status, landed.location, landed.body.slice(0, 500), [...browser.cookies.keys()]);
  });
});
