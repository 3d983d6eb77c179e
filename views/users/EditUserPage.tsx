import type { FunctionComponent } from 'react';
import { useParams } from 'react-router';
import type { EditUserLogic } from '../../machines/app/users/editUserMachine';
import { WithScreenMessages, withScreenMessages } from '../common/WithScreenMessages';
import { EditUserView, type EditUserTab } from './EditUserView';
import { useEditUserViewModel } from './useEditUserViewModel';
import './users.css';

function EditUser({ logic, userId, tab }: { logic: EditUserLogic; userId: string; tab: EditUserTab }) {
  return <EditUserView vm={useEditUserViewModel(logic, userId)} tab={tab} userId={userId} />;
}

/** Routes `edit-user` (General) and its tabs general, notifications, roles, mfa (screenProps.tab). */
export function connectEditUserPage(logic: EditUserLogic): FunctionComponent<{ tab?: EditUserTab }> {
  // The screen's texts load with it (src/i18n/messages/<locale>/screens/users.json).
  return withScreenMessages('users', function EditUserPage({ tab = 'general' }: { tab?: EditUserTab }) {
    const { id = '' } = useParams();
    // The toggle's and the MFA tab's texts load with the page (screens/userAdmin.json).
    return (
      <WithScreenMessages area="userAdmin">
        <EditUser key={id} logic={logic} userId={id} tab={tab} />
      </WithScreenMessages>
    );
  });
}
