import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { createGroupMachine, type CreateGroupInput } from './createGroupMachine';
import { stepProblems, BLANK_DRAFT, parentChoices } from './groupDraft';
import { groupTreeMachine } from './groupTreeMachine';
import { sampleDirectory, sampleEntityDetails, sampleGroup } from './groupSamples';
import type { GroupDirectoryData, GroupUserView, MoveUserRequest, SaveGroupRequest } from './groupTypes';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function wizard(input: Partial<CreateGroupInput> = {}, directory: GroupDirectoryData = sampleDirectory, save: (request: SaveGroupRequest) => Promise<unknown> = async () => sampleGroup({ id: 'g9' })) {
  const sent: SaveGroupRequest[] = [];
  const actor = createActor(
    createGroupMachine.provide({
      actors: {
        loadGroupDirectory: fromPromise(async () => directory),
        saveGroup: fromPromise(async ({ input: request }) => {
          sent.push(request);
          return (await save(request)) as never;
        }),
      },
    }),
    { input: { mode: 'create', groupId: null, idempotencyKey: 'key-1', ...input } },
  );
  actor.start();
  return { actor, sent };
}

const OWN_BILLING = { billTo: 'own', billingContactName: 'Accounts Payable', billingEmail: 'ap@acme-texas.example' } as const;

describe('createGroup machine', () => {
  it('four steps with a refusal at each, nothing lost going back, sent once', async () => {
    const { actor, sent } = wizard();
    await settle();
    expect(actor.getSnapshot().value).toBe('kind');
    expect(actor.getSnapshot().context.draft.details.parentGroupId).toBe('g1');

    actor.send({ type: 'group.submitKind', kind: '' });
    expect(actor.getSnapshot().context).toMatchObject({ refusedStep: 'kind' });
    actor.send({ type: 'group.submitKind', kind: 'legalEntity' });
    expect(actor.getSnapshot().value).toBe('details');

    actor.send({ type: 'group.submitDetails', details: { ...sampleEntityDetails, taxId: '12-3456789' } });
    expect(actor.getSnapshot().value).toBe('details');
    expect(stepProblems(actor.getSnapshot().context.draft, 'details', [], false).map((p) => p.messageId)).toEqual(['groups.problem.usTaxIdNineDigits']);
    // Going back keeps the typed (still invalid) details.
    actor.send({ type: 'group.back', draft: { details: { ...sampleEntityDetails, taxId: '12-3456789' } } });
    expect(actor.getSnapshot().value).toBe('kind');
    expect(actor.getSnapshot().context.draft.details.taxId).toBe('12-3456789');
    actor.send({ type: 'group.submitKind', kind: 'legalEntity' });
    actor.send({ type: 'group.submitDetails', details: sampleEntityDetails });
    expect(actor.getSnapshot().value).toBe('billTo');

    actor.send({ type: 'group.submitBillTo', billTo: { ...OWN_BILLING, billingEmail: 'nope' } });
    expect(actor.getSnapshot().context.refusedStep).toBe('billTo');
    actor.send({ type: 'group.submitBillTo', billTo: OWN_BILLING });
    expect(actor.getSnapshot().value).toBe('members');

    actor.send({ type: 'group.submitMembers', members: { adminUserId: 'u1', userIds: ['u2'] } });
    expect(actor.getSnapshot().context.refusedStep).toBe('members');
    actor.send({ type: 'group.back', draft: { members: { adminUserId: 'u1', userIds: ['u3'] } } });
    expect(actor.getSnapshot().value).toBe('billTo');
    expect(actor.getSnapshot().context.draft).toMatchObject({ billTo: OWN_BILLING, details: sampleEntityDetails, members: { userIds: ['u3'] } });
    actor.send({ type: 'group.submitBillTo', billTo: OWN_BILLING });
    actor.send({ type: 'group.submitMembers', members: { adminUserId: 'u1', userIds: ['u3'] } });
    expect(actor.getSnapshot().value).toBe('review');

    actor.send({ type: 'group.create' });
    await settle();
    expect(actor.getSnapshot().status).toBe('done');
    expect(sent).toEqual([{ mode: 'create', groupId: null, idempotencyKey: 'key-1', group: { kind: 'legalEntity', details: sampleEntityDetails, billTo: OWN_BILLING, members: { adminUserId: 'u1', userIds: ['u3'] } } }]);
  });

  it('a refusal from the server comes back to the review in its own words', async () => {
    const { actor } = wizard({}, sampleDirectory, async () => Promise.reject({ code: 'GROUP_REFUSED', messageId: 'groups.problem.payerOnlyInTopLevelGroup', values: { name: 'Priya Shah' } }));
    await settle();
    actor.send({ type: 'group.submitKind', kind: 'reporting' });
    actor.send({ type: 'group.submitDetails', details: { ...BLANK_DRAFT.details, name: 'Reporting', parentGroupId: 'g1' } });
    // A reporting group bills its parent only.
    actor.send({ type: 'group.submitBillTo', billTo: OWN_BILLING });
    expect(actor.getSnapshot().value).toBe('billTo');
    actor.send({ type: 'group.submitBillTo', billTo: { billTo: 'parent', billingContactName: '', billingEmail: '' } });
    actor.send({ type: 'group.submitMembers', members: { adminUserId: 'u1', userIds: [] } });
    actor.send({ type: 'group.create' });
    await settle();
    expect(actor.getSnapshot().value).toBe('review');
    expect(actor.getSnapshot().context.failure).toEqual({ code: 'GROUP_REFUSED', messageId: 'groups.problem.payerOnlyInTopLevelGroup', values: { name: 'Priya Shah' } });
  });

  it('Edit Group starts from the stored group; the top-level group keeps no parent; a group the viewer does not manage is refused', async () => {
    const { actor } = wizard({ mode: 'edit', groupId: 'g1' });
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ topLevel: true, draft: { kind: 'reporting', details: { name: 'Acme Industrial Supply', parentGroupId: '' }, members: { adminUserId: 'u1' } } });
    const other = wizard({ mode: 'edit', groupId: 'g1' }, { ...sampleDirectory, groups: [sampleGroup({ canManage: false })] });
    await settle();
    expect(other.actor.getSnapshot().value).toBe('notAllowed');
  });

  it('a group never gets itself or a group below it as its parent', () => {
    const below = sampleGroup({ id: 'g3', parentGroupId: 'g2' });
    const groups = [...sampleDirectory.groups, below];
    expect(parentChoices(groups, 'g2').map((g) => g.id)).toEqual(['g1']);
    expect(parentChoices(groups, null).map((g) => g.id)).toEqual(['g1', 'g2', 'g3']);
  });
});

describe('groupTree machine', () => {
  function tree(move: () => Promise<unknown>) {
    let loads = 0;
    const actor = createActor(
      groupTreeMachine.provide({
        actors: {
          loadGroupDirectory: fromPromise(async () => {
            loads += 1;
            return sampleDirectory;
          }),
          moveUser: fromPromise<GroupUserView, MoveUserRequest>(async () => (await move()) as GroupUserView),
        },
      }),
    );
    actor.start();
    return { actor, loads: () => loads };
  }

  it('moves a user, then loads the tree again (totals change)', async () => {
    const { actor, loads } = tree(async () => ({ id: 'u3', groupId: 'g1' }));
    await settle();
    actor.send({ type: 'move.open', userId: 'u3' });
    actor.send({ type: 'move.confirm' });
    expect(actor.getSnapshot().context.tried).toBe(true);
    actor.send({ type: 'move.choose', groupId: 'g2' });
    actor.send({ type: 'move.confirm' });
    expect(actor.getSnapshot().matches({ ready: 'choosing' })).toBe(true);
    actor.send({ type: 'move.choose', groupId: 'g1' });
    actor.send({ type: 'move.confirm' });
    await settle();
    await settle();
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.moved).toMatchObject({ id: 'u3' });
    expect(loads()).toBe(2);
  });

  it('a Payer is not moved below the top-level group', async () => {
    const { actor } = tree(async () => ({}));
    await settle();
    actor.send({ type: 'move.open', userId: 'u2' });
    actor.send({ type: 'move.choose', groupId: 'g2' });
    actor.send({ type: 'move.confirm' });
    expect(actor.getSnapshot().matches({ ready: 'choosing' })).toBe(true);
    expect(actor.getSnapshot().context.tried).toBe(true);
  });
});
