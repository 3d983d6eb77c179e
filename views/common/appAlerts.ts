import { isSafeReturnUrl } from '../../machines/rules/navigation';
import type { SessionAppAlert } from '../../machines/app/session/sessionTypes';
import type { AlertBannerType } from './AlertBanner';

/** An app alert (spec 3 "AppAlert") ready to render. */
export interface AppAlertView {
  key: string;
  type: AlertBannerType;
  titleId: string | null;
  messageId: string;
  /** Same-app path or an https address; anything else is dropped. */
  link: { href: string; external: boolean } | null;
}

const TYPES: readonly AlertBannerType[] = ['general', 'info', 'negative', 'positive', 'warning'];

function safeLink(url: string | null): AppAlertView['link'] {
  if (!url) return null;
  if (isSafeReturnUrl(url)) return { href: url, external: false };
  try {
    return new URL(url).protocol === 'https:' ? { href: url, external: true } : null;
  } catch {
    return null;
  }
}

/** The alerts of the session that target `screen` (a route name), in the server's order. */
export function alertsForScreen(alerts: readonly SessionAppAlert[], screen: string | null): AppAlertView[] {
  if (screen === null) return [];
  return alerts
    .filter((alert) => alert.targetScreen === screen)
    .map((alert) => ({
      key: alert.messageStorageId,
      type: (TYPES as readonly string[]).includes(alert.alertType) ? (alert.alertType as AlertBannerType) : 'info',
      titleId: alert.titleIntlKey || null,
      messageId: alert.messageIntlKey,
      link: safeLink(alert.urlLink),
    }));
}

/**
 * The message ids an alert needs that the loaded messages (bundles with program overrides) lack:
 * its message always, its title when it has one. An alert with a missing id is reported (shown as
 * "text missing" and logged), never silently hidden.
 */
export function missingAlertTexts(alert: Pick<AppAlertView, 'titleId' | 'messageId'>, messages: Readonly<Record<string, unknown>>): string[] {
  return [alert.titleId, alert.messageId].filter((id): id is string => id !== null && id !== '' && !(id in messages));
}
