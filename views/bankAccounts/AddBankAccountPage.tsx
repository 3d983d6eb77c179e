import type { FunctionComponent } from 'react';
import { useSearchParams } from 'react-router';
import type { BankAccountDeps } from '../../machines/app/bankAccounts/bankAccountTypes';
import { AddBankAccountView } from './AddBankAccountView';
import { useAddBankAccountViewModel } from './useAddBankAccountViewModel';

function AddBankAccount({ deps, afterFailedMandate }: { deps: BankAccountDeps; afterFailedMandate: boolean }) {
  return <AddBankAccountView {...useAddBankAccountViewModel(deps, afterFailedMandate)} />;
}

/**
 * Routes `new-bank-account` (/payment-methods/add) and `account-overview-new-bank-account`. Arriving
 * from `manage-bank-accounts?mandateStatus=failed` (spec 2 redirect, query kept) says why.
 */
export function connectAddBankAccountPage(deps: BankAccountDeps): FunctionComponent {
  return function AddBankAccountPage() {
    const [params] = useSearchParams();
    return <AddBankAccount deps={deps} afterFailedMandate={params.get('mandateStatus') === 'failed'} />;
  };
}
