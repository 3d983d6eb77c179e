import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../../src/domain/session';
import { sha256Hex } from '../../auth/signing';
import { DEMO_PASSWORD } from '../../db/demoUsers';
import { testBackends } from '../../db/testing';
import { RESET_NOTICE_KINDS } from '../../modules/passwordReset/resetNotices';
import { codeFrom, newestMessage, requestLink, resetCall } from '../../modules/passwordReset/resetTesting';
import { graphql } from '../testing/apiClient';
import { FORBIDDEN, data, itRefuses, refusedWith, startAuthzServer, type AuthzServer } from './authzTesting';

/**
 * The security question (mySecurityQuestion, setSecurityQuestion) and the public password-reset
 * endpoints. The question is always the caller's own: no argument names a user or a buyer, so
 * "wrong buyer" is proven by what others' calls leave alone. Single sign-on users may not set one
 * (their recovery belongs to the identity provider). A reset link is bound to its user: a session
 * of anyone (even the same user) grants nothing, and a code sent for one link does not verify another.
 */
const MINE = 'query { mySecurityQuestion { questionKey } }';
const SET = 'mutation($input: SetSecurityQuestionInput!) { setSecurityQuestion(input: $input) { questionKey } }';
const input = (extra: Record<string, unknown> = {}) => () => ({ input: { questionKey: 'firstConcert', answer: 'The Cure', currentPassword: DEMO_PASSWORD, ...extra } });

describe.each(await testBackends())('security question and password reset authorization on %s', (kind) => {
  let env: AuthzServer;
  const answers = () => env.server.db.selectFrom('security_answers').select(['user_id', 'question_key', 'answer_hash', 'updated_at']).orderBy('user_id').execute();

  beforeAll(async () => {
    env = await startAuthzServer(kind);
    // Positive control: Acme's admin sets their own question and reads it back.
    await data(env, 'acmeAdmin', SET, input({ questionKey: 'firstPetName', answer: 'Rex' })());
    // The underwriter becomes a single sign-on user (their cached session dropped so the change shows at once).
    await env.server.db.updateTable('users').set({ sso_status: 'Active' }).where('email', '=', 'underwriter@northwind.example').execute();
    env.server.services.sessions.drop(sha256Hex(env.s.underwriter.cookies[SESSION_COOKIE]!));
  });
  afterAll(() => env?.server.close());

  it("positive controls: each user reads only their own question; Globex's admin sets theirs", async () => {
    expect((await data<{ mySecurityQuestion: { questionKey: string } | null }>(env, 'acmeAdmin', MINE)).mySecurityQuestion?.questionKey).toBe('firstPetName');
    expect((await data<{ mySecurityQuestion: unknown }>(env, 'payer', MINE)).mySecurityQuestion).toBeNull();
    expect((await data<{ mySecurityQuestion: unknown }>(env, 'globexAdmin', MINE)).mySecurityQuestion).toBeNull();
    await data(env, 'globexAdmin', SET, input()());
    const rows = await answers();
    expect(rows.map((row) => row.question_key).sort()).toEqual(['firstConcert', 'firstPetName']);
  });

  describe('setSecurityQuestion refusals', () => {
    itRefuses(() => env, [
      { name: 'setSecurityQuestion with a wrong current password', who: 'payer', query: SET, variables: input({ currentPassword: 'Not-The-Passw0rd!' }), refusal: refusedWith('SECURITY_PASSWORD_INVALID'), unchanged: answers },
      { name: 'setSecurityQuestion as a single sign-on user', who: 'underwriter', query: SET, variables: input(), refusal: FORBIDDEN, unchanged: answers },
      { name: 'setSecurityQuestion with a one-letter answer', who: 'payer', query: SET, variables: input({ answer: ' x ' }), refusal: refusedWith('BAD_USER_INPUT'), unchanged: answers },
    ]);

    it('without a session: UNAUTHENTICATED, nothing changed', async () => {
      const before = await answers();
      const reply = await graphql(env.server.url, null, SET, input()());
      expect(reply.body.errors?.[0]?.extensions?.['code']).toBe('UNAUTHENTICATED');
      expect(await answers()).toEqual(before);
    });
  });

  describe('password reset links are bound to their user', () => {
    it("a signed-in session grants nothing: the payer's own link still needs its checks", async () => {
      const token = await requestLink(env.server, '127.0.1.2', 'payer@acme.example');
      const hashBefore = await env.server.db.selectFrom('users').select('password_hash').where('email', '=', 'payer@acme.example').executeTakeFirstOrThrow();
      const reply = await resetCall(env.server, '127.0.1.2', 'complete', { token, password: 'Blue-Harbor-72!' });
      expect(reply.body.code).toBe('PASSWORD_RESET_NOT_VERIFIED');
      expect(await env.server.db.selectFrom('users').select('password_hash').where('email', '=', 'payer@acme.example').executeTakeFirstOrThrow()).toEqual(hashBefore);
    });

    it("a code sent for Globex's admin's link does not verify Acme's payer's link", async () => {
      const globex = await requestLink(env.server, '127.0.1.3', 'admin@globex.example');
      const payer = await requestLink(env.server, '127.0.1.3', 'payer@acme.example');
      const sent = await resetCall(env.server, '127.0.1.3', 'sendCode', { token: globex });
      const code = codeFrom(await newestMessage(env.server, 'admin@globex.example', RESET_NOTICE_KINDS.code));
      const reply = await resetCall(env.server, '127.0.1.3', 'verify', { token: payer, challengeId: sent.body.challengeId, code });
      expect(reply.body.code).toBe('MFA_CODE_EXPIRED');
      const link = await env.server.db.selectFrom('password_reset_links').select('verified_at').where('id', '=', payer.split('.')[0]!).executeTakeFirstOrThrow();
      expect(link.verified_at).toBeNull();
      // The Globex code is still good for its own link, with its user's answer (the positive control).
      const own = await resetCall(env.server, '127.0.1.3', 'verify', { token: globex, answer: 'the cure', challengeId: sent.body.challengeId, code });
      expect(own.status, JSON.stringify(own.body)).toBe(200);
    });

    it("an Acme admin's security answer does not stand in for another user's", async () => {
      const token = await requestLink(env.server, '127.0.1.4', 'admin@acme.example');
      const reply = await resetCall(env.server, '127.0.1.4', 'verify', { token, answer: 'The Cure' }); // Globex admin's answer
      expect(reply.body.code).toBe('SECURITY_ANSWER_INVALID');
    });
  });
});
