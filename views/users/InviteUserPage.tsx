import type { FunctionComponent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { pathFor } from '../../src/app/routes';
import type { InviteUserLogic } from '../../machines/app/users/inviteUserMachine';
import { InviteUserView } from './InviteUserView';
import { useInviteUserViewModel } from './useInviteUserViewModel';
import { withScreenMessages } from '../common/WithScreenMessages';

function InviteUser({ logic, contactOnly }: { logic: InviteUserLogic; contactOnly: boolean }) {
  const navigate = useNavigate();
  return <InviteUserView vm={useInviteUserViewModel(logic, contactOnly, (user) => navigate(pathFor('edit-user-general', { id: user.id }), { state: { invited: true } }))} />;
}

/** Route `invite-new-user-users` (/account/settings/users/invite; `?contact=true`: Create Contact User). */
export function connectInviteUserPage(logic: InviteUserLogic): FunctionComponent {
  // The screen's texts load with it (src/i18n/messages/<locale>/screens/users.json).
  return withScreenMessages('users', function InviteUserPage() {
    const [query] = useSearchParams();
    const contactOnly = query.get('contact') === 'true';
    return <InviteUser key={String(contactOnly)} logic={logic} contactOnly={contactOnly} />;
  });
}
