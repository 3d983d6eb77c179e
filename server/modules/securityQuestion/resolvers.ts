import { z } from 'zod';
import { SECURITY_ANSWER_MAX_LENGTH, SECURITY_QUESTION_KEYS, isSecurityAnswerAcceptable } from '../../../machines/rules/securityQuestion';
import type { GraphQLContext } from '../../graphql/context';
import { portalError } from '../../graphql/errors';
import { parseInput } from '../../graphql/parseInput';
import type { Resolvers } from '../../schema/generated/resolvers';
import { isSignInDelayed, minutesUntilRetry } from '../../../machines/rules/signInLockout';
import { sha256Hex } from '../../auth/signing';
import { verifyPassword } from '../../security/password';
import { findSecurityQuestion, saveSecurityAnswer } from './securityAnswers';

/**
 * mySecurityQuestion and setSecurityQuestion: the signed-in user's own question, whatever their
 * role (every user with a portal password may have one); single sign-on users may not (their
 * recovery belongs to the identity provider). Changing it needs the current password, checked
 * like a sign-in (scrypt, constant time); a wrong one changes nothing and counts like a wrong
 * sign-in password (machines/rules/signInLockout.ts, per user), so a borrowed session cannot
 * guess the password here.
 */
const inputSchema = z.object({
  questionKey: z.enum(SECURITY_QUESTION_KEYS),
  answer: z.string().max(SECURITY_ANSWER_MAX_LENGTH).refine(isSecurityAnswerAcceptable, 'The answer needs 2 to 100 characters'),
  currentPassword: z.string().min(1).max(200),
});

const isSso = (context: GraphQLContext) => context.viewer.user.sso_status === 'Active';

export const securityQuestionResolvers: Pick<Resolvers, 'Query' | 'Mutation'> = {
  Query: {
    mySecurityQuestion: async (_parent, _args, context) => (isSso(context) ? null : findSecurityQuestion(context.services.db, context.viewer.user.id)),
  },
  Mutation: {
    setSecurityQuestion: async (_parent, args, context) => {
      if (isSso(context)) throw portalError('FORBIDDEN');
      const input = parseInput(inputSchema, args.input, 'input');
      const { user } = context.viewer;
      const { services } = context;
      const attemptKey = sha256Hex(`security-setup|${user.id}`);
      const now = services.now();
      const before = await services.signInAttempts.read(attemptKey, now);
      if (isSignInDelayed(before, now)) throw portalError('ACCOUNT_LOCKED', { minutes: minutesUntilRetry(before, now) });
      const stored = await services.db.selectFrom('users').select('password_hash').where('id', '=', user.id).executeTakeFirstOrThrow();
      if (!(await verifyPassword(input.currentPassword, stored.password_hash))) {
        await services.signInAttempts.recordFailure(attemptKey, now);
        throw portalError('SECURITY_PASSWORD_INVALID');
      }
      await services.signInAttempts.clear(attemptKey);
      return saveSecurityAnswer(services.db, user.id, input.questionKey, input.answer, now);
    },
  },
};
