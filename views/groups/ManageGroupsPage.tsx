import type { FunctionComponent } from 'react';
import type { GroupMachines } from '../../machines/app/groups/groupTypes';
import { GroupTreeView } from './GroupTreeView';
import { useGroupTreeViewModel } from './useGroupTreeViewModel';

function ManageGroups({ deps }: { deps: GroupMachines }) {
  return <GroupTreeView vm={useGroupTreeViewModel(deps)} />;
}

/** Route `manage-groups` (/account/settings/groups). */
export function connectManageGroupsPage(deps: GroupMachines): FunctionComponent {
  return function ManageGroupsPage() {
    return <ManageGroups deps={deps} />;
  };
}
