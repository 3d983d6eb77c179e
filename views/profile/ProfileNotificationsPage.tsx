import type { FunctionComponent } from 'react';
import { Checkbox, Flex, Text } from '@adobe/react-spectrum';
import type { ProfileState } from '../../machines/app/profile/profileTypes';
import { NOTIFICATION_CHANNELS, NOTIFICATION_TOPICS } from '../../machines/rules/notificationPreferences';
import { useTranslate } from '../common/translate';
import { schemaValidation, useAppForm } from '../forms/formKit';
import { connectProfilePage, ProfilePageFrame } from './ProfilePageFrame';
import { choicesOf, notificationsSchema, notificationValuesOf, type NotificationValues } from './profileForms';
import type { ProfileMachines, ProfileViewModel } from './useProfileViewModel';

/** One channel group per topic on the form kit, checked with the profile machine's rule; a valid form is ONE event (profile.saveNotifications). */
function NotificationsForm({ vm, profile }: { vm: ProfileViewModel; profile: ProfileState }) {
  const t = useTranslate();
  const form = useAppForm({
    defaultValues: notificationValuesOf(profile),
    ...schemaValidation<NotificationValues>(notificationsSchema(profile)),
    onSubmit: ({ value }) => vm.saveNotifications(choicesOf(value)),
  });
  return (
    <form.AppForm>
      <form.FormElement aria-label={t('profile.notifications.form')} maxWidth="size-6000">
        <Flex direction="column" gap="size-200">
          {NOTIFICATION_TOPICS.map((topic) => (
            <form.AppField key={topic} name={topic}>
              {(field) => (
                <field.CheckboxGroup
                  label={t(`profile.notifications.topic.${topic}`)}
                  description={topic === 'invoices' && profile.isLastInvoiceReceiver ? t('profile.notifications.lastReceiver') : t(`profile.notifications.topic.${topic}.help`)}
                  orientation="horizontal"
                >
                  {NOTIFICATION_CHANNELS.map((channel) => (
                    <Checkbox key={channel} value={channel}>
                      {t(`profile.notifications.channel.${channel}`)}
                    </Checkbox>
                  ))}
                </field.CheckboxGroup>
              )}
            </form.AppField>
          ))}
          {!profile.phone && <Text>{t('profile.notifications.noPhone')}</Text>}
          <form.SubmitButton isPending={vm.status === 'saving'}>{t('profile.notifications.save')}</form.SubmitButton>
        </Flex>
      </form.FormElement>
    </form.AppForm>
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
