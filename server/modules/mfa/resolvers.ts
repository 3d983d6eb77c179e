import { z } from 'zod';
import type { GraphQLContext } from '../../graphql/context';
import { portalError } from '../../graphql/errors';
import { UUID_PATTERN, parseInput } from '../../graphql/parseInput';
import type { Resolvers } from '../../schema/generated/resolvers';
import { canSeeUser, resolveUserAdminViewer } from '../users/userAccess';
import { findUser, toAccountUser } from '../users/userRecords';
import { disableUserMfa, updateUserMfa } from './adminMfa';
import { confirmMfaSetup, myMfa, startMfaSetup } from './mfaSetup';

/** myMfa, startMfaSetup, confirmMfaSetup (the user's own) and the administrator's disableUserMfa, updateUserMfa. */
const methodInput = z.object({ method: z.enum(['email', 'sms']), target: z.string().max(40).nullish() });
const confirmInput = z.object({ challengeId: z.string().regex(UUID_PATTERN), code: z.string().trim().max(20) });
const userInput = z.object({ userId: z.string().regex(UUID_PATTERN).transform((id) => id.toLowerCase()) });

const me = (context: GraphQLContext) => context.viewer.user;

/** The viewer of a change to `userId`, from the user's own account (support staff act on any buyer of their program). */
async function adminViewer(context: GraphQLContext, userId: string) {
  const row = await findUser(context.services.db, userId);
  if (!row?.buyer_id) throw portalError('NOT_FOUND');
  const viewer = await resolveUserAdminViewer(context, row.buyer_id);
  if (!canSeeUser(viewer, row)) throw portalError('NOT_FOUND');
  return viewer;
}

async function shownUser(context: GraphQLContext, userId: string, viewer: Awaited<ReturnType<typeof adminViewer>>) {
  const row = await findUser(context.services.db, userId);
  if (!row) throw portalError('NOT_FOUND');
  return toAccountUser(row, viewer, context.services.now());
}

async function freshMe(context: GraphQLContext) {
  return context.services.db.selectFrom('users').selectAll().where('id', '=', me(context).id).executeTakeFirstOrThrow();
}

export const mfaResolvers: Pick<Resolvers, 'Query' | 'Mutation'> = {
  Query: {
    myMfa: async (_parent, _args, context) => myMfa(context.services, await freshMe(context)),
  },
  Mutation: {
    startMfaSetup: async (_parent, args, context) => {
      const input = parseInput(methodInput, args, 'args');
      return startMfaSetup(context.services, await freshMe(context), input.method, input.target);
    },
    confirmMfaSetup: async (_parent, args, context) => {
      const input = parseInput(confirmInput, args, 'args');
      const user = await freshMe(context);
      return confirmMfaSetup(context.services, { ...user, role: user.roles[0] ?? null }, input.challengeId, input.code);
    },
    disableUserMfa: async (_parent, args, context) => {
      const { userId } = parseInput(userInput, args, 'args');
      const viewer = await adminViewer(context, userId);
      await disableUserMfa(context.services, viewer, userId);
      return shownUser(context, userId, viewer);
    },
    updateUserMfa: async (_parent, args, context) => {
      const { userId } = parseInput(userInput, args, 'args');
      const input = parseInput(methodInput, args, 'args');
      const viewer = await adminViewer(context, userId);
      await updateUserMfa(context.services, viewer, userId, input.method, input.target);
      return shownUser(context, userId, viewer);
    },
  },
};
