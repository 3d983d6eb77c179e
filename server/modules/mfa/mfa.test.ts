import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MFA_DISABLE_WINDOW_MS } from '../../../machines/rules/mfaSignIn';
import { SESSION_COOKIE } from '../../../src/domain/session';
import { DEMO_PROGRAM_ID } from '../../db/demoIds';
import { DEMO_PASSWORD, DEMO_USER_IDS } from '../../db/demoUsers';
import { testBackends } from '../../db/testing';
import { cookieHeader, cookiesFrom, graphql, openApiSession, postJson, type ApiSession } from '../../http/testing/apiClient';
import { startTestServer, type TestServer } from '../../http/testing/testServer';
import { issueMfaCode, MFA_ADDRESS_MAX_CODES, MFA_ADDRESS_WINDOW_MS, MFA_RESEND_AFTER_MS, type MfaSubject } from './mfaCodes';
import { MFA_CHALLENGE_COOKIE, TRUSTED_DEVICE_COOKIE } from './signInChallenge';

const MY_MFA = 'query { myMfa { method sentTo requiredAtSignIn canSetUp disabledUntil } }';
const START = 'mutation($method: String!, $target: String) { startMfaSetup(method: $method, target: $target) { challengeId method sentTo resendAfterMs } }';
const CONFIRM = 'mutation($challengeId: ID!, $code: String!) { confirmMfaSetup(challengeId: $challengeId, code: $code) { method sentTo } }';
const DISABLE = 'mutation($userId: ID!) { disableUserMfa(userId: $userId) { id mfa { method target disabledUntil } } }';
const UPDATE = 'mutation($userId: ID!, $method: String!, $target: String) { updateUserMfa(userId: $userId, method: $method, target: $target) { id mfa { method target } } }';

const codeOf = (reply: { body: { errors?: { extensions?: Record<string, unknown> }[] } }) => reply.body.errors?.[0]?.extensions?.['code'];

describe.each(await testBackends())('2-step verification on %s', (kind) => {
  let server: TestServer;
  let admin: ApiSession;

  /** The newest code sent to an address (e-mail or SMS) after `after`. */
  async function codeSentTo(to: string, after: Date): Promise<string> {
    for (let tries = 0; tries < 250; tries += 1) {
      const row = await server.db.selectFrom('outbox_messages').select('body').where('recipient', '=', to).where('kind', '=', 'mfa.code').where('created_at', '>=', after)
        .orderBy('created_at', 'desc').limit(1).executeTakeFirst();
      if (row) return /\b(\d{6})\b/.exec(row.body)![1]!;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`no code to ${to}`);
  }

  async function passwordStep(email: string, cookies: Record<string, string> = {}) {
    const response = await postJson(`${server.url}/auth/sign-in`, { email, password: DEMO_PASSWORD }, { Cookie: cookieHeader(cookies) });
    return { status: response.status, body: (await response.json()) as { claims?: unknown; mfa?: { method: string; sentTo: string; resendAfterMs: number } }, cookies: cookiesFrom(response) };
  }
  async function codeStep(path: 'verify' | 'resend', cookies: Record<string, string>, body: unknown = {}) {
    const response = await postJson(`${server.url}/auth/sign-in/${path}`, body, { Cookie: cookieHeader(cookies) });
    return { status: response.status, body: (await response.json().catch(() => ({}))) as Record<string, unknown> & { code?: string; values?: Record<string, number> }, cookies: cookiesFrom(response) };
  }

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await openApiSession(server.url, 'admin@acme.example', DEMO_PASSWORD);
  });
  afterAll(() => server?.close());

  it('sets up e-mail MFA with a Setup code, no second code within a minute (spec 9)', async () => {
    const before = server.services.now();
    const mine = await graphql(server.url, admin, MY_MFA);
    expect(mine.body.data?.['myMfa']).toMatchObject({ method: null, requiredAtSignIn: false, canSetUp: true, disabledUntil: null });
    const started = await graphql(server.url, admin, START, { method: 'email' });
    const challenge = started.body.data?.['startMfaSetup'] as { challengeId: string; sentTo: string; resendAfterMs: number };
    expect(challenge).toMatchObject({ method: 'email', sentTo: 'a•••@acme.example', resendAfterMs: MFA_RESEND_AFTER_MS });
    expect(codeOf(await graphql(server.url, admin, START, { method: 'email' }))).toBe('MFA_RESEND_TOO_SOON');
    const code = await codeSentTo('admin@acme.example', before);
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await graphql(server.url, admin, CONFIRM, { challengeId: challenge.challengeId, code: wrong });
    expect(codeOf(refused)).toBe('MFA_CODE_INVALID');
    expect(refused.body.errors?.[0]?.extensions?.['values']).toMatchObject({ attemptsLeft: 4 });
    const confirmed = await graphql(server.url, admin, CONFIRM, { challengeId: challenge.challengeId, code });
    expect(confirmed.body.data?.['confirmMfaSetup']).toEqual({ method: 'email', sentTo: 'a•••@acme.example' });
    // Single use: the same code again is gone.
    expect(codeOf(await graphql(server.url, admin, CONFIRM, { challengeId: challenge.challengeId, code }))).toBe('MFA_CODE_EXPIRED');
    // The token went pending -> confirmed -> used through the mfaToken machine (audited).
    const token = await server.db.selectFrom('mfa_tokens').select(['status', 'context']).where('id', '=', challenge.challengeId).executeTakeFirstOrThrow();
    expect(token.status).toBe('used');
    expect((token.context as { cacheable: boolean }).cacheable).toBe(false);
  });

  it('refuses SMS numbers that are invalid, not a mobile, or another user\'s (spec 8)', async () => {
    expect(codeOf(await graphql(server.url, admin, START, { method: 'sms', target: '+1 415 555' }))).toBe('MFA_PHONE_INVALID');
    expect(codeOf(await graphql(server.url, admin, START, { method: 'sms', target: '+49 30 12345678' }))).toBe('MFA_PHONE_NOT_MOBILE');
    // The payer receives codes at +1 415 555 0102 (seed).
    expect(codeOf(await graphql(server.url, admin, START, { method: 'sms', target: '(415) 555-0102' }))).toBe('MFA_PHONE_DUPLICATE');
    expect(codeOf(await graphql(server.url, admin, UPDATE, { userId: DEMO_USER_IDS.purchaser, method: 'sms', target: '+1 415 555 0102' }))).toBe('MFA_PHONE_DUPLICATE');
    const payer = await openApiSession(server.url, 'payer@acme.example', DEMO_PASSWORD);
    expect(codeOf(await graphql(server.url, payer, START, { method: 'sms', target: '+14155550102' }))).toBe('MFA_PHONE_ALREADY_SET_UP');
    // An SMS setup that is fine sends its code by SMS to the E.164 number.
    const before = server.services.now();
    const started = await graphql(server.url, payer, START, { method: 'sms', target: '+49 151 23456789' });
    expect(started.body.data?.['startMfaSetup']).toMatchObject({ method: 'sms', sentTo: '•••• 6789' });
    expect(await codeSentTo('+4915123456789', before)).toMatch(/^\d{6}$/);
  });

  describe('with mfaAtLogin on', () => {
    beforeAll(async () => {
      await server.db.updateTable('programs').set({ mfa_at_login: true }).where('id', '=', DEMO_PROGRAM_ID).execute();
    });
    afterAll(async () => {
      await server.db.updateTable('programs').set({ mfa_at_login: false }).where('id', '=', DEMO_PROGRAM_ID).execute();
    });

    it('asks for a Login code after the password; the code signs in and remembers the device', async () => {
      const before = server.services.now();
      const step = await passwordStep('admin@acme.example');
      expect(step.status).toBe(200);
      expect(step.body).toEqual({ mfa: { method: 'email', sentTo: 'a•••@acme.example', resendAfterMs: MFA_RESEND_AFTER_MS, expiresInMs: 300_000 } });
      expect(step.cookies[SESSION_COOKIE]).toBeUndefined();
      const challenge = { [MFA_CHALLENGE_COOKIE]: step.cookies[MFA_CHALLENGE_COOKIE]! };
      expect(challenge[MFA_CHALLENGE_COOKIE]).toBeTruthy();
      expect((await codeStep('resend', challenge)).body.code).toBe('MFA_RESEND_TOO_SOON');
      const code = await codeSentTo('admin@acme.example', before);
      // Another browser without the challenge cookie cannot use the code.
      expect((await codeStep('verify', {}, { code })).status).toBe(410);
      const verified = await codeStep('verify', challenge, { code, rememberDevice: true });
      expect(verified.status, JSON.stringify(verified.body)).toBe(200);
      expect(verified.body['claims']).toMatchObject({ email: 'admin@acme.example' });
      expect(verified.cookies[SESSION_COOKIE]).toBeTruthy();
      const device = verified.cookies[TRUSTED_DEVICE_COOKIE]!;
      expect(device).toMatch(/^[0-9a-f-]{36}\./);
      // The remembered browser signs in without a code; another browser still needs one.
      expect((await passwordStep('admin@acme.example', { [TRUSTED_DEVICE_COOKIE]: device })).body.claims).toBeDefined();
      expect((await passwordStep('admin@acme.example')).body.mfa).toBeDefined();
      // A forged device cookie is nobody's.
      expect((await passwordStep('admin@acme.example', { [TRUSTED_DEVICE_COOKIE]: `${device.split('.')[0]}.forged` })).body.mfa).toBeDefined();
    });

    it('locks the challenge after five wrong codes (spec 8 Verify)', async () => {
      const step = await passwordStep('admin@acme.example');
      const challenge = { [MFA_CHALLENGE_COOKIE]: step.cookies[MFA_CHALLENGE_COOKIE]! };
      const answers = [];
      for (let i = 0; i < 5; i += 1) answers.push(await codeStep('verify', challenge, { code: `00000${i}` }));
      expect(answers.slice(0, 4).map((a) => a.body.values?.['attemptsLeft'])).toEqual([4, 3, 2, 1]);
      expect(answers[4]).toMatchObject({ status: 423, body: { code: 'MFA_LOCKED_OUT' } });
      expect((await codeStep('resend', challenge)).status).toBe(423);
      expect((await codeStep('verify', challenge, { code: '123456' })).status).toBe(410);
    });

    it("an administrator's 30-minute disable lets the user in without a code and ends on time", async () => {
      const disabled = await graphql(server.url, admin, DISABLE, { userId: DEMO_USER_IDS.payer });
      const until = (disabled.body.data?.['disableUserMfa'] as { mfa: { disabledUntil: string } }).mfa.disabledUntil;
      expect(new Date(until).getTime() - server.services.now().getTime()).toBeGreaterThan(MFA_DISABLE_WINDOW_MS - 5_000);
      expect((await passwordStep('payer@acme.example')).body.claims).toBeDefined();
      server.advanceTime(MFA_DISABLE_WINDOW_MS);
      const after = await passwordStep('payer@acme.example');
      expect(after.body.mfa).toMatchObject({ method: 'sms', sentTo: '•••• 0102' });
    });
  });

  it('an administrator updates a user\'s method', async () => {
    // A fresh session: the clock moved 30 minutes past the first bearer token.
    admin = await openApiSession(server.url, 'admin@acme.example', DEMO_PASSWORD);
    const updated = await graphql(server.url, admin, UPDATE, { userId: DEMO_USER_IDS.purchaser, method: 'sms', target: '+49 151 11112222' });
    expect(updated.body.data?.['updateUserMfa']).toMatchObject({ mfa: { method: 'sms', target: '•••• 2222' } });
    const row = await server.db.selectFrom('users').select(['mfa_method', 'mfa_target']).where('id', '=', DEMO_USER_IDS.purchaser).executeTakeFirstOrThrow();
    expect(row).toEqual({ mfa_method: 'sms', mfa_target: '+4915111112222' });
    expect(codeOf(await graphql(server.url, admin, DISABLE, { userId: DEMO_USER_IDS.groupAdmin }))).toBe('MFA_NOT_FOUND');
  });

  it('throttles codes per address: at most MFA_ADDRESS_MAX_CODES to one address in the window, whatever the purpose; other addresses unaffected; again after the window', async () => {
    const message = (code: string) => ({ subject: 'Your code', text: `Your code is ${code}` });
    const to = (address: string, purpose: number, user: string = DEMO_USER_IDS.purchaser): MfaSubject => ({
      userId: user, buyerId: null, email: 'purchaser@acme.example', scope: 'Setup', subjectId: `throttle-test:${purpose}`, sendTo: { channel: 'sms', address },
    });
    const outboxCount = async (address: string) => (await server.db.selectFrom('outbox_messages').select('id').where('recipient', '=', address).execute()).length;
    // Different purposes (and users): the 1-minute rule per purpose never applies; the address rule does.
    for (let purpose = 0; purpose < MFA_ADDRESS_MAX_CODES; purpose += 1) {
      const user = purpose % 2 === 0 ? DEMO_USER_IDS.purchaser : DEMO_USER_IDS.payer;
      expect((await issueMfaCode(server.services, to('+49 151 5555 0000', purpose, user), message)).kind).toBe('sent');
    }
    // The same number written another way is the same address.
    const refused = await issueMfaCode(server.services, to('+4915155550000', MFA_ADDRESS_MAX_CODES), message);
    expect(refused.kind).toBe('tooSoon');
    expect(await outboxCount('+4915155550000')).toBe(0);
    expect(await outboxCount('+49 151 5555 0000')).toBe(MFA_ADDRESS_MAX_CODES);
    if (refused.kind === 'tooSoon') expect(refused.retryAt.getTime()).toBeGreaterThan(server.services.now().getTime());
    expect((await issueMfaCode(server.services, to('+49 151 5555 0001', 100), message)).kind).toBe('sent');
    server.advanceTime(MFA_ADDRESS_WINDOW_MS + 1_000);
    expect((await issueMfaCode(server.services, to('+49 151 5555 0000', MFA_ADDRESS_MAX_CODES + 1), message)).kind).toBe('sent');
  });
});
