import { z } from 'zod';
import type { GroupProblem } from '../../../machines/rules/groupEntity';
import { groupSubmissionShape } from '../../../machines/rules/groupSchemas';
import { ERRORS } from '../../../src/domain/errors';
import { GraphQLError } from '../../graphql/graphqlRuntime';
import { idSchema } from '../../graphql/parseInput';

/** zod schemas of the group inputs: the structure; the rules are machines/rules/groupEntity.ts and groupMembership.ts. */
export const createGroupInputSchema = z.object({
  idempotencyKey: z.string().trim().min(8).max(100),
  buyerId: z.string().nullish(),
  group: groupSubmissionShape,
});

export const updateGroupInputSchema = z.object({ groupId: idSchema, group: groupSubmissionShape });

export const moveUserInputSchema = z.object({ userId: idSchema, groupId: idSchema });

/**
 * GROUP_REFUSED: the group broke a rule. The message is the first problem's own words (what the
 * browser shows); `extensions.problems` lists every problem with its field path.
 */
export function groupRefused(problems: readonly GroupProblem[]): GraphQLError {
  const [first] = problems;
  return new GraphQLError('The group breaks a rule', {
    extensions: {
      code: 'GROUP_REFUSED',
      messageId: first?.messageId ?? ERRORS.GROUP_REFUSED,
      ...(first?.values ? { values: first.values } : {}),
      problems: problems.map((p) => ({ field: p.field, messageId: p.messageId, ...(p.values ? { values: p.values } : {}) })),
    },
  });
}
