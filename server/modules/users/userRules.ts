import { sql, type Transaction } from 'kysely';
import { USER_RULE_FIELDS, USER_RULES, userRuleMessageId, type UserAccountFacts, type UserRuleProblem } from '../../../machines/rules/userAdministration';
import type { Database } from '../../db/schema';
import { portalError } from '../../graphql/errors';
import { GraphQLError } from '../../graphql/graphqlRuntime';
import type { UserAdminViewer } from './userAccess';

/**
 * The server's side of machines/rules/userAdministration.ts: the facts only the database knows,
 * read under the buyer's lock (every change to a buyer's users takes it first, so two admins cannot
 * each turn off one of the last two invoice receivers), and the refusal in the rule's words.
 */
export async function lockBuyerUsers(trx: Transaction<Database>, buyerId: string): Promise<void> {
  await trx.selectFrom('buyers').select('id').where('id', '=', buyerId).forUpdate().executeTakeFirstOrThrow();
}

const NOT_DEACTIVATED = 'deleted';

export async function accountFactsFor(
  trx: Transaction<Database>,
  buyerId: string,
  userId: string | null,
  candidate: { email: string; internalId: string | null },
): Promise<UserAccountFacts> {
  const others = trx.selectFrom('users').where('buyer_id', '=', buyerId).where('status', '<>', NOT_DEACTIVATED).$if(userId !== null, (q) => q.where('id', '<>', userId!));
  const [emailOwner, internalOwner, receivers, primaries] = await Promise.all([
    // E-mail addresses sign in: unique across the program (and the table), deactivated users included.
    trx.selectFrom('users').select('id').where('email', '=', candidate.email).$if(userId !== null, (q) => q.where('id', '<>', userId!)).executeTakeFirst(),
    candidate.internalId === null
      ? Promise.resolve(undefined)
      : trx.selectFrom('users').select('id').where('buyer_id', '=', buyerId).where(sql<boolean>`lower(internal_id) = ${candidate.internalId.toLowerCase()}`).$if(userId !== null, (q) => q.where('id', '<>', userId!)).executeTakeFirst(),
    others.select(sql<number>`count(*)::int`.as('n')).where('receive_email', '=', true).executeTakeFirstOrThrow(),
    others.select(sql<number>`count(*)::int`.as('n')).where(sql<boolean>`contact_types @> '["primary"]'::jsonb`).executeTakeFirstOrThrow(),
  ]);
  return {
    emailTakenByOther: emailOwner !== undefined,
    internalIdTakenByOther: internalOwner !== undefined,
    otherInvoiceReceiverCount: Number(receivers.n),
    otherPrimaryContactCount: Number(primaries.n),
  };
}

/** The group a user is placed in: the buyer's; is it the top level, and one of the viewer's? */
export async function groupFactsFor(trx: Transaction<Database>, viewer: UserAdminViewer, groupId: string): Promise<{ groupIsTopLevel: boolean; groupWithinActorsGroups: boolean }> {
  const group = await trx.selectFrom('groups').select(['id', 'parent_group_id']).where('id', '=', groupId).where('buyer_id', '=', viewer.buyer.id).executeTakeFirst();
  if (!group) throw portalError('NOT_FOUND');
  return { groupIsTopLevel: group.parent_group_id === null, groupWithinActorsGroups: viewer.groupIds === null || viewer.groupIds.includes(group.id) };
}

/** USER_CHANGE_REFUSED: the first rule's words as the message and messageId, every broken rule in `problems`. */
export function userChangeRefused(problems: readonly UserRuleProblem[]): GraphQLError {
  const first = problems[0]!;
  return new GraphQLError(USER_RULES[first], {
    extensions: {
      code: 'USER_CHANGE_REFUSED',
      messageId: userRuleMessageId(first),
      problems: problems.map((problem) => ({ code: problem, field: USER_RULE_FIELDS[problem], messageId: userRuleMessageId(problem) })),
    },
  });
}
