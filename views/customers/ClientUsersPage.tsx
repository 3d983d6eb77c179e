import type { FunctionComponent } from 'react';
import { Heading, View } from '@adobe/react-spectrum';
import type { StaffClientUser, StaffConsoles } from '../../machines/app/staff/staffTypes';
import { LoadFailedAlert } from '../common/LoadFailedAlert';
import { useTranslate } from '../common/translate';
import { StaffTable, type StaffColumn } from '../common/staff/StaffTable';
import { useStaffConsole } from '../common/staff/useStaffConsole';
import { withScreenMessages } from '../common/WithScreenMessages';

type ClientUser = StaffClientUser;

/** Route `client-users` (issue 14 item 1): the seller's own users, for its clientAdministrator (read-only for now). */
export function connectClientUsersPage(consoles: StaffConsoles): FunctionComponent {
  // The screen's texts load with it (src/i18n/messages/<locale>/screens/staff.json).
  return withScreenMessages('staff', function ClientUsersPage() {
    const t = useTranslate();
    const model = useStaffConsole<ClientUser[]>(consoles.clientUsers, {});
    const columns: StaffColumn<ClientUser>[] = [
      { key: 'name', title: t('staff.users.column.name'), rowHeader: true, render: (u) => `${u.firstName} ${u.lastName}` },
      { key: 'email', title: t('staff.users.column.email'), render: (u) => u.email },
      { key: 'roles', title: t('staff.users.column.roles'), render: (u) => u.roles.map((role) => t(`staff.role.${role}`)).join(', ') },
      { key: 'status', title: t('staff.users.column.status'), render: (u) => t(`staff.userStatus.${u.status}`) },
    ];
    return (
      <View>
        <Heading level={1} marginTop={0}>
          {t('page.client-users')}
        </Heading>
        {model.failed ? (
          <LoadFailedAlert titleId="staff.loadFailed" onRetry={model.retry} />
        ) : (
          <StaffTable caption={t('staff.clientUsers.caption')} columns={columns} rows={model.data ?? []} rowKey={(u) => u.id} empty={model.loading ? t('staff.loading') : t('staff.clientUsers.empty')} />
        )}
      </View>
    );
  });
}
