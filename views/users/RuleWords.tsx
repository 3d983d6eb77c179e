import { Text } from '@adobe/react-spectrum';

/**
 * A user rule's words under the field it concerns (spec 5, 8: last invoice receiver, Payer only in
 * the top-level group, limit above the ceiling...): the form kit owns the field's value and its
 * format errors; the machine and the server own the rule, so its words come from the view model.
 */
export function RuleWords({ words }: { words: string | undefined }) {
  return words ? <Text UNSAFE_className="users-rule-words">{words}</Text> : null;
}
