import type { RuleRefusalBody } from '../../../src/domain/errors';
import { USER_RULE_FIELDS, type UserRuleProblem } from '../../rules/userAdministration';
import type { UserFailure } from './userTypes';

const RULE_ID = /^users\.rule\.([A-Za-z]+)$/;

/** An actor's error as the users machines keep it (src/api's DataError shape; anything else is a generic failure). */
export function userFailureOf(error: unknown): UserFailure {
  const e = error as { code?: unknown; messageId?: unknown; refusal?: RuleRefusalBody } | null;
  const messageId = typeof e?.messageId === 'string' ? e.messageId : 'error.generic';
  const problem = RULE_ID.exec(messageId)?.[1] as UserRuleProblem | undefined;
  return {
    code: typeof e?.code === 'string' ? e.code : 'INTERNAL',
    messageId,
    ...(e?.refusal ? { refusal: e.refusal } : {}),
    ...(problem && problem in USER_RULE_FIELDS ? { field: USER_RULE_FIELDS[problem] } : {}),
  };
}
