import type { Resolvers } from '../../schema/generated/resolvers';
import { parseInput } from '../../graphql/parseInput';
import { createGroup, moveUserToGroup, updateGroup } from './groupCommands';
import { resolveGroupViewer } from './groupAccess';
import { createGroupInputSchema, moveUserInputSchema, updateGroupInputSchema } from './groupInput';
import { groupById, groupDirectory, toGroupUser } from './groupRecords';

/** groupDirectory, createGroup, updateGroup, moveUserToGroup (server/schema/groups.graphql). */
export const groupResolvers: Resolvers = {
  Query: {
    groupDirectory: async (_parent, { buyerId }, context) => groupDirectory(context.services.db, await resolveGroupViewer(context, buyerId)),
  },

  Mutation: {
    createGroup: async (_parent, { input }, context) => {
      const parsed = parseInput(createGroupInputSchema, input, 'input');
      const viewer = await resolveGroupViewer(context, parsed.buyerId);
      const { db } = context.services;
      const created = await createGroup(db, viewer, parsed.idempotencyKey, parsed.group, context.services.now());
      // Asked again: a group admin's groups now include the new one.
      return groupById(db, await resolveGroupViewer(context, parsed.buyerId), created.id);
    },

    updateGroup: async (_parent, { input }, context) => {
      const parsed = parseInput(updateGroupInputSchema, input, 'input');
      const viewer = await resolveGroupViewer(context, null);
      const { db } = context.services;
      await updateGroup(db, viewer, parsed.groupId, parsed.group);
      return groupById(db, await resolveGroupViewer(context, null), parsed.groupId);
    },

    moveUserToGroup: async (_parent, { input }, context) => {
      const parsed = parseInput(moveUserInputSchema, input, 'input');
      const viewer = await resolveGroupViewer(context, null);
      return toGroupUser(await moveUserToGroup(context.services.db, viewer, parsed.userId, parsed.groupId));
    },
  },
};
