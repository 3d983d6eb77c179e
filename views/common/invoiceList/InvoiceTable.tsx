import { memo, useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Cell, Column, Content, Heading, IllustratedMessage, Row, TableBody, TableHeader, TableView } from '@adobe/react-spectrum';
import type { SpectrumTableProps } from '@adobe/react-spectrum';
import type { Key, LoadingState, Selection, SortDescriptor } from '@react-types/shared';
import type { InvoiceSummary } from '../../../machines/app/makePayment/paymentTypes';
import { useFormatDate, useFormatMoney } from '../format';
import { useShownItems, type Shown } from '../shownItems';
import { InvoiceStatus } from './InvoiceStatus';
import { InvoiceDocumentLink } from './InvoiceDocumentLink';
import './invoiceTable.css';

export interface InvoiceTableSelection {
  selectedKeys: Selection;
  onSelectionChange: (keys: Selection) => void;
  /** Rows that cannot be selected (not payable now). */
  disabledKeys: readonly string[];
}

export interface InvoiceTableProps {
  label: string;
  rows: readonly InvoiceSummary[];
  loadingState: LoadingState;
  /** Server-side sorting: omit both for a table that cannot be sorted. */
  sortDescriptor?: SortDescriptor;
  onSortChange?: (descriptor: SortDescriptor) => void;
  /** Server-side paging: called when the user scrolls near the end of a table with a fixed `height`. */
  onLoadMore?: () => void;
  selection?: InvoiceTableSelection;
  /** Fixed height (the table scrolls inside); default: as tall as its rows (the page scrolls). */
  height?: SpectrumTableProps<InvoiceSummary>['height'];
  /** A row's actions (Enter on a row, or a click): the invoice's id. */
  onRowAction?: (invoiceId: string) => void;
}

interface ColumnDef {
  key: string;
  titleId: string;
  sortable: boolean;
  align?: 'start' | 'end';
  width: `${number}fr`;
}

type ShownColumn = Shown<ColumnDef>;
type ShownRow = Shown<InvoiceSummary>;

// Fractions of the table's width: the columns always fit, so the table never scrolls sideways.
const COLUMNS: readonly ColumnDef[] = [
  // Widths hold headings 40% longer than English on one line (issue 15 pseudo-locale check; a sorted
  // one also shows its arrow); a longer heading wraps at its spaces and hyphens (invoiceTable.css),
  // so a language's heading must have no single word wider than its column (German: "Fällig am",
  // not "Fälligkeitsdatum"). Cells wrap, so Status needs less room than its longest label.
  { key: 'invoiceNumber', titleId: 'invoices.column.invoiceNumber', sortable: true, width: '1.1fr' },
  { key: 'invoiceStatus', titleId: 'invoices.column.status', sortable: true, width: '1.15fr' },
  { key: 'buyerUserName', titleId: 'invoices.column.purchaser', sortable: false, width: '1.3fr' },
  { key: 'dueDate', titleId: 'invoices.column.dueDate', sortable: true, width: '1.4fr' },
  { key: 'invoiceTotal', titleId: 'invoices.column.total', sortable: true, align: 'end', width: '1.05fr' },
  { key: 'remainingDue', titleId: 'invoices.column.remainingDue', sortable: true, align: 'end', width: '1.45fr' },
  { key: 'poNumber', titleId: 'invoices.column.poNumber', sortable: false, width: '0.9fr' },
];

/**
 * React Spectrum table of invoices (spec 3 charge fields, spec 4 status labels). Knows no machine.
 *
 * Memoized, with stable render functions (bench/README.md "row selection"): TableView rebuilds its
 * whole collection (every row's cells) when its `children` functions or `items` change, so new
 * functions on each render made a selection re-render every row. Give it stable props (the list view
 * model's callbacks are) and a selection changes only the selection state.
 */
function InvoiceTable({ label, rows, loadingState, sortDescriptor, onSortChange, onLoadMore, selection, height, onRowAction }: InvoiceTableProps) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const formatDate = useFormatDate();
  const sortable = onSortChange !== undefined;

  // New item objects per language: views/common/shownItems.ts.
  const columns = useShownItems(COLUMNS);
  const items = useShownItems(rows);

  const renderColumn = useCallback(
    (column: ShownColumn) => (
      <Column key={column.key} allowsSorting={sortable && column.sortable} align={column.align} width={column.width} isRowHeader={column.key === 'invoiceNumber'}>
        <span className="invoice-table-heading">{column.shownWith.formatMessage({ id: column.titleId })}</span>
      </Column>
    ),
    [sortable],
  );

  const renderRow = useCallback(
    (invoice: ShownRow) => {
      const cell = (key: string) => {
        switch (key) {
          case 'invoiceNumber':
            // The number's prefix (INV, FEE, CM) says the type; the type filter narrows by it. It links to the PDF when ready.
            return <InvoiceDocumentLink invoice={invoice} />;
          case 'invoiceStatus':
            return <InvoiceStatus status={invoice.status} />;
          case 'buyerUserName':
            return invoice.buyerUserName ?? '—';
          case 'dueDate':
            return formatDate(invoice.dueDate);
          case 'invoiceTotal':
            return formatMoney(invoice.total);
          case 'remainingDue':
            return formatMoney(invoice.remainingDue);
          default:
            return invoice.poNumber ?? '—';
        }
      };
      const textValueOf = (key: string) => {
        if (key === 'invoiceStatus') return intl.formatMessage({ id: `invoices.status.${invoice.status}` });
        return key === 'invoiceNumber' ? invoice.invoiceNumber : undefined;
      };
      return <Row key={invoice.id}>{(columnKey) => <Cell textValue={textValueOf(String(columnKey))}>{cell(String(columnKey))}</Cell>}</Row>;
    },
    [formatDate, formatMoney, intl],
  );

  const renderEmptyState = useCallback(
    () => (
      <IllustratedMessage>
        <Heading>{intl.formatMessage({ id: 'invoices.empty.title' })}</Heading>
        <Content>{intl.formatMessage({ id: 'invoices.empty.message' })}</Content>
      </IllustratedMessage>
    ),
    [intl],
  );

  const onAction = useCallback((key: Key) => onRowAction?.(String(key)), [onRowAction]);

  // The same children array until the rows change: TableView rebuilds its collection whenever its
  // children change identity, and inline JSX would make a new array on every render.
  const content = useMemo(
    (): SpectrumTableProps<ShownRow>['children'] => [
      <TableHeader key="header" columns={columns}>
        {renderColumn}
      </TableHeader>,
      <TableBody key="body" items={items} loadingState={loadingState} onLoadMore={onLoadMore}>
        {renderRow}
      </TableBody>,
    ],
    [columns, renderColumn, items, renderRow, loadingState, onLoadMore],
  );

  return (
    <TableView
      aria-label={label}
      height={height}
      width="100%"
      density="compact"
      // Wrap, not truncate: German and Polish labels and long PO numbers must stay readable (issue 15 pseudo-locale check).
      overflowMode="wrap"
      sortDescriptor={sortDescriptor}
      onSortChange={onSortChange}
      selectionMode={selection ? 'multiple' : 'none'}
      selectedKeys={selection?.selectedKeys}
      onSelectionChange={selection?.onSelectionChange}
      disabledKeys={selection?.disabledKeys}
      disabledBehavior="selection"
      onAction={onRowAction ? onAction : undefined}
      renderEmptyState={renderEmptyState}
      // The memoized array itself is the prop (see above): JSX children would be a new array each render.
      children={content}
    />
  );
}

export default memo(InvoiceTable);
