import type { FunctionComponent } from 'react';
import { useNavigate } from 'react-router';
import { pathFor } from '../../src/app/routes';
import type { UsersListLogic } from '../../machines/app/users/usersListMachine';
import { UsersView } from './UsersView';
import { useUsersListViewModel } from './useUsersListViewModel';
import './users.css';
import { withScreenMessages } from '../common/WithScreenMessages';

/** Route `manage-users` (/account/settings/users). The route table binds the machine with its actors (src/api/userActors.ts). */
export function connectUsersPage(logic: UsersListLogic): FunctionComponent {
  // The screen's texts load with it (src/i18n/messages/<locale>/screens/users.json).
  return withScreenMessages('users', function UsersPage() {
    const navigate = useNavigate();
    return (
      <UsersView
        vm={useUsersListViewModel(logic)}
        onInvite={() => navigate(pathFor('invite-new-user-users'))}
        onCreateContact={() => navigate(pathFor('invite-new-user-users', {}, { contact: 'true' }))}
        onOpenUser={(id) => navigate(pathFor('edit-user-general', { id }))}
      />
    );
  });
}
