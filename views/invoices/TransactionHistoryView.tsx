import { useIntl } from 'react-intl';
import { Button, Heading, View } from '@adobe/react-spectrum';
import { InvoiceActionDialogs } from '../common/invoiceList/InvoiceActions';
import { InvoiceListView } from '../common/invoiceList/InvoiceListView';
import type { TransactionHistoryViewModel } from './useTransactionHistoryViewModel';

/** Transaction History: the full invoice list with filters, paging, row actions and (for payers) "Pay selected". */
export function TransactionHistoryView({ list, paySelected, actions }: TransactionHistoryViewModel) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'page.transaction-history' });
  return (
    <View>
      <Heading level={1} marginTop={0}>
        {title}
      </Heading>
      <InvoiceListView
        vm={list}
        label={title}
        onPaySelected={paySelected}
        onRowAction={actions?.openActions}
        toolbarActions={
          // Rows are selectable for users who may pay (purchasers edit one invoice at a time from its row actions).
          actions &&
          paySelected && (
            <Button variant="secondary" onPress={() => actions.editSelected?.()} isDisabled={!actions.editSelected}>
              {intl.formatMessage({ id: 'invoices.editSelected' }, { count: list.selected.length })}
            </Button>
          )
        }
      />
      {actions && <InvoiceActionDialogs vm={actions} />}
    </View>
  );
}
