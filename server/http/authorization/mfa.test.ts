import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USER_IDS } from '../../db/demoUsers';
import { testBackends } from '../../db/testing';
import { SESSION_COOKIE } from '../../../src/domain/session';
import { sha256Hex } from '../../auth/signing';
import { graphql } from '../testing/apiClient';
import { NOT_YOURS, READ_ONLY, data, itRefuses, refusedWith, startAuthzServer, type AuthzServer, type RefusalCase, type Who } from './authzTesting';

/**
 * 2-step verification (server/modules/mfa): startMfaSetup / confirmMfaSetup are always the
 * caller's own (no argument names a user; a challenge id of another user is "gone"); the
 * administrator's disableUserMfa / updateUserMfa need the account administrator (or support staff,
 * like resetUserMfa) and a user of their own account.
 */
const START = 'mutation($method: String!, $target: String) { startMfaSetup(method: $method, target: $target) { challengeId } }';
const CONFIRM = 'mutation($challengeId: ID!, $code: String!) { confirmMfaSetup(challengeId: $challengeId, code: $code) { method } }';
const DISABLE = 'mutation($userId: ID!) { disableUserMfa(userId: $userId) { id mfa { disabledUntil } } }';
const UPDATE = 'mutation($userId: ID!, $method: String!, $target: String) { updateUserMfa(userId: $userId, method: $method, target: $target) { id mfa { method } } }';

describe.each(await testBackends())('MFA authorization on %s', (kind) => {
  let env: AuthzServer;
  let payersChallenge: string;
  const mfaOf = (id: string) => async () => env.server.db.selectFrom('users').select(['mfa_method', 'mfa_target', 'mfa_disabled_until']).where('id', '=', id).executeTakeFirstOrThrow();
  const payer = mfaOf(DEMO_USER_IDS.payer);
  const tokens = async () => env.server.db.selectFrom('mfa_tokens').select(['id', 'status', 'context']).orderBy('id').execute();

  beforeAll(async () => {
    env = await startAuthzServer(kind);
    payersChallenge = (await data<{ startMfaSetup: { challengeId: string } }>(env, 'payer', START, { method: 'email' })).startMfaSetup.challengeId;
  });
  afterAll(() => env?.server.close());

  it("positive controls: Acme's admin disables and updates Acme users' MFA; support staff too", async () => {
    expect((await data<{ disableUserMfa: { mfa: { disabledUntil: string | null } } }>(env, 'acmeAdmin', DISABLE, { userId: DEMO_USER_IDS.payer })).disableUserMfa.mfa.disabledUntil).not.toBeNull();
    expect((await data<{ updateUserMfa: { mfa: { method: string } } }>(env, 'acmeAdmin', UPDATE, { userId: DEMO_USER_IDS.groupAdmin, method: 'email' })).updateUserMfa.mfa.method).toBe('email');
    expect((await data<{ disableUserMfa: { id: string } }>(env, 'staff', DISABLE, { userId: DEMO_USER_IDS.groupAdmin })).disableUserMfa.id).toBe(DEMO_USER_IDS.groupAdmin);
  });

  const admin: RefusalCase[] = [
    { name: "disableUserMfa of Acme's payer", who: 'globexAdmin', query: DISABLE, variables: () => ({ userId: DEMO_USER_IDS.payer }), refusal: NOT_YOURS, unchanged: payer },
    { name: "updateUserMfa of Acme's payer", who: 'globexAdmin', query: UPDATE, variables: () => ({ userId: DEMO_USER_IDS.payer, method: 'email' }), refusal: NOT_YOURS, unchanged: payer },
    ...(['payer', 'purchaser', 'groupAdmin', ...READ_ONLY.filter((who) => who !== 'staff')] as Who[]).flatMap((who): RefusalCase[] => [
      { name: "disableUserMfa of the payer", who, query: DISABLE, variables: () => ({ userId: DEMO_USER_IDS.payer }), refusal: refusedWith('FORBIDDEN', 'NOT_FOUND'), unchanged: payer },
      { name: "updateUserMfa of the payer", who, query: UPDATE, variables: () => ({ userId: DEMO_USER_IDS.payer, method: 'email' }), refusal: refusedWith('FORBIDDEN', 'NOT_FOUND'), unchanged: payer },
    ]),
  ];
  describe('disableUserMfa / updateUserMfa', () => itRefuses(() => env, admin));

  const own: RefusalCase[] = [
    { name: "confirmMfaSetup with the payer's challenge id", who: 'acmeAdmin', query: CONFIRM, variables: () => ({ challengeId: payersChallenge, code: '123456' }), refusal: refusedWith('MFA_CODE_EXPIRED'), unchanged: tokens },
    { name: "confirmMfaSetup with the payer's challenge id", who: 'globexAdmin', query: CONFIRM, variables: () => ({ challengeId: payersChallenge, code: '123456' }), refusal: refusedWith('MFA_CODE_EXPIRED'), unchanged: tokens },
    { name: 'startMfaSetup with an unknown method', who: 'purchaser', query: START, variables: () => ({ method: 'pigeon' }), refusal: refusedWith('BAD_USER_INPUT'), unchanged: tokens },
  ];
  describe('startMfaSetup / confirmMfaSetup are the caller\'s own', () => itRefuses(() => env, own));

  it('startMfaSetup is refused to single sign-on users (their provider owns the second factor)', async () => {
    await env.server.db.updateTable('users').set({ sso_status: 'Active' }).where('id', '=', DEMO_USER_IDS.underwriter).execute();
    env.server.services.sessions.drop(sha256Hex(env.s.underwriter.cookies[SESSION_COOKIE]!));
    const reply = await graphql(env.server.url, env.s.underwriter, START, { method: 'email' });
    expect(reply.body.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
  });
});
