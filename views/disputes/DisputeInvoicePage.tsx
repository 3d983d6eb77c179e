import { useState, type FunctionComponent } from 'react';
import { useSearchParams } from 'react-router';
import type { DisputeActors } from '../../machines/app/disputes/disputeTypes';
import { DisputeInvoiceView } from './DisputeInvoiceView';
import { NO_INVOICE_VIEW_MODEL, useDisputeInvoiceViewModel } from './useDisputeInvoiceViewModel';
import { withScreenMessages } from '../common/WithScreenMessages';

const newKey = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `dispute-${Date.now()}-${Math.random().toString(36).slice(2)}`);

function DisputeForm({ actors, invoiceId }: { actors: DisputeActors; invoiceId: string }) {
  // One idempotency key per visit: a retried submit never raises a second dispute.
  const [idempotencyKey] = useState(newKey);
  return <DisputeInvoiceView {...useDisputeInvoiceViewModel(actors, invoiceId, idempotencyKey)} />;
}

/** Route `raise-dispute` (/dispute?invoice=<id>). The route table binds `disputeActors` from src/api; another invoice starts a new form. */
export function connectDisputeInvoicePage(actors: DisputeActors): FunctionComponent {
  // The screen's texts load with it (src/i18n/messages/<locale>/screens/disputes.json).
  return withScreenMessages('disputes', function DisputeInvoicePage() {
    const [params] = useSearchParams();
    const invoiceId = params.get('invoice') ?? '';
    return invoiceId === '' ? <DisputeInvoiceView {...NO_INVOICE_VIEW_MODEL} /> : <DisputeForm key={invoiceId} actors={actors} invoiceId={invoiceId} />;
  });
}
