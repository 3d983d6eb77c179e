// The session transport and GraphQL endpoint as an API client sees them (spec 7, src/domain/session.ts):
// POST /auth/sign-in -> { claims } + cookies; POST /auth -> { token }; POST /graphql with
// X-Requested-With, Authorization: Bearer and X-Session-Checksum.
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { DEMO_PASSWORD, expect, test, USERS } from './fixtures';

const XRW = { 'X-Requested-With': 'XMLHttpRequest' };
const ACCEPT = { Accept: 'application/graphql-response+json, application/json' };
const CURRENT_USER = 'query CurrentUser { currentUser { email role } }';

interface GraphQLBody {
  data?: { currentUser?: { email: string; role: string[] } | null } | null;
  errors?: { message: string; extensions?: { code?: string; messageId?: string } }[];
}

async function jsonOf<T>(response: APIResponse): Promise<T | null> {
  const text = await response.text();
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

const errorCodes = (body: GraphQLBody | null): string[] => (body?.errors ?? []).map((e) => e.extensions?.code ?? '');

interface ApiSession {
  headers: Record<string, string>;
  claims: { email: string; role: string[]; sessionChecksum: string };
}

/** Signs in the way the SPA does and returns the headers every GraphQL call needs. */
async function signInApi(request: APIRequestContext, email: string): Promise<ApiSession> {
  const signIn = await request.post('/auth/sign-in', { data: { email, password: DEMO_PASSWORD }, headers: XRW });
  expect(signIn.status(), `POST /auth/sign-in: ${await signIn.text()}`).toBe(200);
  const { claims } = (await signIn.json()) as { claims: ApiSession['claims'] };
  expect(claims.email).toBe(email);
  expect(typeof claims.sessionChecksum).toBe('string');

  const auth = await request.post('/auth', { data: {}, headers: XRW });
  expect(auth.status(), `POST /auth: ${await auth.text()}`).toBe(200);
  const { token } = (await auth.json()) as { token: string };
  expect(token, 'bearer token').toBeTruthy();

  return {
    claims,
    headers: { ...XRW, ...ACCEPT, Authorization: `Bearer ${token}`, 'X-Session-Checksum': claims.sessionChecksum },
  };
}

function graphql(request: APIRequestContext, query: string, headers: Record<string, string>): Promise<APIResponse> {
  return request.post('/graphql', { data: { query }, headers: { 'Content-Type': 'application/json', ...headers } });
}

test.describe('POST /graphql', () => {
  test('without any credential is refused as unauthenticated', async ({ request }) => {
    for (const [what, headers] of [
      ['no cookie, no bearer, no X-Requested-With', ACCEPT],
      ['X-Requested-With only', { ...ACCEPT, ...XRW }],
    ] as const) {
      const response = await graphql(request, CURRENT_USER, headers);
      const body = await jsonOf<GraphQLBody>(response);
      expect(response.status(), `${what}: ${JSON.stringify(body)}`).toBe(401);
      expect(errorCodes(body), what).toContain('UNAUTHENTICATED');
      expect(body?.data?.currentUser ?? null, what).toBeNull();
    }
  });

  test('after sign-in, currentUser is the signed-in administrator', async ({ request }) => {
    const session = await signInApi(request, USERS.admin);
    expect(session.claims.role).toContain('Buyer:Administrator');

    const response = await graphql(request, CURRENT_USER, session.headers);
    const body = await jsonOf<GraphQLBody>(response);
    expect(response.status(), JSON.stringify(body)).toBe(200);
    expect(body?.errors).toBeUndefined();
    expect(body?.data?.currentUser?.email).toBe(USERS.admin);
    expect(body?.data?.currentUser?.role).toContain('Buyer:Administrator');
  });

  test('a valid token without X-Requested-With or with a wrong session checksum is refused', async ({ request }) => {
    const session = await signInApi(request, USERS.admin);
    const { 'X-Requested-With': _xrw, ...withoutXrw } = session.headers;

    for (const [what, headers] of [
      ['no X-Requested-With', withoutXrw],
      ['wrong X-Session-Checksum', { ...session.headers, 'X-Session-Checksum': 'not-the-checksum' }],
    ] as const) {
      const response = await graphql(request, CURRENT_USER, headers);
      const body = await jsonOf<GraphQLBody>(response);
      expect(response.status(), `${what}: ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(400);
      expect(body?.data?.currentUser ?? null, what).toBeNull();
    }
  });

  test('a deeply nested query is refused with a clear error, and the server keeps answering', async ({ request }) => {
    const session = await signInApi(request, USERS.admin);
    let nested = 'name';
    for (let level = 0; level < 30; level++) nested = `ofType { ${nested} }`;
    const deep = `query Deep { __type(name: "Query") { fields { type { ${nested} } } } }`;

    const refused = await graphql(request, deep, session.headers);
    const body = await jsonOf<GraphQLBody>(refused);
    expect(refused.status(), JSON.stringify(body)).toBe(400);
    expect(body?.errors?.length ?? 0).toBeGreaterThan(0);
    const clear = (body?.errors ?? []).some((e) => /depth/i.test(e.message) || e.extensions?.code === 'QUERY_TOO_COMPLEX');
    expect(clear, `an error naming the depth limit: ${JSON.stringify(body?.errors)}`).toBe(true);

    const after = await graphql(request, CURRENT_USER, session.headers);
    expect(after.status()).toBe(200);
    expect((await jsonOf<GraphQLBody>(after))?.data?.currentUser?.email).toBe(USERS.admin);
  });
});

test('POST /auth/sign-in with a wrong password answers 401 with a stable error code', async ({ request }) => {
  // underwriter@northwind.example: no other test signs in as it; one wrong password stays far below the lock.
  const response = await request.post('/auth/sign-in', {
    data: { email: 'underwriter@northwind.example', password: 'not-the-password' },
    headers: XRW,
  });
  expect(response.status()).toBe(401);
  const body = await jsonOf<{ code?: string; messageId?: string }>(response);
  expect(body?.code).toBe('INVALID_CREDENTIALS');
  expect(body?.messageId).toBe('signIn.error.invalidCredentials');
  expect(response.headers()['set-cookie'] ?? '').not.toContain('portal_session=');
});
