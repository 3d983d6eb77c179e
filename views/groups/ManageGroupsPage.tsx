import type { FunctionComponent } from 'react';
import type { GroupMachines } from '../../machines/app/groups/groupTypes';
import { GroupTreeView } from './GroupTreeView';
import { useGroupTreeViewModel } from './useGroupTreeViewModel';
import { withScreenMessages } from '../common/WithScreenMessages';

function ManageGroups({ deps }: { deps: GroupMachines }) {
  return <GroupTreeView vm={useGroupTreeViewModel(deps)} />;
}

/** Route `manage-groups` (/account/settings/groups). */
export function connectManageGroupsPage(deps: GroupMachines): FunctionComponent {
  // The screen's texts load with it (src/i18n/messages/<locale>/screens/groups.json).
  return withScreenMessages('groups', function ManageGroupsPage() {
    return <ManageGroups deps={deps} />;
  });
}
