import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENROLMENT_PATHS } from '../../../src/domain/enrolment';
import { ACME_BUYER_ID, GLOBEX_BUYER_ID } from '../../db/demoIds';
import { DEMO_PASSWORD, DEMO_USER_IDS } from '../../db/demoUsers';
import { testBackends } from '../../db/testing';
import { sampleApplication } from '../../modules/apply/applyTesting';
import { underwritingFor } from '../../modules/creditIncreases/underwriting';
import { graphql, openApiSession, postJsonFrom, type ApiSession, type SignedIn } from '../testing/apiClient';
import {
  codeOf, data, FORBIDDEN, itRefuses, refusedWith, rowCount, startAuthzServer,
  type AuthzServer, type RefusalCase, type Who,
} from './authzTesting';

/**
 * Issue 14 items 1 and 6: Customers (clientAdministrator, accountManager, staff), the seller's own
 * users (clientAdministrator), the support console (customerSupport) and the underwriting console
 * (underwriter): every query and mutation, for the wrong role, the wrong program and the right one.
 */
const CUSTOMERS = 'query($search: String, $status: String) { customers(search: $search, status: $status) { id name status terms charges purchasers activated creditApproved { amountMinor } creditAvailable { amountMinor } } }';
const CUSTOMER = 'query($id: ID!) { customer(id: $id) { customer { id name } users { id email invitationPending } pendingCreditIncrease { id } pendingEmailChange { id } } }';
const CLIENT_USERS = 'query { clientUsers { id email roles } }';
const FIND = 'query($search: String!) { supportFindUsers(search: $search) { id email buyerId buyerName } }';
const RESEND = 'mutation($userId: ID!) { supportResendInvitation(userId: $userId) { id invitationPending } }';
const DECIDE_EMAIL = 'mutation($input: DecidePrimaryEmailChangeInput!) { supportDecidePrimaryEmailChange(input: $input) { id status } }';
const REQUEST_EMAIL = 'mutation($input: RequestPrimaryEmailChangeInput!) { requestPrimaryEmailChange(input: $input) { id status } }';
const OPEN_PORTAL = 'mutation($buyerId: ID!, $path: String) { openBuyerPortal(buyerId: $buyerId, path: $path) { url expiresAt userEmail } }';
const QUEUE = 'query { underwritingQueue { creditIncreases { request { id } buyerName } applications { id businessName } } }';
const DECIDE_CREDIT = 'mutation($input: DecideCreditIncreaseInput!) { decideCreditIncrease(input: $input) { id status approvedAmount { amountMinor } } }';
const DECIDE_APPLICATION = 'mutation($input: DecideApplicationInput!) { decideApplication(input: $input) { id status } }';
const REQUEST_CREDIT = 'mutation($input: RequestCreditIncreaseInput!) { requestCreditIncrease(input: $input) { id status } }';

const OTHER_PROGRAM = 'contoso';
const OTHER_BUYER_ID = '0f0f0f0f-0000-4000-8000-000000000031';

const NOT_STAFF_READERS: readonly Who[] = ['acmeAdmin', 'payer', 'purchaser', 'groupAdmin', 'developer', 'globexAdmin'];

describe.each(await testBackends())('customers, support and underwriting authorization on %s', (kind) => {
  let env: AuthzServer;
  let manager: ApiSession & SignedIn;
  let acmeRequest: string;
  let application: string;
  let emailChange: string;
  let pendingUserId: string;

  const creditState = async () => ({
    requests: await env.server.db.selectFrom('credit_increase_requests').select(['id', 'status']).orderBy('id').execute(),
    line: await env.server.db.selectFrom('buyers').select('credit_approved_minor').where('id', '=', ACME_BUYER_ID).executeTakeFirstOrThrow(),
    audit: await rowCount(env, 'audit_log'),
  });
  const applicationState = async () => env.server.db.selectFrom('buyer_applications').select(['id', 'status']).orderBy('id').execute();
  const emailState = async () => env.server.db.selectFrom('primary_email_changes').select(['id', 'status']).orderBy('id').execute();
  const auditCount = () => rowCount(env, 'audit_log');
  const outboxAndAudit = async () => ({ outbox: await rowCount(env, 'outbox_messages'), audit: await rowCount(env, 'audit_log') });

  beforeAll(async () => {
    env = await startAuthzServer(kind);
    underwritingFor(env.server.services).configure({ delayMs: null });
    const { db } = env.server;
    manager = await openApiSession(env.server.url, 'account.manager@northwind.example', DEMO_PASSWORD);
    // Another program with a buyer: nobody of Northwind's sees it.
    const northwind = await db.selectFrom('programs').selectAll().where('id', '=', 'northwind').executeTakeFirstOrThrow();
    // JSON columns go back as text (node-postgres would send a JS array as a PostgreSQL array).
    const asColumns = (row: Record<string, unknown>) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, value !== null && typeof value === 'object' && !(value instanceof Date) ? JSON.stringify(value) : value]));
    await db.insertInto('programs').values(asColumns({ ...northwind, id: OTHER_PROGRAM, name: 'Contoso Credit' }) as never).execute();
    const globex = await db.selectFrom('buyers').selectAll().where('id', '=', GLOBEX_BUYER_ID).executeTakeFirstOrThrow();
    await db.insertInto('buyers').values({ ...globex, id: OTHER_BUYER_ID, program_id: OTHER_PROGRAM, name: 'Contoso Buyer', client_reference_buyer_id: 'CONTOSO-1', created_at: new Date() } as never).execute();
    // Pending work for the consoles: Acme's credit request, an application, a primary e-mail change, an invited user.
    acmeRequest = (await data<{ requestCreditIncrease: { id: string } }>(env, 'acmeAdmin', REQUEST_CREDIT, {
      input: { idempotencyKey: randomUUID(), type: 'permanent', amountMinor: 10_000_000, reason: 'staff authorization test' },
    })).requestCreditIncrease.id;
    const applied = await postJsonFrom('127.0.0.77', `${env.server.url.replace('localhost', '127.0.0.1')}${ENROLMENT_PATHS.apply}`, {
      link: { references: { clientReferenceId: 'NW-7701', clientReferenceCustomerId: null, clientReferenceBuyerId: null }, paymentTerms: 'Net30', channel: 'email' },
      application: sampleApplication('applicant@initech.example', 'Initech'),
      idempotencyKey: 'staff-authz-7701',
    });
    application = String((applied.body as Record<string, unknown>)['applicationId']);
    emailChange = (await data<{ requestPrimaryEmailChange: { id: string } }>(env, 'acmeAdmin', REQUEST_EMAIL, {
      input: { idempotencyKey: randomUUID(), newEmail: 'alex.morgan@acme.example' },
    })).requestPrimaryEmailChange.id;
    const topGroup = await db.selectFrom('groups').select('id').where('buyer_id', '=', ACME_BUYER_ID).where('parent_group_id', 'is', null).executeTakeFirstOrThrow();
    pendingUserId = (await data<{ inviteUser: { id: string } }>(env, 'acmeAdmin', 'mutation($input: InviteUserInput!) { inviteUser(input: $input) { id } }', {
      input: { idempotencyKey: randomUUID(), firstName: 'Ivy', lastName: 'Invited', email: 'ivy@acme.example', roles: ['buyerPurchaser'], groupId: topGroup.id, contactTypes: [], invoicePermissions: [], receiveInvoiceEmails: false },
    })).inviteUser.id;
  });
  afterAll(() => env?.server.close());

  it('positive controls: the seller, its account manager and staff list and open Acme; the seller lists its own users', async () => {
    for (const who of ['seller', 'staff', 'underwriter'] as const) {
      const { customers } = await data<{ customers: { id: string; name: string; purchasers: number; activated: boolean }[] }>(env, who, CUSTOMERS, { search: 'acme' });
      expect(customers.map((c) => c.id)).toEqual([ACME_BUYER_ID]);
      // purchaser@, sso@ and the invited Ivy hold buyerPurchaser.
      expect(customers[0]).toMatchObject({ purchasers: 3, activated: true });
      const { customer } = await data<{ customer: { customer: { id: string }; users: { email: string }[]; pendingCreditIncrease: { id: string } } }>(env, who, CUSTOMER, { id: ACME_BUYER_ID });
      expect(customer.pendingCreditIncrease.id).toBe(acmeRequest);
      expect(customer.users.map((u) => u.email)).toContain('admin@acme.example');
    }
    const asManager = await graphql(env.server.url, manager, CUSTOMERS, {});
    expect((asManager.body.data as { customers: { id: string }[] }).customers.map((c) => c.id)).toEqual(expect.arrayContaining([ACME_BUYER_ID, GLOBEX_BUYER_ID]));
    const { clientUsers } = await data<{ clientUsers: { email: string }[] }>(env, 'seller', CLIENT_USERS);
    expect(clientUsers.map((u) => u.email).sort()).toEqual(['account.manager@northwind.example', 'client.admin@northwind.example', 'developer@northwind.example']);
    const { customers: suspended } = await data<{ customers: unknown[] }>(env, 'seller', CUSTOMERS, { status: 'suspended' });
    expect(suspended).toEqual([]);
  });

  describe('wrong role: buyers and the developer see no customers; only the client administrator its users', () => {
    const cases: RefusalCase[] = [
      ...NOT_STAFF_READERS.flatMap((who): RefusalCase[] => [
        { name: 'customers', who, query: CUSTOMERS, variables: () => ({}), refusal: FORBIDDEN },
        { name: 'customer(Acme)', who, query: CUSTOMER, variables: () => ({ id: ACME_BUYER_ID }), refusal: FORBIDDEN },
      ]),
      ...(['staff', 'underwriter', 'developer', 'acmeAdmin'] as Who[]).map((who): RefusalCase => ({ name: 'clientUsers', who, query: CLIENT_USERS, variables: () => ({}), refusal: FORBIDDEN })),
    ];
    itRefuses(() => env, cases);

    it('accountManager: no clientUsers, no consoles', async () => {
      for (const [query, variables] of [[CLIENT_USERS, {}], [QUEUE, {}], [FIND, { search: 'acme' }], [OPEN_PORTAL, { buyerId: ACME_BUYER_ID }]] as const) {
        expect(codeOf(await graphql(env.server.url, manager, query, variables))).toBe('FORBIDDEN');
      }
    });
  });

  describe('wrong program: a buyer of another program is not found', () => {
    it('customer(id) is null and the list leaves it out, for every reader', async () => {
      for (const who of ['seller', 'staff', 'underwriter'] as const) {
        expect((await data<{ customer: unknown }>(env, who, CUSTOMER, { id: OTHER_BUYER_ID })).customer).toBeNull();
        expect((await data<{ customers: unknown[] }>(env, who, CUSTOMERS, { search: 'contoso' })).customers).toEqual([]);
      }
    });
    itRefuses(() => env, [
      { name: 'openBuyerPortal(another program)', who: 'staff', query: OPEN_PORTAL, variables: () => ({ buyerId: OTHER_BUYER_ID }), refusal: refusedWith('NOT_FOUND'), unchanged: auditCount },
    ]);
  });

  describe('support console: customerSupport only', () => {
    const others: readonly Who[] = ['seller', 'underwriter', 'developer', 'acmeAdmin', 'payer', 'globexAdmin'];
    itRefuses(() => env, others.flatMap((who): RefusalCase[] => [
      { name: 'supportFindUsers', who, query: FIND, variables: () => ({ search: 'acme' }), refusal: FORBIDDEN },
      { name: 'supportResendInvitation', who, query: RESEND, variables: () => ({ userId: pendingUserId }), refusal: FORBIDDEN, unchanged: outboxAndAudit },
      { name: 'supportDecidePrimaryEmailChange', who, query: DECIDE_EMAIL, variables: () => ({ input: { changeId: emailChange, approve: true } }), refusal: FORBIDDEN, unchanged: emailState },
      { name: 'openBuyerPortal(Acme)', who, query: OPEN_PORTAL, variables: () => ({ buyerId: ACME_BUYER_ID }), refusal: FORBIDDEN, unchanged: auditCount },
    ]));

    it('support finds Acme\'s admin, resends an invitation, opens the portal (audited, the handoff signs in as the admin once) and approves the e-mail change', async () => {
      const { supportFindUsers } = await data<{ supportFindUsers: { email: string; buyerId: string }[] }>(env, 'staff', FIND, { search: 'Alex Morgan' });
      expect(supportFindUsers).toEqual([expect.objectContaining({ email: 'admin@acme.example', buyerId: ACME_BUYER_ID })]);
      expect((await data<{ supportFindUsers: unknown[] }>(env, 'staff', FIND, { search: 'contoso' })).supportFindUsers).toEqual([]);

      const resent = await data<{ supportResendInvitation: { id: string; invitationPending: boolean } }>(env, 'staff', RESEND, { userId: pendingUserId });
      expect(resent.supportResendInvitation).toEqual({ id: pendingUserId, invitationPending: true });

      const { openBuyerPortal } = await data<{ openBuyerPortal: { url: string; userEmail: string } }>(env, 'staff', OPEN_PORTAL, { buyerId: ACME_BUYER_ID, path: '/activity/account-activity' });
      expect(openBuyerPortal.userEmail).toBe('admin@acme.example');
      const url = new URL(openBuyerPortal.url, env.server.url);
      expect([url.pathname, url.searchParams.get('path')]).toEqual(['/x-session', '/activity/account-activity']);
      const entry = await env.server.db.selectFrom('audit_log').selectAll().where('event_type', '=', 'supportHandoff.issued').orderBy('seq', 'desc').executeTakeFirstOrThrow();
      expect([entry.actor_user_id, entry.actor_role, entry.buyer_id]).toEqual([DEMO_USER_IDS.support, 'customerSupport', ACME_BUYER_ID]);
      const handoff = (token: string) => fetch(`${env.server.url}/auth/handoff`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' }, body: JSON.stringify({ jwtAuth: token }) });
      const first = await handoff(url.searchParams.get('jwtAuth')!);
      expect(first.status).toBe(200);
      expect(((await first.json()) as { claims: { email: string } }).claims.email).toBe('admin@acme.example');
      expect((await handoff(url.searchParams.get('jwtAuth')!)).status).toBe(401);

      const { supportDecidePrimaryEmailChange } = await data<{ supportDecidePrimaryEmailChange: { status: string } }>(env, 'staff', DECIDE_EMAIL, { input: { changeId: emailChange, approve: false, reason: 'domainNotVerified' } });
      expect(supportDecidePrimaryEmailChange.status).toBe('rejected');
      expect(codeOf(await graphql(env.server.url, env.s.staff, DECIDE_EMAIL, { input: { changeId: emailChange, approve: true } }))).toBe('RULE_REFUSED');
    });
  });

  describe('underwriting console: underwriters only', () => {
    const others: readonly Who[] = ['seller', 'staff', 'developer', 'acmeAdmin', 'payer', 'globexAdmin'];
    itRefuses(() => env, others.flatMap((who): RefusalCase[] => [
      { name: 'underwritingQueue', who, query: QUEUE, variables: () => ({}), refusal: FORBIDDEN },
      { name: 'decideCreditIncrease', who, query: DECIDE_CREDIT, variables: () => ({ input: { requestId: acmeRequest, verdict: 'approve' } }), refusal: FORBIDDEN, unchanged: creditState },
      { name: 'decideApplication', who, query: DECIDE_APPLICATION, variables: () => ({ input: { applicationId: application, verdict: 'approve' } }), refusal: FORBIDDEN, unchanged: applicationState },
    ]));
    it('accountManager cannot decide', async () => {
      const before = await creditState();
      expect(codeOf(await graphql(env.server.url, manager, DECIDE_CREDIT, { input: { requestId: acmeRequest, verdict: 'approve' } }))).toBe('FORBIDDEN');
      expect(await creditState()).toEqual(before);
    });

    it('the underwriter sees the queue, refuses a bad amount, approves part of the increase and declines the application', async () => {
      const { underwritingQueue } = await data<{ underwritingQueue: { creditIncreases: { request: { id: string } }[]; applications: { id: string; businessName: string }[] } }>(env, 'underwriter', QUEUE);
      expect(underwritingQueue.creditIncreases.map((c) => c.request.id)).toEqual([acmeRequest]);
      expect(underwritingQueue.applications).toEqual([{ id: application, businessName: 'Initech' }]);

      const before = await creditState();
      for (const input of [{ verdict: 'approve', approvedAmountMinor: 20_000_000 }, { verdict: 'approve', approvedAmountMinor: 0 }, { verdict: 'decline' }, { verdict: 'decline', reason: 'because' }]) {
        expect(codeOf(await graphql(env.server.url, env.s.underwriter, DECIDE_CREDIT, { input: { requestId: acmeRequest, ...input } }))).toBe('BAD_USER_INPUT');
      }
      expect(await creditState()).toEqual(before);

      const { decideCreditIncrease } = await data<{ decideCreditIncrease: { status: string; approvedAmount: { amountMinor: number } } }>(env, 'underwriter', DECIDE_CREDIT, { input: { requestId: acmeRequest, verdict: 'approve', approvedAmountMinor: 5_000_000 } });
      expect(decideCreditIncrease).toEqual({ id: acmeRequest, status: 'approved', approvedAmount: { amountMinor: 5_000_000 } });
      const line = await env.server.db.selectFrom('buyers').select('credit_approved_minor').where('id', '=', ACME_BUYER_ID).executeTakeFirstOrThrow();
      expect(line.credit_approved_minor).toBe(before.line.credit_approved_minor + 5_000_000);
      const decided = await env.server.db.selectFrom('audit_log').select(['actor_user_id', 'actor_role']).where('entity_id', '=', acmeRequest).where('event_type', '=', 'creditIncrease.approved').executeTakeFirstOrThrow();
      expect(decided).toEqual({ actor_user_id: DEMO_USER_IDS.underwriter, actor_role: 'underwriter' });
      // Decided once: a second decision is the machine's refusal.
      expect(codeOf(await graphql(env.server.url, env.s.underwriter, DECIDE_CREDIT, { input: { requestId: acmeRequest, verdict: 'decline', reason: 'other' } }))).toBe('RULE_REFUSED');

      const { decideApplication } = await data<{ decideApplication: { status: string } }>(env, 'underwriter', DECIDE_APPLICATION, { input: { applicationId: application, verdict: 'decline', reason: 'insufficientPaymentHistory' } });
      expect(decideApplication.status).toBe('declined');
      expect((await data<{ underwritingQueue: { creditIncreases: unknown[]; applications: unknown[] } }>(env, 'underwriter', QUEUE)).underwritingQueue).toEqual({ creditIncreases: [], applications: [] });
    });
  });
});
