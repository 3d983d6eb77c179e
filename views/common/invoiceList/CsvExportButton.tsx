import { createContext, memo, useContext, type FunctionComponent } from 'react';
import { useIntl } from 'react-intl';
import { Button, Content, Flex, Heading, InlineAlert, ProgressBar, Text } from '@adobe/react-spectrum';
import type { InvoiceFilter, InvoiceSort } from '../../../machines/app/makePayment/paymentTypes';
import { useCsvExportViewModel, type CsvExportDeps, type CsvExportState } from './CsvExportViewModel';

/**
 * "Export CSV" of the filtered, sorted invoice list, with a progress bar (rows done / total) and
 * Cancel. The exporter comes from src/api through `withCsvExport` (the route binds it); where none
 * is bound (Make Payment's list) the button is not shown.
 */
const CsvExportContext = createContext<CsvExportDeps | null>(null);

/** The page with the CSV exporter bound (src/app/routes.ts). */
export function withCsvExport(Page: FunctionComponent, deps: CsvExportDeps): FunctionComponent {
  return function PageWithCsvExport() {
    return (
      <CsvExportContext.Provider value={deps}>
        <Page />
      </CsvExportContext.Provider>
    );
  };
}

export interface CsvExportButtonProps {
  /** The list's applied filter and sort, asked when the export starts. */
  query: () => { filter: InvoiceFilter; sort: InvoiceSort };
}

/** Memoized: the list's `currentQuery` is stable, so selecting rows leaves the button alone. */
export const CsvExportButton = memo(function CsvExportButton({ query }: CsvExportButtonProps) {
  const deps = useContext(CsvExportContext);
  return deps ? <CsvExportControl query={query} deps={deps} /> : null;
});

function CsvExportControl({ query, deps }: CsvExportButtonProps & { deps: CsvExportDeps }) {
  const vm = useCsvExportViewModel(() => ({ buyerId: null, ...query() }), deps);
  return <CsvExportView state={vm.state} percent={vm.percent} onExport={vm.start} onCancel={vm.cancel} />;
}

export interface CsvExportViewProps {
  state: CsvExportState;
  percent: number | null;
  onExport: () => void;
  onCancel: () => void;
}

export function CsvExportView({ state, percent, onExport, onCancel }: CsvExportViewProps) {
  const intl = useIntl();
  const exporting = state.status === 'exporting';
  return (
    <Flex direction="column" gap="size-100">
      <Flex gap="size-100" wrap alignItems="end">
        <Button variant="secondary" onPress={onExport} isPending={exporting}>
          {intl.formatMessage({ id: 'csvExport.button' })}
        </Button>
        {exporting && (
          <>
            <ProgressBar
              label={intl.formatMessage({ id: 'csvExport.progress' })}
              isIndeterminate={percent === null}
              value={percent ?? 0}
              valueLabel={state.total === null ? undefined : intl.formatMessage({ id: 'csvExport.progressValue' }, { rows: state.rows, total: state.total })}
              width="size-3400"
            />
            <Button variant="secondary" onPress={onCancel}>
              {intl.formatMessage({ id: 'csvExport.cancel' })}
            </Button>
          </>
        )}
      </Flex>
      <div role="status" aria-live="polite">
        {state.status === 'saved' && (
          <Text>
            {intl.formatMessage({ id: 'csvExport.saved' }, { rows: state.rows })}
            {state.truncated && ` ${intl.formatMessage({ id: 'csvExport.truncated' }, { limit: state.rowLimit })}`}
          </Text>
        )}
        {state.status === 'cancelled' && <Text>{intl.formatMessage({ id: 'csvExport.cancelled' })}</Text>}
        {state.status === 'failed' && (
          <InlineAlert variant="negative">
            <Heading>{intl.formatMessage({ id: 'csvExport.failed' })}</Heading>
            <Content>{intl.formatMessage({ id: state.messageId })}</Content>
          </InlineAlert>
        )}
      </div>
    </Flex>
  );
}
