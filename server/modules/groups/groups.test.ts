import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME_GROUP_IDS } from '../../db/demoIds';
import { DEMO_USER_IDS } from '../../db/demoUsers';
import { testBackends } from '../../db/testing';
import { graphql, type ApiSession } from '../../http/testing/apiClient';
import { startTestServer, type TestServer } from '../../http/testing/testServer';
import { data, signInAll, type DemoWho } from '../invoices/moduleTesting';
import { CREATE_GROUP, DIRECTORY, MOVE_USER, UPDATE_GROUP, legalEntityGroup, newGroupKey, reportingGroup, type GroupOut } from './groupTesting';

interface Directory {
  groupDirectory: { canCreate: boolean; groups: (GroupOut & { totals: { openBalance: { amountMinor: number }; userCount: number }; users: { id: string }[] })[]; users: { id: string }[] };
}

describe.each(await testBackends())('groups on %s', (kind) => {
  let server: TestServer;
  let s: Record<DemoWho, ApiSession>;
  const directory = (who: DemoWho) => data<Directory>(server, s[who], DIRECTORY).then((d) => d.groupDirectory);
  const refusal = async (who: DemoWho, query: string, variables: Record<string, unknown>) => {
    const reply = await graphql(server.url, s[who], query, variables);
    expect(reply.body.errors?.length, JSON.stringify(reply.body)).toBe(1);
    return reply.body.errors?.[0]?.extensions ?? {};
  };
  const groupOf = async (userId: string) => (await server.db.selectFrom('users').select('group_id').where('id', '=', userId).executeTakeFirstOrThrow()).group_id;

  beforeAll(async () => {
    server = await startTestServer(kind);
    s = await signInAll(server, ['admin', 'payer', 'purchaser', 'groupAdmin']);
  });
  afterAll(() => server?.close());

  it('the admin sees the whole tree top-down with admins, users and group totals', async () => {
    const tree = await directory('admin');
    expect(tree.canCreate).toBe(true);
    expect(tree.groups.map((g) => g.id)).toEqual([ACME_GROUP_IDS.topLevel, ACME_GROUP_IDS.eastCoast, ACME_GROUP_IDS.westCoast]);
    const top = tree.groups[0]!;
    expect(top).toMatchObject({ parentGroupId: null, adminEmail: 'admin@acme.example', canManage: true });
    // The top-level group's totals include every sub-group's.
    const sum = tree.groups.slice(1).reduce((total, g) => total + g.totals.openBalance.amountMinor, 0);
    expect(top.totals.openBalance.amountMinor).toBeGreaterThanOrEqual(sum);
    expect(top.totals.userCount).toBe(5);
  });

  it('a group admin sees only their groups, with their totals; other buyer users are refused', async () => {
    const tree = await directory('groupAdmin');
    expect(tree.groups.map((g) => g.id)).toEqual([ACME_GROUP_IDS.eastCoast]);
    expect(tree.groups[0]).toMatchObject({ adminEmail: 'groupadmin@acme.example', canManage: true });
    expect(tree.users.map((u) => u.id).sort()).toEqual([DEMO_USER_IDS.groupAdmin, DEMO_USER_IDS.sso].sort());
    for (const who of ['payer', 'purchaser'] as const) expect((await refusal(who, DIRECTORY, {}))['code']).toBe('FORBIDDEN');
  });

  it('creates a separate legal entity once per key; every step rule is checked again', async () => {
    const key = newGroupKey();
    const group = legalEntityGroup(ACME_GROUP_IDS.westCoast, DEMO_USER_IDS.admin, { members: { userIds: [DEMO_USER_IDS.purchaser] } });
    const created = (await data<{ createGroup: GroupOut }>(server, s.admin, CREATE_GROUP, { input: { idempotencyKey: key, group } })).createGroup;
    expect(created).toMatchObject({
      name: 'Acme Texas', kind: 'legalEntity', parentGroupId: ACME_GROUP_IDS.westCoast, adminEmail: 'admin@acme.example', billTo: 'own', billingEmail: 'ap@acme-texas.example',
      legalEntity: { legalName: 'Acme Texas LLC', dba: 'Acme TX', tradingName: null, taxId: '123456789', relationToParent: 'subsidiary', address: { city: 'Austin', line2: null, country: 'US' } },
    });
    expect(await groupOf(DEMO_USER_IDS.purchaser)).toBe(created.id);
    const again = (await data<{ createGroup: GroupOut }>(server, s.admin, CREATE_GROUP, { input: { idempotencyKey: key, group } })).createGroup;
    expect(again.id).toBe(created.id);

    const bad = await refusal('admin', CREATE_GROUP, { input: { idempotencyKey: newGroupKey(), group: legalEntityGroup(ACME_GROUP_IDS.westCoast, '', { details: { taxId: '12-3456789' }, billTo: { billingEmail: 'nope' } }) } });
    expect(bad).toMatchObject({ code: 'GROUP_REFUSED', messageId: 'groups.problem.usTaxIdNineDigits' });
    expect((bad['problems'] as { field: string }[]).map((p) => p.field)).toEqual(['details.taxId', 'billTo.billingEmail', 'members.adminUserId']);
  });

  it('Payer only in the top-level group: refused when creating or moving', async () => {
    const created = await refusal('admin', CREATE_GROUP, { input: { idempotencyKey: newGroupKey(), group: reportingGroup('Payers', ACME_GROUP_IDS.topLevel, DEMO_USER_IDS.admin, [DEMO_USER_IDS.payer]) } });
    expect(created).toMatchObject({ code: 'GROUP_REFUSED', messageId: 'groups.problem.payerOnlyInTopLevelGroup' });
    const moved = await refusal('admin', MOVE_USER, { input: { userId: DEMO_USER_IDS.payer, groupId: ACME_GROUP_IDS.eastCoast } });
    expect(moved).toMatchObject({ code: 'GROUP_REFUSED', messageId: 'groups.problem.payerOnlyInTopLevelGroup' });
    expect(await groupOf(DEMO_USER_IDS.payer)).toBe(ACME_GROUP_IDS.topLevel);
  });

  it('moves a user between groups the viewer manages', async () => {
    const moved = (await data<{ moveUserToGroup: { groupId: string } }>(server, s.admin, MOVE_USER, { input: { userId: DEMO_USER_IDS.purchaser, groupId: ACME_GROUP_IDS.westCoast } })).moveUserToGroup;
    expect(moved.groupId).toBe(ACME_GROUP_IDS.westCoast);
    expect(await groupOf(DEMO_USER_IDS.purchaser)).toBe(ACME_GROUP_IDS.westCoast);
  });

  it('a group admin creates and edits below their own group, never outside it', async () => {
    const group = reportingGroup('East Coast Field', ACME_GROUP_IDS.eastCoast, DEMO_USER_IDS.groupAdmin, [DEMO_USER_IDS.sso]);
    const created = (await data<{ createGroup: GroupOut }>(server, s.groupAdmin, CREATE_GROUP, { input: { idempotencyKey: newGroupKey(), group } })).createGroup;
    expect(created.parentGroupId).toBe(ACME_GROUP_IDS.eastCoast);
    expect((await directory('groupAdmin')).groups.map((g) => g.id)).toEqual([ACME_GROUP_IDS.eastCoast, created.id]);
    const renamed = (await data<{ updateGroup: GroupOut }>(server, s.groupAdmin, UPDATE_GROUP, { input: { groupId: created.id, group: { ...group, details: { ...group.details, name: 'East Coast Field Sales' }, members: { adminUserId: DEMO_USER_IDS.groupAdmin, userIds: [] } } } })).updateGroup;
    expect(renamed.name).toBe('East Coast Field Sales');

    const outside = await refusal('groupAdmin', CREATE_GROUP, { input: { idempotencyKey: newGroupKey(), group: reportingGroup('Elsewhere', ACME_GROUP_IDS.westCoast, DEMO_USER_IDS.groupAdmin) } });
    expect(outside).toMatchObject({ code: 'GROUP_REFUSED', messageId: 'groups.problem.parentNotManaged' });
    const westUser = await refusal('groupAdmin', CREATE_GROUP, { input: { idempotencyKey: newGroupKey(), group: reportingGroup('Poach', ACME_GROUP_IDS.eastCoast, DEMO_USER_IDS.groupAdmin, [DEMO_USER_IDS.purchaser]) } });
    expect(westUser).toMatchObject({ code: 'GROUP_REFUSED', messageId: 'groups.problem.userNotManaged' });
    expect((await refusal('groupAdmin', MOVE_USER, { input: { userId: DEMO_USER_IDS.purchaser, groupId: ACME_GROUP_IDS.eastCoast } }))['code']).toBe('FORBIDDEN');
    expect((await refusal('groupAdmin', UPDATE_GROUP, { input: { groupId: ACME_GROUP_IDS.westCoast, group: reportingGroup('Mine now', ACME_GROUP_IDS.topLevel, DEMO_USER_IDS.groupAdmin) } }))['code']).toBe('FORBIDDEN');
  });

  it('a group never moves below itself; the top-level group keeps no parent', async () => {
    const eastBelow = (await directory('admin')).groups.find((g) => g.parentGroupId === ACME_GROUP_IDS.eastCoast)!;
    const cycle = await refusal('admin', UPDATE_GROUP, { input: { groupId: ACME_GROUP_IDS.eastCoast, group: reportingGroup('East Coast Operations', eastBelow.id, DEMO_USER_IDS.groupAdmin) } });
    expect(cycle).toMatchObject({ code: 'GROUP_REFUSED', messageId: 'groups.problem.parentInsideGroup' });
    const top = await refusal('admin', UPDATE_GROUP, { input: { groupId: ACME_GROUP_IDS.topLevel, group: reportingGroup('Acme', ACME_GROUP_IDS.westCoast, DEMO_USER_IDS.admin) } });
    expect(top).toMatchObject({ code: 'GROUP_REFUSED', messageId: 'groups.problem.topLevelHasNoParent' });
    const renamed = (await data<{ updateGroup: GroupOut }>(server, s.admin, UPDATE_GROUP, { input: { groupId: ACME_GROUP_IDS.topLevel, group: reportingGroup('Acme Industrial Supply', '', DEMO_USER_IDS.admin) } })).updateGroup;
    expect(renamed.parentGroupId).toBeNull();
  });
});
