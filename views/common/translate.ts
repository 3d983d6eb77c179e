import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/** Message values a screen passes: plain values only (rich text goes through <FormattedMessage>). */
export type MessageValues = Record<string, string | number | Date>;
export type Translate = (id: string, values?: MessageValues) => string;

/** The one translation helper of the views: `const t = useTranslate(); t('invoices.title')`. */
export function useTranslate(): Translate {
  const intl = useIntl();
  // eslint-disable-next-line no-restricted-syntax -- the one place that wraps formatMessage
  return useCallback((id: string, values?: MessageValues) => intl.formatMessage({ id }, values), [intl]);
}
