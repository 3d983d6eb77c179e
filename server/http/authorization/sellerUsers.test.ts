import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_USER_IDS } from '../../db/demoUsers';
import { testBackends } from '../../db/testing';
import { graphql, openApiSession, type ApiSession, type SignedIn } from '../testing/apiClient';
import { codeOf, data, FORBIDDEN, itRefuses, refusedWith, rowCount, startAuthzServer, type AuthzServer, type RefusalCase, type Who } from './authzTesting';

/**
 * Issue 14: the seller's administrator manages the seller's own users (inviteClientUser,
 * setClientUserRole, suspendClientUser, reEnableClientUser, resendClientUserInvitation; server/modules/customers/clientUserAdmin.ts).
 * Only the clientAdministrator, only users of its own seller; never lowering or suspending its own
 * account (machines/rules/sellerUsers.ts); status changes through the userStatus machine.
 */
const INVITE = 'mutation($input: InviteClientUserInput!) { inviteClientUser(input: $input) { id email roles status } }';
const SET_ROLE = 'mutation($userId: ID!, $role: String!) { setClientUserRole(userId: $userId, role: $role) { id roles status } }';
const SUSPEND = 'mutation($userId: ID!) { suspendClientUser(userId: $userId) { id status } }';
const RE_ENABLE = 'mutation($userId: ID!) { reEnableClientUser(userId: $userId) { id status } }';
const RESEND = 'mutation($userId: ID!) { resendClientUserInvitation(userId: $userId) { id status } }';

const OTHER_PROGRAM = 'contoso-sellers';
const OTHER_CLIENT_USER = '0f0f0f0f-0000-4000-8000-000000000136';
const invite = (email: string, role = 'clientDeveloper', idempotencyKey: string = randomUUID()) => ({ input: { idempotencyKey, email, firstName: 'Sam', lastName: 'Seller', role } });
const problemsOf = (reply: { body: { errors?: { extensions?: Record<string, unknown> }[] } }) =>
  ((reply.body.errors?.[0]?.extensions?.['problems'] ?? []) as { code: string }[]).map((p) => p.code);

describe.each(await testBackends())('seller users authorization on %s', (kind) => {
  let env: AuthzServer;
  let manager: ApiSession & SignedIn;

  const sellerUsers = async () => env.server.db.selectFrom('users').select(['id', 'roles', 'status', 'email']).where('user_type', '=', 'CLIENT').orderBy('id').execute();
  const unchanged = async () => ({ users: await sellerUsers(), outbox: await rowCount(env, 'outbox_messages'), audit: await rowCount(env, 'audit_log'), invitations: await env.server.db.selectFrom('user_invitations').select(['id', 'status']).orderBy('id').execute() });

  beforeAll(async () => {
    env = await startAuthzServer(kind);
    const { db } = env.server;
    manager = await openApiSession(env.server.url, 'account.manager@northwind.example', DEMO_PASSWORD);
    const northwind = await db.selectFrom('programs').selectAll().where('id', '=', 'northwind').executeTakeFirstOrThrow();
    const asColumns = (row: Record<string, unknown>) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, value !== null && typeof value === 'object' && !(value instanceof Date) ? JSON.stringify(value) : value]));
    await db.insertInto('programs').values(asColumns({ ...northwind, id: OTHER_PROGRAM, name: 'Contoso Credit' }) as never).execute();
    const clientAdmin = await db.selectFrom('users').selectAll().where('id', '=', DEMO_USER_IDS.clientAdmin).executeTakeFirstOrThrow();
    await db.insertInto('users').values(asColumns({ ...clientAdmin, id: OTHER_CLIENT_USER, program_id: OTHER_PROGRAM, email: 'client.admin@contoso.example', roles: ['clientDeveloper'] }) as never).execute();
  });
  afterAll(() => env?.server.close());

  describe('wrong role: only the seller\'s clientAdministrator manages seller users', () => {
    const refused: readonly Who[] = ['staff', 'underwriter', 'developer', 'acmeAdmin', 'payer', 'purchaser', 'groupAdmin', 'globexAdmin'];
    itRefuses(() => env, refused.flatMap((who): RefusalCase[] => [
      { name: 'inviteClientUser', who, query: INVITE, variables: () => invite(`intruder-${who}@northwind.example`, 'clientAdministrator'), refusal: FORBIDDEN, unchanged },
      { name: 'setClientUserRole', who, query: SET_ROLE, variables: () => ({ userId: DEMO_USER_IDS.developer, role: 'clientAdministrator' }), refusal: FORBIDDEN, unchanged },
      { name: 'suspendClientUser', who, query: SUSPEND, variables: () => ({ userId: DEMO_USER_IDS.clientAdmin }), refusal: FORBIDDEN, unchanged },
      { name: 'reEnableClientUser', who, query: RE_ENABLE, variables: () => ({ userId: DEMO_USER_IDS.developer }), refusal: FORBIDDEN, unchanged },
      { name: 'resendClientUserInvitation', who, query: RESEND, variables: () => ({ userId: DEMO_USER_IDS.developer }), refusal: FORBIDDEN, unchanged },
    ]));

    it('the account manager (CLIENT, no user management) is refused too', async () => {
      const before = await unchanged();
      for (const [query, variables] of [[INVITE, invite('am@northwind.example')], [SET_ROLE, { userId: DEMO_USER_IDS.accountManager, role: 'clientAdministrator' }], [SUSPEND, { userId: DEMO_USER_IDS.developer }]] as const) {
        expect(codeOf(await graphql(env.server.url, manager, query, variables))).toBe('FORBIDDEN');
      }
      expect(await unchanged()).toEqual(before);
    });
  });

  describe('wrong program or not a seller user: NOT_FOUND', () => {
    const cases: RefusalCase[] = [
      { name: 'setClientUserRole(another program\'s seller user)', who: 'seller', query: SET_ROLE, variables: () => ({ userId: OTHER_CLIENT_USER, role: 'clientAdministrator' }), refusal: refusedWith('NOT_FOUND'), unchanged },
      { name: 'suspendClientUser(another program\'s seller user)', who: 'seller', query: SUSPEND, variables: () => ({ userId: OTHER_CLIENT_USER }), refusal: refusedWith('NOT_FOUND'), unchanged },
      { name: 'setClientUserRole(a buyer\'s administrator)', who: 'seller', query: SET_ROLE, variables: () => ({ userId: DEMO_USER_IDS.admin, role: 'clientAdministrator' }), refusal: refusedWith('NOT_FOUND'), unchanged },
      { name: 'suspendClientUser(a buyer user)', who: 'seller', query: SUSPEND, variables: () => ({ userId: DEMO_USER_IDS.payer }), refusal: refusedWith('NOT_FOUND'), unchanged },
      { name: 'resendClientUserInvitation(another program\'s seller user)', who: 'seller', query: RESEND, variables: () => ({ userId: OTHER_CLIENT_USER }), refusal: refusedWith('NOT_FOUND'), unchanged },
      { name: 'resendClientUserInvitation(a buyer user)', who: 'seller', query: RESEND, variables: () => ({ userId: DEMO_USER_IDS.payer }), refusal: refusedWith('NOT_FOUND'), unchanged },
      { name: 'suspendClientUser(our support staff)', who: 'seller', query: SUSPEND, variables: () => ({ userId: DEMO_USER_IDS.support }), refusal: refusedWith('NOT_FOUND'), unchanged },
    ];
    itRefuses(() => env, cases);
  });

  describe('the rules: seller roles only, one user per e-mail, never one\'s own account', () => {
    it('refuses a staff or buyer role, a taken e-mail, lowering or suspending oneself, in the rule\'s words, changing nothing', async () => {
      const before = await unchanged();
      const staffRole = await graphql(env.server.url, env.s.seller, INVITE, invite('new.support@northwind.example', 'customerSupport'));
      expect([codeOf(staffRole), problemsOf(staffRole)]).toEqual(['USER_CHANGE_REFUSED', ['notSellerRole']]);
      const taken = await graphql(env.server.url, env.s.seller, INVITE, invite('PAYER@acme.example', 'clientDeveloper'));
      expect([codeOf(taken), problemsOf(taken)]).toEqual(['USER_CHANGE_REFUSED', ['duplicateEmail']]);
      const lowered = await graphql(env.server.url, env.s.seller, SET_ROLE, { userId: DEMO_USER_IDS.clientAdmin, role: 'clientDeveloper' });
      expect([codeOf(lowered), problemsOf(lowered), lowered.body.errors?.[0]?.message]).toEqual(['USER_CHANGE_REFUSED', ['ownRoleLowered'], 'You cannot take the administrator role from your own account.']);
      const self = await graphql(env.server.url, env.s.seller, SUSPEND, { userId: DEMO_USER_IDS.clientAdmin });
      expect([codeOf(self), problemsOf(self)]).toEqual(['USER_CHANGE_REFUSED', ['ownAccountSuspended']]);
      expect(codeOf(await graphql(env.server.url, env.s.seller, INVITE, invite('not-an-address', 'clientDeveloper')))).toBe('BAD_USER_INPUT');
      expect(await unchanged()).toEqual(before);
    });
  });

  it('positive control: the administrator invites (once per key), resends the invitation, changes a role, suspends and re-enables, all on the audit trail', async () => {
    const { db } = env.server;
    const key = randomUUID();
    const { inviteClientUser: invited } = await data<{ inviteClientUser: { id: string; email: string; roles: string[]; status: string } }>(env, 'seller', INVITE, invite('Sam.Seller@Northwind.example', 'clientDeveloper', key));
    expect(invited).toMatchObject({ email: 'sam.seller@northwind.example', roles: ['clientDeveloper'], status: 'pending' });
    const outboxAfterInvite = await rowCount(env, 'outbox_messages');
    const replayed = await data<{ inviteClientUser: { id: string } }>(env, 'seller', INVITE, invite('sam.seller@northwind.example', 'clientDeveloper', key));
    expect(replayed.inviteClientUser.id).toBe(invited.id);
    expect(await rowCount(env, 'outbox_messages')).toBe(outboxAfterInvite);
    const row = await db.selectFrom('users').select(['user_type', 'buyer_id', 'client_id', 'parent_user_id']).where('id', '=', invited.id).executeTakeFirstOrThrow();
    const admin = await db.selectFrom('users').select('client_id').where('id', '=', DEMO_USER_IDS.clientAdmin).executeTakeFirstOrThrow();
    expect(row).toEqual({ user_type: 'CLIENT', buyer_id: null, client_id: admin.client_id, parent_user_id: DEMO_USER_IDS.clientAdmin });
    const invitation = await db.selectFrom('user_invitations').select(['status', 'buyer_id']).where('user_id', '=', invited.id).executeTakeFirstOrThrow();
    expect(invitation).toEqual({ status: 'valid', buyer_id: null });
    const mail = await db.selectFrom('outbox_messages').select(['recipient', 'kind', 'body']).where('user_id', '=', invited.id).executeTakeFirstOrThrow();
    expect(mail).toMatchObject({ recipient: 'sam.seller@northwind.example', kind: 'user.invitation' });
    expect(mail.body).toContain('/sign-up?activation=');
    const { clientUsers } = await data<{ clientUsers: { email: string }[] }>(env, 'seller', 'query { clientUsers { email } }');
    expect(clientUsers.map((u) => u.email)).toContain('sam.seller@northwind.example');

    // Resend: a new link by e-mail, the first one stops working; an active user (no outstanding invitation) has nothing to resend.
    const firstToken = /activation=([A-Za-z0-9_-]+)/.exec(mail.body)?.[1];
    const { resendClientUserInvitation } = await data<{ resendClientUserInvitation: { id: string; status: string } }>(env, 'seller', RESEND, { userId: invited.id });
    expect(resendClientUserInvitation).toEqual({ id: invited.id, status: 'pending' });
    const mails = await db.selectFrom('outbox_messages').select(['recipient', 'kind', 'body']).where('user_id', '=', invited.id).orderBy('created_at').execute();
    expect(mails.map((m) => [m.recipient, m.kind])).toEqual([['sam.seller@northwind.example', 'user.invitation'], ['sam.seller@northwind.example', 'user.invitation']]);
    const secondToken = /activation=([A-Za-z0-9_-]+)/.exec(mails[1]!.body)?.[1];
    expect(secondToken).toBeTruthy();
    expect(secondToken).not.toBe(firstToken);
    expect(['NOT_FOUND', 'RULE_REFUSED']).toContain(codeOf(await graphql(env.server.url, env.s.seller, RESEND, { userId: DEMO_USER_IDS.developer })));

    const { setClientUserRole } = await data<{ setClientUserRole: { roles: string[] } }>(env, 'seller', SET_ROLE, { userId: invited.id, role: 'accountManager' });
    expect(setClientUserRole.roles).toEqual(['accountManager']);
    // A pending user cannot be suspended: the userStatus machine's refusal.
    expect(codeOf(await graphql(env.server.url, env.s.seller, SUSPEND, { userId: invited.id }))).toBe('RULE_REFUSED');

    const { suspendClientUser } = await data<{ suspendClientUser: { status: string } }>(env, 'seller', SUSPEND, { userId: DEMO_USER_IDS.accountManager });
    expect(suspendClientUser.status).toBe('suspended');
    // The suspended user's session ended at once.
    expect(codeOf(await graphql(env.server.url, manager, 'query { customers { id } }', {}))).toBe('UNAUTHENTICATED');
    const { reEnableClientUser } = await data<{ reEnableClientUser: { status: string } }>(env, 'seller', RE_ENABLE, { userId: DEMO_USER_IDS.accountManager });
    expect(reEnableClientUser.status).toBe('active');
    expect(codeOf(await graphql(env.server.url, env.s.seller, RE_ENABLE, { userId: DEMO_USER_IDS.accountManager }))).toBe('RULE_REFUSED');
    const trail = await db.selectFrom('audit_log').select(['event_type', 'actor_user_id', 'actor_role']).where('entity_id', 'in', [invited.id, DEMO_USER_IDS.accountManager]).orderBy('seq').execute();
    expect(trail.map((e) => e.event_type)).toEqual(['user.invited', 'user.rolesChanged', 'user.suspend', 'user.reEnable']);
    expect(new Set(trail.map((e) => `${e.actor_user_id}/${e.actor_role}`))).toEqual(new Set([`${DEMO_USER_IDS.clientAdmin}/clientAdministrator`]));
  });
});
