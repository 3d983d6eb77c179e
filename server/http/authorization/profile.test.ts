import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../../src/domain/session';
import { sha256Hex } from '../../auth/signing';
import { testBackends } from '../../db/testing';
import { graphql } from '../testing/apiClient';
import { FORBIDDEN, data, itRefuses, refusedWith, startAuthzServer, type AuthzServer, type Who } from './authzTesting';

/**
 * Profile (myProfile, updateMyProfile, updateMyNotifications) and dismissAppAlert. Always the
 * caller's own: no argument names a user or a buyer, so "another user's profile" is proven by what
 * others' calls leave alone. Single sign-on users' names belong to their identity provider; an
 * alert can be closed only by someone it is shown to.
 */
const PROFILE = 'query { myProfile { id email isLastInvoiceReceiver } }';
const UPDATE = 'mutation($input: UpdateMyProfileInput!) { updateMyProfile(input: $input) { id firstName } }';
const NOTIFY = 'mutation($choices: [NotificationChoiceInput!]!) { updateMyNotifications(choices: $choices) { id } }';
const DISMISS = 'mutation($id: ID!) { dismissAppAlert(messageStorageId: $id) }';
const LANGUAGE = 'mutation($language: String!) { setMyLanguage(language: $language) { language } }';
const AUTOPAY = 'alert-autopay-reminder';

describe.each(await testBackends())('profile and app alert authorization on %s', (kind) => {
  let env: AuthzServer;
  const users = () => env.server.db.selectFrom('users').select(['id', 'first_name', 'last_name', 'phone', 'language', 'receive_email']).orderBy('id').execute();
  const preferences = () => env.server.db.selectFrom('notification_preferences').select(['user_id', 'topic', 'channel', 'enabled']).orderBy('user_id').orderBy('topic').orderBy('channel').execute();
  const dismissals = () => env.server.db.selectFrom('app_alert_dismissals').select(['user_id', 'message_storage_id']).orderBy('user_id').execute();

  beforeAll(async () => {
    env = await startAuthzServer(kind);
    await env.server.db.updateTable('users').set({ sso_status: 'Active' }).where('email', '=', 'underwriter@northwind.example').execute();
    env.server.services.sessions.drop(sha256Hex(env.s.underwriter.cookies[SESSION_COOKIE]!));
  });
  afterAll(() => env?.server.close());

  it('positive controls: everyone reads their own profile; Acme admin changes theirs and closes their alert', async () => {
    for (const who of ['acmeAdmin', 'payer', 'seller', 'staff', 'globexAdmin'] as Who[]) {
      const mine = (await data<{ myProfile: { email: string } }>(env, who, PROFILE)).myProfile;
      expect(mine.email).toBe((await env.server.db.selectFrom('users').select('email').where('email', '=', mine.email).executeTakeFirstOrThrow()).email);
    }
    expect((await data<{ myProfile: { email: string; isLastInvoiceReceiver: boolean } }>(env, 'globexAdmin', PROFILE)).myProfile).toMatchObject({ email: 'admin@globex.example', isLastInvoiceReceiver: true });
    await data(env, 'acmeAdmin', UPDATE, { input: { firstName: 'Alex', lastName: 'Morgan' } });
    expect((await data<{ setMyLanguage: { language: string } }>(env, 'seller', LANGUAGE, { language: 'de-DE' })).setMyLanguage.language).toBe('de-DE');
    await data(env, 'payer', NOTIFY, { choices: [{ topic: 'cards', channel: 'email', enabled: false }] });
    expect((await data<{ dismissAppAlert: boolean }>(env, 'acmeAdmin', DISMISS, { id: AUTOPAY })).dismissAppAlert).toBe(true);
    expect(await dismissals()).toHaveLength(1);
  });

  describe('refusals', () => {
    itRefuses(() => env, [
      { name: 'updateMyProfile as a single sign-on user', who: 'underwriter', query: UPDATE, variables: () => ({ input: { firstName: 'Un', lastName: 'Derwriter' } }), refusal: FORBIDDEN, unchanged: users },
      { name: 'updateMyProfile with an invalid phone number', who: 'payer', query: UPDATE, variables: () => ({ input: { firstName: 'Priya', lastName: 'Shah', phone: 'call me' } }), refusal: refusedWith('USER_CHANGE_REFUSED'), unchanged: users },
      { name: 'updateMyProfile with a language the program does not offer', who: 'payer', query: UPDATE, variables: () => ({ input: { firstName: 'Priya', lastName: 'Shah', language: 'ja-JP' } }), refusal: refusedWith('BAD_USER_INPUT'), unchanged: users },
      { name: 'setMyLanguage with a language the program does not offer', who: 'purchaser', query: LANGUAGE, variables: () => ({ language: 'ja-JP' }), refusal: refusedWith('BAD_USER_INPUT'), unchanged: users },
      { name: "updateMyNotifications: Globex's last invoice receiver turning invoice e-mails off", who: 'globexAdmin', query: NOTIFY, variables: () => ({ choices: [{ topic: 'invoices', channel: 'email', enabled: false }] }), refusal: refusedWith('USER_CHANGE_REFUSED'), unchanged: users },
      { name: 'updateMyNotifications with an unknown topic', who: 'payer', query: NOTIFY, variables: () => ({ choices: [{ topic: 'lottery', channel: 'email', enabled: true }] }), refusal: { check: (reply) => expect(reply.body.errors?.length).toBeGreaterThan(0) }, unchanged: preferences },
      ...(['payer', 'purchaser', 'groupAdmin', 'seller', 'staff'] as Who[]).map((who) => ({
        name: `dismissAppAlert of the administrators' AutoPay alert as ${who}`, who, query: DISMISS, variables: () => ({ id: AUTOPAY }), refusal: refusedWith('NOT_FOUND'), unchanged: dismissals,
      })),
      { name: 'dismissAppAlert of a disabled alert', who: 'acmeAdmin', query: DISMISS, variables: () => ({ id: 'alert-holiday-schedule' }), refusal: refusedWith('NOT_FOUND'), unchanged: dismissals },
    ]);

    it('without a session: UNAUTHENTICATED, nothing changed', async () => {
      const before = [await users(), await preferences(), await dismissals()];
      for (const [query, variables] of [[PROFILE, {}], [UPDATE, { input: { firstName: 'A', lastName: 'B' } }], [NOTIFY, { choices: [{ topic: 'cards', channel: 'email', enabled: false }] }], [DISMISS, { id: AUTOPAY }], [LANGUAGE, { language: 'de-DE' }]] as const) {
        const reply = await graphql(env.server.url, null, query, variables);
        expect(reply.body.errors?.[0]?.extensions?.['code']).toBe('UNAUTHENTICATED');
      }
      expect([await users(), await preferences(), await dismissals()]).toEqual(before);
    });
  });
});
