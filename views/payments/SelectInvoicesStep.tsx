import { useIntl } from 'react-intl';
import { Button, ButtonGroup, Flex, Text } from '@adobe/react-spectrum';
import { InvoiceListView } from '../common/invoiceList/InvoiceListView';
import { useInvoiceListViewModel } from '../common/invoiceList/useInvoiceListViewModel';
import type { MakePaymentViewModel } from './useMakePaymentViewModel';

const PAGE_SIZE = 25;

/** Step 1: choose the invoices to pay among those payable now (pre-selected from the invoice list). */
export function SelectInvoicesStep({ vm }: { vm: MakePaymentViewModel }) {
  const intl = useIntl();
  const list = useInvoiceListViewModel({
    loadInvoicePage: vm.loadInvoicePage,
    pageSize: PAGE_SIZE,
    payableOnly: true,
    initialSelection: vm.invoices,
    initialSort: { column: 'dueDate', direction: 'ascending' },
    onSelectedChange: vm.selectInvoices,
  });
  return (
    <Flex direction="column" gap="size-200">
      <Text>{intl.formatMessage({ id: 'payments.make.select.help' })}</Text>
      {vm.failure && <Text>{intl.formatMessage({ id: 'payments.make.select.preselectionFailed' })}</Text>}
      <InvoiceListView vm={list} label={intl.formatMessage({ id: 'payments.make.select.tableLabel' })} selectable />
      <Flex alignItems="center" gap="size-200" wrap>
        <Text>{intl.formatMessage({ id: 'payments.make.select.count' }, { count: vm.invoices.length })}</Text>
        <ButtonGroup>
          <Button variant="accent" onPress={vm.next} isDisabled={!vm.can.next}>
            {intl.formatMessage({ id: 'payments.make.continue' })}
          </Button>
        </ButtonGroup>
      </Flex>
    </Flex>
  );
}
