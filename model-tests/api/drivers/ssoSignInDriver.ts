import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { ssoSignInStatus, type SsoSignInContext, type SsoSignInEvent, type SsoSignInSnapshot } from '../../../machines/domain/ssoSignIn';
import { instantMs } from '../../../machines/rules/instant';
import { SSO_TRANSACTION_TTL_MS, type SsoAccountFacts } from '../../../machines/rules/ssoSignIn';
import { SESSION_COOKIE } from '../../../src/domain/session';
import { DEMO_USER_IDS } from '../../../server/db/demoUsers';
import { requestToken } from '../../../server/http/testing/apiClient';
import type { TestServer } from '../../../server/http/testing/testServer';
import { DEMO_IDP_PASSWORD } from '../../../server/sso/demoIdp/accounts';
import { decodeSsoTransaction, encodeSsoTransaction, SSO_TRANSACTION_COOKIE } from '../../../server/sso/ssoTransaction';
import { abortFormAction, SsoBrowser, signInFormAction, type Hop } from '../../../server/sso/testing/ssoBrowser';
import type { ApiDriver, Observed, StepResult } from '../apiReplay';

/**
 * Driver of the ssoSignIn machine (machines/domain/ssoSignIn.ts) against the real server and its
 * demo identity provider, over HTTP as a browser would:
 * - an entity is one browser; its attempt starts at /sso/login when the provider's answer is
 *   driven (the attempt's return address is in the `sso.verified` event);
 * - `sso.verified`: the event's account facts are made true on sso@acme.example (no account: the
 *   provider's contractor@acme.example), the user signs in at the provider, the server's clock moves
 *   to the event's `now` (the attempt started 10 minutes before the machine's `expiresAt`), then the
 *   callback answers;
 * - `sso.rejected`: stateMismatch alters the callback's state, providerError cancels at the
 *   provider, tokenRejected re-signs the attempt with another nonce, noTransaction drops the cookie;
 * - an answer after the attempt was answered replays the same callback: the attempt cookie is gone,
 *   so the server refuses it (`SSO_ATTEMPT_ANSWERED`, the machine's notAllowedInState) and starts no session;
 * - read: the outcome the server redirected to (/sso-error's reason, or the return address with a
 *   session whose token request succeeds).
 */
interface SsoEntity {
  browser: SsoBrowser;
  /** The callback the provider sent the browser to (once answered). */
  callback: string | null;
  /** The server's last answer to the callback. */
  answer: Hop | null;
  returnUrl: string;
  /** When the attempt starts in the machine's time: 10 minutes before its `expiresAt`. */
  startedAtMs: number;
}

const SSO_USER = 'sso@acme.example';
const OUTSIDER = 'contractor@acme.example';
const ATTEMPT_ANSWERED = 'SSO_ATTEMPT_ANSWERED';

export function createSsoSignInDriver({ server }: { server: TestServer }): ApiDriver<SsoEntity> {
  async function makeAccountTrue(account: SsoAccountFacts | null) {
    const facts = account ?? { programId: 'northwind', status: 'active', ssoStatus: 'Active' };
    if (facts.programId !== 'northwind') {
      await server.db
        .insertInto('programs')
        .values({
          id: facts.programId, name: facts.programId, default_buyer_locale: 'en-US', locales: JSON.stringify(['en-US']), mfa_enabled: false, mfa_at_login: false,
          mfa_at_buyer_create: false, mfa_required: false, dispute_time_limit_days: 30, supported_payment_terms: JSON.stringify([]), remittance: JSON.stringify({}),
        })
        .onConflict((conflict) => conflict.column('id').doNothing())
        .execute();
    }
    await server.db.updateTable('users').set({ program_id: facts.programId, status: facts.status, sso_status: facts.ssoStatus }).where('id', '=', DEMO_USER_IDS.sso).execute();
  }

  /** /sso/login, then the provider's page: signs in as `email` (or cancels); stops before the callback. */
  async function throughProvider(entity: SsoEntity, email: string, cancel = false) {
    const login = `/sso/login?${new URLSearchParams({ email, returnUrl: entity.returnUrl }).toString()}`;
    const page = await entity.browser.follow(login);
    const isCallback = (next: URL) => next.pathname === '/sso/callback';
    const hop = cancel
      ? await entity.browser.follow(abortFormAction(page.body), isCallback, { method: 'POST' })
      : await entity.browser.follow(signInFormAction(page.body), isCallback, { form: { email, password: DEMO_IDP_PASSWORD } });
    if (!hop.location) throw new Error(`ssoSignIn driver: the provider did not send the browser back (${hop.status} ${hop.url})`);
    entity.callback = hop.location;
  }

  async function answer(entity: SsoEntity, callback: string): Promise<StepResult> {
    entity.answer = await entity.browser.request(callback);
    return { kind: 'accepted' };
  }

  async function rejected(entity: SsoEntity, reason: Extract<SsoSignInEvent, { type: 'sso.rejected' }>['reason']): Promise<StepResult> {
    entity.returnUrl = '/';
    await throughProvider(entity, SSO_USER, reason === 'providerError');
    const callback = new URL(entity.callback!);
    const key = server.services.keys.ssoTransaction;
    if (reason === 'stateMismatch') callback.searchParams.set('state', 'tampered-state');
    if (reason === 'noTransaction') entity.browser.cookies.delete(SSO_TRANSACTION_COOKIE);
    if (reason === 'tokenRejected') {
      const attempt = decodeSsoTransaction(key, entity.browser.cookies.get(SSO_TRANSACTION_COOKIE))!;
      entity.browser.cookies.set(SSO_TRANSACTION_COOKIE, encodeSsoTransaction(key, { ...attempt, nonce: 'not-the-nonce-the-provider-was-sent' }));
    }
    return answer(entity, callback.href);
  }

  async function verified(entity: SsoEntity, event: Extract<SsoSignInEvent, { type: 'sso.verified' }>): Promise<StepResult> {
    await makeAccountTrue(event.account);
    entity.returnUrl = event.returnUrl;
    await throughProvider(entity, event.account ? SSO_USER : OUTSIDER);
    // The server's clock moves as far past the attempt's start as the event's `now` is.
    server.advanceTime(Math.max(0, instantMs(event.now) - entity.startedAtMs));
    try {
      return await answer(entity, entity.callback!);
    } finally {
      await makeAccountTrue(null);
    }
  }

  return {
    notDriven: () => null,

    async create(initial: AnyMachineSnapshot) {
      const { expiresAt } = (initial as SsoSignInSnapshot).context as SsoSignInContext;
      return { browser: new SsoBrowser(server.url), callback: null, answer: null, returnUrl: '/', startedAtMs: instantMs(expiresAt) - SSO_TRANSACTION_TTL_MS };
    },

    async perform(entity: SsoEntity, event: AnyEventObject) {
      if (entity.answer) {
        // Answered already: the same callback again, without the attempt (the server cleared it).
        const hadSession = entity.browser.cookies.get(SESSION_COOKIE);
        const again = await entity.browser.request(entity.callback!);
        const refused = new URL(again.location!).searchParams.get('reason') === 'unableToSignIn' && entity.browser.cookies.get(SESSION_COOKIE) === hadSession;
        return refused ? { kind: 'refused', code: ATTEMPT_ANSWERED, rule: 'notAllowedInState' } : { kind: 'accepted' };
      }
      const typed = event as SsoSignInEvent;
      if (typed.type === 'sso.rejected') return rejected(entity, typed.reason);
      if (typed.type === 'sso.verified') return verified(entity, typed);
      throw new Error(`ssoSignIn driver: ${event.type} is not driven`);
    },

    async read(entity: SsoEntity): Promise<Observed> {
      if (!entity.answer?.location) return { status: 'awaitingProvider' };
      const location = new URL(entity.answer.location);
      if (location.pathname === '/sso-error') return { status: location.searchParams.get('reason') };
      const session = entity.browser.cookies.get(SESSION_COOKIE);
      const token = session ? await requestToken(server.url, { [SESSION_COOKIE]: session }) : null;
      const landed = `${location.pathname}${location.search}` === entity.returnUrl;
      return { status: landed && token?.status === 200 ? 'signedIn' : `landed on ${location.pathname} without a session` };
    },

    project: (snapshot: AnyMachineSnapshot): Observed => ({ status: ssoSignInStatus(snapshot as SsoSignInSnapshot) }),

    refusalCodes: [ATTEMPT_ANSWERED],
  };
}
