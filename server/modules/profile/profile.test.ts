import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME_BUYER_ID } from '../../db/demoIds';
import { DEMO_PASSWORD } from '../../db/demoUsers';
import { testBackends } from '../../db/testing';
import { graphql, openApiSession, type ApiSession } from '../../http/testing/apiClient';
import { startTestServer, type TestServer } from '../../http/testing/testServer';
import { data, signInAll, type DemoWho } from '../invoices/moduleTesting';
import { sendInvoiceNotices } from '../users/invoiceNotices';

export const PROFILE = 'query { myProfile { id firstName lastName phone language languages isLastInvoiceReceiver notifications { topic channel enabled } } }';
export const UPDATE_PROFILE = 'mutation($input: UpdateMyProfileInput!) { updateMyProfile(input: $input) { firstName lastName phone language } }';
export const UPDATE_NOTIFICATIONS = 'mutation($choices: [NotificationChoiceInput!]!) { updateMyNotifications(choices: $choices) { isLastInvoiceReceiver notifications { topic channel enabled } } }';
export const ALERTS = 'query { currentAppAlerts { messageStorageId } }';
export const DISMISS = 'mutation($id: ID!) { dismissAppAlert(messageStorageId: $id) }';

interface ProfileOut {
  firstName: string;
  phone: string | null;
  language: string | null;
  languages: string[];
  isLastInvoiceReceiver: boolean;
  notifications: { topic: string; channel: string; enabled: boolean }[];
}

const enabled = (profile: Pick<ProfileOut, 'notifications'>, topic: string, channel: string) => profile.notifications.find((n) => n.topic === topic && n.channel === channel)?.enabled;

describe.each(await testBackends())('profile, notifications and app alerts on %s', (kind) => {
  let server: TestServer;
  let s: Record<DemoWho, ApiSession>;
  const problemsOf = async (who: DemoWho, query: string, variables: Record<string, unknown>) => {
    const reply = await graphql(server.url, s[who], query, variables);
    const extensions = reply.body.errors?.[0]?.extensions ?? {};
    return { code: extensions['code'], messageId: extensions['messageId'] };
  };
  const invoiceMailTo = (email: string) =>
    server.db.selectFrom('outbox_messages').select(['kind', 'channel']).where('recipient', '=', email).where('kind', 'like', 'invoice.%').execute();

  beforeAll(async () => {
    server = await startTestServer(kind);
    s = await signInAll(server, ['admin', 'payer', 'purchaser', 'groupAdmin']);
  });
  afterAll(() => server?.close());

  it('shows the own profile with every topic on every channel (e-mail on, SMS off by default)', async () => {
    const profile = (await data<{ myProfile: ProfileOut }>(server, s.purchaser, PROFILE)).myProfile;
    expect(profile.languages).toEqual(expect.arrayContaining(['en-US', 'de-DE']));
    expect(profile.notifications).toHaveLength(10);
    expect(enabled(profile, 'mandates', 'email')).toBe(true);
    expect(enabled(profile, 'mandates', 'sms')).toBe(false);
    expect(profile.isLastInvoiceReceiver).toBe(false);
  });

  it('changes name, phone and language; refuses an invalid phone number and an unoffered language', async () => {
    const changed = (await data<{ updateMyProfile: ProfileOut }>(server, s.purchaser, UPDATE_PROFILE, { input: { firstName: ' Samira ', lastName: 'Lee', phone: '+49 30 901820', language: 'de-DE' } })).updateMyProfile;
    expect(changed).toMatchObject({ firstName: 'Samira', phone: '+4930901820', language: 'de-DE' });
    expect(await problemsOf('purchaser', UPDATE_PROFILE, { input: { firstName: 'Sam', lastName: 'Lee', phone: '12' } })).toEqual({ code: 'USER_CHANGE_REFUSED', messageId: 'users.rule.invalidPhone' });
    expect(await problemsOf('purchaser', UPDATE_PROFILE, { input: { firstName: 'Sam', lastName: 'Lee', language: 'xx-XX' } })).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(await problemsOf('purchaser', UPDATE_PROFILE, { input: { firstName: '', lastName: 'Lee' } })).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect((await data<{ setMyLanguage: ProfileOut }>(server, s.purchaser, 'mutation { setMyLanguage(language: "en-US") { language } }')).setMyLanguage.language).toBe('en-US');
    await data(server, s.purchaser, 'mutation { setMyLanguage(language: "de-DE") { language } }');
    const stored = await server.db.selectFrom('users').select(['first_name', 'language']).where('email', '=', 'purchaser@acme.example').executeTakeFirstOrThrow();
    expect(stored).toEqual({ first_name: 'Samira', language: 'de-DE' });
  });

  it('a user who turns invoice e-mails off gets none; the last receiver cannot turn them off', async () => {
    const invoice = await server.db.selectFrom('invoices').select('id').where('buyer_id', '=', ACME_BUYER_ID).limit(1).executeTakeFirstOrThrow();
    const payerBefore = (await invoiceMailTo('payer@acme.example')).length;
    const off = (await data<{ updateMyNotifications: ProfileOut }>(server, s.payer, UPDATE_NOTIFICATIONS, { choices: [{ topic: 'invoices', channel: 'email', enabled: false }] })).updateMyNotifications;
    expect(enabled(off, 'invoices', 'email')).toBe(false);
    // The administrator is now the account's only receiver: the rule of spec 5 holds them.
    expect((await data<{ myProfile: ProfileOut }>(server, s.admin, PROFILE)).myProfile.isLastInvoiceReceiver).toBe(true);
    expect(await problemsOf('admin', UPDATE_NOTIFICATIONS, { choices: [{ topic: 'invoices', channel: 'email', enabled: false }] })).toEqual({ code: 'USER_CHANGE_REFUSED', messageId: 'users.rule.lastInvoiceReceiver' });
    const adminBefore = (await invoiceMailTo('admin@acme.example')).length;
    await sendInvoiceNotices(server.services, 'issued', invoice.id);
    expect((await invoiceMailTo('payer@acme.example')).length).toBe(payerBefore);
    expect((await invoiceMailTo('admin@acme.example')).length).toBe(adminBefore + 1);
    // Back on: the payer is told again, and the administrator may turn theirs off.
    await data(server, s.payer, UPDATE_NOTIFICATIONS, { choices: [{ topic: 'invoices', channel: 'email', enabled: true }] });
    await sendInvoiceNotices(server.services, 'issued', invoice.id);
    expect((await invoiceMailTo('payer@acme.example')).length).toBe(payerBefore + 1);
  });

  it('the outbox honours mandate, card and credit choices per channel; SMS needs a phone number', async () => {
    const payer = await server.db.selectFrom('users').select(['id', 'phone']).where('email', '=', 'payer@acme.example').executeTakeFirstOrThrow();
    await data(server, s.payer, UPDATE_NOTIFICATIONS, { choices: [{ topic: 'mandates', channel: 'email', enabled: false }, { topic: 'credit', channel: 'sms', enabled: true }] });
    const before = new Date(Date.now() - 1);
    const notice = (kind: string) => ({ channel: 'email' as const, to: 'payer@acme.example', kind, subject: `Subject ${kind}`, text: 'Body', buyerId: ACME_BUYER_ID, userId: payer.id });
    await server.services.notifier.send(notice('mandate.signed'));
    await server.services.notifier.send(notice('creditIncrease.decided'));
    await server.services.notifier.send(notice('passwordReset.link')); // no topic: always sent
    const rows = await server.db.selectFrom('outbox_messages').select(['kind', 'channel', 'recipient']).where('user_id', '=', payer.id).where('created_at', '>=', before).orderBy('created_at').execute();
    expect(rows.map((row) => `${row.kind}/${row.channel}`).sort()).toEqual(['creditIncrease.decided/email', 'creditIncrease.decided/sms', 'passwordReset.link/email']);
    expect(rows.find((row) => row.channel === 'sms')?.recipient).toBe(payer.phone);
    // Without a phone number SMS cannot be turned on.
    await data(server, s.groupAdmin, UPDATE_PROFILE, { input: { firstName: 'Dana', lastName: 'Ortiz', phone: null } });
    expect(await problemsOf('groupAdmin', UPDATE_NOTIFICATIONS, { choices: [{ topic: 'cards', channel: 'sms', enabled: true }] })).toEqual({ code: 'USER_CHANGE_REFUSED', messageId: 'profile.rule.smsNeedsPhone' });
  });

  it('the administrator closes the AutoPay alert and it stays closed after signing in again; others cannot close it', async () => {
    const ids = async (session: ApiSession) => (await data<{ currentAppAlerts: { messageStorageId: string }[] }>(server, session, ALERTS)).currentAppAlerts.map((a) => a.messageStorageId);
    expect(await ids(s.admin)).toContain('alert-autopay-reminder');
    expect(await problemsOf('payer', DISMISS, { id: 'alert-autopay-reminder' })).toMatchObject({ code: 'NOT_FOUND' });
    expect(await problemsOf('admin', DISMISS, { id: 'alert-holiday-schedule' })).toMatchObject({ code: 'NOT_FOUND' }); // disabled: not shown
    expect((await data<{ dismissAppAlert: boolean }>(server, s.admin, DISMISS, { id: 'alert-autopay-reminder' })).dismissAppAlert).toBe(true);
    expect((await data<{ dismissAppAlert: boolean }>(server, s.admin, DISMISS, { id: 'alert-autopay-reminder' })).dismissAppAlert).toBe(true);
    const again = await openApiSession(server.url, 'admin@acme.example', DEMO_PASSWORD);
    expect(await ids(again)).not.toContain('alert-autopay-reminder');
  });
});
