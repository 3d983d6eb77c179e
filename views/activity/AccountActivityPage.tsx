import type { FunctionComponent } from 'react';
import { AccountActivityView } from './AccountActivityView';
import type { ActivityLoaders } from '../../machines/app/activity/activityTypes';
import { useAccountActivityViewModel } from './useAccountActivityViewModel';

/** Route `activity-account-activity` (/activity/account-activity). The route table binds `activityLoaders` from src/api. */
export function connectAccountActivityPage(loaders: ActivityLoaders): FunctionComponent {
  return function AccountActivityPage() {
    return <AccountActivityView {...useAccountActivityViewModel(loaders)} />;
  };
}
