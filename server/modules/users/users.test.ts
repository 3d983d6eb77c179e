import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME_BUYER_ID, ACME_GROUP_IDS } from '../../db/demoIds';
import { DEMO_PASSWORD, DEMO_USER_IDS } from '../../db/demoUsers';
import { testBackends } from '../../db/testing';
import { graphql, openApiSession, signIn, type ApiSession } from '../../http/testing/apiClient';
import { startTestServer, type TestServer } from '../../http/testing/testServer';
import { data, signInAll, type DemoWho } from '../invoices/moduleTesting';
import { sendInvoiceNotices } from './invoiceNotices';
import { tokenHashOf } from './invitations';
import { DEACTIVATE, INVITE, OPTIONS, RESEND, RESET_MFA, RE_ENABLE, SET_ACTIVE, SUSPEND, UPDATE, USER, USERS, USERS_CSV, inviteInput, type UserOut } from './userTesting';

const SET_FEATURE = 'mutation($input: SetPurchasingFeatureInput!) { setPurchasingFeature(input: $input) { individualCreditLimits } }';

describe.each(await testBackends())('users on %s', (kind) => {
  let server: TestServer;
  let s: Record<DemoWho, ApiSession>;
  const extensionsOf = async (who: DemoWho, query: string, variables: Record<string, unknown>) => {
    const reply = await graphql(server.url, s[who], query, variables);
    expect(reply.body.errors?.length, JSON.stringify(reply.body)).toBe(1);
    return { message: reply.body.errors?.[0]?.message, ...(reply.body.errors?.[0]?.extensions ?? {}) } as Record<string, unknown>;
  };
  const invite = async (change: Record<string, unknown> = {}, who: DemoWho = 'admin') => (await data<{ inviteUser: UserOut }>(server, s[who], INVITE, inviteInput(change))).inviteUser;
  const outboxTo = (email: string) => server.db.selectFrom('outbox_messages').selectAll().where('recipient', '=', email).orderBy('created_at').execute();
  const tokenIn = (body: string) => /activation=([A-Za-z0-9_-]+)/.exec(body)?.[1] ?? '';

  beforeAll(async () => {
    server = await startTestServer(kind);
    s = await signInAll(server, ['admin', 'payer', 'purchaser', 'groupAdmin']);
  });
  afterAll(() => server?.close());

  it('lists, filters, searches, sorts and pages the account users; CSV of the same', async () => {
    const all = (await data<{ accountUsers: { totalCount: number; items: UserOut[] } }>(server, s.admin, USERS)).accountUsers;
    expect(all.totalCount).toBe(5);
    expect(all.items.find((u) => u.id === DEMO_USER_IDS.admin)).toMatchObject({ isPrimaryUser: true, isSelf: true, status: 'active' });
    expect(all.items.find((u) => u.id === DEMO_USER_IDS.payer)?.mfa).toEqual({ method: 'sms', target: '•••• 0102' });
    const searched = (await data<{ accountUsers: { items: UserOut[] } }>(server, s.admin, USERS, { filter: { search: 'PRIYA' } })).accountUsers.items;
    expect(searched.map((u) => u.email)).toEqual(['payer@acme.example']);
    const byEmailDesc = (await data<{ accountUsers: { items: UserOut[] } }>(server, s.admin, USERS, { sort: { field: 'email', direction: 'desc' }, first: 2, offset: 1 })).accountUsers;
    expect(byEmailDesc.items.map((u) => u.email)).toEqual(['purchaser@acme.example', 'payer@acme.example']);
    const purchasers = (await data<{ accountUsers: { items: UserOut[] } }>(server, s.admin, USERS, { filter: { role: 'buyerPurchaser', contactType: 'purchaser' } })).accountUsers.items;
    expect(purchasers.map((u) => u.email).sort()).toEqual(['purchaser@acme.example', 'sso@acme.example']);
    const csv = (await data<{ accountUsersCsv: { content: string; rowCount: number } }>(server, s.admin, USERS_CSV)).accountUsersCsv;
    expect(csv.rowCount).toBe(5);
    expect(csv.content.split('\r\n')[0]).toBe('Name,Email,Internal ID,Group,Roles,Status,Contact type,Contact only,Individual credit limit,Currency,Invoice emails');
    expect(csv.content).toContain('Sam Lee,purchaser@acme.example,,West Coast');
  });

  it("a group admin sees only their groups' users and gives only the roles below administrator", async () => {
    const seen = (await data<{ accountUsers: { items: UserOut[] } }>(server, s.groupAdmin, USERS)).accountUsers.items.map((u) => u.email).sort();
    expect(seen).toEqual(['groupadmin@acme.example', 'sso@acme.example']);
    const options = (await data<{ userAdminOptions: { roles: string[]; groups: { id: string }[]; isAccountAdmin: boolean } }>(server, s.groupAdmin, OPTIONS)).userAdminOptions;
    expect(options).toMatchObject({ roles: ['Buyer:GroupAdministrator', 'buyerPurchaser'], groups: [{ id: ACME_GROUP_IDS.eastCoast }], isAccountAdmin: false });
    expect(await extensionsOf('groupAdmin', INVITE, inviteInput({ groupId: ACME_GROUP_IDS.eastCoast, roles: ['Buyer:Administrator'] }))).toMatchObject({
      code: 'USER_CHANGE_REFUSED', messageId: 'users.rule.roleNotGrantable',
    });
    expect(await extensionsOf('groupAdmin', INVITE, inviteInput())).toMatchObject({ code: 'USER_CHANGE_REFUSED', messageId: 'users.rule.groupAdminOutsideOwnGroups' });
    expect((await data<{ accountUser: UserOut | null }>(server, s.groupAdmin, USER, { id: DEMO_USER_IDS.purchaser })).accountUser).toBeNull();
  });

  it('invites: the user is Pending, the invitation with its enrol link is in the outbox; a retry returns the same user', async () => {
    const input = inviteInput();
    const first = (await data<{ inviteUser: UserOut }>(server, s.admin, INVITE, input)).inviteUser;
    expect(first).toMatchObject({ status: 'pending', invitation: { status: 'valid' }, individualCreditLimit: null });
    const again = (await data<{ inviteUser: UserOut }>(server, s.admin, INVITE, input)).inviteUser;
    expect(again.id).toBe(first.id);
    const mail = await outboxTo(first.email);
    expect(mail.map((m) => m.kind)).toEqual(['user.invitation']);
    const token = tokenIn(mail[0]!.body);
    expect(mail[0]!.body).toContain(`/sign-up?activation=${token}`);
    const stored = await server.db.selectFrom('user_invitations').selectAll().where('user_id', '=', first.id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ status: 'valid', token_hash: tokenHashOf(token) });
    expect(JSON.stringify(stored)).not.toContain(token);
    // A pending user cannot sign in (no password yet, and not active).
    expect((await fetch(`${server.url}/auth/sign-in`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' }, body: JSON.stringify({ email: first.email, password: DEMO_PASSWORD }) })).status).not.toBe(200);
  });

  it('resend: a new link replaces the old; a used link is not resent', async () => {
    const user = await invite();
    const [firstMail] = await outboxTo(user.email);
    // The link's 72 hours have passed.
    await server.db.updateTable('user_invitations').set({ context: JSON.stringify({ expiresAt: '2026-01-01T00:00:00.000Z', activatedAt: null, resentAt: null }) }).where('user_id', '=', user.id).execute();
    expect((await data<{ accountUser: UserOut }>(server, s.admin, USER, { id: user.id })).accountUser.invitation?.status).toBe('expired');
    const resent = (await data<{ resendInvitation: UserOut }>(server, s.admin, RESEND, { userId: user.id })).resendInvitation;
    expect(resent.invitation?.status).toBe('valid');
    expect(Date.parse(resent.invitation!.expiresAt)).toBeGreaterThan(Date.now() + 71 * 3_600_000);
    const mails = await outboxTo(user.email);
    expect(mails).toHaveLength(2);
    const [oldToken, newToken] = [tokenIn(firstMail!.body), tokenIn(mails[1]!.body)];
    expect(newToken).not.toBe(oldToken);
    const stored = await server.db.selectFrom('user_invitations').select('token_hash').where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(stored.token_hash).toBe(tokenHashOf(newToken));
    await server.db.updateTable('user_invitations').set({ status: 'used' }).where('user_id', '=', user.id).execute();
    expect(await extensionsOf('admin', RESEND, { userId: user.id })).toMatchObject({ code: 'RULE_REFUSED', machine: 'activationLink', rule: 'notAllowedInState' });
  });

  it('individual limit: above the company line refused in the rule words; above the inviter’s (group admin) refused; blank takes the inviter’s', async () => {
    expect(await extensionsOf('admin', INVITE, inviteInput({ individualCreditLimitMinor: 100 }))).toMatchObject({ code: 'USER_CHANGE_REFUSED', messageId: 'users.rule.individualCreditLimitsDisabled' });
    await data(server, s.admin, SET_FEATURE, { input: { feature: 'IndividualCreditLimits', switch: 'Enabled' } });
    const tooMuch = await extensionsOf('admin', INVITE, inviteInput({ individualCreditLimitMinor: 999_999_999_999 }));
    expect(tooMuch).toMatchObject({ code: 'USER_CHANGE_REFUSED', messageId: 'users.rule.exceedsCompanyLine', message: 'An individual credit limit cannot exceed the company credit line.' });
    const east = { groupId: ACME_GROUP_IDS.eastCoast };
    expect(await extensionsOf('groupAdmin', INVITE, inviteInput({ ...east, individualCreditLimitMinor: 7_500_001 }))).toMatchObject({ messageId: 'users.rule.exceedsInviterLimit' });
    expect((await invite({ ...east }, 'groupAdmin')).individualCreditLimit).toEqual({ amountMinor: 7_500_000 });
    expect((await invite({ ...east, individualCreditLimitMinor: 100_000 }, 'groupAdmin')).individualCreditLimit).toEqual({ amountMinor: 100_000 });
  });

  it('spec 5 on invite and update: duplicate e-mail and internal ID, Payer only at the top level, phone', async () => {
    expect(await extensionsOf('admin', INVITE, inviteInput({ email: 'Payer@Acme.example' }))).toMatchObject({ messageId: 'users.rule.duplicateEmail' });
    await invite({ internalId: 'EMP-1' });
    expect(await extensionsOf('admin', INVITE, inviteInput({ internalId: 'emp-1' }))).toMatchObject({ messageId: 'users.rule.duplicateInternalId' });
    expect(await extensionsOf('admin', INVITE, inviteInput({ roles: ['buyerPayer'] }))).toMatchObject({ messageId: 'users.rule.payerOnlyInTopLevelGroup' });
    expect(await extensionsOf('admin', INVITE, inviteInput({ phone: '12' }))).toMatchObject({ messageId: 'users.rule.invalidPhone' });
    expect(await extensionsOf('admin', UPDATE, { input: { userId: DEMO_USER_IDS.payer, groupId: ACME_GROUP_IDS.westCoast } })).toMatchObject({ messageId: 'users.rule.payerOnlyInTopLevelGroup' });
    expect(await extensionsOf('admin', UPDATE, { input: { userId: DEMO_USER_IDS.purchaser, email: 'admin@acme.example' } })).toMatchObject({ messageId: 'users.rule.duplicateEmail' });
    const renamed = (await data<{ updateUser: UserOut }>(server, s.admin, UPDATE, { input: { userId: DEMO_USER_IDS.purchaser, contactTypes: ['purchaser', 'billing'] } })).updateUser;
    expect(renamed.contactTypes).toEqual(['purchaser', 'billing']);
  });

  it('invoice e-mails: the last receiver cannot turn them off; notices go only to receivers', async () => {
    await data(server, s.admin, UPDATE, { input: { userId: DEMO_USER_IDS.payer, receiveInvoiceEmails: false } });
    expect(await extensionsOf('admin', UPDATE, { input: { userId: DEMO_USER_IDS.admin, receiveInvoiceEmails: false } })).toMatchObject({
      code: 'USER_CHANGE_REFUSED', messageId: 'users.rule.lastInvoiceReceiver',
    });
    const invoice = await server.db.selectFrom('invoices').select('id').where('buyer_id', '=', ACME_BUYER_ID).limit(1).executeTakeFirstOrThrow();
    const before = await server.db.selectFrom('outbox_messages').select(['recipient']).where('kind', '=', 'invoice.updated').execute();
    expect(await sendInvoiceNotices(server.services, 'updated', invoice.id)).toBe(1);
    const after = await server.db.selectFrom('outbox_messages').select(['recipient']).where('kind', '=', 'invoice.updated').execute();
    expect(after.slice(before.length).map((m) => m.recipient)).toEqual(['admin@acme.example']);
    const seeded = await server.db.selectFrom('outbox_messages').select('recipient').where('kind', '=', 'invoice.issued').execute();
    expect(new Set(seeded.map((m) => m.recipient))).toEqual(new Set(['admin@acme.example', 'payer@acme.example']));
    await data(server, s.admin, UPDATE, { input: { userId: DEMO_USER_IDS.payer, receiveInvoiceEmails: true } });
  });

  it('deactivation refused in the rule words: yourself, the primary user; the last primary contact cannot drop the type', async () => {
    const self = await extensionsOf('admin', DEACTIVATE, { userId: DEMO_USER_IDS.admin });
    expect(self).toMatchObject({ code: 'RULE_REFUSED', machine: 'userStatus', rule: 'canBeDeactivated' });
    expect(self['subRules']).toEqual(expect.arrayContaining(['primaryUser', 'ownAccount']));
    expect(await extensionsOf('admin', UPDATE, { input: { userId: DEMO_USER_IDS.admin, contactTypes: ['admin'] } })).toMatchObject({ messageId: 'users.rule.lastPrimaryContact' });
    const linkedElsewhere = await invite();
    await server.db.insertInto('buyers').values({ ...(await server.db.selectFrom('buyers').selectAll().where('id', '=', ACME_BUYER_ID).executeTakeFirstOrThrow()), id: '00000000-0000-4000-8000-00000000abcd', name: 'Other', client_reference_buyer_id: null }).execute();
    await server.db.insertInto('user_buyer_links').values({ user_id: linkedElsewhere.id, buyer_id: '00000000-0000-4000-8000-00000000abcd' }).execute();
    expect((await extensionsOf('admin', DEACTIVATE, { userId: linkedElsewhere.id }))['subRules']).toEqual(['linkedToOtherAccounts']);
  });

  it("suspend ends the user's sessions at once; re-enable; deactivate for good (no sign-in, no way back, the invitation withdrawn)", async () => {
    const purchaser = await openApiSession(server.url, 'purchaser@acme.example', DEMO_PASSWORD);
    expect((await graphql(server.url, purchaser, '{ currentUser { id } }')).body.errors).toBeUndefined();
    const suspended = (await data<{ suspendUser: UserOut }>(server, s.admin, SUSPEND, { input: { userId: DEMO_USER_IDS.purchaser, reason: 'security review' } })).suspendUser;
    expect(suspended.status).toBe('suspended');
    expect((await graphql(server.url, purchaser, '{ currentUser { id } }')).body.errors?.[0]?.extensions?.['code']).toBe('UNAUTHENTICATED');
    expect((await signIn(server.url, 'purchaser@acme.example', DEMO_PASSWORD).catch((error: unknown) => error)) instanceof Error).toBe(true);
    expect(await extensionsOf('admin', SUSPEND, { input: { userId: DEMO_USER_IDS.purchaser, reason: 'again' } })).toMatchObject({ rule: 'notAllowedInState' });
    expect((await data<{ reEnableUser: UserOut }>(server, s.admin, RE_ENABLE, { userId: DEMO_USER_IDS.purchaser })).reEnableUser.status).toBe('active');
    await openApiSession(server.url, 'purchaser@acme.example', DEMO_PASSWORD);

    const pending = await invite();
    expect((await data<{ deactivateUser: UserOut }>(server, s.admin, DEACTIVATE, { userId: pending.id })).deactivateUser).toMatchObject({ status: 'deleted', invitation: { status: 'withdrawn' } });
    expect(await extensionsOf('admin', RE_ENABLE, { userId: pending.id })).toMatchObject({ code: 'RULE_REFUSED', rule: 'notAllowedInState' });
    expect(await extensionsOf('admin', UPDATE, { input: { userId: pending.id, firstName: 'Back' } })).toMatchObject({ code: 'USER_DEACTIVATED' });
    expect(await extensionsOf('admin', RESEND, { userId: pending.id })).toMatchObject({ code: 'RULE_REFUSED', machine: 'activationLink' });
  });

  it('the Active/Inactive toggle: refused for whom deactivation refuses (same words); an inactive user is signed out, cannot sign in, and is switched back on', async () => {
    const self = await extensionsOf('admin', SET_ACTIVE, { userId: DEMO_USER_IDS.admin, active: false });
    expect(self).toMatchObject({ code: 'RULE_REFUSED', machine: 'userStatus', rule: 'canBeDeactivated' });
    expect(self['subRules']).toEqual(expect.arrayContaining(['primaryUser', 'ownAccount']));
    // The payer is the only other invoice receiver: with the admin switched to not receiving, it is the last one.
    await data(server, s.admin, UPDATE, { input: { userId: DEMO_USER_IDS.payer, receiveInvoiceEmails: true } });
    await server.db.updateTable('users').set({ receive_email: false }).where('buyer_id', '=', ACME_BUYER_ID).where('id', '<>', DEMO_USER_IDS.payer).execute();
    try {
      expect((await extensionsOf('admin', SET_ACTIVE, { userId: DEMO_USER_IDS.payer, active: false }))['subRules']).toEqual(['lastInvoiceReceiver']);
    } finally {
      await server.db.updateTable('users').set({ receive_email: true }).where('id', '=', DEMO_USER_IDS.admin).execute();
    }
    const purchaser = await openApiSession(server.url, 'purchaser@acme.example', DEMO_PASSWORD);
    expect((await data<{ setUserActive: UserOut }>(server, s.admin, SET_ACTIVE, { userId: DEMO_USER_IDS.purchaser, active: false })).setUserActive.status).toBe('inactive');
    expect((await graphql(server.url, purchaser, '{ currentUser { id } }')).body.errors?.[0]?.extensions?.['code']).toBe('UNAUTHENTICATED');
    expect((await signIn(server.url, 'purchaser@acme.example', DEMO_PASSWORD).catch((error: unknown) => error)) instanceof Error).toBe(true);
    expect(await extensionsOf('admin', SET_ACTIVE, { userId: DEMO_USER_IDS.purchaser, active: false })).toMatchObject({ code: 'RULE_REFUSED', rule: 'notAllowedInState' });
    expect((await data<{ setUserActive: UserOut }>(server, s.admin, SET_ACTIVE, { userId: DEMO_USER_IDS.purchaser, active: true })).setUserActive.status).toBe('active');
    await openApiSession(server.url, 'purchaser@acme.example', DEMO_PASSWORD);
  });

  it('a deactivated user is signed out at once and cannot sign in again', async () => {
    const purchaser = await openApiSession(server.url, 'purchaser@acme.example', DEMO_PASSWORD);
    expect((await data<{ deactivateUser: UserOut }>(server, s.admin, DEACTIVATE, { userId: DEMO_USER_IDS.purchaser })).deactivateUser.status).toBe('deleted');
    expect((await graphql(server.url, purchaser, '{ currentUser { id } }')).body.errors?.[0]?.extensions?.['code']).toBe('UNAUTHENTICATED');
    expect((await signIn(server.url, 'purchaser@acme.example', DEMO_PASSWORD).catch((error: unknown) => error)) instanceof Error).toBe(true);
    expect(await extensionsOf('admin', RE_ENABLE, { userId: DEMO_USER_IDS.purchaser })).toMatchObject({ code: 'RULE_REFUSED', rule: 'notAllowedInState' });
  });

  it('MFA: the administrator resets a user’s method; a group admin may not', async () => {
    expect(await extensionsOf('groupAdmin', RESET_MFA, { userId: DEMO_USER_IDS.sso })).toMatchObject({ code: 'FORBIDDEN' });
    const reset = (await data<{ resetUserMfa: UserOut }>(server, s.admin, RESET_MFA, { userId: DEMO_USER_IDS.payer })).resetUserMfa;
    expect(reset.mfa).toEqual({ method: null, target: null });
  });

  it('a contact user is active at once, never signs in and gets no invitation', async () => {
    const contact = await invite({ contactOnly: true, roles: [], contactTypes: ['billing'], receiveInvoiceEmails: true });
    expect(contact).toMatchObject({ status: 'active', roles: [], invitation: null });
    expect(await outboxTo(contact.email)).toEqual([]);
    expect((await signIn(server.url, contact.email, DEMO_PASSWORD).catch((error: unknown) => error)) instanceof Error).toBe(true);
  });
});
