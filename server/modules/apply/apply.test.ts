import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ENROLMENT_PATHS, type EnrolmentLinkBody } from '../../../src/domain/enrolment';
import { testBackends } from '../../db/testing';
import { postJsonFrom } from '../../http/testing/apiClient';
import { startTestServer, type TestServer } from '../../http/testing/testServer';
import { jobsFor } from '../../jobs/jobQueue';
import { QUEUES } from '../../jobs/queues';
import { INVITATION_KIND, tokenHashOf } from '../users/invitations';
import { decideApplication } from './decideApplication';
import { APPLY_NOTICE_KINDS } from './applyNotices';
import { sampleApplication } from './applyTesting';

const link = (change: Partial<EnrolmentLinkBody['references']> = {}, rest: Partial<Omit<EnrolmentLinkBody, 'references'>> = {}): EnrolmentLinkBody => ({
  references: { clientReferenceId: 'NW-2001', clientReferenceCustomerId: null, clientReferenceBuyerId: null, ...change },
  paymentTerms: 'Net30',
  channel: 'email',
  ...rest,
});


describe.each(await testBackends())('buyer apply (enrolment) on %s', (kind) => {
  let server: TestServer;
  let address = 10;
  const call = (path: string, body: unknown, from = `127.0.0.${address}`) =>
    postJsonFrom(from, `${server.url.replace('localhost', '127.0.0.1')}${path}`, body) as Promise<{ status: number; body: Record<string, unknown> & { values?: Record<string, string> } }>;

  beforeAll(async () => {
    // The demo underwriting acts (a held job) only with DEMO_UNDERWRITING_MS set; unset, staff decide.
    server = await startTestServer(kind, { env: { DEMO_JOBS: 'manual', DEMO_UNDERWRITING_MS: '0' } });
  });
  afterAll(() => server?.close());
  // Each test calls from its own loopback address: the per-address throttles of one do not spend another's.
  beforeEach(() => {
    address += 1;
  });

  it('a valid link: the program offers its terms', async () => {
    const reply = await call(ENROLMENT_PATHS.link, link({ clientReferenceBuyerId: 'BUY-2001' }));
    expect(reply).toMatchObject({ status: 200, body: { programName: 'Northwind Trade Credit', paymentTerms: 'Net30' } });
  });

  it.each<[string, EnrolmentLinkBody, string]>([
    ['an existing client reference', link({ clientReferenceId: 'nw-1001' }), 'apply.link.clientReferenceId.referenceAlreadyExists'],
    ['an existing client buyer reference', link({ clientReferenceBuyerId: 'ACME-0001' }), 'apply.link.clientReferenceBuyerId.referenceAlreadyExists'],
    ['a missing required reference', link({ clientReferenceId: null }), 'apply.link.clientReferenceId.referenceRequired'],
    ['an unsupported reference', link({ clientReferenceCustomerId: 'C-1' }), 'apply.link.clientReferenceCustomerId.referenceUnsupported'],
    ['an unsupported payment term', link({}, { paymentTerms: 'Net120' }), 'apply.link.paymentTermsUnsupported'],
    ['a payment term the program has not enabled', link({}, { paymentTerms: 'Net45' }), 'apply.link.paymentTermsDisabled'],
    ['no payment terms', link({}, { paymentTerms: null }), 'apply.link.termsIdMissing'],
    ['an unknown channel', link({}, { channel: 'fax' }), 'apply.link.channelInvalid'],
  ])('refuses %s with the spec error, on the link check and on submission', async (_name, bad, messageId) => {
    const checked = await call(ENROLMENT_PATHS.link, bad);
    expect(checked).toMatchObject({ status: 422, body: { code: 'ENROLMENT_LINK_INVALID', values: { problems: messageId } } });
    const buyersBefore = (await server.db.selectFrom('buyers').select('id').execute()).length;
    const submitted = await call(ENROLMENT_PATHS.apply, { link: bad, application: sampleApplication('nobody@contoso.example'), idempotencyKey: `bad-${messageId}` });
    expect(submitted).toMatchObject({ status: 422, body: { code: 'ENROLMENT_LINK_INVALID', values: { problems: messageId } } });
    expect((await server.db.selectFrom('buyers').select('id').execute()).length).toBe(buyersBefore);
  });

  it('refuses a field against its rule (spec 5 lengths, US tax ID), NUL characters, and calls without X-Requested-With', async () => {
    const long = sampleApplication('x@contoso.example', 'B'.repeat(65));
    const reply = await call(ENROLMENT_PATHS.apply, { link: link(), application: long, idempotencyKey: 'too-long-1' });
    expect(reply).toMatchObject({ status: 400, body: { code: 'BAD_USER_INPUT', values: { field: 'body.application.business.businessName' } } });
    const badTax = { ...sampleApplication('x@contoso.example'), business: { ...sampleApplication('x').business, taxId: '12345' } };
    expect((await call(ENROLMENT_PATHS.apply, { link: link(), application: badTax, idempotencyKey: 'tax-id-1' })).body).toMatchObject({ values: { field: 'body.application.business.taxId' } });
    const nul = await call(ENROLMENT_PATHS.apply, { link: link(), application: sampleApplication('x@contoso.example', 'Bad\u0000Name'), idempotencyKey: 'nul-1' });
    expect(nul).toMatchObject({ status: 400, body: { messageId: 'error.unsupportedCharacters' } });
    const surrogate = await call(ENROLMENT_PATHS.link, link({ clientReferenceId: 'NW-\ud800' }));
    expect(surrogate.status).toBe(400);
    const noHeader = await fetch(`${server.url}${ENROLMENT_PATHS.link}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(link()) });
    expect(noHeader.status).toBe(403);
  });

  it('submits once per idempotency key; underwriting approves as a held job and the applicant gets the activation e-mail', async () => {
    const body = { link: link({ clientReferenceId: 'NW-3001', clientReferenceBuyerId: 'BUY-3001' }), application: sampleApplication('dana@contoso.example'), idempotencyKey: 'apply-key-3001' };
    const first = await call(ENROLMENT_PATHS.apply, body);
    expect(first).toMatchObject({ status: 201, body: { status: 'submitted' } });
    const again = await call(ENROLMENT_PATHS.apply, body);
    expect([again.status, again.body]).toEqual([200, first.body]);
    const reused = await call(ENROLMENT_PATHS.apply, { ...body, application: sampleApplication('other@contoso.example') });
    expect(reused).toMatchObject({ status: 409, body: { code: 'IDEMPOTENCY_KEY_REUSED' } });
    const applicationId = String(first.body['applicationId']);
    const application = await server.db.selectFrom('buyer_applications').selectAll().where('id', '=', applicationId).executeTakeFirstOrThrow();
    const buyer = await server.db.selectFrom('buyers').selectAll().where('id', '=', application.buyer_id).executeTakeFirstOrThrow();
    expect([buyer.status, buyer.credit_approved_minor, buyer.client_reference_id, buyer.terms, application.requested_limit_minor]).toEqual(['pending', 0, 'NW-3001', 'Net30', 5_000_000]);
    expect(await server.db.selectFrom('buyer_applications').select('id').where('idempotency_key', '=', 'apply-key-3001').execute()).toHaveLength(1);
    // The same reference is now taken (the pending buyer holds it).
    expect((await call(ENROLMENT_PATHS.link, link({ clientReferenceId: 'NW-3001' }))).body).toMatchObject({ values: { problems: 'apply.link.clientReferenceId.referenceAlreadyExists' } });

    const jobs = jobsFor(server.services)!;
    const held = await jobs.held(QUEUES.applicationUnderwriting);
    expect(held.map((job) => job.key)).toContain(applicationId);
    expect(await server.db.selectFrom('outbox_messages').select('id').where('recipient', '=', 'dana@contoso.example').execute()).toEqual([]);
    const released = await jobs.release(QUEUES.applicationUnderwriting, applicationId);
    await jobs.settled(QUEUES.applicationUnderwriting, released.map((job) => job.id));

    const decided = await server.db.selectFrom('buyer_applications').selectAll().where('id', '=', applicationId).executeTakeFirstOrThrow();
    const active = await server.db.selectFrom('buyers').select(['status', 'credit_approved_minor']).where('id', '=', application.buyer_id).executeTakeFirstOrThrow();
    expect([decided.status, active.status, active.credit_approved_minor]).toEqual(['approved', 'active', 5_000_000]);
    const user = await server.db.selectFrom('users').selectAll().where('id', '=', decided.applicant_user_id!).executeTakeFirstOrThrow();
    expect([user.email, user.status, user.roles, user.is_primary_user, user.buyer_id]).toEqual(['dana@contoso.example', 'pending', ['Buyer:Administrator'], true, application.buyer_id]);
    const mail = await server.db.selectFrom('outbox_messages').selectAll().where('recipient', '=', 'dana@contoso.example').where('kind', '=', INVITATION_KIND).executeTakeFirstOrThrow();
    const token = /\/sign-up\?activation=([^\s]+)/.exec(mail.body)?.[1];
    expect(token).toBeDefined();
    const invitation = await server.db.selectFrom('user_invitations').select(['status', 'user_id']).where('token_hash', '=', tokenHashOf(decodeURIComponent(token!))).executeTakeFirstOrThrow();
    expect(invitation).toEqual({ status: 'valid', user_id: user.id });
    // The audit trail has the application's life.
    const trail = await server.db.selectFrom('audit_log').select(['event_type']).where('entity_id', '=', applicationId).orderBy('seq').execute();
    expect(trail.map((entry) => entry.event_type)).toEqual(['application.submit', 'application.approve']);

    // A second decision (a staff console after the job) is refused by the machine: nothing changes.
    await expect(decideApplication(server.services, applicationId, { kind: 'decline', reason: 'late' }, 'staff')).rejects.toMatchObject({ extensions: { code: 'RULE_REFUSED' } });
    expect((await server.db.selectFrom('outbox_messages').select('id').where('recipient', '=', 'dana@contoso.example').execute()).length).toBe(1);
  });

  it('a staff decision declines: the buyer is declined, its references free again, the applicant told', async () => {
    const body = { link: link({ clientReferenceId: 'NW-4001' }), application: sampleApplication('lee@fabrikam.example', 'Fabrikam'), idempotencyKey: 'apply-key-4001' };
    const reply = await call(ENROLMENT_PATHS.apply, body);
    const applicationId = String(reply.body['applicationId']);
    await decideApplication(server.services, applicationId, { kind: 'decline', reason: 'insufficientHistory' }, 'staff-user', { userId: null, role: 'underwriting' });
    const row = await server.db.selectFrom('buyer_applications as a').innerJoin('buyers as b', 'b.id', 'a.buyer_id').select(['a.status', 'b.status as buyerStatus']).where('a.id', '=', applicationId).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'declined', buyerStatus: 'declined' });
    expect((await server.db.selectFrom('outbox_messages').select('kind').where('recipient', '=', 'lee@fabrikam.example').execute()).map((m) => m.kind)).toEqual([APPLY_NOTICE_KINDS.declined]);
    expect((await call(ENROLMENT_PATHS.link, link({ clientReferenceId: 'NW-4001' }))).status).toBe(200);
    // The held job finds it decided and does nothing.
    const jobs = jobsFor(server.services)!;
    const released = await jobs.release(QUEUES.applicationUnderwriting, applicationId);
    const settled = await jobs.settled(QUEUES.applicationUnderwriting, released.map((job) => job.id));
    expect(settled.map((job) => job.state)).toEqual(['completed']);
    expect((await server.db.selectFrom('buyer_applications').select('status').where('id', '=', applicationId).executeTakeFirstOrThrow()).status).toBe('declined');
  });

  it('an applicant whose e-mail already has a user is linked, not invited twice', async () => {
    const reply = await call(ENROLMENT_PATHS.apply, { link: link({ clientReferenceId: 'NW-5001' }), application: sampleApplication('payer@acme.example', 'Acme West'), idempotencyKey: 'apply-key-5001' });
    const applicationId = String(reply.body['applicationId']);
    await decideApplication(server.services, applicationId, { kind: 'approve' }, 'staff-user');
    const payer = await server.db.selectFrom('users').select('id').where('email', '=', 'payer@acme.example').executeTakeFirstOrThrow();
    const application = await server.db.selectFrom('buyer_applications').selectAll().where('id', '=', applicationId).executeTakeFirstOrThrow();
    expect(application.applicant_user_id).toBe(payer.id);
    expect(await server.db.selectFrom('user_buyer_links').select('user_id').where('buyer_id', '=', application.buyer_id).execute()).toEqual([{ user_id: payer.id }]);
    expect(await server.db.selectFrom('users').select('id').where('email', '=', 'payer@acme.example').execute()).toHaveLength(1);
  });
});
