import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVATION_LINK_TTL_MS } from '../../../machines/rules/activationLink';
import { ACME_BUYER_ID } from '../../db/demoIds';
import { DEMO_PASSWORD } from '../../db/demoUsers';
import { testBackends } from '../../db/testing';
import { cookieHeader, graphql, openApiSession, signIn } from '../../http/testing/apiClient';
import { startTestServer, type TestServer } from '../../http/testing/testServer';
import { MFA_CODE_TTL_MS } from '../mfa/mfaCodes';
import { DEACTIVATE } from '../users/userTesting';
import { activationCall, inviteForActivation, newestActivationToken, newestCode, verifiedChallenge } from './activationTesting';

const STRONG = 'Blue-Harbor-72!';

describe.each(await testBackends())('activation and sign-up on %s', (kind) => {
  let server: TestServer;
  const admin = () => openApiSession(server.url, 'admin@acme.example', DEMO_PASSWORD);
  const invitationOf = (userId: string) => server.db.selectFrom('user_invitations').select(['status', 'context']).where('user_id', '=', userId).executeTakeFirstOrThrow();
  const userRow = (userId: string) => server.db.selectFrom('users').select(['status', 'status_context']).where('id', '=', userId).executeTakeFirstOrThrow();
  const setBuyerStatus = (status: string) => server.db.updateTable('buyers').set({ status }).where('id', '=', ACME_BUYER_ID).execute();

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  it('an invited user opens the link, verifies the BuyerCreate code, sets a password under the rules, signs in; the link then says already activated', async () => {
    const address = '127.0.0.11';
    const { user, token } = await inviteForActivation(server);
    const opened = await activationCall(server, address, 'open', { token });
    expect(opened).toEqual({ status: 200, body: { link: { firstName: 'Jamie', email: user.email, buyerName: 'Acme Industrial Supply', mfa: true, verifiedChallengeId: null } } });

    // The code comes before the password (mfaAtBuyerCreate is on in the demo program).
    expect((await activationCall(server, address, 'complete', { token, password: STRONG })).body.code).toBe('ACTIVATION_NOT_VERIFIED');
    const sent = await activationCall(server, address, 'sendCode', { token });
    expect(sent.status).toBe(200);
    expect((await activationCall(server, address, 'sendCode', { token })).body.code).toBe('MFA_RESEND_TOO_SOON');
    const wrong = await activationCall(server, address, 'verify', { token, challengeId: sent.body.challengeId, code: '000000' });
    expect(wrong).toMatchObject({ status: 400, body: { code: 'MFA_CODE_INVALID', values: { attemptsLeft: 4 } } });
    const code = await newestCode(server, user.email);
    expect(await activationCall(server, address, 'verify', { token, challengeId: sent.body.challengeId, code })).toEqual({ status: 200, body: { challengeId: sent.body.challengeId, uses: 1 } });
    // Time-based: the same code works again within its window, each use counted.
    expect((await activationCall(server, address, 'verify', { token, challengeId: sent.body.challengeId, code })).body.uses).toBe(2);
    // A reload within the window goes straight to the password.
    expect((await activationCall(server, address, 'open', { token })).body.link).toMatchObject({ verifiedChallengeId: sent.body.challengeId });

    // The password rules of spec 5, checked on the server whatever the browser says.
    const weak = await activationCall(server, address, 'complete', { token, password: 'password', challengeId: sent.body.challengeId });
    expect(weak).toMatchObject({ status: 400, body: { code: 'PASSWORD_INVALID', values: { rules: 'uppercase,number,special,notCommon' } } });
    const common = await activationCall(server, address, 'complete', { token, password: 'Password1!', challengeId: sent.body.challengeId });
    expect(common.body).toMatchObject({ code: 'PASSWORD_INVALID', values: { rules: 'notCommon' } });
    expect((await userRow(user.id)).status).toBe('pending');

    const done = await activationCall(server, address, 'complete', { token, password: STRONG, challengeId: sent.body.challengeId });
    expect(done).toEqual({ status: 200, body: { userId: user.id, email: user.email } });
    expect(await userRow(user.id)).toMatchObject({ status: 'active', status_context: { activatedAt: expect.any(String) } });
    expect((await invitationOf(user.id)).status).toBe('used');
    const tokenRow = await server.db.selectFrom('mfa_tokens').select(['status', 'context']).where('id', '=', sent.body.challengeId!).executeTakeFirstOrThrow();
    expect(tokenRow).toMatchObject({ status: 'confirmed', context: { uses: 3, scope: 'BuyerCreate' } });
    // Every step on the audit trail: the user, the link and the token through their machines.
    const audited = await server.db.selectFrom('audit_log').select(['machine_id', 'event_type']).where('entity_id', 'in', [user.id, sent.body.challengeId!]).orderBy('seq').execute();
    expect(audited.map((row) => `${row.machine_id} ${row.event_type}`)).toEqual(expect.arrayContaining(['userStatus user.activate', 'mfaToken mfa.verify', 'mfaToken mfa.use', 'mfaToken mfa.check']));

    // Signs in with the new password; the link is used up.
    expect((await signIn(server.url, user.email, STRONG)).claims.email).toBe(user.email);
    expect(await activationCall(server, address, 'open', { token })).toEqual({ status: 410, body: { code: 'ACTIVATION_ALREADY_ACTIVATED', messageId: 'activation.error.alreadyActivated' } });
    expect((await activationCall(server, address, 'complete', { token, password: 'Other-Passw0rd!', challengeId: sent.body.challengeId })).body.code).toBe('ACTIVATION_ALREADY_ACTIVATED');
  });

  it('a BuyerCreate code is reusable only within its window; afterwards a new one is needed', async () => {
    const address = '127.0.0.12';
    const { user, token } = await inviteForActivation(server);
    const challengeId = await verifiedChallenge(server, address, token, user.email);
    const code = await newestCode(server, user.email);
    server.advanceTime(MFA_CODE_TTL_MS);
    expect((await activationCall(server, address, 'verify', { token, challengeId, code })).body.code).toBe('MFA_CODE_EXPIRED');
    expect((await activationCall(server, address, 'open', { token })).body.link).toMatchObject({ verifiedChallengeId: null });
    expect((await activationCall(server, address, 'complete', { token, password: STRONG, challengeId })).body.code).toBe('MFA_CODE_EXPIRED');
    expect((await userRow(user.id)).status).toBe('pending');
    // A new code works.
    const next = await verifiedChallenge(server, address, token, user.email);
    expect((await activationCall(server, address, 'complete', { token, password: STRONG, challengeId: next })).status).toBe(200);
  });

  it('an expired link says so: a new link only while the credit is pending (then "buyer not ready"); a closed application is ineligible', async () => {
    const address = '127.0.0.13';
    const { user, token } = await inviteForActivation(server);
    // To a minute before the stored expiry (the test's own run time is far less), then to it.
    const expiresAt = Date.parse(((await invitationOf(user.id)).context as { expiresAt: string }).expiresAt);
    expect(expiresAt - server.services.now().getTime()).toBeLessThanOrEqual(ACTIVATION_LINK_TTL_MS);
    server.advanceTime(expiresAt - server.services.now().getTime() - 60_000);
    expect((await activationCall(server, address, 'open', { token })).status).toBe(200);
    server.advanceTime(expiresAt - server.services.now().getTime());
    expect(await activationCall(server, address, 'open', { token })).toEqual({ status: 410, body: { code: 'ACTIVATION_LINK_EXPIRED', messageId: 'activation.error.linkExpired', values: { resend: 'ask' } } });
    expect((await invitationOf(user.id)).status).toBe('expired');
    expect((await activationCall(server, address, 'complete', { token, password: STRONG })).body.code).toBe('ACTIVATION_LINK_EXPIRED');
    // Acme is active: the machine's canResend refuses; the inviter must resend.
    expect((await activationCall(server, address, 'resend', { token })).body).toMatchObject({ code: 'ACTIVATION_LINK_EXPIRED', values: { resend: 'ask' } });
    try {
      await setBuyerStatus('pending');
      expect((await activationCall(server, address, 'open', { token })).body).toMatchObject({ code: 'ACTIVATION_LINK_EXPIRED', values: { resend: 'offered' } });
      expect(await activationCall(server, address, 'resend', { token })).toEqual({ status: 200, body: { sent: true } });
      const renewed = await newestActivationToken(server, user.email);
      expect(renewed).not.toBe(token);
      expect((await activationCall(server, address, 'open', { token })).body.code).toBe('ACTIVATION_LINK_INVALID');
      expect((await activationCall(server, address, 'open', { token: renewed })).body.code).toBe('ACTIVATION_BUYER_NOT_READY');
      expect((await activationCall(server, address, 'complete', { token: renewed, password: STRONG })).body.code).toBe('ACTIVATION_BUYER_NOT_READY');
      await setBuyerStatus('declined');
      expect(await activationCall(server, address, 'open', { token: renewed })).toEqual({ status: 403, body: { code: 'ACTIVATION_INELIGIBLE', messageId: 'activation.error.ineligible' } });
      await setBuyerStatus('active');
      expect((await activationCall(server, address, 'open', { token: renewed })).status).toBe(200);
    } finally {
      await setBuyerStatus('active');
    }
  });

  it('wrong states: a suspended or deactivated invitee\'s link is invalid, the same answer as an unknown token; a signed-in browser is refused first', async () => {
    const address = '127.0.0.14';
    const unknown = await activationCall(server, address, 'open', { token: randomBytes(32).toString('base64url') });
    expect(unknown).toEqual({ status: 404, body: { code: 'ACTIVATION_LINK_INVALID', messageId: 'activation.error.linkInvalid' } });
    expect(await activationCall(server, address, 'open', { token: 'not-a-token' })).toEqual(unknown);

    // A user in a status other than pending (support put the account on hold before activation).
    const suspended = await inviteForActivation(server);
    await server.db.updateTable('users').set({ status: 'suspended' }).where('id', '=', suspended.user.id).execute();
    const deactivated = await inviteForActivation(server);
    const reply = await graphql(server.url, await admin(), DEACTIVATE, { userId: deactivated.user.id });
    expect(reply.body.errors, JSON.stringify(reply.body)).toBeUndefined();
    expect((await invitationOf(deactivated.user.id)).status).toBe('withdrawn');
    for (const step of ['open', 'sendCode', 'complete', 'resend'] as const) {
      expect(await activationCall(server, address, step, { token: deactivated.token, password: STRONG })).toEqual(unknown);
    }
    expect(await activationCall(server, address, 'open', { token: suspended.token })).toEqual(unknown);

    const live = await inviteForActivation(server);
    const session = await signIn(server.url, 'payer@acme.example', DEMO_PASSWORD);
    const asSignedIn = (token: string) => activationCall(server, address, 'open', { token }, { Cookie: cookieHeader(session.cookies) });
    const signedIn = await asSignedIn(live.token);
    expect(signedIn).toEqual({ status: 409, body: { code: 'ACTIVATION_SIGNED_IN', messageId: 'activation.error.signedIn' } });
    expect(await asSignedIn(randomBytes(32).toString('base64url'))).toEqual(signedIn);
  });

  it('two tabs completing at once: one activates, the other is told "already activated"', async () => {
    const address = '127.0.0.15';
    const { user, token } = await inviteForActivation(server);
    const challengeId = await verifiedChallenge(server, address, token, user.email);
    const [a, b] = await Promise.all([
      activationCall(server, address, 'complete', { token, password: STRONG, challengeId }),
      activationCall(server, address, 'complete', { token, password: 'Other-Harbor-73!', challengeId }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 410]);
    expect([a.body.code, b.body.code]).toContain('ACTIVATION_ALREADY_ACTIVATED');
  });

  it('without mfaAtBuyerCreate no code is asked', async () => {
    const address = '127.0.0.16';
    const { user, token } = await inviteForActivation(server);
    try {
      await server.db.updateTable('programs').set({ mfa_at_buyer_create: false }).execute();
      expect((await activationCall(server, address, 'open', { token })).body.link).toMatchObject({ mfa: false });
      expect((await activationCall(server, address, 'sendCode', { token })).body.code).toBe('BAD_USER_INPUT');
      expect((await activationCall(server, address, 'complete', { token, password: STRONG })).body).toEqual({ userId: user.id, email: user.email });
    } finally {
      await server.db.updateTable('programs').set({ mfa_at_buyer_create: true }).execute();
    }
  });
});
