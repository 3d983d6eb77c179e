import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { request as httpRequest } from 'node:http';
import { DEMO_PASSWORD } from '../db/demoUsers';
import { createTestDist, startTestServer, type TestServer } from './testing/testServer';
import { cookieHeader, JSON_HEADERS, openApiSession, signIn } from './testing/apiClient';

/** Findings of the probe of the running server (issue 9, part 5) that concern the HTTP layer. */
const APP_JS = `console.log(${JSON.stringify('x'.repeat(4000))});`;

function distWithCompressedAsset(): string {
  const dist = createTestDist();
  writeFileSync(join(dist, 'assets', 'app-1a2b3c.js'), APP_JS);
  writeFileSync(join(dist, 'assets', 'app-1a2b3c.js.br'), brotliCompressSync(APP_JS));
  writeFileSync(join(dist, 'assets', 'app-1a2b3c.js.gz'), gzipSync(APP_JS));
  writeFileSync(join(dist, 'assets', 'app-1a2b3c.js.map'), '{"version":3,"sources":["app.ts"],"mappings":""}');
  mkdirSync(join(dist, 'static'));
  return dist;
}

/** GET without the automatic decompression of fetch, to see the bytes on the wire. */
function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

describe('HTTP probe findings', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', { distDir: distWithCompressedAsset() });
  });
  afterAll(() => server?.close());

  it('serves the precompressed .br file to a browser that accepts brotli, immutable, the plain file to one that does not', async () => {
    const url = `${server.url}/assets/app-1a2b3c.js`;
    const brotli = await rawGet(url, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toContain('text/javascript');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(brotli.headers['vary'])).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.body).toString('utf8')).toBe(APP_JS);
    const plain = await rawGet(url, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toBe(APP_JS);
  });

  it('answers a malformed JSON body with one fixed error that echoes nothing of the body', async () => {
    const session = await openApiSession(server.url, 'payer@acme.example', DEMO_PASSWORD);
    const headers = { ...JSON_HEADERS, Authorization: `Bearer ${session.token}`, 'X-Session-Checksum': session.checksum };
    const body = '{"email": "secret-body-text@acme.example", "password": ';
    for (const path of ['/auth/sign-in', '/graphql', '/exports/invoices.csv']) {
      const response = await fetch(`${server.url}${path}`, { method: 'POST', headers, body });
      const text = await response.text();
      expect(response.status, path).toBe(400);
      expect(text, path).toContain('BAD_USER_INPUT');
      expect(text, path).not.toMatch(/secret-body-text|JSON|position|Unexpected/i);
    }
  });

  it('answers 404 for a document path of 36 characters that is not a UUID', async () => {
    const { cookies } = await signIn(server.url, 'admin@acme.example', DEMO_PASSWORD);
    for (const id of ['------------------------------------', 'aaaaaaaa-aaaa-aaaa-aaaa-aaaaaaaaaaa-', '0123456789abcdef0123456789abcdef0123']) {
      const response = await fetch(`${server.url}/documents/invoices/${id}.pdf`, { headers: { Cookie: cookieHeader(cookies) } });
      expect(response.status, id).toBe(404);
      expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('serves source maps outside production (developers debug with them)', async () => {
    expect((await fetch(`${server.url}/assets/app-1a2b3c.js.map`)).status).toBe(200);
  });
});

describe('HTTP probe findings in production', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', { distDir: distWithCompressedAsset(), config: { environment: 'production' } });
  });
  afterAll(() => server?.close());

  it('does not serve source maps in production (404), but still serves the scripts', async () => {
    const map = await fetch(`${server.url}/assets/app-1a2b3c.js.map`);
    expect(map.status).toBe(404);
    expect(await map.text()).not.toContain('mappings');
    expect((await fetch(`${server.url}/assets/app-1a2b3c.js`)).status).toBe(200);
  });
});
