import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../../db/testing';
import { activationCall, inviteForActivation, newestCode, type ActivationStep } from '../../modules/activation/activationTesting';
import { cookieHeader } from '../testing/apiClient';
import { WHO, startAuthzServer, type AuthzServer, type Who } from './authzTesting';

/**
 * The public activation endpoints (server/modules/activation: open, code, verify, complete,
 * resend). They take no session, so authorization is the link itself: an unknown, malformed or
 * withdrawn token gets one and the same answer at every step (nothing tells which tokens exist),
 * a session of anyone (even the inviting administrator) activates nothing, and a code sent for one
 * invitation does not verify another. Every refusal leaves the invitations, users, codes and
 * outbox as they were.
 */
const STEPS: readonly ActivationStep[] = ['open', 'sendCode', 'verify', 'complete', 'resend'];
const bodyFor = (token: string) => ({ token, challengeId: '7d0f7e1c-3b0a-4c55-9f5e-2f1b8c0d9e11', code: '123456', password: 'Blue-Harbor-72!' });

describe.each(await testBackends())('activation authorization on %s', (kind) => {
  let env: AuthzServer;
  let live: { token: string; userId: string; email: string };
  const snapshot = async () => ({
    invitations: await env.server.db.selectFrom('user_invitations').select(['id', 'status', 'token_hash', 'context']).orderBy('id').execute(),
    users: await env.server.db.selectFrom('users').select(['id', 'status', 'password_hash']).orderBy('id').execute(),
    tokens: await env.server.db.selectFrom('mfa_tokens').select(['id', 'status', 'context']).orderBy('id').execute(),
    outbox: Number((await env.server.db.selectFrom('outbox_messages').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
  });

  beforeAll(async () => {
    env = await startAuthzServer(kind);
    const invited = await inviteForActivation(env.server);
    live = { token: invited.token, userId: invited.user.id, email: invited.user.email };
  });
  afterAll(() => env?.server.close());

  it('positive control: the invitee, with no session, opens the link and learns only their name, e-mail, company and whether a code comes first', async () => {
    const reply = await activationCall(env.server, '127.0.2.1', 'open', { token: live.token });
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.body.link ?? {}).sort()).toEqual(['buyerName', 'email', 'firstName', 'mfa', 'verifiedChallengeId']);
    expect(reply.body.link).toMatchObject({ email: live.email, mfa: true, verifiedChallengeId: null });
  });

  describe('unknown, malformed and withdrawn tokens: the same answer at every step, nothing changed', () => {
    it.each(STEPS)('%s', async (step) => {
      const withdrawn = await inviteForActivation(env.server);
      await env.server.db.updateTable('user_invitations').set({ status: 'withdrawn' }).where('user_id', '=', withdrawn.user.id).execute();
      const before = await snapshot();
      const answers = await Promise.all(
        [randomBytes(32).toString('base64url'), 'short', `${live.token}x`, withdrawn.token].map((token) => activationCall(env.server, '127.0.2.2', step, bodyFor(token))),
      );
      for (const answer of answers) expect(answer).toEqual({ status: 404, body: { code: 'ACTIVATION_LINK_INVALID', messageId: 'activation.error.linkInvalid' } });
      expect(await snapshot()).toEqual(before);
    });
  });

  describe('a session activates nothing: every signed-in caller is refused before the link is read', () => {
    it.each((Object.keys(WHO) as Who[]).map((who, i) => [who, i] as const))('%s', async (who, i) => {
      const address = `127.0.3.${i + 1}`; // each caller its own address: 10 calls each, under the per-address throttle
      const before = await snapshot();
      const cookie = { Cookie: cookieHeader(env.s[who].cookies) };
      for (const step of STEPS) {
        const valid = await activationCall(env.server, address, step, bodyFor(live.token), cookie);
        const unknown = await activationCall(env.server, address, step, bodyFor(randomBytes(32).toString('base64url')), cookie);
        expect(valid).toEqual({ status: 409, body: { code: 'ACTIVATION_SIGNED_IN', messageId: 'activation.error.signedIn' } });
        expect(unknown).toEqual(valid);
      }
      expect(await snapshot()).toEqual(before);
    });
  });

  it("a code sent for one invitation neither verifies nor completes another's", async () => {
    const other = await inviteForActivation(env.server);
    const sent = await activationCall(env.server, '127.0.2.4', 'sendCode', { token: other.token });
    expect(sent.status).toBe(200);
    const code = await newestCode(env.server, other.user.email);
    const verify = await activationCall(env.server, '127.0.2.4', 'verify', { token: live.token, challengeId: sent.body.challengeId, code });
    expect(verify.body.code).toBe('MFA_CODE_EXPIRED');
    expect((await env.server.db.selectFrom('mfa_tokens').select('status').where('id', '=', sent.body.challengeId!).executeTakeFirstOrThrow()).status).toBe('pending');
    const complete = await activationCall(env.server, '127.0.2.4', 'complete', { token: live.token, password: 'Blue-Harbor-72!', challengeId: sent.body.challengeId });
    expect(complete.body.code).toBe('ACTIVATION_NOT_VERIFIED');
    expect((await env.server.db.selectFrom('users').select('status').where('id', '=', live.userId).executeTakeFirstOrThrow()).status).toBe('pending');
    // Its own link: the same code works.
    expect((await activationCall(env.server, '127.0.2.4', 'verify', { token: other.token, challengeId: sent.body.challengeId, code })).status).toBe(200);
  });
});
