import { useNavigate } from 'react-router';
import type { InvoiceLoaders } from '../../machines/app/makePayment/paymentTypes';
import { pathFor } from '../../src/app/routes';
import { useInvoiceListViewModel } from './useInvoiceListViewModel';
import type { InvoiceListViewModel } from './useInvoiceListViewModel';
import { usePaymentAccess } from './usePaymentAccess';

export interface TransactionHistoryViewModel {
  list: InvoiceListViewModel;
  /** Opens Make Payment with the selected invoices; undefined for users who may not pay (spec 6). */
  paySelected: (() => void) | undefined;
}

const PAGE_SIZE = 25;

export function useTransactionHistoryViewModel(loaders: InvoiceLoaders): TransactionHistoryViewModel {
  const navigate = useNavigate();
  const canPay = usePaymentAccess();
  const list = useInvoiceListViewModel({ loadInvoicePage: loaders.loadInvoicePage, pageSize: PAGE_SIZE });
  const paySelected = () => void navigate(pathFor('make-payment', {}, { invoices: list.selected.map((i) => i.id).join(',') }));
  return { list, paySelected: canPay ? paySelected : undefined };
}
