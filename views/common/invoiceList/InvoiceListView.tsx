import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button, Flex, ProgressCircle, Text, View } from '@adobe/react-spectrum';
import { CsvExportButton } from './CsvExportButton';
import { InvoiceFilters } from './InvoiceFilters';
import type { InvoiceListViewModel } from './useInvoiceListViewModel';

// TableView is heavy (~118 kB gz): its own chunk, loaded with the first list shown. The table is as
// tall as its rows (a scrolling table body is a region keyboard users cannot reach when rows are not
// selectable); the next page comes with "Load more".
const InvoiceTable = lazy(() => import('./InvoiceTable'));

export interface InvoiceListViewProps {
  vm: InvoiceListViewModel;
  label: string;
  /** "Pay selected" (users who may pay); omitted for a list without that action. */
  onPaySelected?: () => void;
  /** Rows can be selected (also true when `onPaySelected` is given). */
  selectable?: boolean;
  /** A row's actions (InvoiceActions.tsx): Enter on a row opens them. */
  onRowAction?: (invoiceId: string) => void;
  /** More toolbar buttons, before "Pay selected" (e.g. Edit PO number and notes). */
  toolbarActions?: ReactNode;
}

/** Filters, the server-sorted and paged invoice table, "Load more" and "Pay selected". */
export function InvoiceListView({ vm, label, onPaySelected, selectable = false, onRowAction, toolbarActions }: InvoiceListViewProps) {
  const intl = useIntl();
  const selecting = selectable || onPaySelected !== undefined;
  const { selectedKeys, onSelectionChange, disabledKeys } = vm;
  // One object per selection change, not per render: the table is memoized (InvoiceTable.tsx).
  const selection = useMemo(() => (selecting ? { selectedKeys, onSelectionChange, disabledKeys } : undefined), [selecting, selectedKeys, onSelectionChange, disabledKeys]);
  return (
    <Flex direction="column" gap="size-200">
      <InvoiceFilters {...vm.filters} />
      <CsvExportButton query={vm.currentQuery} />
      {vm.scope === 'own' && <Text>{intl.formatMessage({ id: 'invoices.scope.own' })}</Text>}
      {vm.scope === 'group' && <Text>{intl.formatMessage({ id: 'invoices.scope.group' })}</Text>}
      <Suspense fallback={<ProgressCircle isIndeterminate aria-label={intl.formatMessage({ id: 'common.loading' })} />}>
        <InvoiceTable
          label={label}
          rows={vm.rows}
          loadingState={vm.loadingState}
          sortDescriptor={vm.sortDescriptor}
          onSortChange={vm.onSortChange}
          selection={selection}
          onRowAction={onRowAction}
        />
      </Suspense>
      <Flex wrap gap="size-200" alignItems="center" justifyContent="space-between">
        <Text>
          {vm.totalCount === null
            ? intl.formatMessage({ id: 'common.loading' })
            : intl.formatMessage({ id: 'invoices.count' }, { shown: vm.rows.length, total: vm.totalCount })}
        </Text>
        <Flex gap="size-100" wrap>
          {vm.loadMore && (
            <Button variant="secondary" onPress={vm.loadMore}>
              {intl.formatMessage({ id: 'invoices.loadMore' })}
            </Button>
          )}
          {toolbarActions}
          {onPaySelected && (
            <View>
              <Button variant="accent" onPress={onPaySelected} isDisabled={vm.selected.length === 0}>
                {intl.formatMessage({ id: 'invoices.paySelected' }, { count: vm.selected.length })}
              </Button>
            </View>
          )}
        </Flex>
      </Flex>
    </Flex>
  );
}
