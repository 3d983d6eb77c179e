import type { FunctionComponent } from 'react';
import { DisputeInvoiceView } from './DisputeInvoiceView';
import type { DisputeActors } from './disputeTypes';
import { useDisputeInvoiceViewModel } from './useDisputeInvoiceViewModel';

/** Route `raise-dispute` (/dispute?invoice=<id>). The route table binds `disputeActors` from src/api. */
export function connectDisputeInvoicePage(actors: DisputeActors): FunctionComponent {
  return function DisputeInvoicePage() {
    return <DisputeInvoiceView {...useDisputeInvoiceViewModel(actors)} />;
  };
}
