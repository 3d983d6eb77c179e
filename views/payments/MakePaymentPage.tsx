import type { FunctionComponent } from 'react';
import { useSearchParams } from 'react-router';
import { MakePaymentView } from './MakePaymentView';
import { useMakePaymentViewModel } from './useMakePaymentViewModel';
import type { MakePaymentDeps } from './useMakePaymentViewModel';
import { withScreenMessages } from '../common/WithScreenMessages';

/** `?invoices=<id>,<id>`: the invoices picked on the invoice list ("Pay selected"). */
function preselectedIds(params: URLSearchParams): string[] {
  return (params.get('invoices') ?? '').split(',').map((id) => id.trim()).filter(Boolean);
}

function MakePayment({ deps, ids }: { deps: MakePaymentDeps; ids: readonly string[] }) {
  return <MakePaymentView vm={useMakePaymentViewModel(deps, ids)} />;
}

/**
 * Route `make-payment`. The route table binds the machine with its src/api actors and the invoice
 * loader: `connectMakePaymentPage({ logic: makePaymentLogic, loadInvoicePage })`. A new selection in
 * the URL starts a new wizard.
 */
export function connectMakePaymentPage(deps: MakePaymentDeps): FunctionComponent {
  // The screen's texts load with it (src/i18n/messages/<locale>/screens/payments.json).
  return withScreenMessages('payments', function MakePaymentPage() {
    const [params] = useSearchParams();
    const ids = preselectedIds(params);
    return <MakePayment key={ids.join(',')} deps={deps} ids={ids} />;
  });
}
