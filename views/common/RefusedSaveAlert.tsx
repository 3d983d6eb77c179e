import { Content, Heading, InlineAlert } from '@adobe/react-spectrum';
import { useIntl } from 'react-intl';
import { useTranslate } from './translate';

/**
 * A refused or failed save, under its form: "Not saved" and the refusal's own message (a
 * message id from the machine's `failureId`), the generic error when the id has no text.
 */
export function RefusedSaveAlert({ failureId }: { failureId: string | null }) {
  const intl = useIntl();
  const t = useTranslate();
  if (!failureId) return null;
  return (
    <InlineAlert variant="negative">
      <Heading>{t('purchasingControls.saveFailed')}</Heading>
      <Content>{t(failureId in intl.messages ? failureId : 'error.generic')}</Content>
    </InlineAlert>
  );
}
