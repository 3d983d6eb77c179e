import type { FunctionComponent } from 'react';
import { useState } from 'react';
import { Button, Checkbox, CheckboxGroup, Flex, Text } from '@adobe/react-spectrum';
import type { ProfileState } from '../../machines/app/profile/profileTypes';
import { NOTIFICATION_CHANNELS, NOTIFICATION_TOPICS, type NotificationChoice, type NotificationTopic } from '../../machines/rules/notificationPreferences';
import { useTranslate } from '../common/translate';
import { connectProfilePage, ProfilePageFrame } from './ProfilePageFrame';
import type { ProfileMachines, ProfileViewModel } from './useProfileViewModel';

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
  return (
    <ProfilePageFrame vm={vm} part="notifications" intro={<Text>{t('profile.notifications.intro')}</Text>}>
      {(profile) => <NotificationsForm vm={vm} profile={profile} key={JSON.stringify(profile.notifications)} />}
    </ProfilePageFrame>
  );
}

export const connectProfileNotificationsPage = (machines: ProfileMachines): FunctionComponent => connectProfilePage(machines, ProfileNotificationsView);
