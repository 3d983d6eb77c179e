import { Heading, InlineAlert } from '@adobe/react-spectrum';
import { RefusedSaveAlert } from '../common/RefusedSaveAlert';
import { useTranslate } from '../common/translate';

/** Above a purchasing-controls form's Save: the server's refusal, or "Saved" once it took the change. */
export function SaveOutcome({ failureId, saved }: { failureId: Parameters<typeof RefusedSaveAlert>[0]['failureId']; saved: boolean }) {
  const t = useTranslate();
  return (
    <>
      <RefusedSaveAlert failureId={failureId} />
      {saved && (
        <InlineAlert variant="positive">
          <Heading>{t('purchasingControls.saved')}</Heading>
        </InlineAlert>
      )}
    </>
  );
}
