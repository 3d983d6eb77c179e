import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME_BUYER_ID, ACME_GROUP_IDS } from '../../db/demoIds';
import { DEMO_USER_IDS } from '../../db/demoUsers';
import { testBackends } from '../../db/testing';
import { OPTIONS, USER, USERS, USERS_CSV, USER_FIELDS, inviteInput, type UserOut } from '../../modules/users/userTesting';
import { data, FORBIDDEN, hidden, itRefuses, NOT_YOURS, READ_ONLY, refusedWith, startAuthzServer, type AuthzServer, type RefusalCase, type Who } from './authzTesting';

/**
 * Users (server/modules/users README). Spec 6: the Buyer:Administrator manages the account's users;
 * a Buyer:GroupAdministrator those of their groups (never an administrator or payer); seller and
 * staff users read; support staff (customerSupport) reset a user's MFA; payers and purchasers none
 * of it.
 */
const INVITE = `mutation($input: InviteUserInput!) { inviteUser(input: $input) { ${USER_FIELDS} } }`;
const UPDATE = `mutation($input: UpdateUserInput!) { updateUser(input: $input) { ${USER_FIELDS} } }`;
const RESEND = `mutation($userId: ID!) { resendInvitation(userId: $userId) { ${USER_FIELDS} } }`;
const SUSPEND = `mutation($input: SuspendUserInput!) { suspendUser(input: $input) { ${USER_FIELDS} } }`;
const RE_ENABLE = `mutation($userId: ID!) { reEnableUser(userId: $userId) { ${USER_FIELDS} } }`;
const DEACTIVATE = `mutation($userId: ID!) { deactivateUser(userId: $userId) { ${USER_FIELDS} } }`;
const SET_ACTIVE = `mutation($userId: ID!, $active: Boolean!) { setUserActive(userId: $userId, active: $active) { ${USER_FIELDS} } }`;
const RESET_MFA = `mutation($userId: ID!) { resetUserMfa(userId: $userId) { ${USER_FIELDS} } }`;

describe.each(await testBackends())('users authorization on %s', (kind) => {
  let env: AuthzServer;
  /** A user Acme's admin invited (pending, with a valid invitation). */
  let pending: string;

  const userState = (id: () => string) => async () => ({
    user: await env.server.db.selectFrom('users').select(['status', 'email', 'roles', 'group_id', 'receive_email', 'contact_types', 'mfa_method', 'first_name']).where('id', '=', id()).executeTakeFirstOrThrow(),
    users: (await env.server.db.selectFrom('users').select('id').execute()).length,
    invitations: await env.server.db.selectFrom('user_invitations').select(['token_hash', 'status']).orderBy('id').execute(),
    outbox: (await env.server.db.selectFrom('outbox_messages').select('id').execute()).length,
    sessions: (await env.server.db.selectFrom('sessions').select('id_hash').where('revoked_at', 'is not', null).execute()).length,
  });
  const purchaserState = userState(() => DEMO_USER_IDS.purchaser);
  const pendingState = userState(() => pending);
  const payerState = userState(() => DEMO_USER_IDS.payer);
  const user = (userId: () => string) => () => ({ userId: userId() });
  const purchaser = () => DEMO_USER_IDS.purchaser;

  beforeAll(async () => {
    env = await startAuthzServer(kind);
    pending = (await data<{ inviteUser: UserOut }>(env, 'acmeAdmin', INVITE, inviteInput())).inviteUser.id;
  });
  afterAll(() => env?.server.close());

  it('positive controls: Acme admin manages; the group admin sees their groups; seller and staff read; support resets MFA', async () => {
    expect((await data<{ accountUsers: { totalCount: number } }>(env, 'acmeAdmin', USERS)).accountUsers.totalCount).toBe(6);
    expect((await data<{ accountUsers: { items: UserOut[] } }>(env, 'groupAdmin', USERS)).accountUsers.items.map((u) => u.id).sort()).toEqual([DEMO_USER_IDS.groupAdmin, DEMO_USER_IDS.sso].sort());
    for (const who of ['seller', 'staff'] as const) {
      expect((await data<{ accountUsers: { totalCount: number } }>(env, who, USERS, { buyerId: ACME_BUYER_ID })).accountUsers.totalCount).toBe(6);
    }
    expect((await data<{ resendInvitation: UserOut }>(env, 'acmeAdmin', RESEND, { userId: pending })).resendInvitation.invitation?.status).toBe('valid');
    expect((await data<{ resetUserMfa: UserOut }>(env, 'staff', RESET_MFA, { userId: DEMO_USER_IDS.sso })).resetUserMfa.id).toBe(DEMO_USER_IDS.sso);
    expect((await data<{ accountUsers: { items: unknown[] } }>(env, 'globexAdmin', USERS)).accountUsers.items).toHaveLength(1);
  });

  const cross: RefusalCase[] = [
    { name: 'accountUsers(buyerId: Acme)', who: 'globexAdmin', query: USERS, variables: () => ({ buyerId: ACME_BUYER_ID }), refusal: NOT_YOURS },
    { name: 'accountUser(id) of an Acme user', who: 'globexAdmin', query: USER, variables: () => ({ id: DEMO_USER_IDS.payer }), refusal: hidden('accountUser') },
    { name: 'userAdminOptions(buyerId: Acme)', who: 'globexAdmin', query: OPTIONS, variables: () => ({ buyerId: ACME_BUYER_ID }), refusal: NOT_YOURS },
    { name: 'accountUsersCsv(buyerId: Acme)', who: 'globexAdmin', query: USERS_CSV, variables: () => ({ buyerId: ACME_BUYER_ID }), refusal: NOT_YOURS },
    { name: 'inviteUser with buyerId: Acme', who: 'globexAdmin', query: INVITE, variables: () => inviteInput({ buyerId: ACME_BUYER_ID }), refusal: NOT_YOURS, unchanged: purchaserState },
    { name: "inviteUser into an Acme group", who: 'globexAdmin', query: INVITE, variables: () => inviteInput({ groupId: ACME_GROUP_IDS.topLevel }), refusal: NOT_YOURS, unchanged: purchaserState },
    { name: "updateUser of Acme's purchaser", who: 'globexAdmin', query: UPDATE, variables: () => ({ input: { userId: purchaser(), firstName: 'Intruder' } }), refusal: NOT_YOURS, unchanged: purchaserState },
    { name: "resendInvitation of Acme's pending user", who: 'globexAdmin', query: RESEND, variables: user(() => pending), refusal: NOT_YOURS, unchanged: pendingState },
    { name: "suspendUser of Acme's purchaser", who: 'globexAdmin', query: SUSPEND, variables: () => ({ input: { userId: purchaser(), reason: 'intruder' } }), refusal: NOT_YOURS, unchanged: purchaserState },
    { name: "reEnableUser of Acme's purchaser", who: 'globexAdmin', query: RE_ENABLE, variables: user(purchaser), refusal: NOT_YOURS, unchanged: purchaserState },
    { name: "deactivateUser of Acme's purchaser", who: 'globexAdmin', query: DEACTIVATE, variables: user(purchaser), refusal: NOT_YOURS, unchanged: purchaserState },
    { name: "setUserActive(false) of Acme's purchaser", who: 'globexAdmin', query: SET_ACTIVE, variables: () => ({ userId: purchaser(), active: false }), refusal: NOT_YOURS, unchanged: purchaserState },
    { name: "resetUserMfa of Acme's payer", who: 'globexAdmin', query: RESET_MFA, variables: user(() => DEMO_USER_IDS.payer), refusal: NOT_YOURS, unchanged: payerState },
  ];
  describe("cross-buyer: Globex's admin with Acme's ids", () => itRefuses(() => env, cross));

  /** Every user change, as someone who may make none of them. */
  const noUserAdmin = (who: Who, refusal = FORBIDDEN): RefusalCase[] => [
    { name: 'inviteUser', who, query: INVITE, variables: () => inviteInput({ groupId: ACME_GROUP_IDS.topLevel }), refusal, unchanged: purchaserState },
    { name: "updateUser of the purchaser", who, query: UPDATE, variables: () => ({ input: { userId: purchaser(), firstName: 'Changed' } }), refusal, unchanged: purchaserState },
    { name: 'resendInvitation', who, query: RESEND, variables: user(() => pending), refusal, unchanged: pendingState },
    { name: 'suspendUser of the purchaser', who, query: SUSPEND, variables: () => ({ input: { userId: purchaser(), reason: 'no' } }), refusal, unchanged: purchaserState },
    { name: 'reEnableUser of the purchaser', who, query: RE_ENABLE, variables: user(purchaser), refusal, unchanged: purchaserState },
    { name: 'deactivateUser of the purchaser', who, query: DEACTIVATE, variables: user(purchaser), refusal, unchanged: purchaserState },
    { name: 'setUserActive(false) of the purchaser', who, query: SET_ACTIVE, variables: () => ({ userId: purchaser(), active: false }), refusal, unchanged: purchaserState },
  ];
  const wrongRole: RefusalCase[] = [
    ...(['payer', 'purchaser'] as Who[]).flatMap((who) => [
      ...noUserAdmin(who),
      { name: 'accountUsers', who, query: USERS, variables: () => ({}), refusal: FORBIDDEN },
      { name: 'userAdminOptions', who, query: OPTIONS, variables: () => ({}), refusal: FORBIDDEN },
      { name: 'accountUsersCsv', who, query: USERS_CSV, variables: () => ({}), refusal: FORBIDDEN },
      { name: 'accountUser(id) of another user', who, query: USER, variables: () => ({ id: DEMO_USER_IDS.admin }), refusal: hidden('accountUser') },
      { name: "resetUserMfa of the payer", who, query: RESET_MFA, variables: user(() => DEMO_USER_IDS.payer), refusal: FORBIDDEN, unchanged: payerState },
    ]),
    ...READ_ONLY.flatMap((who) => noUserAdmin(who)),
    ...(['seller', 'developer', 'underwriter'] as Who[]).map((who): RefusalCase => ({
      name: 'resetUserMfa (support staff only)', who, query: RESET_MFA, variables: user(() => DEMO_USER_IDS.payer), refusal: FORBIDDEN, unchanged: payerState,
    })),
    // The group admin (East Coast) manages only its groups' users, never an administrator or payer.
    { name: 'suspendUser of a West Coast user', who: 'groupAdmin', query: SUSPEND, variables: () => ({ input: { userId: purchaser(), reason: 'no' } }), refusal: refusedWith('NOT_FOUND'), unchanged: purchaserState },
    { name: 'deactivateUser of a West Coast user', who: 'groupAdmin', query: DEACTIVATE, variables: user(purchaser), refusal: refusedWith('NOT_FOUND'), unchanged: purchaserState },
    { name: "updateUser of the payer (top level)", who: 'groupAdmin', query: UPDATE, variables: () => ({ input: { userId: DEMO_USER_IDS.payer, receiveInvoiceEmails: false } }), refusal: refusedWith('NOT_FOUND'), unchanged: payerState },
    { name: "resendInvitation of the admin's invitee (West Coast)", who: 'groupAdmin', query: RESEND, variables: user(() => pending), refusal: refusedWith('NOT_FOUND'), unchanged: pendingState },
    { name: 'setUserActive(false) of a West Coast user', who: 'groupAdmin', query: SET_ACTIVE, variables: () => ({ userId: purchaser(), active: false }), refusal: refusedWith('NOT_FOUND'), unchanged: purchaserState },
    { name: 'reEnableUser of a West Coast user', who: 'groupAdmin', query: RE_ENABLE, variables: user(purchaser), refusal: refusedWith('NOT_FOUND'), unchanged: purchaserState },
    { name: 'resetUserMfa', who: 'groupAdmin', query: RESET_MFA, variables: user(() => DEMO_USER_IDS.sso), refusal: FORBIDDEN, unchanged: userState(() => DEMO_USER_IDS.sso) },
    {
      name: 'inviteUser as an Administrator (a role it may not give)', who: 'groupAdmin', query: INVITE,
      variables: () => inviteInput({ groupId: ACME_GROUP_IDS.eastCoast, roles: ['Buyer:Administrator'] }), refusal: refusedWith('USER_CHANGE_REFUSED'), unchanged: purchaserState,
    },
    { name: "accountUser(id) of a West Coast user", who: 'groupAdmin', query: USER, variables: () => ({ id: purchaser() }), refusal: hidden('accountUser') },
  ];
  describe('wrong role within Acme (spec 6)', () => itRefuses(() => env, wrongRole));
});
