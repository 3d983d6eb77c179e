import type { FunctionComponent } from 'react';
import { useSearchParams } from 'react-router';
import type { BankAccountDeps } from '../../machines/app/bankAccounts/bankAccountTypes';
import { AddBankAccountView } from './AddBankAccountView';
import { useAddBankAccountViewModel } from './useAddBankAccountViewModel';
import { withScreenMessages } from '../common/WithScreenMessages';

function AddBankAccount({ deps, afterFailedMandate }: { deps: BankAccountDeps; afterFailedMandate: boolean }) {
  return <AddBankAccountView {...useAddBankAccountViewModel(deps, afterFailedMandate)} />;
}

/**
 * Routes `new-bank-account` (/payment-methods/add) and `account-overview-new-bank-account`. Arriving
 * from `manage-bank-accounts?mandateStatus=failed` (spec 2 redirect, query kept) says why.
 */
export function connectAddBankAccountPage(deps: BankAccountDeps): FunctionComponent {
  // The screen's texts load with it (src/i18n/messages/<locale>/screens/bankAccounts.json).
  return withScreenMessages('bankAccounts', function AddBankAccountPage() {
    const [params] = useSearchParams();
    return <AddBankAccount deps={deps} afterFailedMandate={params.get('mandateStatus') === 'failed'} />;
  });
}
