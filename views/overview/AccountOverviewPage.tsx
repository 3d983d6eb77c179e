import { AccountOverviewView } from './AccountOverviewView';
import { useAccountOverviewViewModel } from './useAccountOverviewViewModel';

/** Routes `home` (/) and `account-overview`: the signed-in landing shell. */
export default function AccountOverviewPage() {
  return <AccountOverviewView {...useAccountOverviewViewModel()} />;
}
