import { Button, ButtonGroup, Content, Dialog, DialogContainer, Divider, Flex, Heading, InlineAlert, ProgressCircle, Switch, Text, View } from '@adobe/react-spectrum';
import { z } from 'zod';
import type { UserSummary } from '../../machines/app/users/userTypes';
import { schemaValidation, useAppForm } from '../forms/formKit';
import { useIntl } from 'react-intl';
import { pathFor } from '../../src/app/routes';
import { AppLink } from '../common/AppLink';
import { LoadFailedAlert } from '../common/LoadFailedAlert';
import { RuleRefusal } from '../common/RuleRefusal';
import { GeneralTab, MfaTab, NotificationsTab, RolesTab } from './EditUserTabs';
import { statusMessageId } from './userLabels';
import type { EditUserViewModel } from './useEditUserViewModel';
import { useTranslate } from '../common/translate';

export type EditUserTab = 'general' | 'notifications' | 'roles' | 'mfa';

const TABS: readonly { route: string; titleId: string }[] = [
  { route: 'edit-user-general', titleId: 'users.tab.general' },
  { route: 'edit-user-notifications', titleId: 'users.tab.notifications' },
  { route: 'edit-user-roles', titleId: 'users.tab.roles' },
  { route: 'edit-user-purchasing', titleId: 'users.tab.purchasing' },
  { route: 'edit-user-mfa-for-service-cloud', titleId: 'users.tab.mfa' },
];

/** The fields each tab shows a refusal under; a refusal naming a field on another tab shows above the tabs. */
const TAB_FIELDS: Readonly<Record<EditUserTab, readonly string[]>> = {
  general: ['firstName', 'lastName', 'email', 'phone', 'internalId', 'contactTypes'],
  notifications: ['receiveInvoiceEmails', 'invoicePermissions'],
  roles: ['groupId', 'roles'],
  mfa: [],
};

const suspendSchema = z.object({ reason: z.string().trim().min(1).max(200) });

function SuspendDialog({ vm }: { vm: EditUserViewModel }) {
  const t = useTranslate();
  // The form owns the reason; on a valid submit the editUser machine suspends (its hasReason decides again).
  const form = useAppForm({
    defaultValues: { reason: '' },
    ...schemaValidation<{ reason: string }>(suspendSchema),
    onSubmit: ({ value }) => vm.confirm(value.reason),
  });
  return (
    <Dialog>
      <Heading>{t('users.suspend.title')}</Heading>
      <Divider />
      <Content>
        <form.AppForm>
          <form.FormElement aria-label={t('users.suspend.title')}>
            <Text>{t('users.suspend.message')}</Text>
            <form.AppField name="reason">{(field) => <field.TextField label={t('users.suspend.reason')} isRequired autoFocus />}</form.AppField>
          </form.FormElement>
        </form.AppForm>
      </Content>
      <ButtonGroup>
        <Button variant="secondary" onPress={vm.cancel}>
          {t('users.cancel')}
        </Button>
        <Button variant="negative" onPress={() => void form.handleSubmit()}>
          {t('users.suspend.confirm')}
        </Button>
      </ButtonGroup>
    </Dialog>
  );
}

/** The Active/Inactive toggle (spec 3): off is refused, in the rule's words, for whom deactivation refuses. */
function ActiveSwitch({ vm, user }: { vm: EditUserViewModel; user: UserSummary }) {
  const t = useTranslate();
  return (
    <Flex direction="column">
      <Switch isSelected={user.status === 'active'} onChange={vm.setActive} isDisabled={vm.busy} aria-describedby="users-active-help">
        {t('users.active.label')}
      </Switch>
      <Text id="users-active-help" UNSAFE_className="users-help">
        {t('users.active.help')}
      </Text>
    </Flex>
  );
}

/** Edit User (spec 2 edit-user, page Manage Users): the user, their status commands and the tabs. Knows no machine. */
export function EditUserView({ vm, tab, userId }: { vm: EditUserViewModel; tab: EditUserTab; userId: string }) {
  const intl = useIntl();
  const t = useTranslate();
  if (vm.loadFailed) return <LoadFailedAlert titleId="users.error.loadFailed" onRetry={vm.retry} />;
  if (vm.notFound) {
    return (
      <InlineAlert variant="notice">
        <Heading>{t('users.notFound')}</Heading>
        <Content>
          <AppLink to={pathFor('manage-users')}>{t('users.backToUsers')}</AppLink>
        </Content>
      </InlineAlert>
    );
  }
  const { user } = vm;
  if (!user || vm.loading) return <ProgressCircle aria-label={t('common.loading')} isIndeterminate />;
  const currentRoute = `edit-user-${tab === 'mfa' ? 'mfa-for-service-cloud' : tab}`;
  return (
    <View>
      <AppLink to={pathFor('manage-users')}>{t('users.backToUsers')}</AppLink>
      <Heading level={1} marginBottom="size-50">
        {user.name}
      </Heading>
      <Text>
        {t('users.summary', { email: user.email, status: t(statusMessageId(user.status)) })}
        {user.isPrimaryUser ? ` · ${t('users.primaryUser')}` : ''}
      </Text>
      {user.invitation && user.status === 'pending' && (
        <Text>
          {' · '}
          {t(`users.invitation.${user.invitation.status}`, { expiresAt: intl.formatDate(user.invitation.expiresAt, { dateStyle: 'medium', timeStyle: 'short' }) })}
        </Text>
      )}
      {vm.can.toggleActive && (
        <View marginTop="size-200">
          <ActiveSwitch vm={vm} user={user} />
        </View>
      )}
      <Flex gap="size-100" marginY="size-200" wrap>
        {vm.can.resend && (
          <Button variant="secondary" onPress={vm.resend} isPending={vm.busy}>
            {t('users.resend.button')}
          </Button>
        )}
        {vm.can.suspend && (
          <Button variant="secondary" onPress={vm.openSuspend}>
            {t('users.suspend.button')}
          </Button>
        )}
        {vm.can.reEnable && (
          <Button variant="secondary" onPress={vm.reEnable} isPending={vm.busy}>
            {t('users.reEnable.button')}
          </Button>
        )}
        {vm.can.deactivate && (
          <Button variant="negative" onPress={vm.openDeactivate}>
            {t('users.deactivate.button')}
          </Button>
        )}
      </Flex>
      <div role="status">
        {vm.done && (
          <InlineAlert variant="positive">
            <Heading>{t(`users.done.${vm.done}`, { status: t(statusMessageId(user.status)) })}</Heading>
          </InlineAlert>
        )}
      </div>
      {vm.failure && !TAB_FIELDS[tab].includes(vm.failure.field ?? '') && <RuleRefusal refusal={vm.failure} titleId="users.refused" autoFocus />}
      <nav aria-label={t('users.tabs')} className="users-tabs">
        <Flex gap="size-200" marginY="size-200" wrap>
          {TABS.map((item) => (
            <AppLink key={item.route} to={pathFor(item.route, { id: userId })} isCurrent={item.route === currentRoute}>
              {t(item.titleId)}
            </AppLink>
          ))}
        </Flex>
      </nav>
      <Heading level={2}>{t(TABS.find((item) => item.route === currentRoute)?.titleId ?? 'users.tab.general')}</Heading>
      {tab === 'general' && <GeneralTab key={`${user.id}-general-${user.email}`} vm={vm} user={user} />}
      {tab === 'notifications' && <NotificationsTab key={`${user.id}-n`} vm={vm} user={user} />}
      {tab === 'roles' && <RolesTab key={`${user.id}-r`} vm={vm} user={user} />}
      {tab === 'mfa' && <MfaTab vm={vm} user={user} />}
      <DialogContainer onDismiss={vm.cancel}>
        {vm.dialog === 'suspend' && <SuspendDialog vm={vm} />}
        {vm.dialog === 'deactivate' && (
          // A Dialog with its own buttons rather than AlertDialog: AlertDialog closes (onDismiss, here
          // "cancel") before it calls its primary action, so the machine would see cancel, then confirm.
          <Dialog role="alertdialog">
            <Heading>{t('users.deactivate.title')}</Heading>
            <Divider />
            <Content>{t('users.deactivate.message', { name: user.name })}</Content>
            <ButtonGroup>
              <Button variant="secondary" onPress={vm.cancel} autoFocus>
                {t('users.cancel')}
              </Button>
              <Button variant="negative" onPress={() => vm.confirm()}>
                {t('users.deactivate.confirm')}
              </Button>
            </ButtonGroup>
          </Dialog>
        )}
      </DialogContainer>
    </View>
  );
}
