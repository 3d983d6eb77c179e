import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { primaryEmailChangeMachine } from '../../../machines/domain/primaryEmailChange';
import { activityMessageIds } from '../../audit/describeEntry';
import { ACME_BUYER_ID } from '../../db/demoIds';
import { DEMO_PASSWORD, DEMO_USER_IDS } from '../../db/demoUsers';
import { testBackends } from '../../db/testing';
import { servicerFor } from '../../integrations/servicer/servicing';
import { graphql, openApiSession, type ApiSession } from '../../http/testing/apiClient';
import { startTestServer, type TestServer } from '../../http/testing/testServer';
import { data, signInAll, type DemoWho } from '../invoices/moduleTesting';
import { COMPANY_AUDIT } from './companyAudit';
import { supportDeskFor } from './supportReview';

const INFO = `query { companyInfo { buyerId businessName tradingName country registrationNumber taxId canEditProfile
  address { line1 line2 city state zip country } } }`;
const UPDATE = `mutation($input: UpdateCompanyProfileInput!) { updateCompanyProfile(input: $input) { tradingName address { line1 line2 city state zip } } }`;
const CONTACT = `query { primaryContact { canRequestChange contact { userId name email phone }
  pending { id status newEmail currentEmail overdue } lastDecided { id status newEmail rejectionReason } } }`;
const REQUEST = 'mutation($input: RequestPrimaryEmailChangeInput!) { requestPrimaryEmailChange(input: $input) { id status currentEmail newEmail contactUserId } }';

const ACME_PROFILE = { tradingName: 'Acme Supply', line1: '100 Industrial Way', line2: '', city: 'Oakland', state: 'CA', zip: '94607' };
const request = (newEmail: string, idempotencyKey = `test-${randomUUID()}`) => ({ input: { idempotencyKey, newEmail } });

interface Change { id: string; status: string; currentEmail: string; newEmail: string; contactUserId: string }
interface ContactOverview {
  canRequestChange: boolean;
  contact: { userId: string; name: string; email: string; phone: string | null } | null;
  pending: { id: string; status: string } | null;
  lastDecided: { id: string; status: string; newEmail: string; rejectionReason: string | null } | null;
}

describe.each(await testBackends())('company info and primary contact on %s', (kind) => {
  let server: TestServer;
  let s: Record<DemoWho, ApiSession>;
  const desk = () => supportDeskFor(server.services);
  const overview = async () => (await data<{ primaryContact: ContactOverview }>(server, s.admin, CONTACT)).primaryContact;
  const audit = (eventType: string) => server.db.selectFrom('audit_log').select(['actor_user_id', 'event_payload', 'from_state', 'to_state', 'machine_id']).where('event_type', '=', eventType).orderBy('seq').execute();
  const outbox = (kind: string) => server.db.selectFrom('outbox_messages').select(['recipient', 'subject', 'body']).where('kind', '=', kind).orderBy('created_at').execute();
  const adminEmail = async () => (await server.db.selectFrom('users').select('email').where('id', '=', DEMO_USER_IDS.admin).executeTakeFirstOrThrow()).email;
  const refusal = async (variables: Record<string, unknown>) => {
    const reply = await graphql(server.url, s.admin, REQUEST, variables);
    const extensions = reply.body.errors?.[0]?.extensions ?? {};
    return { code: extensions['code'], rule: extensions['rule'], subRules: extensions['subRules'] };
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    desk().configure({ delayMs: null });
    s = await signInAll(server, ['admin', 'payer', 'clientAdmin']);
  });
  afterAll(() => server?.close());
  // Each primary-contact test starts without a pending change.
  beforeEach(async () => {
    const { pending } = await overview();
    if (pending) await servicerFor(server.services).reportNow({ kind: 'primaryEmail.rejected', changeId: pending.id, reason: 'cleanup' });
  });

  describe('company info', () => {
    it("reads Acme's profile and identifiers; the seller reads but may not edit", async () => {
      const { companyInfo } = await data<{ companyInfo: Record<string, unknown> }>(server, s.admin, INFO);
      expect(companyInfo).toEqual({
        buyerId: ACME_BUYER_ID, businessName: 'Acme Industrial Supply', tradingName: 'Acme Supply', country: 'US', registrationNumber: 'C3141592', taxId: '941234567',
        canEditProfile: true, address: { line1: '100 Industrial Way', line2: null, city: 'Oakland', state: 'CA', zip: '94607', country: 'US' },
      });
      const seller = await data<{ companyInfo: { canEditProfile: boolean; businessName: string } }>(server, s.clientAdmin, 'query($b: ID) { companyInfo(buyerId: $b) { canEditProfile businessName } }', { b: ACME_BUYER_ID });
      expect(seller.companyInfo).toEqual({ canEditProfile: false, businessName: 'Acme Industrial Supply' });
    });

    it('refuses a trading name over 64 characters and a missing state, naming each field; nothing is written', async () => {
      const before = await audit(COMPANY_AUDIT.profileUpdated);
      const reply = await graphql(server.url, s.admin, UPDATE, { input: { ...ACME_PROFILE, tradingName: 'T'.repeat(65), state: ' ' } });
      expect(reply.body.errors?.[0]?.extensions).toMatchObject({
        code: 'COMPANY_INFO_INVALID',
        messageId: 'company.error.invalid',
        problems: [{ field: 'tradingName', messageId: 'form.maxLength', values: { maxLength: 64 } }, { field: 'state', messageId: 'form.required' }],
      });
      expect((await data<{ companyInfo: { tradingName: string } }>(server, s.admin, INFO)).companyInfo.tradingName).toBe('Acme Supply');
      expect(await audit(COMPANY_AUDIT.profileUpdated)).toHaveLength(before.length);
    });

    it('saves a valid profile (64 characters is fine), audits only the changed fields, and records nothing for an unchanged save', async () => {
      const tradingName = 'A'.repeat(64);
      const saved = await data<{ updateCompanyProfile: { tradingName: string; address: { line2: string | null; zip: string } } }>(server, s.admin, UPDATE, {
        input: { ...ACME_PROFILE, tradingName: ` ${tradingName} `, line2: 'Dock 4', zip: '94608' },
      });
      expect(saved.updateCompanyProfile).toMatchObject({ tradingName, address: { line2: 'Dock 4', zip: '94608' } });
      const entries = await audit(COMPANY_AUDIT.profileUpdated);
      expect(entries.at(-1)).toMatchObject({
        actor_user_id: DEMO_USER_IDS.admin,
        machine_id: COMPANY_AUDIT.machineId,
        from_state: { value: 'recorded', context: { tradingName: 'Acme Supply', line2: null, zip: '94607' } },
        to_state: { value: 'recorded', context: { tradingName, line2: 'Dock 4', zip: '94608' } },
      });
      await data(server, s.admin, UPDATE, { input: { ...ACME_PROFILE, tradingName, line2: 'Dock 4', zip: '94608' } });
      expect(await audit(COMPANY_AUDIT.profileUpdated)).toHaveLength(entries.length);
      // Back to the seed, for the tests after this one.
      await data(server, s.admin, UPDATE, { input: ACME_PROFILE });
    });

    it('changes the identifiers only through the program (servicer), with the same rules', async () => {
      const servicer = servicerFor(server.services);
      expect(await servicer.reportNow({ kind: 'company.identifiersChanged', buyerId: ACME_BUYER_ID, businessName: 'Acme Industrial Supply', registrationNumber: 'C3141592', taxId: '12-345' }))
        .toMatchObject({ kind: 'refused', code: 'SERVICER_REPORT_INVALID' });
      expect(await servicer.reportNow({ kind: 'company.identifiersChanged', buyerId: ACME_BUYER_ID, businessName: 'X'.repeat(65) })).toMatchObject({ kind: 'refused', code: 'SERVICER_REPORT_INVALID' });
      expect(await servicer.reportNow({ kind: 'company.identifiersChanged', buyerId: ACME_BUYER_ID, businessName: 'Acme Industrial Supply Inc.', registrationNumber: 'C3141592', taxId: '94-1234568' }))
        .toEqual({ kind: 'stored' });
      const { companyInfo } = await data<{ companyInfo: { businessName: string; taxId: string } }>(server, s.admin, INFO);
      expect(companyInfo).toMatchObject({ businessName: 'Acme Industrial Supply Inc.', taxId: '941234568' });
      expect((await audit(COMPANY_AUDIT.identifiersChanged)).at(-1)).toMatchObject({
        actor_user_id: null,
        to_state: { value: 'recorded', context: { businessName: 'Acme Industrial Supply Inc.', taxId: '941234568' } },
      });
      // There is no mutation for them: a buyer cannot send them.
      const reply = await graphql(server.url, s.admin, UPDATE, { input: { ...ACME_PROFILE, businessName: 'Mine now' } });
      expect(reply.body.errors?.[0]?.message).toMatch(/businessName/);
    });
  });

  describe('primary contact', () => {
    it('shows the primary contact (the admin in the seed)', async () => {
      expect(await overview()).toMatchObject({
        canRequestChange: true,
        contact: { userId: DEMO_USER_IDS.admin, name: 'Alex Morgan', email: 'admin@acme.example', phone: '+1 415 555 0101' },
        pending: null,
      });
    });

    it("refuses, in the machine's words, an invalid address, the current one, another user's, and a second change while one is pending", async () => {
      expect(await refusal(request('not-an-email'))).toEqual({ code: 'RULE_REFUSED', rule: 'isEmailChangeAcceptable', subRules: ['emailInvalid'] });
      expect(await refusal(request(' ADMIN@acme.example'))).toMatchObject({ rule: 'isEmailChangeAcceptable', subRules: ['sameAsCurrentEmail'] });
      expect(await refusal(request('payer@acme.example'))).toMatchObject({ rule: 'isEmailChangeAcceptable', subRules: ['emailAlreadyInUse'] });
      const { requestPrimaryEmailChange: made } = await data<{ requestPrimaryEmailChange: Change }>(server, s.admin, REQUEST, request('finance@acme.example'));
      expect(made).toMatchObject({ status: 'submitted', currentEmail: 'admin@acme.example', newEmail: 'finance@acme.example', contactUserId: DEMO_USER_IDS.admin });
      expect(await refusal(request('accounts@acme.example'))).toMatchObject({ rule: 'isEmailChangeAcceptable', subRules: ['anotherChangePending'] });
      expect((await overview()).pending).toMatchObject({ id: made.id, status: 'submitted' });
      expect((await outbox('primaryEmail.submitted')).at(-1)).toMatchObject({ recipient: 'admin@acme.example' });
    });

    it('answers a retry with the same key with the first change; another address under that key is IDEMPOTENCY_KEY_REUSED', async () => {
      const key = `retry-${randomUUID()}`;
      const first = await data<{ requestPrimaryEmailChange: Change }>(server, s.admin, REQUEST, request('ap@acme.example', key));
      const again = await data<{ requestPrimaryEmailChange: Change }>(server, s.admin, REQUEST, request('AP@acme.example', key));
      expect(again.requestPrimaryEmailChange.id).toBe(first.requestPrimaryEmailChange.id);
      expect(await refusal(request('other@acme.example', key))).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    });

    it('support rejects an address at another domain (demo rule); the e-mail stays and the requester is told why', async () => {
      const { requestPrimaryEmailChange: made } = await data<{ requestPrimaryEmailChange: Change }>(server, s.admin, REQUEST, request('alex@example.org'));
      await desk().decideNow(made.id);
      expect((await overview()).lastDecided).toEqual({ id: made.id, status: 'rejected', newEmail: 'alex@example.org', rejectionReason: 'domainNotVerified' });
      expect(await adminEmail()).toBe('admin@acme.example');
      expect((await outbox('primaryEmail.decided')).at(-1)).toMatchObject({ recipient: 'admin@acme.example', subject: "The primary contact's e-mail was not changed" });
    });

    it('an approval of an address another user took meanwhile is refused by the machine; the desk then rejects it', async () => {
      const { requestPrimaryEmailChange: made } = await data<{ requestPrimaryEmailChange: Change }>(server, s.admin, REQUEST, request('taken@acme.example'));
      await server.db.updateTable('users').set({ email: 'taken@acme.example' }).where('id', '=', DEMO_USER_IDS.sso).execute();
      try {
        expect(await servicerFor(server.services).reportNow({ kind: 'primaryEmail.approved', changeId: made.id })).toMatchObject({ kind: 'refused', code: 'RULE_REFUSED', rule: 'isNewEmailStillFree' });
        await desk().decideNow(made.id);
        expect((await overview()).lastDecided).toMatchObject({ id: made.id, status: 'rejected', rejectionReason: 'emailAlreadyInUse' });
        expect(await adminEmail()).toBe('admin@acme.example');
      } finally {
        await server.db.updateTable('users').set({ email: 'sso@acme.example' }).where('id', '=', DEMO_USER_IDS.sso).execute();
      }
    });

    it('approved live: the page hears submitted then approved, the contact signs in with the new address, both addresses are told', async () => {
      const events: { id: string; status: string }[] = [];
      const client = createClient({
        url: `${server.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, retryAttempts: 0,
        connectionParams: { token: s.admin.token, sessionChecksum: s.admin.checksum },
      });
      client.subscribe({ query: 'subscription { primaryEmailChangeUpdated { id status } }' }, {
        next: (r) => void events.push((r.data as { primaryEmailChangeUpdated: { id: string; status: string } }).primaryEmailChangeUpdated), error: () => {}, complete: () => {},
      });
      try {
        await new Promise<void>((resolve) => client.on('connected', () => resolve()));
        // The server registers the subscription asynchronously: a rejected change shows it is live.
        for (let attempt = 0; events.length === 0; attempt++) {
          if (attempt === 50) throw new Error('no primaryEmailChangeUpdated push');
          const probe = await data<{ requestPrimaryEmailChange: Change }>(server, s.admin, REQUEST, request(`probe${attempt}@example.org`));
          await desk().decideNow(probe.requestPrimaryEmailChange.id);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        const { requestPrimaryEmailChange: made } = await data<{ requestPrimaryEmailChange: Change }>(server, s.admin, REQUEST, request('Alex.Morgan@acme.example'));
        await desk().decideNow(made.id);
        for (let waited = 0; !events.some((e) => e.id === made.id && e.status === 'approved'); waited++) {
          if (waited === 200) throw new Error('no decision pushed');
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
        expect(events.filter((e) => e.id === made.id).map((e) => e.status)).toEqual(['submitted', 'approved']);
      } finally {
        await client.dispose();
      }
      expect(await adminEmail()).toBe('alex.morgan@acme.example');
      expect((await overview()).contact?.email).toBe('alex.morgan@acme.example');
      await openApiSession(server.url, 'alex.morgan@acme.example', DEMO_PASSWORD);
      expect((await outbox('primaryEmail.decided')).at(-1)).toMatchObject({ recipient: 'alex.morgan@acme.example', subject: "The primary contact's e-mail was changed" });
      expect((await outbox('primaryEmail.previousAddress')).at(-1)).toMatchObject({ recipient: 'admin@acme.example' });
      const trail = await server.db.selectFrom('audit_log').select(['event_type', 'actor_user_id']).where('machine_id', '=', 'primaryEmailChange').orderBy('seq', 'desc').limit(2).execute();
      expect(trail.reverse()).toEqual([{ event_type: 'primaryEmail.submit', actor_user_id: DEMO_USER_IDS.admin }, { event_type: 'primaryEmail.approved', actor_user_id: null }]);
    });

    it('a change is decided by its primary-email-review job when the desk has a delay', async () => {
      desk().configure({ delayMs: 0 });
      try {
        const { requestPrimaryEmailChange: made } = await data<{ requestPrimaryEmailChange: Change }>(server, s.admin, REQUEST, request('treasury@acme.example'));
        for (let waited = 0; (await overview()).pending !== null; waited++) {
          if (waited === 400) throw new Error(`change ${made.id} was not decided`);
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
        expect((await overview()).lastDecided).toMatchObject({ id: made.id, status: 'approved' });
      } finally {
        desk().configure({ delayMs: null });
      }
    });
  });
});

describe('company activity messages', () => {
  it.each(['en-US', 'de-DE'])('%s words every event of the primaryEmailChange machine and both company changes', (locale) => {
    const bundle = JSON.parse(readFileSync(new URL(`../../../src/i18n/messages/${locale}/company.json`, import.meta.url), 'utf8')) as Record<string, string>;
    const ids = [...activityMessageIds(primaryEmailChangeMachine), `activity.${COMPANY_AUDIT.profileUpdated}`, `activity.${COMPANY_AUDIT.identifiersChanged}`];
    expect(ids.filter((id) => !(id in bundle))).toEqual([]);
  });
});
