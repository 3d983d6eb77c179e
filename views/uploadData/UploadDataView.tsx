import { useId } from 'react';
import { Button, Flex, Heading, InlineAlert, ProgressBar, Text, View } from '@adobe/react-spectrum';
import { CHARGE_IMPORT_COLUMNS, CHARGE_IMPORT_TEMPLATE_PATH } from '../../src/domain/chargeImport';
import { useTranslate } from '../common/translate';
import type { UploadDataViewModel } from './useUploadDataViewModel';
import './uploadData.css';

/** Tools -> Upload Data: the template, the file, the upload's progress, its result and the failure table. Renders the view model only. */
export function UploadDataView(vm: UploadDataViewModel) {
  const t = useTranslate();
  const inputId = useId();
  const failuresId = useId();
  const { result } = vm;
  return (
    <View>
      <Heading level={1} marginTop={0}>
        {t('page.upload-data')}
      </Heading>
      <Text>{t('uploadData.intro', { columns: CHARGE_IMPORT_COLUMNS.join(', ') })}</Text>
      <p>
        <a className="upload-data-link" href={CHARGE_IMPORT_TEMPLATE_PATH} download>
          {t('uploadData.template')}
        </a>
      </p>
      <form
        aria-label={t('uploadData.form')}
        onSubmit={(event) => {
          event.preventDefault();
          vm.upload?.();
        }}
      >
        <Flex direction="column" gap="size-150" alignItems="start">
          <label htmlFor={inputId} className="upload-data-label">
            {t('uploadData.file')}
          </label>
          <input
            id={inputId}
            className="upload-data-input"
            type="file"
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            disabled={vm.uploading}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              if (file) vm.choose(file);
            }}
          />
          <Flex gap="size-150">
            <Button type="submit" variant="accent" isDisabled={!vm.upload}>
              {t('uploadData.upload')}
            </Button>
            {vm.uploading && (
              <Button variant="secondary" onPress={vm.cancel}>
                {t('uploadData.cancel')}
              </Button>
            )}
          </Flex>
          {vm.uploading && vm.percent !== null && (
            <ProgressBar
              label={vm.percent < 100 ? t('uploadData.sending', { name: vm.fileName ?? '' }) : t('uploadData.importing')}
              value={vm.percent}
              isIndeterminate={vm.percent >= 100}
              width="size-4600"
            />
          )}
        </Flex>
      </form>
      {vm.messageId && (
        <InlineAlert variant="negative" marginTop="size-200">
          <Heading>{t('uploadData.refused')}</Heading>
          <Text>{t(vm.messageId)}</Text>
        </InlineAlert>
      )}
      <div aria-live="polite" className="upload-data-result">
        {result && (
          <p data-testid="upload-data-summary">
            {t('uploadData.summary', { imported: result.imported, already: result.alreadyImported, failed: result.failures.length })}
          </p>
        )}
      </div>
      {result && result.failures.length > 0 && (
        <section aria-labelledby={failuresId}>
          <Heading level={2} id={failuresId}>
            {t('uploadData.failures.heading')}
          </Heading>
          <table className="upload-data-table" data-testid="upload-data-failures">
            <caption>{t('uploadData.failures.caption', { count: result.failures.length })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('uploadData.failures.row')}</th>
                <th scope="col">{t('uploadData.failures.reference')}</th>
                <th scope="col">{t('uploadData.failures.message')}</th>
              </tr>
            </thead>
            <tbody>
              {result.failures.map((failure) => (
                <tr key={failure.rowNumber}>
                  <td>{failure.rowNumber}</td>
                  <th scope="row">{failure.invoiceReferenceId || t('uploadData.failures.noReference')}</th>
                  <td>{t(failure.messageId, failure.values)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </View>
  );
}
