import { Content, Flex, Heading, InlineAlert, Text } from '@adobe/react-spectrum';
import { useIntl } from 'react-intl';
import type { RuleFocusModel } from './ruleFocus';

/**
 * The rule a refusal linked to ("See the rule"), above the diagram: which transitions it guards
 * and its plain words. Focused when the page opens, so the reader lands on it.
 */
export function RuleFocus({ focus }: { focus: RuleFocusModel }) {
  const intl = useIntl();
  return (
    <InlineAlert variant="info" autoFocus marginBottom="size-200">
      <Heading>{intl.formatMessage({ id: 'statecharts.ruleFocus.heading' }, { rule: focus.rule })}</Heading>
      <Content>
        <Flex direction="column" gap="size-100">
          {focus.rows.map((row) => (
            <Text key={row.transitionId}>
              {intl.formatMessage({ id: 'statecharts.ruleFocus.transition' }, { from: row.from, event: row.event, to: row.to })} {row.guard}
            </Text>
          ))}
        </Flex>
      </Content>
    </InlineAlert>
  );
}
