import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME_BUYER_ID, ACME_GROUP_IDS, GLOBEX_GROUP_ID } from '../../db/demoIds';
import { DEMO_USER_IDS } from '../../db/demoUsers';
import { testBackends } from '../../db/testing';
import { graphql } from '../testing/apiClient';
import { legalEntityGroup, reportingGroup } from '../../modules/groups/groupTesting';
import { data, FORBIDDEN, itRefuses, newKey, NOT_YOURS, READ_ONLY, refusedWith, startAuthzServer, type AuthzServer, type RefusalCase, type Who } from './authzTesting';

/**
 * Groups (server/modules/groups README). Spec 6: the Buyer:Administrator manages every group of the
 * buyer; a Buyer:GroupAdministrator "manages groups": only theirs (East Coast and below); payers,
 * purchasers, the seller's users and our staff change none; another buyer's admin sees nothing.
 */
const GROUP = 'id name parentGroupId canManage';
const DIRECTORY = `query($buyerId: ID) { groupDirectory(buyerId: $buyerId) { canCreate groups { ${GROUP} } users { id } } }`;
const CREATE_GROUP = `mutation($input: CreateGroupInput!) { createGroup(input: $input) { ${GROUP} } }`;
const UPDATE_GROUP = `mutation($input: UpdateGroupInput!) { updateGroup(input: $input) { ${GROUP} } }`;
const MOVE_USER = 'mutation($input: MoveUserToGroupInput!) { moveUserToGroup(input: $input) { id groupId } }';

describe.each(await testBackends())('groups authorization on %s', (kind) => {
  let env: AuthzServer;

  /** Every group row and every user's group: what a refused change must leave alone. */
  const groupsState = async () => ({
    groups: await env.server.db.selectFrom('groups').selectAll().orderBy('id').execute(),
    placements: await env.server.db.selectFrom('users').select(['id', 'group_id']).orderBy('id').execute(),
  });
  const create = (group: object, extra: Record<string, unknown> = {}) => () => ({ input: { idempotencyKey: newKey(), group, ...extra } });
  const update = (groupId: string, group: object) => () => ({ input: { groupId, group } });
  const move = (userId: string, groupId: string) => () => ({ input: { userId, groupId } });

  beforeAll(async () => {
    env = await startAuthzServer(kind);
  });
  afterAll(() => env?.server.close());

  it('positive controls: Acme admin and the group admin manage their groups; seller and staff read', async () => {
    const admin = await data<{ groupDirectory: { groups: { id: string }[] } }>(env, 'acmeAdmin', DIRECTORY);
    expect(admin.groupDirectory.groups).toHaveLength(3);
    const groupAdmin = await data<{ groupDirectory: { groups: { id: string; canManage: boolean }[] } }>(env, 'groupAdmin', DIRECTORY);
    expect(groupAdmin.groupDirectory.groups).toEqual([expect.objectContaining({ id: ACME_GROUP_IDS.eastCoast, canManage: true })]);
    const moved = await data<{ moveUserToGroup: { groupId: string } }>(env, 'groupAdmin', MOVE_USER, move(DEMO_USER_IDS.sso, ACME_GROUP_IDS.eastCoast)());
    expect(moved.moveUserToGroup.groupId).toBe(ACME_GROUP_IDS.eastCoast);
    for (const who of ['seller', 'staff'] as const) {
      const read = await data<{ groupDirectory: { groups: { canManage: boolean }[]; canCreate: boolean } }>(env, who, DIRECTORY, { buyerId: ACME_BUYER_ID });
      expect(read.groupDirectory.canCreate).toBe(false);
      expect(read.groupDirectory.groups.every((g) => !g.canManage)).toBe(true);
    }
  });

  const cross: RefusalCase[] = [
    { name: 'groupDirectory(buyerId: Acme)', who: 'globexAdmin', query: DIRECTORY, variables: () => ({ buyerId: ACME_BUYER_ID }), refusal: NOT_YOURS },
    { name: 'createGroup with buyerId: Acme', who: 'globexAdmin', query: CREATE_GROUP, variables: create(legalEntityGroup(ACME_GROUP_IDS.topLevel, DEMO_USER_IDS.admin), { buyerId: ACME_BUYER_ID }), refusal: NOT_YOURS, unchanged: groupsState },
    {
      name: 'createGroup below an Acme group (own buyer)', who: 'globexAdmin', query: CREATE_GROUP, variables: create(reportingGroup('Intruders', ACME_GROUP_IDS.topLevel, DEMO_USER_IDS.globexAdmin)),
      refusal: refusedWith('GROUP_REFUSED'), unchanged: groupsState,
    },
    { name: 'createGroup moving an Acme user into a Globex group', who: 'globexAdmin', query: CREATE_GROUP, variables: create(reportingGroup('Poach', GLOBEX_GROUP_ID, DEMO_USER_IDS.globexAdmin, [DEMO_USER_IDS.purchaser])), refusal: refusedWith('GROUP_REFUSED'), unchanged: groupsState },
    { name: 'updateGroup of an Acme group', who: 'globexAdmin', query: UPDATE_GROUP, variables: update(ACME_GROUP_IDS.westCoast, reportingGroup('Ours', GLOBEX_GROUP_ID, DEMO_USER_IDS.globexAdmin)), refusal: NOT_YOURS, unchanged: groupsState },
    { name: "moveUserToGroup of Acme's purchaser", who: 'globexAdmin', query: MOVE_USER, variables: move(DEMO_USER_IDS.purchaser, GLOBEX_GROUP_ID), refusal: NOT_YOURS, unchanged: groupsState },
    { name: 'moveUserToGroup of itself into an Acme group', who: 'globexAdmin', query: MOVE_USER, variables: move(DEMO_USER_IDS.globexAdmin, ACME_GROUP_IDS.westCoast), refusal: NOT_YOURS, unchanged: groupsState },
  ];
  describe("cross-buyer: Globex's admin with Acme's ids", () => itRefuses(() => env, cross));

  /** Changes only Acme's administrators (the whole account, or a group admin inside their groups) may make. */
  const noGroupRole = (who: Who): RefusalCase[] => [
    { name: 'groupDirectory', who, query: DIRECTORY, variables: () => ({}), refusal: FORBIDDEN },
    { name: 'createGroup', who, query: CREATE_GROUP, variables: create(reportingGroup('Not mine', ACME_GROUP_IDS.topLevel, DEMO_USER_IDS.admin)), refusal: FORBIDDEN, unchanged: groupsState },
    { name: 'updateGroup', who, query: UPDATE_GROUP, variables: update(ACME_GROUP_IDS.westCoast, reportingGroup('Renamed', ACME_GROUP_IDS.topLevel, DEMO_USER_IDS.admin)), refusal: FORBIDDEN, unchanged: groupsState },
    { name: 'moveUserToGroup', who, query: MOVE_USER, variables: move(DEMO_USER_IDS.purchaser, ACME_GROUP_IDS.eastCoast), refusal: FORBIDDEN, unchanged: groupsState },
  ];
  /** Seller and staff read Acme's groups but change nothing. */
  const readOnly = (who: Who): RefusalCase[] =>
    noGroupRole(who)
      .filter((c) => c.query !== DIRECTORY)
      .map((c) => ({ ...c, variables: () => ({ ...c.variables(), input: { ...(c.variables()['input'] as object), ...(c.query === CREATE_GROUP ? { buyerId: ACME_BUYER_ID } : {}) } }) }));
  const wrongRole: RefusalCase[] = [...(['payer', 'purchaser'] as Who[]).flatMap(noGroupRole), ...READ_ONLY.flatMap(readOnly)];
  describe('wrong role within Acme (spec 6)', () => itRefuses(() => env, wrongRole));

  /** The group admin of East Coast: nothing outside East Coast and the groups below it. */
  const outsideTheirGroups: RefusalCase[] = [
    { name: 'createGroup below West Coast', who: 'groupAdmin', query: CREATE_GROUP, variables: create(reportingGroup('West annex', ACME_GROUP_IDS.westCoast, DEMO_USER_IDS.groupAdmin)), refusal: refusedWith('GROUP_REFUSED'), unchanged: groupsState },
    { name: 'createGroup below the top-level group', who: 'groupAdmin', query: CREATE_GROUP, variables: create(reportingGroup('Top annex', ACME_GROUP_IDS.topLevel, DEMO_USER_IDS.groupAdmin)), refusal: refusedWith('GROUP_REFUSED'), unchanged: groupsState },
    { name: "createGroup taking West Coast's purchaser", who: 'groupAdmin', query: CREATE_GROUP, variables: create(reportingGroup('Poach', ACME_GROUP_IDS.eastCoast, DEMO_USER_IDS.groupAdmin, [DEMO_USER_IDS.purchaser])), refusal: refusedWith('GROUP_REFUSED'), unchanged: groupsState },
    { name: 'createGroup naming the account admin as its admin', who: 'groupAdmin', query: CREATE_GROUP, variables: create(reportingGroup('Borrowed admin', ACME_GROUP_IDS.eastCoast, DEMO_USER_IDS.admin)), refusal: refusedWith('GROUP_REFUSED'), unchanged: groupsState },
    { name: 'updateGroup of West Coast', who: 'groupAdmin', query: UPDATE_GROUP, variables: update(ACME_GROUP_IDS.westCoast, reportingGroup('Mine now', ACME_GROUP_IDS.topLevel, DEMO_USER_IDS.groupAdmin)), refusal: FORBIDDEN, unchanged: groupsState },
    { name: 'updateGroup of the top-level group', who: 'groupAdmin', query: UPDATE_GROUP, variables: update(ACME_GROUP_IDS.topLevel, reportingGroup('Mine now', '', DEMO_USER_IDS.groupAdmin)), refusal: FORBIDDEN, unchanged: groupsState },
    { name: 'updateGroup moving East Coast below West Coast', who: 'groupAdmin', query: UPDATE_GROUP, variables: update(ACME_GROUP_IDS.eastCoast, reportingGroup('East Coast Operations', ACME_GROUP_IDS.westCoast, DEMO_USER_IDS.groupAdmin)), refusal: refusedWith('GROUP_REFUSED'), unchanged: groupsState },
    { name: "moveUserToGroup of West Coast's purchaser into East Coast", who: 'groupAdmin', query: MOVE_USER, variables: move(DEMO_USER_IDS.purchaser, ACME_GROUP_IDS.eastCoast), refusal: FORBIDDEN, unchanged: groupsState },
    { name: 'moveUserToGroup of an East Coast user into West Coast', who: 'groupAdmin', query: MOVE_USER, variables: move(DEMO_USER_IDS.sso, ACME_GROUP_IDS.westCoast), refusal: FORBIDDEN, unchanged: groupsState },
    { name: 'moveUserToGroup of the payer (top-level group)', who: 'groupAdmin', query: MOVE_USER, variables: move(DEMO_USER_IDS.payer, ACME_GROUP_IDS.eastCoast), refusal: FORBIDDEN, unchanged: groupsState },
  ];
  describe('group admin outside their groups (spec 6)', () => itRefuses(() => env, outsideTheirGroups));

  it('Payer only in the top-level group (spec 5), even for the account admin', async () => {
    const before = await groupsState();
    for (const [query, variables] of [
      [MOVE_USER, move(DEMO_USER_IDS.payer, ACME_GROUP_IDS.westCoast)()],
      [CREATE_GROUP, create(reportingGroup('Payers', ACME_GROUP_IDS.topLevel, DEMO_USER_IDS.admin, [DEMO_USER_IDS.payer]))()],
    ] as const) {
      const reply = await graphql(env.server.url, env.s.acmeAdmin, query, variables);
      expect(reply.body.errors?.[0]?.extensions).toMatchObject({ code: 'GROUP_REFUSED', messageId: 'groups.problem.payerOnlyInTopLevelGroup' });
    }
    expect(await groupsState()).toEqual(before);
  });
});
