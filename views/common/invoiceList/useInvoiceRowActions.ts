import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { pathFor } from '../../../src/app/routes';
import type { InvoiceActionActors } from '../../../machines/app/invoices/invoiceTypes';
import { useInvoiceActions, type InvoiceActionsViewModel, type InvoiceRowsModel } from './useInvoiceActions';
import { usePaymentAccess } from '../usePaymentAccess';

/**
 * The row actions of an invoice table (download, dispute, edit PO number and notes), wherever the
 * table is shown: Transaction History and the Account Overview's Invoices tab. Undefined when src/api
 * supplied no actors.
 */
export function useInvoiceRowActions(list: InvoiceRowsModel, actionActors: InvoiceActionActors | undefined): InvoiceActionsViewModel | undefined {
  const navigate = useNavigate();
  // Dispute Invoice has the payments guard (Buyer:Administrator, buyerPayer: spec 6 "sees Disputes").
  const canDispute = usePaymentAccess();
  const dispute = useCallback((invoiceId: string) => void navigate(pathFor('raise-dispute', {}, { invoice: invoiceId })), [navigate]);
  const actions = useInvoiceActions({ list, actors: actionActors, onDispute: canDispute ? dispute : undefined });
  return actionActors ? actions : undefined;
}
