import { useNavigate } from 'react-router';
import type { InvoiceLoaders } from '../../machines/app/makePayment/paymentTypes';
import { pathFor } from '../../src/app/routes';
import type { InvoiceActionActors } from '../../machines/app/invoices/invoiceTypes';
import type { InvoiceActionsViewModel } from '../common/invoiceList/useInvoiceActions';
import { useInvoiceListViewModel } from '../common/invoiceList/useInvoiceListViewModel';
import { useInvoiceRowActions } from '../common/invoiceList/useInvoiceRowActions';
import type { InvoiceListViewModel } from '../common/invoiceList/useInvoiceListViewModel';
import { usePaymentAccess } from '../common/usePaymentAccess';

export interface TransactionHistoryViewModel {
  list: InvoiceListViewModel;
  /** Opens Make Payment with the selected invoices; undefined for users who may not pay (spec 6). */
  paySelected: (() => void) | undefined;
  /** Row actions (dispute, PO number and notes, download); undefined when none were supplied. */
  actions: InvoiceActionsViewModel | undefined;
}

const PAGE_SIZE = 25;

export function useTransactionHistoryViewModel(loaders: InvoiceLoaders, actionActors?: InvoiceActionActors): TransactionHistoryViewModel {
  const navigate = useNavigate();
  const canPay = usePaymentAccess();
  const list = useInvoiceListViewModel({ loadInvoicePage: loaders.loadInvoicePage, pageSize: PAGE_SIZE, watchDocuments: actionActors?.watchInvoiceDocuments, watchNewCharges: actionActors?.watchNewCharges });
  const paySelected = () => void navigate(pathFor('make-payment', {}, { invoices: list.selected.map((i) => i.id).join(',') }));
  const actions = useInvoiceRowActions(list, actionActors);
  return { list, paySelected: canPay ? paySelected : undefined, actions };
}
