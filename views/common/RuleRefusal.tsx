import type { ReactNode } from 'react';
import { Content, Flex, Heading, InlineAlert, Text } from '@adobe/react-spectrum';
import { useIntl } from 'react-intl';
import { pathFor } from '../../src/app/routes';
import { AppLink } from './AppLink';
import { useTranslate } from './translate';
import { describeRefusal, type RefusalSource } from './ruleRefusal';

export interface RuleRefusalProps {
  /** What the view holds: the actor's error (with `refusal`), a message id, or the rule and its failed checks. */
  refusal: RefusalSource;
  /** Message id of the heading (the area's "could not …" title). */
  titleId?: string;
  /** Placeholder values for the lines (the error's own `values` win). */
  values?: Record<string, string | number>;
  autoFocus?: boolean;
  /** More below the reason, e.g. a way back. */
  children?: ReactNode;
}

/**
 * "Why can't I?" (issue 10): the specific reason a rule refused, in the user's language (each
 * failed check of the rule, else the rule's words), and "See the rule", which opens the rule drawn
 * on /statecharts/<machine>?rule=<rule>. Renders nothing when nothing was refused.
 */
export function RuleRefusal({ refusal, titleId = 'ruleRefusal.title', values, autoFocus, children }: RuleRefusalProps) {
  const intl = useIntl();
  const t = useTranslate();
  const shown = describeRefusal(refusal, (id) => id in intl.messages);
  if (!shown) return null;
  const words = (id: string) => t(id, { ...values, ...shown.values });
  const link = shown.link && pathFor('statechart', { machineId: shown.link.machine }, shown.link.rule ? { rule: shown.link.rule } : undefined);
  return (
    <InlineAlert variant="negative" autoFocus={autoFocus}>
      <Heading>{t(titleId)}</Heading>
      <Content>
        <Flex direction="column" gap="size-100">
          {shown.checks ? (
            <ul>
              {shown.lines.map((id) => (
                <li key={id}>{words(id)}</li>
              ))}
            </ul>
          ) : (
            <Text>{words(shown.lines[0] ?? 'error.ruleRefused')}</Text>
          )}
          {link && <AppLink to={link}>{t('ruleRefusal.seeRule')}</AppLink>}
          {children}
        </Flex>
      </Content>
    </InlineAlert>
  );
}
