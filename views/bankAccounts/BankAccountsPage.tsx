import type { FunctionComponent } from 'react';
import type { BankAccountDeps } from '../../machines/app/bankAccounts/bankAccountTypes';
import { BankAccountsView } from './BankAccountsView';
import { useBankAccountsViewModel } from './useBankAccountsViewModel';

/** Route `manage-payment-methods` (/payment-methods). The route table binds `bankAccountDeps` from src/api. */
export function connectBankAccountsPage(deps: BankAccountDeps): FunctionComponent {
  return function BankAccountsPage() {
    return <BankAccountsView {...useBankAccountsViewModel(deps)} />;
  };
}
