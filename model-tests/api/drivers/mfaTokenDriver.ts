import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { isMfaTokenExpired } from '../../../machines/rules/mfaToken';
import { mfaTokenStatus, type MfaTokenContext, type MfaTokenEvent, type MfaTokenSnapshot } from '../../../machines/domain/mfaToken';
import { DEMO_PASSWORD, DEMO_USER_IDS } from '../../../server/db/demoUsers';
import { cookieHeader, cookiesFrom, graphql, postJson, type ApiSession } from '../../../server/http/testing/apiClient';
import type { TestServer } from '../../../server/http/testing/testServer';
import { activationCall, inviteForActivation, newestCode } from '../../../server/modules/activation/activationTesting';
import { MFA_CHALLENGE_COOKIE } from '../../../server/modules/mfa/signInChallenge';
import { createVirtualCard, latestCode, REQUEST_REVEAL, REVEAL } from '../../../server/modules/purchaseCards/cardTesting';
import { cardIssuerFor } from '../../../server/modules/purchaseCards/issuance';
import type { ApiDriver, Observed, StepResult } from '../apiReplay';

/**
 * Drivers of the mfaToken machine (machines/domain/mfaToken.ts), one per API that uses MFA tokens;
 * each replay starts from a token of its scope (the entry's input), and together they drive every
 * declared transition (mfaToken.api.test.ts):
 *
 * - `createRevealTokenDriver`: the card-number reveal (GraphQL requestCardNumberReveal /
 *   revealCardNumber, RevealCardNumber: single use) as Acme's administrator holding a new card;
 * - `createLoginTokenDriver`: the sign-in code step (POST /auth/sign-in, /verify, /cancel; Login:
 *   single use) of Acme's administrator, the program asking for a code at sign-in and the
 *   administrator's method e-mail;
 * - `createBuyerCreateTokenDriver`: the activation code (POST /auth/activation/code, /verify, /open;
 *   BuyerCreate: time-based, the same code used again within its window) of a newly invited user:
 *   `mfa.check` is opening the link again after the code was verified (is the verified code still
 *   usable? a late one is removed).
 *
 * One request is often two machine steps (`performsWithNext`): a right code is verified and used at
 * once (`mfa.verify` + `mfa.use`); the state between is never stored. A code entered at or after the
 * sample expiry moves the server's clock to the token's own expiry first. What each request
 * answers (the number / a session / 200, MFA_CODE_INVALID, MFA_LOCKED_OUT, MFA_CODE_EXPIRED) is an
 * accepted step: a code request's outcome is the token's next state, read back from the stored
 * token (status, wrong codes, uses) since no answer shows a token.
 */

/** The expiry the samples' BEFORE / AT_EXPIRY times are relative to (machines/domain/mfaToken.ts). */
const SAMPLE_EXPIRY = '2026-03-02T09:10:00Z';
export const REVEAL_TOKEN_INPUT = { scope: 'RevealCardNumber', expiresAt: SAMPLE_EXPIRY } as const;
export const LOGIN_TOKEN_INPUT = { scope: 'Login', expiresAt: SAMPLE_EXPIRY } as const;
export const BUYER_CREATE_TOKEN_INPUT = { scope: 'BuyerCreate', expiresAt: SAMPLE_EXPIRY } as const;

interface Token {
  id: string;
  code: string;
  expiresAt: string;
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const late = (event: MfaTokenEvent) => 'now' in event && isMfaTokenExpired(SAMPLE_EXPIRY, event.now);
const isRightCode = (event: AnyEventObject) => event.type === 'mfa.verify' && (event as MfaTokenEvent & { codeMatches: boolean }).codeMatches && !late(event as MfaTokenEvent);
const isTimelyUse = (event: AnyEventObject) => event.type === 'mfa.use' && !late(event as MfaTokenEvent);

const USED_AT_ONCE = 'not driven alone: a right code is used in the same request (driven followed by mfa.use)';
const USE_ALONE = 'not driven on its own: a request uses a token right after verifying its code, as one step with it';

/** A code request's answer: every outcome of a code is the token's move; anything else is a refusal (and fails the replay). */
const CODE_OUTCOMES = new Set(['MFA_CODE_INVALID', 'MFA_LOCKED_OUT', 'MFA_CODE_EXPIRED']);
const outcomeOf = (ok: boolean, code: unknown, message?: string): StepResult =>
  ok || CODE_OUTCOMES.has(String(code)) ? { kind: 'accepted' } : { kind: 'refused', code: String(code), ...(message ? { message } : {}) };

function tokenKit(server: TestServer) {
  return {
    /** An event at or after the sample expiry: the server's clock moved to the token's own expiry first. */
    moveClockFor(token: Token, event: MfaTokenEvent) {
      if (!late(event)) return;
      const ms = Date.parse(token.expiresAt) - server.services.now().getTime();
      if (ms > 0) server.advanceTime(ms);
    },
    async read(token: Token): Promise<Observed> {
      const row = await server.db.selectFrom('mfa_tokens').select(['status', 'context']).where('id', '=', token.id).executeTakeFirstOrThrow();
      const context = row.context as MfaTokenContext;
      return { status: row.status, wrongCodes: context.wrongCodes, uses: context.uses };
    },
    project(snapshot: AnyMachineSnapshot): Observed {
      const s = snapshot as MfaTokenSnapshot;
      return { status: mfaTokenStatus(s), wrongCodes: s.context.wrongCodes, uses: s.context.uses };
    },
  };
}

/** Single-use scopes: a right code is verified and used in one request. */
const singleUse = {
  performsWithNext: (event: AnyEventObject, next: AnyEventObject) => isRightCode(event) && isTimelyUse(next),
  notDriven(event: AnyEventObject, _from: AnyMachineSnapshot, next?: AnyEventObject): string | null {
    if (isRightCode(event) && !(next && isTimelyUse(next))) return USED_AT_ONCE;
    if (event.type === 'mfa.use') return USE_ALONE;
    return null;
  },
};

export function createRevealTokenDriver({ server, admin }: { server: TestServer; admin: ApiSession }): ApiDriver<Token & { cardId: string }> {
  const issuer = cardIssuerFor(server.services);
  const kit = tokenKit(server);
  return {
    performsWithNext: singleUse.performsWithNext,
    notDriven(event, from, next) {
      if (event.type === 'mfa.check') return 'not driven here: no request checks a card-number token without using it (driven through the activation code)';
      if (event.type === 'mfa.cancel') return 'not driven here: closing the reveal dialog sends no request (driven through the sign-in code step)';
      return singleUse.notDriven(event, from, next);
    },
    async create() {
      // A new card per path, so the once-a-minute resend rule never answers instead of the machine.
      const card = await createVirtualCard(server, admin);
      await issuer.answerNow(card.id);
      const reply = await graphql(server.url, admin, REQUEST_REVEAL, { cardId: card.id });
      const challenge = (reply.body.data as { requestCardNumberReveal?: { challengeId: string; expiresAt: string } } | undefined)?.requestCardNumberReveal;
      if (!challenge) throw new Error(`reveal token driver: no reveal code was sent ${JSON.stringify(reply.body.errors)}`);
      return { cardId: card.id, id: challenge.challengeId, expiresAt: challenge.expiresAt, code: await latestCode(server, DEMO_USER_IDS.admin) };
    },
    async perform(token, event) {
      const e = event as MfaTokenEvent;
      if (e.type !== 'mfa.verify') throw new Error(`reveal token driver: ${e.type} is not driven`);
      kit.moveClockFor(token, e);
      const reply = await graphql(server.url, admin, REVEAL, { input: { cardId: token.cardId, challengeId: token.id, code: e.codeMatches ? token.code : wrongCode(token.code) } });
      const error = reply.body.errors?.[0];
      return outcomeOf(Boolean((reply.body.data as { revealCardNumber?: unknown } | null | undefined)?.revealCardNumber), error?.extensions?.['code'], error?.message);
    },
    read: kit.read,
    project: kit.project,
  };
}

/** The sign-in code step; the program must ask for a code at sign-in (programs.mfa_at_login). */
export function createLoginTokenDriver({ server }: { server: TestServer }): ApiDriver<Token & { cookies: Record<string, string> }> {
  const kit = tokenKit(server);
  const post = async (path: string, cookies: Record<string, string>, body: unknown) => {
    const response = await postJson(`${server.url}${path}`, body, { Cookie: cookieHeader(cookies) });
    const json = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
    return { status: response.status, json, cookies: cookiesFrom(response) };
  };
  return {
    performsWithNext: singleUse.performsWithNext,
    notDriven(event, from, next) {
      if (event.type === 'mfa.check') return 'not driven here: the sign-in code step checks no token without a code (driven through the activation code)';
      return singleUse.notDriven(event, from, next);
    },
    async create() {
      const signIn = await post('/auth/sign-in', {}, { email: 'admin@acme.example', password: DEMO_PASSWORD });
      const secret = signIn.cookies[MFA_CHALLENGE_COOKIE];
      if (signIn.status !== 200 || !secret) throw new Error(`login token driver: no code step (${signIn.status} ${JSON.stringify(signIn.json)}); is mfa_at_login on?`);
      const row = await server.db.selectFrom('mfa_tokens').select(['id', 'expires_at']).where('user_id', '=', DEMO_USER_IDS.admin).where('scope', '=', 'Login')
        .orderBy('created_at', 'desc').limit(1).executeTakeFirstOrThrow();
      return { id: row.id, expiresAt: row.expires_at.toISOString(), code: await latestCode(server, DEMO_USER_IDS.admin), cookies: { [MFA_CHALLENGE_COOKIE]: secret } };
    },
    async perform(token, event) {
      const e = event as MfaTokenEvent;
      if (e.type === 'mfa.cancel') {
        const cancelled = await post('/auth/sign-in/cancel', token.cookies, {});
        return cancelled.status === 204 ? { kind: 'accepted' } : { kind: 'refused', code: String(cancelled.json.code ?? cancelled.status) };
      }
      if (e.type !== 'mfa.verify') throw new Error(`login token driver: ${e.type} is not driven`);
      kit.moveClockFor(token, e);
      const verified = await post('/auth/sign-in/verify', token.cookies, { code: e.codeMatches ? token.code : wrongCode(token.code) });
      return outcomeOf(verified.status === 200, verified.json.code, verified.json.message);
    },
    read: kit.read,
    project: kit.project,
  };
}

/** The activation code of a newly invited user (the demo program asks for one: mfaAtBuyerCreate). */
export function createBuyerCreateTokenDriver({ server }: { server: TestServer }): ApiDriver<Token & { link: string; address: string }> {
  const kit = tokenKit(server);
  let invited = 0;
  return {
    performsWithNext: singleUse.performsWithNext,
    notDriven(event, from, next) {
      if (event.type === 'mfa.cancel') return 'not driven here: the activation page sends no request to cancel a code (driven through the sign-in code step)';
      // Opening the link asks about a verified code only: a pending one is not looked at.
      if (event.type === 'mfa.check' && !from.matches({ live: 'confirmed' })) return 'not driven: opening the link checks a verified (confirmed) code only';
      return singleUse.notDriven(event, from, next);
    },
    async create() {
      // Each path from its own loopback address, so the activation endpoints' throttle never answers instead of the machine.
      const address = `127.0.0.${100 + (++invited % 100)}`;
      const { user, token: link } = await inviteForActivation(server);
      const sent = await activationCall(server, address, 'sendCode', { token: link });
      if (sent.status !== 200 || !sent.body.challengeId) throw new Error(`buyer-create token driver: no code was sent (${sent.status} ${JSON.stringify(sent.body)})`);
      const expiresAt = String((sent.body as { expiresAt?: string }).expiresAt);
      return { id: sent.body.challengeId, expiresAt, code: await newestCode(server, user.email), link, address };
    },
    async perform(token, event) {
      const e = event as MfaTokenEvent;
      if (e.type !== 'mfa.verify' && e.type !== 'mfa.check') throw new Error(`buyer-create token driver: ${e.type} is not driven`);
      kit.moveClockFor(token, e);
      if (e.type === 'mfa.check') {
        const opened = await activationCall(server, token.address, 'open', { token: token.link });
        return outcomeOf(opened.status === 200, opened.body.code);
      }
      const reply = await activationCall(server, token.address, 'verify', { token: token.link, challengeId: token.id, code: e.codeMatches ? token.code : wrongCode(token.code) });
      return outcomeOf(reply.status === 200, reply.body.code);
    },
    read: kit.read,
    project: kit.project,
  };
}
