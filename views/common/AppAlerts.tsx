import { useIntl } from 'react-intl';
import { Flex, Link } from '@adobe/react-spectrum';
import { AlertBanner } from './AlertBanner';
import type { AppAlertView } from './appAlerts';
import { AppLink } from './AppLink';

/**
 * App alerts of the session for the current screen (spec 2, 3). Texts come from message ids
 * (program overrides may supply them) and are rendered as plain text, never as HTML; an alert
 * whose message is unknown is not shown.
 */
export function AppAlerts({ alerts }: { alerts: readonly AppAlertView[] }) {
  const intl = useIntl();
  const known = alerts.filter((alert) => alert.messageId in intl.messages);
  if (known.length === 0) return null;
  return (
    <Flex direction="column" gap="size-150" marginBottom="size-300">
      {known.map((alert) => (
        <AlertBanner
          key={alert.key}
          type={alert.type}
          dismissible
          title={alert.titleId && alert.titleId in intl.messages ? intl.formatMessage({ id: alert.titleId }) : undefined}
        >
          {intl.formatMessage({ id: alert.messageId })}{' '}
          {alert.link &&
            (alert.link.external ? (
              <Link href={alert.link.href} target="_blank" rel="noopener noreferrer">
                {intl.formatMessage({ id: 'common.learnMore' })}
              </Link>
            ) : (
              <AppLink to={alert.link.href}>{intl.formatMessage({ id: 'common.learnMore' })}</AppLink>
            ))}
        </AlertBanner>
      ))}
    </Flex>
  );
}
