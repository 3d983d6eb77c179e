import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/demoUsers';
import { createPortalSchema } from '../../graphql/yoga';
import { openApiSession } from '../../http/testing/apiClient';
import { createTestDist, startTestServer, type TestServer } from '../../http/testing/testServer';
import { curlExample, portalSchemaFromFiles, renderApiDocs, sellerApiOpenApi, VERIFY_SNIPPET } from './apiDocs';
import { SELLER_API_PREFIX, SELLER_API_ROUTES } from './routes';
import { createKey } from './sellerApiTesting';

const ROOT = new URL('../../../', import.meta.url);

/** The curl command in the served page, parsed back into a request (what a developer copies). */
function requestOfCurl(html: string): { method: string; path: string; headers: Record<string, string>; body: string } {
  const decoded = html.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  const command = /curl -sS[\s\S]*?-d '([^']*)'/.exec(decoded);
  if (!command) throw new Error('no curl example in the page');
  const text = command[0];
  const [, method, url] = /-X (\w+) (\S+)/.exec(text) ?? [];
  const headers = Object.fromEntries([...text.matchAll(/-H "([^:]+): ([^"]*)"/g)].map((m) => [m[1]!.toLowerCase(), m[2]!]));
  return { method: method!, path: new URL(url!).pathname, headers, body: command[1]! };
}

describe('/docs/api/index.html', () => {
  let server: TestServer;
  let html: string;

  beforeAll(async () => {
    const dist = createTestDist();
    mkdirSync(join(dist, 'docs', 'api'), { recursive: true });
    writeFileSync(join(dist, 'docs', 'api', 'index.html'), renderApiDocs());
    server = await startTestServer('pglite', { distDir: dist });
    const response = await fetch(`${server.url}/docs/api/index.html`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    html = await response.text();
  });
  afterAll(() => server?.close());

  it('describes every seller API route, from the route table', () => {
    const paths = sellerApiOpenApi()['paths'] as Record<string, Record<string, { operationId: string }>>;
    const documented = Object.values(paths).flatMap((methods) => Object.values(methods).map((op) => op.operationId));
    expect(documented.sort()).toEqual(SELLER_API_ROUTES.map((r) => r.operationId).sort());
    for (const route of SELLER_API_ROUTES) expect(html).toContain(`id="${route.operationId}"`);
  });

  it('documents the Idempotency-Key header on every create and on adjust', () => {
    const paths = sellerApiOpenApi()['paths'] as Record<string, Record<string, { operationId: string; parameters: { name: string; in: string; required: boolean }[] }>>;
    const withKey = Object.values(paths).flatMap((methods) => Object.values(methods)).filter((op) => op.parameters.some((p) => p.name === 'Idempotency-Key' && p.in === 'header' && p.required));
    expect(withKey.map((op) => op.operationId).sort()).toEqual(['adjustCharge', 'capturePreauthorization', 'createCharge', 'createPreauthorization']);
    const adjustSection = /<section id="adjustCharge">[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
    expect(adjustSection).toContain('Needs an <code>Idempotency-Key</code> header.');
  });

  it("documents the server's own GraphQL schema: every root field", () => {
    const served = createPortalSchema();
    const documented = portalSchemaFromFiles();
    const names = (schema: typeof documented) => Object.keys(schema.getTypeMap()).sort();
    expect(names(documented)).toEqual(names(served as unknown as typeof documented));
    for (const type of [served.getQueryType(), served.getMutationType(), served.getSubscriptionType()]) {
      for (const name of Object.keys(type?.getFields() ?? {})) expect(html).toContain(`<code>${name}`);
    }
  });

  it('loads offline: no script and nothing fetched from elsewhere', () => {
    expect(html).not.toMatch(/<script|<link|<img|src="http|@import/i);
  });

  it('is what the last build wrote, when there is a build (dist/ is fresh against the code)', () => {
    const built = new URL('dist/docs/api/index.html', ROOT);
    if (!existsSync(built)) return;
    expect(readFileSync(built, 'utf8')).toBe(renderApiDocs());
  });

  it("runs the documented curl example with a developer's test key: a charge for Acme, once", async () => {
    const developer = await openApiSession(server.url, 'developer@northwind.example', DEMO_PASSWORD);
    const key = await createKey(server.url, developer, 'test');
    const request = requestOfCurl(html);
    expect(request.path).toBe(`${SELLER_API_PREFIX}/charges`);
    const headers = { ...request.headers, authorization: request.headers['authorization']!.replace('$PORTAL_API_KEY', key.secret) };
    const first = await fetch(`${server.url}${request.path}`, { method: request.method, headers, body: request.body });
    const charge = (await first.json()) as { id: string; status: string; invoiceNumber: string };
    expect([first.status, charge.status]).toEqual([201, 'created']);
    const again = await fetch(`${server.url}${request.path}`, { method: request.method, headers, body: request.body });
    expect([again.status, ((await again.json()) as { id: string }).id]).toEqual([200, charge.id]);
  });

  it("is the README's example and signature snippet", () => {
    const readme = readFileSync(new URL('README.md', ROOT), 'utf8');
    expect(readme).toContain(curlExample());
    expect(readme).toContain(VERIFY_SNIPPET);
  });
});
