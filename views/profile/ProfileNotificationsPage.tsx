import type { FunctionComponent } from 'react';
import { useState } from 'react';
import { Button, Checkbox, CheckboxGroup, Content, Flex, Heading, InlineAlert, ProgressCircle, Text } from '@adobe/react-spectrum';
import type { ProfileState } from '../../machines/app/profile/profileTypes';
import { NOTIFICATION_CHANNELS, NOTIFICATION_TOPICS, type NotificationChoice, type NotificationTopic } from '../../machines/rules/notificationPreferences';
import { FailureAlert } from '../common/FailureAlert';
import { LoadFailedAlert } from '../common/LoadFailedAlert';
import { WithScreenMessages } from '../common/WithScreenMessages';
import { useTranslate } from '../common/translate';
import { ProfileTabs } from './ProfileTabs';
import { useProfileViewModel, type ProfileMachines, type ProfileViewModel } from './useProfileViewModel';

const channelsOf = (profile: ProfileState, topic: NotificationTopic): string[] =>
  profile.notifications.filter((n) => n.topic === topic && n.enabled).map((n) => n.channel);

function NotificationsForm({ vm, profile }: { vm: ProfileViewModel; profile: ProfileState }) {
  const t = useTranslate();
  const [chosen, setChosen] = useState<Record<NotificationTopic, string[]>>(
    () => Object.fromEntries(NOTIFICATION_TOPICS.map((topic) => [topic, channelsOf(profile, topic)])) as Record<NotificationTopic, string[]>,
  );
  const problem = (field: string) => vm.problems.find((p) => p.field === field);
  const choices = (): NotificationChoice[] =>
    NOTIFICATION_TOPICS.flatMap((topic) => NOTIFICATION_CHANNELS.map((channel) => ({ topic, channel, enabled: chosen[topic].includes(channel) })));
  const smsProblem = problem('sms');
  return (
    <form
      aria-label={t('profile.notifications.form')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        vm.saveNotifications(choices());
      }}
    >
      <Flex direction="column" gap="size-200" maxWidth="size-6000">
      {NOTIFICATION_TOPICS.map((topic) => {
        const invoiceProblem = topic === 'invoices' ? problem('invoices.email') : undefined;
        const invalid = invoiceProblem ?? (smsProblem && chosen[topic].includes('sms') ? smsProblem : undefined);
        return (
          <CheckboxGroup
            key={topic}
            label={t(`profile.notifications.topic.${topic}`)}
            description={
              topic === 'invoices' && profile.isLastInvoiceReceiver ? t('profile.notifications.lastReceiver') : t(`profile.notifications.topic.${topic}.help`)
            }
            orientation="horizontal"
            value={chosen[topic]}
            onChange={(value) => setChosen((before) => ({ ...before, [topic]: value }))}
            validationState={invalid ? 'invalid' : undefined}
            errorMessage={invalid ? t(invalid.messageId) : undefined}
          >
            {NOTIFICATION_CHANNELS.map((channel) => (
              <Checkbox key={channel} value={channel}>
                {t(`profile.notifications.channel.${channel}`)}
              </Checkbox>
            ))}
          </CheckboxGroup>
        );
      })}
      {!profile.phone && <Text>{t('profile.notifications.noPhone')}</Text>}
      <Button type="submit" variant="accent" isPending={vm.status === 'saving'} marginTop="size-100" width="size-2000">
        {t('profile.notifications.save')}
      </Button>
      </Flex>
    </form>
  );
}

/** Route `profile-notifications` (/profile/notifications): what the user is told, per channel. Knows no machine. */
export function ProfileNotificationsView({ vm }: { vm: ProfileViewModel }) {
  const t = useTranslate();
  let body;
  if (vm.status === 'loading' || !vm.profile) {
    body = vm.status === 'loadFailed' ? <LoadFailedAlert titleId="profile.loadFailed" onRetry={vm.retry} /> : <ProgressCircle isIndeterminate aria-label={t('common.loading')} />;
  } else {
    body = (
      <>
        {vm.saved === 'notifications' && (
          <InlineAlert variant="positive" autoFocus>
            <Heading>{t('profile.notifications.saved')}</Heading>
            <Content>{t('profile.notifications.savedDetail')}</Content>
          </InlineAlert>
        )}
        <FailureAlert title={t('profile.notifications.failed')} failure={vm.failure} />
        <NotificationsForm vm={vm} profile={vm.profile} key={JSON.stringify(vm.profile.notifications)} />
      </>
    );
  }
  return (
    <Flex direction="column" gap="size-300">
      <Heading level={1} marginTop={0} marginBottom={0}>
        {t('page.profile-notifications')}
      </Heading>
      <ProfileTabs />
      <Text>{t('profile.notifications.intro')}</Text>
      {body}
    </Flex>
  );
}

export function connectProfileNotificationsPage(machines: ProfileMachines): FunctionComponent {
  function Content() {
    return <ProfileNotificationsView vm={useProfileViewModel(machines)} />;
  }
  return function ProfileNotificationsPage() {
    return (
      <WithScreenMessages area="profile">
        <Content />
      </WithScreenMessages>
    );
  };
}
