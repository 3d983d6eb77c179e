import type { FunctionComponent } from 'react';
import { useSelector } from '@xstate/react';
import { Button, Content, Flex, Heading, InlineAlert, Item, Picker, Text, View } from '@adobe/react-spectrum';
import type { StaffClientUser, StaffConsoles } from '../../machines/app/staff/staffTypes';
import { initialFor, type UserStatus } from '../../machines/domain/userStatus';
import { SELLER_ROLES, sellerInviteFieldsSchema, sellerRoleChangeProblems, sellerSuspensionProblems, offersInvitationResend } from '../../machines/rules/sellerUsers';
import { useSessionActorRef } from '../../src/app/hooks';
import { FailureAlert } from '../common/FailureAlert';
import { LoadFailedAlert } from '../common/LoadFailedAlert';
import { useTranslate } from '../common/translate';
import { StaffTable, type StaffColumn } from '../common/staff/StaffTable';
import { useStaffConsole, type StaffConsoleViewModel } from '../common/staff/useStaffConsole';
import { WithScreenMessages, withScreenMessages } from '../common/WithScreenMessages';
import { schemaValidation, useAppForm } from '../forms/formKit';

type ClientUser = StaffClientUser;
interface InviteValues {
  email: string;
  firstName: string;
  lastName: string;
  role: string;
}

/** What the userStatus machine allows for this status (the server applies the same machine). */
const statusAllows = (status: string, type: 'user.suspend' | 'user.reEnable') =>
  initialFor({ status: status as UserStatus }).can(type === 'user.suspend' ? { type, reason: 'sellerAdministrator' } : { type });

/** Invite a seller user: one step (the fields, then the server's answer shown above the table). */
function InviteClientUserForm({ model }: { model: StaffConsoleViewModel<ClientUser[]> }) {
  const t = useTranslate();
  const form = useAppForm({
    defaultValues: { email: '', firstName: '', lastName: '', role: '' } as InviteValues,
    ...schemaValidation<InviteValues>(sellerInviteFieldsSchema),
    onSubmit: ({ value, formApi }) => {
      model.act({ kind: 'inviteClientUser', email: value.email.trim(), firstName: value.firstName.trim(), lastName: value.lastName.trim(), role: value.role });
      formApi.reset();
    },
  });
  return (
    <form.AppForm>
      <form.FormElement aria-labelledby="invite-client-user" maxWidth="size-6000">
        <form.AppField name="email">{(field) => <field.TextField label={t('staff.clientUsers.invite.email')} type="email" isRequired />}</form.AppField>
        <form.AppField name="firstName">{(field) => <field.TextField label={t('staff.clientUsers.invite.firstName')} isRequired />}</form.AppField>
        <form.AppField name="lastName">{(field) => <field.TextField label={t('staff.clientUsers.invite.lastName')} isRequired />}</form.AppField>
        <form.AppField name="role">
          {(field) => (
            <field.Picker label={t('staff.clientUsers.invite.role')} isRequired items={SELLER_ROLES.map((role) => ({ role }))}>
              {(item: { role: string }) => <Item key={item.role}>{t(`staff.role.${item.role}`)}</Item>}
            </field.Picker>
          )}
        </form.AppField>
        <form.SubmitButton isPending={model.busy && model.action?.kind === 'inviteClientUser'}>{t('staff.clientUsers.invite.submit')}</form.SubmitButton>
      </form.FormElement>
    </form.AppForm>
  );
}

/**
 * Route `client-users` (issue 14): the seller's own users, for its clientAdministrator, who invites
 * one (e-mail, name, a seller role), changes a role, resends a pending user's invitation, suspends
 * and re-enables. What each control
 * offers follows the same rules the server enforces: machines/rules/sellerUsers.ts (never lower or
 * suspend one's own account) and the userStatus machine (suspend an active user, re-enable a
 * suspended one).
 */
export function connectClientUsersPage(consoles: StaffConsoles): FunctionComponent {
  function ClientUsersScreen() {
    const t = useTranslate();
    const session = useSessionActorRef();
    const selfId = useSelector(session, (s) => s.context.user?.id ?? '');
    const model = useStaffConsole<ClientUser[]>(consoles.clientUsers, {});
    const columns: StaffColumn<ClientUser>[] = [
      { key: 'name', title: t('staff.users.column.name'), rowHeader: true, render: (u) => `${u.firstName} ${u.lastName}` },
      { key: 'email', title: t('staff.users.column.email'), render: (u) => u.email },
      {
        key: 'roles',
        title: t('staff.users.column.roles'),
        render: (u) => {
          const role = u.roles[0] ?? '';
          // Only the roles the rule allows for this user: yourself, administrator only.
          const allowed = SELLER_ROLES.filter((r) => sellerRoleChangeProblems({ actingUserId: selfId, targetUserId: u.id, role: r }).length === 0);
          return (
            <Picker
              aria-label={t('staff.clientUsers.roleOf', { name: `${u.firstName} ${u.lastName}` })}
              selectedKey={role}
              isDisabled={model.busy || u.status === 'deleted' || allowed.length < 2}
              items={allowed.map((r) => ({ r }))}
              onSelectionChange={(key) => {
                if (key !== null && String(key) !== role) model.act({ kind: 'setClientUserRole', userId: u.id, role: String(key) });
              }}
              width="size-2400"
            >
              {(item) => <Item key={item.r}>{t(`staff.role.${item.r}`)}</Item>}
            </Picker>
          );
        },
      },
      { key: 'status', title: t('staff.users.column.status'), render: (u) => t(`staff.userStatus.${u.status}`) },
      {
        key: 'actions',
        title: t('staff.users.column.actions'),
        render: (u) => {
          const name = `${u.firstName} ${u.lastName}`;
          if (sellerSuspensionProblems({ actingUserId: selfId, targetUserId: u.id }).length > 0) return <Text>{t('staff.clientUsers.you')}</Text>;
          return (
            <Flex gap="size-100" wrap>
              {statusAllows(u.status, 'user.suspend') && (
                <Button variant="negative" isDisabled={model.busy} onPress={() => model.act({ kind: 'suspendClientUser', userId: u.id })} aria-label={t('staff.clientUsers.suspendFor', { name })}>
                  {t('staff.clientUsers.suspend')}
                </Button>
              )}
              {offersInvitationResend(u.status) && (
                <Button variant="secondary" isDisabled={model.busy} onPress={() => model.act({ kind: 'resendClientUserInvitation', userId: u.id })} aria-label={t('staff.clientUsers.resendFor', { name })}>
                  {t('staff.clientUsers.resend')}
                </Button>
              )}
              {statusAllows(u.status, 'user.reEnable') && (
                <Button variant="secondary" isDisabled={model.busy} onPress={() => model.act({ kind: 'reEnableClientUser', userId: u.id })} aria-label={t('staff.clientUsers.reEnableFor', { name })}>
                  {t('staff.clientUsers.reEnable')}
                </Button>
              )}
            </Flex>
          );
        },
      },
    ];
    const done = model.done;
    return (
      <View>
        <Heading level={1} marginTop={0}>
          {t('page.client-users')}
        </Heading>
        <FailureAlert title={t('staff.actionFailed')} failure={model.actionFailure} />
        {done && (
          <InlineAlert variant="positive" marginBottom="size-200">
            <Heading>{t(`staff.clientUsers.done.${done.action.kind}`)}</Heading>
            <Content>{t('staff.clientUsers.done.body')}</Content>
          </InlineAlert>
        )}
        {model.failed ? (
          <LoadFailedAlert titleId="staff.loadFailed" onRetry={model.retry} />
        ) : (
          <StaffTable caption={t('staff.clientUsers.caption')} columns={columns} rows={model.data ?? []} rowKey={(u) => u.id} empty={model.loading ? t('staff.loading') : t('staff.clientUsers.empty')} />
        )}
        <Heading level={2} id="invite-client-user">
          {t('staff.clientUsers.invite.title')}
        </Heading>
        <p>{t('staff.clientUsers.invite.hint')}</p>
        <InviteClientUserForm model={model} />
      </View>
    );
  }
  // Its texts load with the page: the staff screens' (screens/staff) and the seller console's (screens/sellerConsole).
  return withScreenMessages('staff', function ClientUsersPage() {
    return (
      <WithScreenMessages area="sellerConsole">
        <ClientUsersScreen />
      </WithScreenMessages>
    );
  });
}
