import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USER_IDS } from '../../db/demoUsers';
import { testBackends } from '../../db/testing';
import type { ApiSession } from '../../http/testing/apiClient';
import { startTestServer, type TestServer } from '../../http/testing/testServer';
import { data, signInAll, type DemoWho } from '../invoices/moduleTesting';
import { ROLE_CHANGE_AUDIT } from './roleChangeAudit';
import { UPDATE } from './userTesting';

/** A change of a user's roles is on the audit trail: who changed them, whose, from and to (buyer users on the account's activity page). */
const ACTIVITY = '{ accountActivity(first: 20) { entries { actorRole entityType entityId messageId values { name value } fromState toState } } }';
const SET_SELLER_ROLE = 'mutation($userId: ID!, $role: String!) { setClientUserRole(userId: $userId, role: $role) { id roles } }';

interface Entry { actorRole: string | null; entityType: string; entityId: string; messageId: string; values: { name: string; value: string }[]; fromState: string | null; toState: string | null }

describe.each(await testBackends())('role changes on the audit trail on %s', (kind) => {
  let server: TestServer;
  let s: Record<DemoWho, ApiSession>;
  const roleEntries = (userId: string) =>
    server.db.selectFrom('audit_log').selectAll().where('event_type', '=', ROLE_CHANGE_AUDIT.eventType).where('entity_id', '=', userId).orderBy('seq').execute();

  beforeAll(async () => {
    server = await startTestServer(kind);
    s = await signInAll(server, ['admin', 'clientAdmin']);
  });
  afterAll(() => server?.close());

  it("a buyer user's roles (Edit User): who, whose, from and to, shown on the account activity; other edits add no entry", async () => {
    await data(server, s.admin, UPDATE, { input: { userId: DEMO_USER_IDS.payer, roles: ['buyerPayer', 'buyerPurchaser'] } });
    await data(server, s.admin, UPDATE, { input: { userId: DEMO_USER_IDS.payer, internalId: 'P-7' } });
    const rows = await roleEntries(DEMO_USER_IDS.payer);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actor_user_id: DEMO_USER_IDS.admin, actor_role: 'Buyer:Administrator', entity_type: 'user', event_type: 'user.rolesChanged' });

    const { accountActivity } = await data<{ accountActivity: { entries: Entry[] } }>(server, s.admin, ACTIVITY);
    const entry = accountActivity.entries.find((e) => e.messageId === 'activity.user.rolesChanged' && e.entityId === DEMO_USER_IDS.payer);
    expect(entry).toMatchObject({ actorRole: 'Buyer:Administrator', entityType: 'user', fromState: 'buyerPayer', toState: 'buyerPayer, buyerPurchaser' });
    expect(Object.fromEntries(entry!.values.map(({ name, value }) => [name, value]))).toMatchObject({
      userName: 'Priya Shah', fromRoles: 'buyerPayer', toRoles: 'buyerPayer, buyerPurchaser',
    });
  });

  it("a seller user's role (seller console): recorded with the seller's administrator as the actor and no buyer", async () => {
    await data(server, s.clientAdmin, SET_SELLER_ROLE, { userId: DEMO_USER_IDS.developer, role: 'clientAdministrator' });
    await data(server, s.clientAdmin, SET_SELLER_ROLE, { userId: DEMO_USER_IDS.developer, role: 'clientAdministrator' });
    const rows = await roleEntries(DEMO_USER_IDS.developer);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actor_user_id: DEMO_USER_IDS.clientAdmin, actor_role: 'clientAdministrator', buyer_id: null, entity_type: 'user',
      from_state: { value: 'clientDeveloper', context: { roles: ['clientDeveloper'] } },
      to_state: { value: 'clientAdministrator', context: { roles: ['clientAdministrator'] } },
    });
  });
});

describe('role change activity message', () => {
  it.each(['en-US', 'de-DE'])('%s words it', (locale) => {
    const bundle = JSON.parse(readFileSync(new URL(`../../../src/i18n/messages/${locale}/users.json`, import.meta.url), 'utf8')) as Record<string, string>;
    expect(bundle[`activity.${ROLE_CHANGE_AUDIT.eventType}`]).toMatch(/\{userName\}.*\{fromRoles\}.*\{toRoles\}/);
  });
});
