import type { ErrorBody } from '../../src/domain/errors';
import { PASSWORD_RULE_MESSAGE_IDS, type PasswordRuleId } from '../../machines/rules/password';
import { PASSWORD_MIN_LENGTH } from '../../src/domain/constants';
import { useTranslate } from './translate';

/** A refusal in the user's words: its message, and for broken password rules the rules by name. */
export function useFailureText(): (failure: ErrorBody | null) => { message: string; rules: string[] } | null {
  const t = useTranslate();
  return (failure) => {
    if (!failure) return null;
    const message = t(failure.messageId, failure.values);
    const ruleIds = typeof failure.values?.rules === 'string' && failure.values.rules ? (failure.values.rules.split(',') as PasswordRuleId[]) : [];
    const rules = ruleIds.filter((id) => id in PASSWORD_RULE_MESSAGE_IDS).map((id) => t(PASSWORD_RULE_MESSAGE_IDS[id], { min: PASSWORD_MIN_LENGTH }));
    return { message, rules };
  };
}
