import { useState, type FunctionComponent } from 'react';
import { useSearchParams } from 'react-router';
import type { CreateGroupInput } from '../../machines/app/groups/createGroupMachine';
import type { GroupMachines } from '../../machines/app/groups/groupTypes';
import { CreateGroupView } from './CreateGroupView';
import { useCreateGroupViewModel } from './useCreateGroupViewModel';
import { withScreenMessages } from '../common/WithScreenMessages';

const newKey = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `group-${Date.now()}-${Math.random().toString(36).slice(2)}`);

export function CreateGroupWizard({ deps, input, titleId }: { deps: GroupMachines; input: CreateGroupInput; titleId: string }) {
  return <CreateGroupView vm={useCreateGroupViewModel(deps, input)} titleId={titleId} />;
}

/**
 * Routes `create-group` (page name Create Group) and `create-new-group-getting-started`
 * (/account-overview/create-group): a new group, below `?parent=<id>` when given. One idempotency
 * key per opening of the page.
 */
export function connectCreateGroupPage(deps: GroupMachines): FunctionComponent {
  // The screen's texts load with it (src/i18n/messages/<locale>/screens/groups.json).
  return withScreenMessages('groups', function CreateGroupPage() {
    const [params] = useSearchParams();
    // Not a workflow: one idempotency key per visit (the createGroup machine runs the workflow).
    const [key] = useState(newKey);
    return <CreateGroupWizard deps={deps} input={{ mode: 'create', groupId: params.get('parent'), idempotencyKey: key }} titleId="page.create-group" />;
  });
}
