import { lazy, Suspense, type FunctionComponent } from 'react';
import type { AnyActorLogic } from 'xstate';
import { AccountOverviewView } from './AccountOverviewView';
import { useAccountOverviewViewModel } from './useAccountOverviewViewModel';
import type { AccountOverviewLoaders } from './useAccountOverviewViewModel';
import type { InvoiceActionActors } from '../../machines/app/invoices/invoiceTypes';

// The dialog (Spectrum's AlertDialog) loads after the overview's first paint, and only with its logic.
const AddBankAccountPrompt = lazy(() => import('./AddBankAccountPrompt'));

/**
 * Routes `home` (/) and `account-overview`. The route table binds the loaders src/api supplies:
 * `connectAccountOverviewPage({ ...invoiceLoaders, ...paymentLoaders }, invoiceActionActors, addBankAccountPromptLogic)`;
 * with the invoice action actors the Invoices tab has Transaction History's row actions and live
 * document links; with the prompt logic a user whose buyer has no active bank account is offered,
 * once, to add one (src/api/addBankAccountPrompt.ts).
 */
export function connectAccountOverviewPage(loaders: AccountOverviewLoaders, actions?: InvoiceActionActors, addBankAccountPrompt?: AnyActorLogic): FunctionComponent {
  return function AccountOverviewPage() {
    return (
      <>
        <AccountOverviewView {...useAccountOverviewViewModel(loaders, actions)} />
        {addBankAccountPrompt && (
          <Suspense fallback={null}>
            <AddBankAccountPrompt logic={addBankAccountPrompt} />
          </Suspense>
        )}
      </>
    );
  };
}
