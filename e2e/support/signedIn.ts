// A signed-in browser state per user, made once per worker (issue 9 part 6): tests whose subject is
// not signing in start signed in (`browser.newContext({ storageState })` or
// `test.use({ storageState: signedInAs(...) })`) instead of loading /login, submitting the form and
// loading the overview before every generated path. Signing in itself is tested through the form in
// auth.spec.ts, keyboard.spec.ts, locale.spec.ts and the journeys.
//
// The state is what the sign-in form leaves: the HttpOnly session cookie and the readable claims
// cookie of POST /auth/sign-in (the page then asks POST /auth for its bearer token, as after any
// reload). Tests that share it must not sign out or sign in again in it (either ends the session).
import { expect, request, type BrowserContextOptions } from '@playwright/test';
import { DEMO_PASSWORD } from './env';

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

const states = new Map<string, Promise<StorageState>>();

/** The storage state of `email` signed in on `baseURL` (one session per worker process and user). */
export function signedInState(baseURL: string, email: string, password: string = DEMO_PASSWORD): Promise<StorageState> {
  const key = `${baseURL} ${email}`;
  let state = states.get(key);
  if (!state) {
    state = signInThroughApi(baseURL, email, password);
    states.set(key, state);
    state.catch(() => states.delete(key));
  }
  return state;
}

async function signInThroughApi(baseURL: string, email: string, password: string): Promise<StorageState> {
  const context = await request.newContext({ baseURL });
  try {
    const response = await context.post('/auth/sign-in', { data: { email, password }, headers: { 'X-Requested-With': 'XMLHttpRequest' } });
    expect(response.status(), `POST /auth/sign-in for ${email}: ${await response.text()}`).toBe(200);
    return await context.storageState();
  } finally {
    await context.dispose();
  }
}

/** For `test.use({ storageState: signedInAs(USERS.admin) })`: the test's context starts signed in. */
export function signedInAs(email: string) {
  return async ({ baseURL }: { baseURL: string | undefined }, use: (state: StorageState) => Promise<void>): Promise<void> => {
    if (!baseURL) throw new Error('the project has no baseURL');
    await use(await signedInState(baseURL, email));
  };
}
