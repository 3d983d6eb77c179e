import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { groupSubtree } from '../invoices/chargeScope';
import { parentProblem, type GroupProblem } from '../../../machines/rules/groupEntity';
import { placementProblems } from '../../../machines/rules/groupMembership';
import { groupSubmissionProblems, type GroupSubmission } from '../../../machines/rules/groupSchemas';
import type { Database } from '../../db/schema';
import { portalError } from '../../graphql/errors';
import { UUID_PATTERN } from '../../graphql/parseInput';
import { managesGroup, requireManager, type GroupViewer } from './groupAccess';
import { groupRefused } from './groupInput';
import { loadGroupRows, loadMembers, type GroupRow, type MemberRow } from './groupRecords';

/**
 * Create Group, Edit Group and Move user (spec 3 Group, 5, 6). Every rule the wizard checks is
 * checked again here with the stored facts: the step rules (machines/rules/groupEntity.ts), the
 * parent is a group the viewer manages and not inside the edited group, the admin and the users
 * moved in are users the viewer manages, and Payer only in the top-level group
 * (machines/rules/groupMembership.ts). One transaction each.
 */
interface Facts {
  rows: GroupRow[];
  members: MemberRow[];
}

async function factsOf(db: Kysely<Database> | Transaction<Database>, buyerId: string): Promise<Facts> {
  const [rows, members] = await Promise.all([loadGroupRows(db, buyerId), loadMembers(db, buyerId)]);
  return { rows, members };
}

const managedMember = (viewer: GroupViewer, member: MemberRow | undefined): boolean =>
  member !== undefined && (viewer.groupIds === null || (member.group_id !== null && viewer.groupIds.includes(member.group_id)));

/** Refused users as problems on the members step. */
function memberProblems(viewer: GroupViewer, facts: Facts, group: GroupSubmission, targetIsTopLevel: boolean): GroupProblem[] {
  const problems: GroupProblem[] = [];
  const byId = new Map(facts.members.map((m) => [m.id, m]));
  const admin = byId.get(group.members.adminUserId.toLowerCase());
  if (group.members.adminUserId !== '' && !managedMember(viewer, admin)) problems.push({ field: 'members.adminUserId', messageId: 'groups.problem.userNotManaged' });
  for (const id of group.members.userIds) {
    const member = byId.get(id.toLowerCase());
    if (!managedMember(viewer, member)) problems.push({ field: 'members.userIds', messageId: 'groups.problem.userNotManaged' });
    else if (placementProblems({ roles: member!.roles, targetIsTopLevel }).length > 0) {
      problems.push({ field: 'members.userIds', messageId: 'groups.problem.payerOnlyInTopLevelGroup', values: { name: `${member!.first_name} ${member!.last_name}` } });
    }
  }
  return problems;
}

function columnsOf(group: GroupSubmission) {
  const t = (value: string) => (value.trim() === '' ? null : value.trim());
  const legal = group.kind === 'legalEntity';
  const { address } = group.details;
  return {
    name: group.details.name.trim(),
    type: group.kind,
    admin_user_id: group.members.adminUserId.toLowerCase(),
    legal_name: legal ? t(group.details.legalName) : null,
    dba: legal ? t(group.details.dba) : null,
    trading_name: legal ? t(group.details.tradingName) : null,
    registration_number: legal ? t(group.details.registrationNumber) : null,
    tax_id: legal ? t(group.details.taxId) : null,
    registered_address: legal
      ? JSON.stringify({ line1: address.line1.trim(), line2: t(address.line2), city: address.city.trim(), state: t(address.state), zip: address.zip.trim(), country: address.country })
      : null,
    relation_to_parent: legal ? t(group.details.relationToParent) : null,
    bill_to: group.billTo.billTo === 'own' ? 'own' : 'parent',
    billing_contact_name: group.billTo.billTo === 'own' ? t(group.billTo.billingContactName) : null,
    billing_email: group.billTo.billTo === 'own' ? t(group.billTo.billingEmail) : null,
  };
}

async function moveMembers(trx: Transaction<Database>, groupId: string, userIds: readonly string[]): Promise<void> {
  if (userIds.length === 0) return;
  await trx.updateTable('users').set({ group_id: groupId }).where('id', 'in', userIds.map((id) => id.toLowerCase())).execute();
}

/** The parent must be a group of this buyer the viewer manages (or, when editing, the one it already has). */
function parentAccessProblem(viewer: GroupViewer, facts: Facts, parentGroupId: string, currentParent: string | null): GroupProblem | null {
  if (parentGroupId === '' || parentGroupId === currentParent) return null;
  const parent = UUID_PATTERN.test(parentGroupId) ? facts.rows.find((r) => r.id === parentGroupId.toLowerCase()) : undefined;
  return parent && managesGroup(viewer, parent.id) ? null : { field: 'details.parentGroupId', messageId: 'groups.problem.parentNotManaged' };
}

export async function createGroup(db: Kysely<Database>, viewer: GroupViewer, idempotencyKey: string, group: GroupSubmission, now: Date): Promise<{ id: string; replayed: boolean }> {
  requireManager(viewer);
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('groups').select('id').where('buyer_id', '=', viewer.buyer.id).where('idempotency_key', '=', idempotencyKey).executeTakeFirst();
    if (existing) return { id: existing.id, replayed: true };
    const facts = await factsOf(trx, viewer.buyer.id);
    const problems = [
      ...groupSubmissionProblems(group),
      ...[parentAccessProblem(viewer, facts, group.details.parentGroupId, null)].filter((p): p is GroupProblem => p !== null),
      ...memberProblems(viewer, facts, group, false),
    ];
    if (problems.length > 0) throw groupRefused(problems);
    const id = randomUUID();
    await trx
      .insertInto('groups')
      .values({ id, buyer_id: viewer.buyer.id, parent_group_id: group.details.parentGroupId.toLowerCase(), created_by_user_id: viewer.userId, idempotency_key: idempotencyKey, created_at: now, ...columnsOf(group) })
      .execute();
    await moveMembers(trx, id, group.members.userIds);
    return { id, replayed: false };
  });
}

export async function updateGroup(db: Kysely<Database>, viewer: GroupViewer, groupId: string, group: GroupSubmission): Promise<void> {
  requireManager(viewer);
  await db.transaction().execute(async (trx) => {
    const facts = await factsOf(trx, viewer.buyer.id);
    const row = facts.rows.find((r) => r.id === groupId);
    if (!row) throw portalError('NOT_FOUND');
    if (!managesGroup(viewer, row.id)) throw portalError('FORBIDDEN');
    const topLevel = row.parent_group_id === null;
    const nodes = facts.rows.map((r) => ({ id: r.id, parentGroupId: r.parent_group_id }));
    const below = groupSubtree(row.id, nodes).filter((id) => id !== row.id);
    const parentId = group.details.parentGroupId.toLowerCase();
    const problems = [
      ...groupSubmissionProblems(group, { topLevel }),
      ...[parentAccessProblem(viewer, facts, parentId, row.parent_group_id), topLevel ? null : parentProblem(parentId, row.id, below)]
        .filter((p): p is GroupProblem => p !== null)
        .map((p) => ({ ...p, field: p.field.startsWith('details.') ? p.field : `details.${p.field}` })),
      ...memberProblems(viewer, facts, group, topLevel),
    ];
    if (problems.length > 0) throw groupRefused(problems);
    await trx.updateTable('groups').set({ ...columnsOf(group), parent_group_id: topLevel ? null : parentId }).where('id', '=', row.id).execute();
    await moveMembers(trx, row.id, group.members.userIds);
  });
}

export async function moveUserToGroup(db: Kysely<Database>, viewer: GroupViewer, userId: string, groupId: string): Promise<MemberRow> {
  requireManager(viewer);
  return db.transaction().execute(async (trx) => {
    const facts = await factsOf(trx, viewer.buyer.id);
    const target = facts.rows.find((r) => r.id === groupId);
    const member = facts.members.find((m) => m.id === userId);
    if (!target || !member) throw portalError('NOT_FOUND');
    if (!managesGroup(viewer, target.id) || !managedMember(viewer, member)) throw portalError('FORBIDDEN');
    if (placementProblems({ roles: member.roles, targetIsTopLevel: target.parent_group_id === null }).length > 0) {
      throw groupRefused([{ field: 'groupId', messageId: 'groups.problem.payerOnlyInTopLevelGroup', values: { name: `${member.first_name} ${member.last_name}` } }]);
    }
    await trx.updateTable('users').set({ group_id: target.id }).where('id', '=', member.id).execute();
    return { ...member, group_id: target.id };
  });
}
