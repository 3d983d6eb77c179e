import type { Transaction } from 'kysely';
import { appendAuditEntry } from '../../audit/auditLog';
import { toAuditJson } from '../../audit/redact';
import type { Database } from '../../db/schema';

/**
 * The audit trail's record of a change of a user's roles (buyer users: Edit User, Group & Role;
 * seller users: the seller console). Roles are data checked by pure rules
 * (machines/rules/userAdministration.ts, machines/rules/sellerUsers.ts), not a machine's states,
 * so the change is appended like AutoPay and company changes: entity `user` = the user whose roles
 * changed, the roles before and after as the "states" (what the activity page's From → To shows),
 * who changed them in the actor, and the rule that passed. An unchanged role list appends nothing.
 */
export const ROLE_CHANGE_AUDIT = { entityType: 'user', machineId: 'userRoleRules', eventType: 'user.rolesChanged' } as const;

export const ROLE_CHANGE_RULES = {
  buyer: {
    guard: 'isUserChangeAllowed',
    description: 'A signing-in user keeps at least one role; a group administrator cannot give Administrator or Payer; Payer only in the top-level group.',
    spec: '5. User administration rules; 6. Roles and permissions',
  },
  seller: {
    guard: 'isSellerRoleChangeAllowed',
    description: 'Only the seller\'s own roles; an administrator never lowers their own account.',
    spec: '6. Roles and permissions (clientAdministrator)',
  },
} as const;

export interface RoleChange {
  /** The buyer account of a buyer user; null for a seller user. */
  buyerId: string | null;
  user: { id: string; firstName: string; lastName: string };
  before: readonly string[];
  after: readonly string[];
  actor: { userId: string | null; role: string | null };
  rule: (typeof ROLE_CHANGE_RULES)['buyer' | 'seller'];
  now: Date;
}

const sameRoles = (a: readonly string[], b: readonly string[]) => a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');
const rolesText = (roles: readonly string[]) => (roles.length > 0 ? roles.join(', ') : '—');

/** Appends the change (if the roles did change), last in its transaction: the audit lock is held until the commit. */
export async function appendRoleChange(trx: Transaction<Database>, change: RoleChange): Promise<boolean> {
  if (sameRoles(change.before, change.after)) return false;
  const userName = `${change.user.firstName} ${change.user.lastName}`.trim();
  await appendAuditEntry(trx, {
    occurredAt: change.now,
    actor: change.actor,
    buyerId: change.buyerId,
    entity: { type: ROLE_CHANGE_AUDIT.entityType, id: change.user.id },
    machineId: ROLE_CHANGE_AUDIT.machineId,
    eventType: ROLE_CHANGE_AUDIT.eventType,
    eventPayload: toAuditJson({
      type: ROLE_CHANGE_AUDIT.eventType,
      userName,
      fromRoles: rolesText(change.before),
      toRoles: rolesText(change.after),
      now: change.now.toISOString(),
    }),
    fromState: toAuditJson({ value: rolesText(change.before), context: { roles: [...change.before] } }),
    toState: toAuditJson({ value: rolesText(change.after), context: { roles: [...change.after] } }),
    ruleResults: { decision: 'accepted', guards: [{ ...change.rule, passed: true }] },
  });
  return true;
}
