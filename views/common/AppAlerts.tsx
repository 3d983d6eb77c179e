import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Flex, Link } from '@adobe/react-spectrum';
import { AlertBanner } from './AlertBanner';
import { missingAlertTexts, type AppAlertView } from './appAlerts';
import { AppLink } from './AppLink';

export interface AppAlertsProps {
  alerts: readonly AppAlertView[];
  /** Closes an alert for good (stored for the user on the server); absent: alerts cannot be closed. */
  onDismiss?: (key: string) => void;
  /** The alert whose closing failed (it stays, with a notice). */
  failedKey?: string | null;
}

/**
 * App alerts of the session for the current screen (spec 2, 3). Texts come from message ids
 * (program overrides may supply them) and are rendered as plain text, never as HTML. An alert whose
 * text is missing is reported, not hidden: a banner names the missing id and the console logs it.
 */
export function AppAlerts({ alerts, onDismiss, failedKey = null }: AppAlertsProps) {
  const intl = useIntl();
  const missing = alerts.map((alert) => ({ alert, ids: missingAlertTexts(alert, intl.messages) }));
  const missingReport = missing.filter((m) => m.ids.length > 0).map((m) => `${m.alert.key}: ${m.ids.join(', ')}`).join('; ');
  useEffect(() => {
    if (missingReport) console.error(`[app alerts] text missing for ${missingReport}`);
  }, [missingReport]);
  if (alerts.length === 0) return null;
  return (
    <section aria-label={intl.formatMessage({ id: 'layout.alerts.label' })}>
      <Flex direction="column" gap="size-150" marginBottom="size-300">
        {missing.map(({ alert, ids }) =>
          ids.includes(alert.messageId) ? (
            <AlertBanner key={alert.key} type="general" role="status">
              {intl.formatMessage({ id: 'alerts.missingText' }, { key: ids.join(', ') })}
            </AlertBanner>
          ) : (
            <AlertBanner
              key={alert.key}
              type={alert.type}
              dismissible={onDismiss !== undefined}
              dismissibleHandler={onDismiss ? () => onDismiss(alert.key) : undefined}
              title={alert.titleId && !ids.includes(alert.titleId) ? intl.formatMessage({ id: alert.titleId }) : undefined}
              headingLevel={2}
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
              {failedKey === alert.key && <div role="alert">{intl.formatMessage({ id: 'alerts.dismissFailed' })}</div>}
            </AlertBanner>
          ),
        )}
      </Flex>
    </section>
  );
}
