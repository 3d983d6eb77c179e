import { useIntl } from 'react-intl';
import { Cell, Column, Content, Heading, IllustratedMessage, Row, TableBody, TableHeader, TableView } from '@adobe/react-spectrum';
import type { SpectrumTableProps } from '@adobe/react-spectrum';
import type { LoadingState } from '@react-types/shared';
import type { PaymentSummary } from '../../../machines/app/makePayment/paymentTypes';
import { pathFor } from '../../../src/app/routes';
import { useFormatDate, useFormatMoney } from '../format';
import { PaymentStatus } from './PaymentStatus';
import { useShownItems } from '../shownItems';

export interface PaymentTableProps {
  label: string;
  rows: readonly PaymentSummary[];
  loadingState: LoadingState;
  /** Server-side paging on scroll, for a table with a fixed `height`. */
  onLoadMore?: () => void;
  /** Fixed height (the table scrolls inside); default: as tall as its rows. */
  height?: SpectrumTableProps<PaymentSummary>['height'];
}

// Fractions of the table's width: the columns always fit, so the table never scrolls sideways.
const COLUMNS: readonly { key: string; titleId: string; width: `${number}fr`; align?: 'end' }[] = [
  { key: 'receivedDate', titleId: 'payments.column.date', width: '1fr' },
  { key: 'status', titleId: 'payments.column.status', width: '1.1fr' },
  { key: 'method', titleId: 'payments.column.method', width: '1.1fr' },
  { key: 'amount', titleId: 'payments.column.amount', width: '1fr', align: 'end' },
  { key: 'invoices', titleId: 'payments.column.invoices', width: '2.2fr' },
];

/** Payment history (spec 3 Buyer payment, spec 4 status labels); a row opens its payment page. */
export default function PaymentTable({ label, rows, loadingState, onLoadMore, height }: PaymentTableProps) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const formatDate = useFormatDate();
  // New item objects per language (views/common/shownItems.ts).
  const columns = useShownItems(COLUMNS);
  const items = useShownItems(rows);
  const text = (payment: PaymentSummary, key: string): string => {
    switch (key) {
      case 'receivedDate':
        return formatDate(payment.receivedDate);
      case 'status':
        return intl.formatMessage({ id: `payments.status.${payment.status}` });
      case 'method':
        return intl.formatMessage({ id: `payments.method.${payment.method}` });
      case 'amount':
        return formatMoney(payment.amount);
      default:
        return payment.invoices.length === 0 ? '—' : intl.formatList(payment.invoices.map((line) => line.invoiceNumber), { type: 'conjunction' });
    }
  };
  return (
    <TableView
      aria-label={label}
      height={height}
      width="100%"
      density="compact"
      // Wrap, not truncate: German and Polish labels and long PO numbers must stay readable (issue 15 pseudo-locale check).
      overflowMode="wrap"
      renderEmptyState={() => (
        <IllustratedMessage>
          <Heading>{intl.formatMessage({ id: 'payments.empty.title' })}</Heading>
          <Content>{intl.formatMessage({ id: 'payments.empty.message' })}</Content>
        </IllustratedMessage>
      )}
    >
      <TableHeader columns={columns}>
        {(column) => (
          <Column key={column.key} width={column.width} align={column.align} isRowHeader={column.key === 'receivedDate'}>
            {intl.formatMessage({ id: column.titleId })}
          </Column>
        )}
      </TableHeader>
      <TableBody items={items} loadingState={loadingState} onLoadMore={onLoadMore}>
        {(payment) => (
          <Row key={payment.id} href={pathFor('payment', { id: payment.id })}>
            {(key) => <Cell textValue={text(payment, String(key))}>{String(key) === 'status' ? <PaymentStatus status={payment.status} /> : text(payment, String(key))}</Cell>}
          </Row>
        )}
      </TableBody>
    </TableView>
  );
}
