import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_RESET_LINK_TTL_MS } from '../../../machines/rules/passwordReset';
import { SECURITY_ANSWER_HOLD_MS } from '../../../machines/rules/securityQuestion';
import { ACME_BUYER_ID } from '../../db/demoIds';
import { DEMO_PASSWORD } from '../../db/demoUsers';
import { testBackends } from '../../db/testing';
import { graphql, openApiSession, postJson, postJsonFrom, requestToken, signIn } from '../../http/testing/apiClient';
import { startTestServer, type TestServer } from '../../http/testing/testServer';
import { RESET_NOTICE_KINDS } from './resetNotices';
import { parseResetToken, secretMatches } from './resetLinks';
import { newestMessage, requestLink, resetCall, verifyWithCode } from './resetTesting';

const SET_QUESTION = 'mutation($input: SetSecurityQuestionInput!) { setSecurityQuestion(input: $input) { questionKey updatedAt } }';
const NEW_PASSWORD = 'Blue-Harbor-72!';
const NEXT_PASSWORD = 'Zebra%Lantern8';

describe('reset link secrets (selector / verifier)', () => {
  it('compares the secret with its stored hash in constant time, refusing anything malformed', async () => {
    const { createHash } = await import('node:crypto');
    const secret = 'a'.repeat(43);
    const stored = createHash('sha256').update(secret).digest('hex');
    expect(secretMatches(secret, stored)).toBe(true);
    expect(secretMatches(`${'a'.repeat(42)}b`, stored)).toBe(false);
    expect(secretMatches(secret, stored.slice(0, 62))).toBe(false); // wrong length: no throw from timingSafeEqual
    expect(secretMatches(secret, 'not hex')).toBe(false);
    expect(secretMatches(secret, '')).toBe(false);
  });

  it('accepts only <uuid>.<43 base64url characters>', () => {
    const id = '7d0f7e1c-3b0a-4c55-9f5e-2f1b8c0d9e11';
    expect(parseResetToken(`${id}.${'A'.repeat(43)}`)).toEqual({ id, secret: 'A'.repeat(43) });
    expect(parseResetToken(`${id}.${'A'.repeat(42)}`)).toBeNull();
    expect(parseResetToken(`${id}.${'A'.repeat(43)}.x`)).toBeNull();
    expect(parseResetToken(`not-a-uuid.${'A'.repeat(43)}`)).toBeNull();
    expect(parseResetToken('')).toBeNull();
  });
});

describe.each(await testBackends())('forgot / reset password on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  it('answers the same whether or not the e-mail has an account; only a real account gets a link', async () => {
    const known = await resetCall(server, '127.0.0.2', 'request', { email: 'Purchaser@Acme.Example' });
    const unknown = await resetCall(server, '127.0.0.2', 'request', { email: 'nobody@acme.example' });
    const sso = await resetCall(server, '127.0.0.2', 'request', { email: 'sso@acme.example' });
    expect(known).toEqual({ status: 202, body: { accepted: true } });
    expect(unknown).toEqual(known);
    expect(sso).toEqual(known);
    await newestMessage(server, 'purchaser@acme.example', RESET_NOTICE_KINDS.link);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const strays = await server.db.selectFrom('outbox_messages').select('recipient').where('recipient', 'in', ['nobody@acme.example', 'sso@acme.example']).execute();
    expect(strays).toEqual([]);
    // The link's secret is stored only as a hash.
    const stored = await server.db.selectFrom('password_reset_links').select('secret_hash').execute();
    expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.secret_hash))).toBe(true);
  });

  it('a payer resets: code first, the old and weak passwords refused, the new one works, every session ends, the link works once', async () => {
    const address = '127.0.0.3';
    const email = 'payer@acme.example';
    const oldSession = await signIn(server.url, email, DEMO_PASSWORD);
    // Locked out at this address by wrong passwords (machines/rules/signInLockout.ts).
    for (let i = 0; i < 6; i += 1) await postJsonFrom(address, `${server.url}/auth/sign-in`, { email, password: 'Wrong-Passw0rd!' });
    expect((await postJsonFrom(address, `${server.url}/auth/sign-in`, { email, password: DEMO_PASSWORD })).status).toBe(429);
    const token = await requestLink(server, address, email);
    expect((await resetCall(server, address, 'open', { token })).body.checks).toEqual({ securityQuestion: null, mfa: true, verified: false });
    expect((await resetCall(server, address, 'complete', { token, password: NEW_PASSWORD })).body.code).toBe('PASSWORD_RESET_NOT_VERIFIED');

    const sent = await resetCall(server, address, 'sendCode', { token });
    expect(sent.status).toBe(200);
    expect((await resetCall(server, address, 'sendCode', { token })).body.code).toBe('MFA_RESEND_TOO_SOON');
    const wrong = await resetCall(server, address, 'verify', { token, challengeId: sent.body.challengeId, code: '000000' });
    expect(wrong.body).toMatchObject({ code: 'MFA_CODE_INVALID', values: { attemptsLeft: 4 } });
    const codeMail = await newestMessage(server, email, RESET_NOTICE_KINDS.code);
    const code = /\b(\d{6})\b/.exec(codeMail.body)![1];
    const verified = await resetCall(server, address, 'verify', { token, challengeId: sent.body.challengeId, code });
    expect(verified).toMatchObject({ status: 200, body: { checks: { verified: true } } });

    expect((await resetCall(server, address, 'complete', { token, password: DEMO_PASSWORD })).body.code).toBe('PASSWORD_RECYCLED');
    expect((await resetCall(server, address, 'complete', { token, password: 'Password1!' })).body).toMatchObject({ code: 'PASSWORD_INVALID', values: { rules: 'notCommon' } });
    expect((await resetCall(server, address, 'complete', { token, password: 'short' })).body).toMatchObject({ code: 'PASSWORD_INVALID', values: { rules: 'minLength,uppercase,number,special' } });
    expect(await resetCall(server, address, 'complete', { token, password: NEW_PASSWORD })).toEqual({ status: 200, body: { reset: true } });

    expect((await requestToken(server.url, oldSession.cookies)).status).toBe(401);
    expect((await postJson(`${server.url}/auth/sign-in`, { email, password: DEMO_PASSWORD })).status).toBe(401);
    await signIn(server.url, email, NEW_PASSWORD);
    // The lockout of the address that reset is lifted: it signs in with the new password at once.
    expect((await postJsonFrom(address, `${server.url}/auth/sign-in`, { email, password: NEW_PASSWORD })).status).toBe(200);
    expect((await resetCall(server, address, 'open', { token })).body.code).toBe('PASSWORD_RESET_LINK_USED');
    expect((await resetCall(server, address, 'complete', { token, password: NEXT_PASSWORD })).body.code).toBe('PASSWORD_RESET_LINK_USED');
    await newestMessage(server, email, RESET_NOTICE_KINDS.changed);

    // The demo password is now a recently used one (history), refused on the next reset too.
    const again = await requestLink(server, address, email);
    server.advanceTime(61_000); // a new code may be sent a minute after the last
    expect((await verifyWithCode(server, address, again)).status).toBe(200);
    expect((await resetCall(server, address, 'complete', { token: again, password: DEMO_PASSWORD })).body.code).toBe('PASSWORD_RECYCLED');
    expect((await resetCall(server, address, 'complete', { token: again, password: NEW_PASSWORD })).body.code).toBe('PASSWORD_RECYCLED');
    expect((await resetCall(server, address, 'complete', { token: again, password: NEXT_PASSWORD })).status).toBe(200);
  });

  it('a link expires at its time (the server clock moved as data), and a newer link replaces the older', async () => {
    const address = '127.0.0.4';
    const email = 'groupadmin@acme.example';
    const first = await requestLink(server, address, email);
    const second = await requestLink(server, address, email);
    expect((await resetCall(server, address, 'open', { token: first })).body.code).toBe('PASSWORD_RESET_LINK_REPLACED');
    server.advanceTime(PASSWORD_RESET_LINK_TTL_MS - 5_000);
    expect((await resetCall(server, address, 'open', { token: second })).status).toBe(200);
    server.advanceTime(5_000);
    const expired = await resetCall(server, address, 'open', { token: second });
    expect(expired).toMatchObject({ status: 410, body: { code: 'PASSWORD_RESET_LINK_EXPIRED', messageId: 'passwordReset.error.linkExpired' } });
    expect((await resetCall(server, address, 'complete', { token: second, password: NEW_PASSWORD })).body.code).toBe('PASSWORD_RESET_LINK_EXPIRED');
  });

  it('a tampered or made-up link is invalid, whatever part is wrong', async () => {
    const address = '127.0.0.5';
    const token = await requestLink(server, address, 'client.admin@northwind.example');
    const [id, secret] = token.split('.') as [string, string];
    const flipped = `${id}.${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [flipped, `${crypto.randomUUID()}.${secret}`, 'garbage', `${id}.`]) {
      expect((await resetCall(server, address, 'open', { token: bad })).body.code, bad).toBe('PASSWORD_RESET_LINK_INVALID');
    }
    expect((await resetCall(server, address, 'open', { token })).status).toBe(200);
  });

  it('asks the security question first: wrong answers counted, held after five, the answer compared ignoring case and spaces', async () => {
    const address = '127.0.0.6';
    const email = 'developer@northwind.example';
    const session = await openApiSession(server.url, email, DEMO_PASSWORD);
    const input = { questionKey: 'firstPetName', answer: 'Mister  Whiskers', currentPassword: 'wrong-password' };
    const refused = await graphql(server.url, session, SET_QUESTION, { input });
    expect(refused.body.errors?.[0]?.extensions?.['code']).toBe('SECURITY_PASSWORD_INVALID');
    expect(await server.db.selectFrom('security_answers').selectAll().execute()).toEqual([]);
    const saved = await graphql(server.url, session, SET_QUESTION, { input: { ...input, currentPassword: DEMO_PASSWORD } });
    expect(saved.body.data?.['setSecurityQuestion']).toMatchObject({ questionKey: 'firstPetName' });
    const row = await server.db.selectFrom('security_answers').selectAll().executeTakeFirstOrThrow();
    expect(row.answer_hash).toMatch(/^scrypt\$/);
    expect(row.answer_hash).not.toContain('Whiskers');

    const token = await requestLink(server, address, email);
    expect((await resetCall(server, address, 'open', { token })).body.checks).toEqual({ securityQuestion: 'firstPetName', mfa: true, verified: false });
    const sent = await resetCall(server, address, 'sendCode', { token });
    const code = /\b(\d{6})\b/.exec((await newestMessage(server, email, RESET_NOTICE_KINDS.code)).body)![1];
    for (let attemptsLeft = 4; attemptsLeft >= 1; attemptsLeft -= 1) {
      const wrong = await resetCall(server, address, 'verify', { token, answer: 'Rex', challengeId: sent.body.challengeId, code });
      expect(wrong.body).toMatchObject({ code: 'SECURITY_ANSWER_INVALID', values: { attemptsLeft } });
    }
    const fifth = await resetCall(server, address, 'verify', { token, answer: 'Rex', challengeId: sent.body.challengeId, code });
    expect(fifth).toMatchObject({ status: 429, body: { code: 'SECURITY_ANSWER_THROTTLED', values: { minutes: 15 } } });
    // Held: even the right answer is not compared.
    expect((await resetCall(server, address, 'verify', { token, answer: 'mister whiskers', challengeId: sent.body.challengeId, code })).body.code).toBe('SECURITY_ANSWER_THROTTLED');
    server.advanceTime(SECURITY_ANSWER_HOLD_MS);
    // The wrong answers did not spend the code (still within its 5 minutes? no: time moved 15 min, so ask a new one).
    const verified = await verifyWithCode(server, address, token, { answer: '  MISTER whiskers ' });
    expect(verified).toMatchObject({ status: 200, body: { checks: { verified: true } } });
  });

  it('refuses users of a pending buyer (spec 8): the page answers the same, the e-mail says why, an earlier link is refused', async () => {
    const address = '127.0.0.7';
    const email = 'admin@acme.example';
    const token = await requestLink(server, address, email);
    await server.db.updateTable('buyers').set({ status: 'pending' }).where('id', '=', ACME_BUYER_ID).execute();
    try {
      const before = new Date(Date.now() - 1);
      expect(await resetCall(server, address, 'request', { email })).toEqual({ status: 202, body: { accepted: true } });
      const notice = await newestMessage(server, email, RESET_NOTICE_KINDS.refused, before);
      expect(notice.body).toContain('pending approval');
      expect(await resetCall(server, address, 'open', { token })).toMatchObject({ status: 403, body: { code: 'PASSWORD_RESET_PENDING_BUYER' } });
    } finally {
      await server.db.updateTable('buyers').set({ status: 'active' }).where('id', '=', ACME_BUYER_ID).execute();
    }
  });

  it('throttles link requests per e-mail (3 per 15 minutes), whether or not the e-mail has an account', async () => {
    for (const email of ['underwriter@northwind.example', 'ghost@acme.example']) {
      const address = email.startsWith('ghost') ? '127.0.0.9' : '127.0.0.8';
      for (let i = 0; i < 3; i += 1) expect((await resetCall(server, address, 'request', { email })).status).toBe(202);
      const fourth = await resetCall(server, address, 'request', { email });
      expect(fourth).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } });
    }
  });

  it('refuses calls without the CSRF header or with a bad body', async () => {
    const response = await fetch(`${server.url}/auth/password-reset/request`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"email":"payer@acme.example"}' });
    expect(response.status).toBe(403);
    expect((await resetCall(server, '127.0.0.10', 'request', { email: 'not an e-mail' })).status).toBe(400);
    expect((await resetCall(server, '127.0.0.10', 'complete', { token: 'x' })).status).toBe(400);
  });
});
