import { useIntl } from 'react-intl';
import { Heading, View } from '@adobe/react-spectrum';
import { InvoiceListView } from './InvoiceListView';
import type { TransactionHistoryViewModel } from './useTransactionHistoryViewModel';

/** Transaction History: the full invoice list with filters, paging and (for payers) "Pay selected". */
export function TransactionHistoryView({ list, paySelected }: TransactionHistoryViewModel) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'page.transaction-history' });
  return (
    <View>
      <Heading level={1} marginTop={0}>
        {title}
      </Heading>
      <InvoiceListView vm={list} label={title} onPaySelected={paySelected} />
    </View>
  );
}
