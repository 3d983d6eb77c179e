import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME_BUYER_ID } from '../../db/demoIds';
import { testBackends } from '../../db/testing';
import { supportDeskFor } from '../../modules/company/supportReview';
import {
  data, eventually, FORBIDDEN, hidden, listen, NOT_YOURS, READ_ONLY, settle, startAuthzServer,
  type AuthzServer, type Listener, type RefusalCase, type Who, itRefuses,
} from './authzTesting';

/**
 * Company info and the primary contact (spec 6: Buyer:Administrator manages the account;
 * server/modules/company/README.md: seller and staff users of the program read, nobody else).
 * Every refused mutation leaves Acme's company row, its name, its users' e-mails, the change
 * requests and the audit trail as they were.
 */
const INFO = 'query($buyerId: ID) { companyInfo(buyerId: $buyerId) { businessName tradingName canEditProfile } }';
const CONTACT = 'query($buyerId: ID) { primaryContact(buyerId: $buyerId) { canRequestChange contact { email } pending { id } } }';
const UPDATE = 'mutation($input: UpdateCompanyProfileInput!) { updateCompanyProfile(input: $input) { tradingName } }';
const REQUEST = 'mutation($input: RequestPrimaryEmailChangeInput!) { requestPrimaryEmailChange(input: $input) { id status } }';
const ONE = 'query($id: ID!) { primaryEmailChange(id: $id) { id status } }';
const UPDATED = 'subscription($buyerId: ID) { primaryEmailChangeUpdated(buyerId: $buyerId) { id status } }';

const profile = (extra: Record<string, unknown> = {}) => () => ({
  input: { tradingName: 'Intruder Trading', line1: '1 Elsewhere Road', city: 'Springfield', state: 'IL', zip: '62701', ...extra },
});
const change = (extra: Record<string, unknown> = {}) => () => ({ input: { idempotencyKey: randomUUID(), newEmail: 'intruder@acme.example', ...extra } });

describe.each(await testBackends())('company authorization on %s', (kind) => {
  let env: AuthzServer;
  /** A change of Acme's, made by its admin in the control (rejected again, so others can be requested). */
  let acmeChange: string;
  const listeners: Listener[] = [];
  const companyState = async () => ({
    info: await env.server.db.selectFrom('buyer_company_info').selectAll().where('buyer_id', '=', ACME_BUYER_ID).executeTakeFirst(),
    name: (await env.server.db.selectFrom('buyers').select('name').where('id', '=', ACME_BUYER_ID).executeTakeFirstOrThrow()).name,
    emails: await env.server.db.selectFrom('users').select(['id', 'email']).where('buyer_id', '=', ACME_BUYER_ID).orderBy('id').execute(),
    changes: await env.server.db.selectFrom('primary_email_changes').select(['id', 'status']).orderBy('id').execute(),
    audit: Number((await env.server.db.selectFrom('audit_log').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n),
  });

  beforeAll(async () => {
    env = await startAuthzServer(kind);
    supportDeskFor(env.server.services).configure({ delayMs: null });
  });
  afterAll(async () => {
    await Promise.all(listeners.map((l) => l.client.dispose()));
    await env?.server.close();
  });

  it('positive controls: Acme admin reads and changes; seller and staff read only', async () => {
    const saved = await data<{ updateCompanyProfile: { tradingName: string } }>(env, 'acmeAdmin', UPDATE, profile({ tradingName: 'Acme Supply' })());
    expect(saved.updateCompanyProfile.tradingName).toBe('Acme Supply');
    for (const who of ['acmeAdmin', 'seller', 'staff'] as const) {
      const { companyInfo } = await data<{ companyInfo: { businessName: string; canEditProfile: boolean } }>(env, who, INFO, { buyerId: ACME_BUYER_ID });
      expect(companyInfo).toMatchObject({ businessName: 'Acme Industrial Supply', canEditProfile: who === 'acmeAdmin' });
      const { primaryContact } = await data<{ primaryContact: { canRequestChange: boolean; contact: { email: string } } }>(env, who, CONTACT, { buyerId: ACME_BUYER_ID });
      expect(primaryContact).toMatchObject({ canRequestChange: who === 'acmeAdmin', contact: { email: 'admin@acme.example' } });
    }
    expect((await data<{ companyInfo: { businessName: string } }>(env, 'globexAdmin', INFO)).companyInfo.businessName).toBe('Globex Wholesale');
    acmeChange = (await data<{ requestPrimaryEmailChange: { id: string } }>(env, 'acmeAdmin', REQUEST, change({ newEmail: 'control@acme.example' })())).requestPrimaryEmailChange.id;
    for (const who of ['acmeAdmin', 'seller', 'staff'] as const) {
      expect((await data<{ primaryEmailChange: { id: string } | null }>(env, who, ONE, { id: acmeChange })).primaryEmailChange?.id).toBe(acmeChange);
    }
    await supportDeskFor(env.server.services).decideNow(acmeChange);
  });

  describe("cross-buyer: Globex's admin with Acme's id", () => {
    itRefuses(() => env, [
      { name: 'companyInfo(buyerId: Acme)', who: 'globexAdmin', query: INFO, variables: () => ({ buyerId: ACME_BUYER_ID }), refusal: NOT_YOURS },
      { name: 'primaryContact(buyerId: Acme)', who: 'globexAdmin', query: CONTACT, variables: () => ({ buyerId: ACME_BUYER_ID }), refusal: NOT_YOURS },
      { name: "primaryEmailChange(id) of Acme's change", who: 'globexAdmin', query: ONE, variables: () => ({ id: acmeChange }), refusal: hidden('primaryEmailChange') },
      { name: 'updateCompanyProfile with buyerId: Acme', who: 'globexAdmin', query: UPDATE, variables: profile({ buyerId: ACME_BUYER_ID }), refusal: NOT_YOURS, unchanged: companyState },
      { name: 'requestPrimaryEmailChange with buyerId: Acme', who: 'globexAdmin', query: REQUEST, variables: change({ buyerId: ACME_BUYER_ID }), refusal: NOT_YOURS, unchanged: companyState },
    ]);
  });

  describe('wrong role within Acme (spec 6)', () => {
    const cases: RefusalCase[] = [
      ...(['payer', 'purchaser', 'groupAdmin'] as Who[]).flatMap((who): RefusalCase[] => [
        { name: 'companyInfo', who, query: INFO, variables: () => ({}), refusal: FORBIDDEN },
        { name: 'primaryContact', who, query: CONTACT, variables: () => ({}), refusal: FORBIDDEN },
        { name: 'primaryEmailChange(id)', who, query: ONE, variables: () => ({ id: acmeChange }), refusal: hidden('primaryEmailChange') },
        { name: 'updateCompanyProfile', who, query: UPDATE, variables: profile(), refusal: FORBIDDEN, unchanged: companyState },
        { name: 'requestPrimaryEmailChange', who, query: REQUEST, variables: change(), refusal: FORBIDDEN, unchanged: companyState },
      ]),
      ...READ_ONLY.flatMap((who): RefusalCase[] => [
        { name: 'updateCompanyProfile for Acme (read-only)', who, query: UPDATE, variables: profile({ buyerId: ACME_BUYER_ID }), refusal: FORBIDDEN, unchanged: companyState },
        { name: 'requestPrimaryEmailChange for Acme (read-only)', who, query: REQUEST, variables: change({ buyerId: ACME_BUYER_ID }), refusal: FORBIDDEN, unchanged: companyState },
      ]),
    ];
    itRefuses(() => env, cases);
  });

  it("primaryEmailChangeUpdated: intruders get an error or nothing while Acme's admin receives the event", async () => {
    const open = async (who: Who, variables: Record<string, unknown>) => {
      const listener = listen(env.server, env.s[who], UPDATED, variables);
      listeners.push(listener);
      await new Promise<void>((resolve) => listener.client.on('connected', () => resolve()));
      return listener;
    };
    const intruders: { who: Who; variables: Record<string, unknown> }[] = [
      { who: 'globexAdmin', variables: { buyerId: ACME_BUYER_ID } }, { who: 'globexAdmin', variables: {} },
      { who: 'payer', variables: {} }, { who: 'purchaser', variables: {} }, { who: 'groupAdmin', variables: {} },
    ];
    const opened = [];
    for (const intruder of intruders) opened.push({ ...intruder, listener: await open(intruder.who, intruder.variables) });
    const control = await open('acmeAdmin', { buyerId: ACME_BUYER_ID });
    await settle(150);
    const made = await data<{ requestPrimaryEmailChange: { id: string } }>(env, 'acmeAdmin', REQUEST, change({ newEmail: 'finance@acme.example' })());
    const isTheEvent = (event: unknown) => (event as { primaryEmailChangeUpdated?: { id: string } }).primaryEmailChangeUpdated?.id === made.requestPrimaryEmailChange.id;
    await eventually(() => control.events.some(isTheEvent), "primaryEmailChangeUpdated for Acme's admin");
    expect(control.errors).toEqual([]);
    await settle();
    for (const { who, variables, listener } of opened) expect({ who, variables, events: listener.events }).toEqual({ who, variables, events: [] });
  });
});
