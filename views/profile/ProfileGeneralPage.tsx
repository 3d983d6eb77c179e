import type { FunctionComponent } from 'react';
import { Flex, Item, Text, TextField } from '@adobe/react-spectrum';
import type { ProfileState } from '../../machines/app/profile/profileTypes';
import { localeOptions } from '../common/localeNames';
import { useTranslate } from '../common/translate';
import { schemaValidation, useAppForm } from '../forms/formKit';
import { connectProfilePage, ProfilePageFrame } from './ProfilePageFrame';
import { generalSchema, type GeneralValues } from './profileForms';
import type { ProfileMachines, ProfileViewModel } from './useProfileViewModel';

/** Name, phone and language on the form kit, checked with the profile machine's rule; a valid form is ONE event (profile.saveGeneral). */
function GeneralForm({ vm, profile }: { vm: ProfileViewModel; profile: ProfileState }) {
  const t = useTranslate();
  const form = useAppForm({
    defaultValues: { firstName: profile.firstName, lastName: profile.lastName, phone: profile.phone ?? '', language: profile.language ?? vm.locale } as GeneralValues,
    ...schemaValidation<GeneralValues>(generalSchema),
    onSubmit: ({ value }) => vm.saveGeneral({ ...value, language: value.language || null }),
  });
  const isSso = profile.ssoStatus === 'Active';
  return (
    <form.AppForm>
      <form.FormElement aria-label={t('profile.general.form')} maxWidth="size-6000">
        <Flex direction="column" gap="size-200">
          {isSso && <Text>{t('profile.general.ssoNote')}</Text>}
          <form.AppField name="firstName">{(field) => <field.TextField label={t('profile.general.firstName')} isRequired isReadOnly={isSso} autoComplete="given-name" />}</form.AppField>
          <form.AppField name="lastName">{(field) => <field.TextField label={t('profile.general.lastName')} isRequired isReadOnly={isSso} autoComplete="family-name" />}</form.AppField>
          {/* The sign-in address is shown, not edited: not a field of the form. */}
          <TextField label={t('profile.general.email')} value={profile.email} isReadOnly />
          <form.AppField name="phone">
            {(field) => <field.TextField label={t('profile.general.phone')} type="tel" autoComplete="tel" description={t('profile.general.phoneHelp')} isReadOnly={isSso} />}
          </form.AppField>
          <form.AppField name="language">
            {(field) => (
              <field.Picker label={t('profile.general.language')} items={localeOptions(profile.languages)} isDisabled={isSso}>
                {(option) => (
                  <Item key={option.locale} textValue={option.name}>
                    <span lang={option.locale}>{option.name}</span>
                  </Item>
                )}
              </field.Picker>
            )}
          </form.AppField>
          {!isSso && <form.SubmitButton isPending={vm.status === 'saving'}>{t('profile.general.save')}</form.SubmitButton>}
        </Flex>
      </form.FormElement>
    </form.AppForm>
  );
}

/** Route `profile-general` (/profile/general): name, phone and interface language. Knows no machine. */
export function ProfileGeneralView({ vm }: { vm: ProfileViewModel }) {
  return (
    <ProfilePageFrame vm={vm} part="general">
      {(profile) => <GeneralForm vm={vm} profile={profile} key={profile.id} />}
    </ProfilePageFrame>
  );
}

export const connectProfileGeneralPage = (machines: ProfileMachines): FunctionComponent => connectProfilePage(machines, ProfileGeneralView);
