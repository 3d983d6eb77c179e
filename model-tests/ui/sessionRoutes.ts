import type { BrowserContextOptions, Page, Route } from '@playwright/test';
import { sampleSignInChallenge } from '../../machines/app/mfa/mfaSamples';
import { ERRORS, type ErrorCode } from '../../src/domain/errors';
import { SESSION_INFO_COOKIE } from '../../src/domain/session';
import { pageHasAnswer } from './pageHasAnswer';

/**
 * The session UI model test's hold on the page's session requests (session.spec.ts): the bearer
 * token (POST /auth, first and refresh), the handoff, sign-out, the Login code and the
 * SessionStart query are HELD until the path releases the answer it expects: passed on to the real
 * server, or a failure the real server gives only in rare situations (a lost token service, an
 * expired session). Sign-in goes to the real server unless the path needs a Login code.
 */
export type HeldRequest = 'token' | 'handoff' | 'signOut' | 'verify' | 'sessionStart';

const HELD_PATHS: Record<string, HeldRequest> = { '/auth': 'token', '/auth/handoff': 'handoff', '/auth/sign-out': 'signOut', '/auth/sign-in/verify': 'verify' };

const operationOf = (route: Route) => {
  const body = route.request().postDataJSON() as { query?: string; operationName?: string } | null;
  return body?.operationName ?? /^\s*(?:query|mutation)\s+(\w+)/.exec(body?.query ?? '')?.[1] ?? '';
};

export const errorBody = (code: ErrorCode) => ({ code, messageId: ERRORS[code] });

/** A GraphQL answer with one error carrying `code`, as the server sends it. */
export const graphqlError = (code: ErrorCode) => ({ data: null, errors: [{ message: code, extensions: errorBody(code) }] });

export class SessionRoutes {
  /** POST /auth/sign-in answers with a Login code challenge instead of reaching the server. */
  answerSignInWithChallenge = false;
  /** Data requests (other than SessionStart) are answered UNAUTHENTICATED. */
  answerDataUnauthenticated = false;
  /** Sign-in requests the page sent. */
  sentSignIns = 0;
  private readonly held = new Map<HeldRequest, Route[]>();
  private readonly waiters = new Map<HeldRequest, (route: Route) => void>();

  static async install(page: Page): Promise<SessionRoutes> {
    const routes = new SessionRoutes();
    await page.addInitScript(() => {
      // A browser that refuses cookie access (SecurityError), switched on by blockCookies().
      const native = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
      const guard = () => {
        if ((window as { sessionReplayCookiesBlocked?: boolean }).sessionReplayCookiesBlocked) throw new DOMException('cookies are blocked', 'SecurityError');
      };
      Object.defineProperty(Document.prototype, 'cookie', {
        configurable: true,
        get(this: Document) {
          guard();
          return native.get!.call(this) as string;
        },
        set(this: Document, value: string) {
          guard();
          native.set!.call(this, value);
        },
      });
    });
    await page.route(
      (url) => url.pathname === '/auth/sign-in',
      (route) => {
        if (route.request().method() !== 'POST') return route.fallback();
        routes.sentSignIns++;
        if (!routes.answerSignInWithChallenge) return route.fallback();
        return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ mfa: sampleSignInChallenge }) });
      },
    );
    await page.route(
      (url) => url.pathname in HELD_PATHS,
      (route) => (route.request().method() === 'POST' ? routes.hold(HELD_PATHS[new URL(route.request().url()).pathname]!, route) : route.fallback()),
    );
    await page.route('**/graphql', (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      if (operationOf(route) === 'SessionStart') return routes.hold('sessionStart', route);
      if (routes.answerDataUnauthenticated) return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(graphqlError('UNAUTHENTICATED')) });
      return route.fallback();
    });
    return routes;
  }

  private hold(name: HeldRequest, route: Route): void {
    // The page runs one request of a kind at a time: an older one still held belongs to a step the
    // page has left (a token request when the user signed out), so it is dropped.
    for (const stale of this.held.get(name)?.splice(0) ?? []) void stale.abort().catch(() => undefined);
    const waiter = this.waiters.get(name);
    if (waiter) {
      this.waiters.delete(name);
      waiter(route);
    } else this.held.set(name, [...(this.held.get(name) ?? []), route]);
  }

  /**
   * Drops (aborts) held requests of every kind but `current`: they belong to steps the page has
   * left (a token request when the user signed out meanwhile), and must not take the answer meant
   * for the next request of their kind.
   */
  dropAllBut(current: HeldRequest | null): void {
    for (const [name, routes] of this.held) if (name !== current) for (const stale of routes.splice(0)) void stale.abort().catch(() => undefined);
  }

  /** Requests of this kind the page sent that have no answer yet. */
  pending(name: HeldRequest): number {
    return this.held.get(name)?.length ?? 0;
  }

  private take(name: HeldRequest): Promise<Route> {
    const queued = this.held.get(name);
    if (queued?.length) return Promise.resolve(queued.shift()!);
    return new Promise((resolve) => this.waiters.set(name, resolve));
  }

  /** Answers the (next) held request of this kind. */
  async release(name: HeldRequest, status: number, body: unknown): Promise<void> {
    const route = await this.take(name);
    await route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
  }

  /** Lets the (next) held request of this kind reach the real server; returns once the page has the answer. */
  async pass(name: HeldRequest): Promise<void> {
    const route = await this.take(name);
    await route.continue();
    await pageHasAnswer(route.request());
  }
}

/** Cookie access throws from the next page load on (`fromStart`) or from now on. */
export async function blockCookies(page: Page, when: 'fromStart' | 'now'): Promise<void> {
  const block = () => {
    (window as { sessionReplayCookiesBlocked?: boolean }).sessionReplayCookiesBlocked = true;
  };
  await (when === 'fromStart' ? page.addInitScript(block) : page.evaluate(block));
}

/** An in-app navigation (the router follows history), without reloading the page and its session actor. */
export async function navigateInApp(page: Page, url: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, url);
}

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;
type Cookie = StorageState['cookies'][number];

export interface SharedSession {
  cookies: Cookie[];
  /** The claims of the readable session cookie, as the server's sign-in answer carries them. */
  claims: Record<string, unknown>;
  /** The readable cookie with the same claims but user type MSTS (the page never checks its signature). */
  mstsInfoCookie: Cookie;
}

/** One real session (e2e/support/signedIn.ts, one sign-in per worker), shared by every path. */
export function sharedSession(state: StorageState): SharedSession {
  const info = state.cookies.find((c) => c.name === SESSION_INFO_COOKIE);
  if (!info) throw new Error(`the signed-in state has no ${SESSION_INFO_COOKIE} cookie`);
  const [version, payload, signature] = info.value.split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as Record<string, unknown>;
  const msts = Buffer.from(JSON.stringify({ ...claims, userType: 'MSTS' }), 'utf8').toString('base64url');
  return { cookies: state.cookies, claims, mstsInfoCookie: { ...info, value: `${version}.${msts}.${signature}` } };
}
