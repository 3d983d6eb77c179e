import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { ACME_BUYER_ID } from '../db/demoIds';
import { DEMO_PASSWORD } from '../db/demoUsers';
import { testBackends } from '../db/testing';
import { startTestServer, type TestServer } from '../http/testing/testServer';
import { graphql, JSON_HEADERS, openApiSession, type ApiSession } from '../http/testing/apiClient';

/**
 * Probe finding: a NUL character or a lone UTF-16 surrogate in any string input reached the
 * database and came back as INTERNAL_SERVER_ERROR (HTTP 500 for the CSV export). Every such input,
 * as a variable or a literal, over HTTP or WebSocket, and in the CSV filter, is BAD_USER_INPUT
 * with a message id the client translates.
 */
const UNSUPPORTED = { code: 'BAD_USER_INPUT', messageId: 'error.unsupportedCharacters' };
const SEARCH = 'query($filter: InvoiceFilter) { invoices(filter: $filter, page: { first: 1 }) { items { id } } }';
const EDIT = 'mutation($input: UpdateInvoiceDetailsInput!) { updateInvoiceDetails(input: $input) { updated { id } failed { invoiceId } } }';
const NUL = 'PO\u0000-1';
const LONE_HIGH = 'Notes \ud800';
const LONE_LOW = '\udc00Müller';

describe.each(await testBackends())('unsupported characters in string inputs on %s', (kind) => {
  let server: TestServer;
  let admin: ApiSession;
  let invoiceId: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await openApiSession(server.url, 'admin@acme.example', DEMO_PASSWORD);
    const row = await server.db.selectFrom('invoices').select('id').where('buyer_id', '=', ACME_BUYER_ID).executeTakeFirstOrThrow();
    invoiceId = row.id;
  });
  afterAll(() => server?.close());

  it.each([
    ['a NUL in a search filter variable', SEARCH, { filter: { search: NUL } }],
    ['a lone surrogate in a PO number filter variable', SEARCH, { filter: { poNumber: LONE_HIGH } }],
    ['a NUL in a PO number to save', EDIT, () => ({ input: { invoiceIds: [invoiceId], poNumber: NUL } })],
    ['a lone surrogate in notes to save', EDIT, () => ({ input: { invoiceIds: [invoiceId], notes: LONE_LOW } })],
  ] as const)('%s: BAD_USER_INPUT, nothing saved', async (_name, query, variables) => {
    const reply = await graphql(server.url, admin, query, typeof variables === 'function' ? variables() : variables);
    expect(reply.body.errors?.[0]?.extensions).toMatchObject(UNSUPPORTED);
    expect(reply.body.data ?? null).toBeNull();
  });

  it('refuses a NUL or lone surrogate written as a literal in the operation', async () => {
    for (const literal of ['\\u0000', '\\ud800']) {
      const reply = await graphql(server.url, admin, `mutation { updateInvoiceDetails(input: { invoiceIds: ["${invoiceId}"], notes: "a${literal}b" }) { updated { id } } }`);
      expect(reply.body.errors?.[0]?.extensions).toMatchObject(UNSUPPORTED);
    }
    const row = await server.db.selectFrom('invoices').select('notes').where('id', '=', invoiceId).executeTakeFirstOrThrow();
    expect([...(row.notes ?? '')].some((char) => char === '\u0000' || /^[\ud800-\udfff]$/.test(char))).toBe(false);
  });

  it('refuses them in the CSV export filter with 400 (not 500)', async () => {
    for (const search of [NUL, LONE_HIGH]) {
      const response = await fetch(`${server.url}/exports/invoices.csv`, {
        method: 'POST',
        headers: { ...JSON_HEADERS, Authorization: `Bearer ${admin.token}`, 'X-Session-Checksum': admin.checksum },
        body: JSON.stringify({ filter: { search } }),
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual(UNSUPPORTED);
    }
  });

  it('refuses them in operations sent over WebSocket', async () => {
    const client = createClient({ url: `${server.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams: { token: admin.token, sessionChecksum: admin.checksum }, retryAttempts: 0 });
    try {
      const result = await new Promise<unknown>((resolve) => {
        client.subscribe({ query: SEARCH, variables: { filter: { search: NUL } } }, { next: resolve, error: resolve, complete: () => {} });
      });
      const errors = Array.isArray(result) ? result : (result as { errors?: unknown[] }).errors;
      expect((errors?.[0] as { extensions?: unknown } | undefined)?.extensions).toMatchObject(UNSUPPORTED);
    } finally {
      await client.dispose();
    }
  });
});
