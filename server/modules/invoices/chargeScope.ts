import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { GraphQLContext, Viewer } from '../../graphql/context';
import { portalError } from '../../graphql/errors';
import { decideBuyerAccess, meansOwnBuyer } from '../session/access';
import { accessViewerOf } from '../session/currentUser';
import { UUID_PATTERN } from '../../graphql/parseInput';
import { ADMIN_OR_PAYER_ROLES, BUYER_GROUP_ADMIN_ROLE, roleIn } from '../../../machines/rules/roleAudiences';

/**
 * Whose charges a user sees (spec 6 "Users see only their own charges unless admin or group admin
 * (who see group totals)"), decided here and applied in SQL by every invoice query:
 * - account: Buyer:Administrator, and buyerPayer (the role that pays the company's invoices, only
 *   allowed in the top-level group, spec 5); seller (CLIENT) and STAFF users of the program.
 * - group: Buyer:GroupAdministrator: the charges of their group and its sub-groups.
 * - own: every other buyer user (buyerPurchaser, ...): the charges they made.
 */
export type ChargeScopeKind = 'account' | 'group' | 'own';

export interface BuyerAccount {
  id: string;
  programId: string;
  name: string;
  currency: string;
  creditApprovedMinor: number;
  clientReferenceBuyerId: string | null;
  directDebitEnabled: boolean;
  directDebitAccountLabel: string | null;
}

export interface ChargeScope {
  kind: ChargeScopeKind;
  buyer: BuyerAccount;
  /** group: the user's group and every group below it. */
  groupIds: readonly string[];
  /** own: the user. */
  userId: string;
  /** CLIENT and STAFF users read; only buyer users act. */
  programWide: boolean;
}

const PROGRAM_WIDE_USER_TYPES: readonly string[] = ['CLIENT', 'STAFF'];

/** The server's calendar day (UTC): what "past due" is measured against, as in the Buyer query. */
export const todayOf = (context: GraphQLContext): string => context.services.now().toISOString().slice(0, 10);

export function isProgramWide(viewer: Viewer): boolean {
  return PROGRAM_WIDE_USER_TYPES.includes(viewer.user.user_type);
}

/** The scope kind for a buyer-side user's roles (pure). */
export function scopeKindForRoles(roles: readonly string[]): ChargeScopeKind {
  if (roleIn(roles, ADMIN_OR_PAYER_ROLES)) return 'account';
  return roles.includes(BUYER_GROUP_ADMIN_ROLE) ? 'group' : 'own';
}

/** A group and every group below it (pure; cycles are impossible by constraint but tolerated). */
export function groupSubtree(rootId: string, groups: readonly { id: string; parentGroupId: string | null }[]): string[] {
  const children = new Map<string, string[]>();
  for (const group of groups) {
    if (group.parentGroupId === null) continue;
    children.set(group.parentGroupId, [...(children.get(group.parentGroupId) ?? []), group.id]);
  }
  const found = new Set<string>([rootId]);
  const queue = [rootId];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    for (const child of children.get(next) ?? []) {
      if (!found.has(child)) {
        found.add(child);
        queue.push(child);
      }
    }
  }
  return [...found];
}

export async function loadBuyerAccount(db: Kysely<Database>, buyerId: string): Promise<BuyerAccount | null> {
  // Direct debit: the buyer's active bank account whose mandate is signed (server/modules/bankAccounts).
  const row = await db
    .selectFrom('buyers')
    .leftJoin('bank_accounts as debit', (join) => join.onRef('debit.buyer_id', '=', 'buyers.id').on('debit.status', '=', 'active').on('debit.mandate_status', '=', 'signed'))
    .select(['buyers.id', 'buyers.program_id', 'buyers.name', 'buyers.currency', 'buyers.credit_approved_minor', 'buyers.client_reference_buyer_id'])
    .select(['debit.bank_name', 'debit.masked_account_number', 'debit.partial_iban'])
    .where('buyers.id', '=', buyerId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    programId: row.program_id,
    name: row.name,
    currency: row.currency,
    creditApprovedMinor: row.credit_approved_minor,
    clientReferenceBuyerId: row.client_reference_buyer_id,
    directDebitEnabled: row.bank_name !== null,
    directDebitAccountLabel: row.bank_name === null ? null : `${row.bank_name} ${row.masked_account_number ?? row.partial_iban ?? ''}`.trim(),
  };
}

/** The buyer account a request is about, if the user may see it: FORBIDDEN / NOT_FOUND otherwise. */
export async function resolveBuyerAccount(context: GraphQLContext, requested: string | null | undefined): Promise<BuyerAccount> {
  const { viewer } = context;
  const buyerId = meansOwnBuyer(requested) ? viewer.user.buyer_id : requested;
  if (!buyerId) throw portalError('FORBIDDEN');
  // A malformed id is not an account anyone can see (and would make PostgreSQL refuse the uuid).
  const buyer = UUID_PATTERN.test(buyerId) ? await loadBuyerAccount(context.services.db, buyerId.toLowerCase()) : null;
  const decision = decideBuyerAccess(accessViewerOf(viewer), buyer ? { id: buyer.id, programId: buyer.programId } : null, buyerId);
  if (decision === 'forbid') throw portalError('FORBIDDEN');
  if (!buyer) throw portalError('NOT_FOUND');
  return buyer;
}

/** The charges of `requested` (default: the user's own buyer) that this user may see. */
export async function resolveChargeScope(context: GraphQLContext, requested: string | null | undefined): Promise<ChargeScope> {
  const buyer = await resolveBuyerAccount(context, requested);
  const { user } = context.viewer;
  if (isProgramWide(context.viewer)) return { kind: 'account', buyer, groupIds: [], userId: user.id, programWide: true };
  const kind = scopeKindForRoles(user.roles);
  if (kind !== 'group') return { kind, buyer, groupIds: [], userId: user.id, programWide: false };
  if (!user.group_id) return { kind: 'own', buyer, groupIds: [], userId: user.id, programWide: false };
  const groups = await context.services.db.selectFrom('groups').select(['id', 'parent_group_id']).where('buyer_id', '=', buyer.id).execute();
  const groupIds = groupSubtree(user.group_id, groups.map((g) => ({ id: g.id, parentGroupId: g.parent_group_id })));
  return { kind, buyer, groupIds, userId: user.id, programWide: false };
}
