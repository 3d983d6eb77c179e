import type { GraphQLContext } from '../../graphql/context';
import { portalError } from '../../graphql/errors';
import { UUID_PATTERN, parseInput } from '../../graphql/parseInput';
import type { AccountUser, Resolvers } from '../../schema/generated/resolvers';
import { loadControls } from '../purchasingControls/controlsRecords';
import { grantableRoles, resolveUserAdminViewer, canSeeUser, type UserAdminViewer } from './userAccess';
import { inviteUser } from './inviteUser';
import { updateUser } from './updateUser';
import { resendInvitation } from './resendInvitation';
import { runUserStatusCommand } from './userStatusCommands';
import { resetUserMfa } from './userMfa';
import { allUsers, findUser, listUsers, toAccountUser } from './userRecords';
import { USERS_CSV_ROW_LIMIT, usersCsv } from './usersCsv';
import { inviteUserInputSchema, suspendInputSchema, updateUserInputSchema, userFilterSchema, userIdSchema, userPageSchema, userSortSchema } from './userInput';

/** One user the viewer may see, in its GraphQL shape; null otherwise. */
async function visibleUser(context: GraphQLContext, id: string, viewer: UserAdminViewer): Promise<AccountUser | null> {
  if (!UUID_PATTERN.test(id)) return null;
  const row = await findUser(context.services.db, id.toLowerCase());
  if (!row || !canSeeUser(viewer, row)) return null;
  return toAccountUser(row, viewer, context.services.now());
}

async function shown(context: GraphQLContext, id: string, viewer: UserAdminViewer): Promise<AccountUser> {
  const user = await visibleUser(context, id, viewer);
  if (!user) throw portalError('NOT_FOUND');
  return user;
}

/** The viewer for a mutation about a user: their own buyer (a user id never selects another account). */
const mutationViewer = (context: GraphQLContext) => resolveUserAdminViewer(context, null);

/** accountUsers, accountUser, userAdminOptions, accountUsersCsv and the user mutations (server/modules/users/README.md). */
export const userResolvers: Resolvers = {
  Query: {
    accountUsers: async (_parent, args, context) => {
      const viewer = await resolveUserAdminViewer(context, args.buyerId);
      const filter = parseInput(userFilterSchema, args.filter, 'filter');
      const sort = parseInput(userSortSchema, args.sort, 'sort');
      const page = parseInput(userPageSchema, { first: args.first, offset: args.offset }, 'page');
      const offset = page.offset ?? 0;
      const { rows, total } = await listUsers(context.services.db, viewer, { filter, sort }, { first: page.first ?? 25, offset });
      const now = context.services.now();
      return { items: rows.map((row) => toAccountUser(row, viewer, now)), totalCount: total, offset };
    },

    accountUser: async (_parent, { id }, context) => {
      const row = UUID_PATTERN.test(id) ? await findUser(context.services.db, id.toLowerCase()) : undefined;
      if (!row?.buyer_id) return null;
      // The user's own account decides who may look (another buyer's user is simply not there).
      const viewer = await resolveUserAdminViewer(context, row.buyer_id).catch(() => null);
      return viewer ? visibleUser(context, id, viewer) : null;
    },

    userAdminOptions: async (_parent, { buyerId }, context) => {
      const viewer = await resolveUserAdminViewer(context, buyerId);
      const { db } = context.services;
      const [groups, controls, me] = await Promise.all([
        db.selectFrom('groups').select(['id', 'name', 'parent_group_id']).where('buyer_id', '=', viewer.buyer.id).orderBy('name').execute(),
        loadControls(db, viewer.buyer.id),
        db.selectFrom('users').select('credit_limit_minor').where('id', '=', viewer.userId).executeTakeFirst(),
      ]);
      const currency = viewer.buyer.currency;
      return {
        buyerId: viewer.buyer.id,
        groups: groups
          .filter((g) => viewer.groupIds === null || viewer.groupIds.includes(g.id))
          .sort((a, b) => Number(a.parent_group_id !== null) - Number(b.parent_group_id !== null))
          .map((g) => ({ id: g.id, name: g.name, isTopLevel: g.parent_group_id === null })),
        roles: viewer.programWide ? [] : grantableRoles(viewer),
        individualCreditLimitsEnabled: controls.individualCreditLimits === 'Enabled',
        inviterLimit: me?.credit_limit_minor === null || me?.credit_limit_minor === undefined ? null : { amountMinor: me.credit_limit_minor, currency },
        companyCreditLine: { amountMinor: viewer.buyer.creditApprovedMinor, currency },
        isAccountAdmin: viewer.isAccountAdmin,
      };
    },

    accountUsersCsv: async (_parent, args, context) => {
      const viewer = await resolveUserAdminViewer(context, args.buyerId);
      const filter = parseInput(userFilterSchema, args.filter, 'filter');
      const sort = parseInput(userSortSchema, args.sort, 'sort');
      const rows = await allUsers(context.services.db, viewer, { filter, sort }, USERS_CSV_ROW_LIMIT + 1);
      const kept = rows.slice(0, USERS_CSV_ROW_LIMIT);
      return {
        filename: `users-${context.services.now().toISOString().slice(0, 10)}.csv`,
        contentType: 'text/csv; charset=utf-8',
        content: usersCsv(kept, viewer.buyer.currency),
        rowCount: kept.length,
        truncated: rows.length > USERS_CSV_ROW_LIMIT,
        rowLimit: USERS_CSV_ROW_LIMIT,
      };
    },
  },

  Mutation: {
    inviteUser: async (_parent, { input }, context) => {
      const parsed = parseInput(inviteUserInputSchema, input, 'input');
      const viewer = await resolveUserAdminViewer(context, parsed.buyerId);
      const invited = await inviteUser(context.services, viewer, parsed);
      return shown(context, invited.id, viewer);
    },

    updateUser: async (_parent, { input }, context) => {
      const parsed = parseInput(updateUserInputSchema, input, 'input');
      const viewer = await mutationViewer(context);
      await updateUser(context.services, viewer, parsed);
      return shown(context, parsed.userId, viewer);
    },

    resendInvitation: async (_parent, args, context) => {
      const { userId } = parseInput(userIdSchema, args, 'args');
      const viewer = await mutationViewer(context);
      await resendInvitation(context.services, viewer, userId);
      return shown(context, userId, viewer);
    },

    suspendUser: async (_parent, { input }, context) => {
      const parsed = parseInput(suspendInputSchema, input, 'input');
      const viewer = await mutationViewer(context);
      await runUserStatusCommand(context.services, viewer, parsed.userId, { kind: 'suspend', reason: parsed.reason });
      return shown(context, parsed.userId, viewer);
    },

    reEnableUser: async (_parent, args, context) => {
      const { userId } = parseInput(userIdSchema, args, 'args');
      const viewer = await mutationViewer(context);
      await runUserStatusCommand(context.services, viewer, userId, { kind: 'reEnable' });
      return shown(context, userId, viewer);
    },

    setUserActive: async (_parent, args, context) => {
      const { userId } = parseInput(userIdSchema, { userId: args.userId }, 'args');
      const viewer = await mutationViewer(context);
      await runUserStatusCommand(context.services, viewer, userId, { kind: args.active ? 'enable' : 'disable' });
      return shown(context, userId, viewer);
    },

    deactivateUser: async (_parent, args, context) => {
      const { userId } = parseInput(userIdSchema, args, 'args');
      const viewer = await mutationViewer(context);
      await runUserStatusCommand(context.services, viewer, userId, { kind: 'deactivate' });
      return shown(context, userId, viewer);
    },

    resetUserMfa: async (_parent, args, context) => {
      const { userId } = parseInput(userIdSchema, args, 'args');
      const row = await findUser(context.services.db, userId);
      if (!row?.buyer_id) throw portalError('NOT_FOUND');
      // Support staff act on any buyer of their program: the user's own account is the one asked for.
      const viewer = await resolveUserAdminViewer(context, row.buyer_id);
      await resetUserMfa(context.services, viewer, userId);
      return shown(context, userId, viewer);
    },
  },
};
