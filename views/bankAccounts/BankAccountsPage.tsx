import type { FunctionComponent } from 'react';
import type { BankAccountDeps } from '../../machines/app/bankAccounts/bankAccountTypes';
import { BankAccountsView } from './BankAccountsView';
import { useBankAccountsViewModel } from './useBankAccountsViewModel';
import { withScreenMessages } from '../common/WithScreenMessages';

/** Route `manage-payment-methods` (/payment-methods). The route table binds `bankAccountDeps` from src/api. */
export function connectBankAccountsPage(deps: BankAccountDeps): FunctionComponent {
  // The screen's texts load with it (src/i18n/messages/<locale>/screens/bankAccounts.json).
  return withScreenMessages('bankAccounts', function BankAccountsPage() {
    return <BankAccountsView {...useBankAccountsViewModel(deps)} />;
  });
}
