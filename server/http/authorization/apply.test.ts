import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ENROLMENT_PATHS, type EnrolmentLinkBody } from '../../../src/domain/enrolment';
import { testBackends } from '../../db/testing';
import { sampleApplication } from '../../modules/apply/applyTesting';
import { APPLY_LIMITS } from '../../modules/apply/routes';
import { cookieHeader, postJsonFrom } from '../testing/apiClient';
import { startAuthzServer, type AuthzServer } from './authzTesting';

/**
 * The public apply endpoints (server/modules/apply): anyone may call them, so what they answer is
 * the whole authorization question. An existing client reference is told with spec 8's error and
 * nothing else about the buyer who has it; a session changes nothing; an idempotency key used by
 * someone else gives nothing back; nobody decides an application through them; they are throttled.
 */
const link = (references: Partial<EnrolmentLinkBody['references']> = {}, paymentTerms: string | null = 'Net30'): EnrolmentLinkBody => ({
  references: { clientReferenceId: 'NW-9001', clientReferenceCustomerId: null, clientReferenceBuyerId: null, ...references },
  paymentTerms,
  channel: null,
});

describe.each(await testBackends())('public apply endpoints authorization on %s', (kind) => {
  let env: AuthzServer;
  let address = 100;
  const base = () => env.server.url.replace('localhost', '127.0.0.1');
  const call = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    postJsonFrom(`127.0.0.${address}`, `${base()}${path}`, body, headers) as Promise<{ status: number; body: Record<string, unknown> }>;

  beforeAll(async () => {
    env = await startAuthzServer(kind);
  });
  afterAll(() => env?.server.close());
  beforeEach(() => {
    address += 1;
  });

  it.each<[string, EnrolmentLinkBody, string]>([
    ["Acme's client reference", link({ clientReferenceId: 'NW-1001' }), 'apply.link.clientReferenceId.referenceAlreadyExists'],
    ["Globex's client buyer reference", link({ clientReferenceBuyerId: 'GLOBEX-0001' }), 'apply.link.clientReferenceBuyerId.referenceAlreadyExists'],
  ])('%s: the spec error and nothing about the buyer', async (_name, body, messageId) => {
    for (const path of [ENROLMENT_PATHS.link, ENROLMENT_PATHS.apply]) {
      const reply = await call(path, path === ENROLMENT_PATHS.link ? body : { link: body, application: sampleApplication('probe@contoso.example'), idempotencyKey: `probe-${address}-${path.length}` });
      expect(reply.status).toBe(422);
      expect(reply.body).toEqual({ code: 'ENROLMENT_LINK_INVALID', messageId: 'apply.error.linkInvalid', values: { problems: messageId } });
      expect(JSON.stringify(reply.body)).not.toMatch(/Acme|Globex|[0-9a-f]{8}-[0-9a-f]{4}/i);
    }
  });

  it("a signed-in buyer administrator's session changes no answer", async () => {
    const anonymous = await call(ENROLMENT_PATHS.link, link({ clientReferenceId: 'NW-1001' }));
    const withSession = await call(ENROLMENT_PATHS.link, link({ clientReferenceId: 'NW-1001' }), { cookie: cookieHeader(env.s.acmeAdmin.cookies) });
    expect([withSession.status, withSession.body]).toEqual([anonymous.status, anonymous.body]);
  });

  it("someone else's idempotency key with another application gets nothing of the first back", async () => {
    const first = await call(ENROLMENT_PATHS.apply, { link: link({ clientReferenceId: 'NW-9101' }), application: sampleApplication('first@contoso.example'), idempotencyKey: 'shared-key-9101' });
    expect(first.status).toBe(201);
    const other = await call(ENROLMENT_PATHS.apply, { link: link({ clientReferenceId: 'NW-9102' }), application: sampleApplication('second@contoso.example'), idempotencyKey: 'shared-key-9101' });
    expect(other).toMatchObject({ status: 409, body: { code: 'IDEMPOTENCY_KEY_REUSED' } });
    expect(other.body).not.toHaveProperty('applicationId');
    expect(await env.server.db.selectFrom('buyer_applications').select('id').where('contact_email', '=', 'second@contoso.example').execute()).toEqual([]);
  });

  it('nobody decides an application or reads one through the public paths', async () => {
    expect((await call('/public/enrolment/decide', { applicationId: 'x', decision: 'approve' })).status).toBe(404);
    expect((await fetch(`${base()}${ENROLMENT_PATHS.link}`)).status).toBe(405);
    const noHeader = await fetch(`${base()}${ENROLMENT_PATHS.apply}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(noHeader.status).toBe(403);
  });

  it('link checks are throttled per client address', async () => {
    for (let i = 0; i < APPLY_LIMITS.linkChecksPerAddress; i += 1) expect((await call(ENROLMENT_PATHS.link, link())).status).toBe(200);
    expect(await call(ENROLMENT_PATHS.link, link())).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } });
  });
});
