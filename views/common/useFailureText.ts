import { useIntl } from 'react-intl';
import type { ErrorBody } from '../../src/domain/errors';
import { PASSWORD_RULE_MESSAGE_IDS, type PasswordRuleId } from '../../machines/rules/password';
import { PASSWORD_MIN_LENGTH } from '../../src/domain/constants';

/** A refusal in the user's words: its message, and for broken password rules the rules by name. */
export function useFailureText(): (failure: ErrorBody | null) => { message: string; rules: string[] } | null {
  const intl = useIntl();
  return (failure) => {
    if (!failure) return null;
    const message = intl.formatMessage({ id: failure.messageId }, failure.values);
    const ruleIds = typeof failure.values?.rules === 'string' && failure.values.rules ? (failure.values.rules.split(',') as PasswordRuleId[]) : [];
    const rules = ruleIds.filter((id) => id in PASSWORD_RULE_MESSAGE_IDS).map((id) => intl.formatMessage({ id: PASSWORD_RULE_MESSAGE_IDS[id] }, { min: PASSWORD_MIN_LENGTH }));
    return { message, rules };
  };
}
