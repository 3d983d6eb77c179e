import type { FunctionComponent } from 'react';
import { useState } from 'react';
import { Button, Flex, Item, Picker, Text, TextField } from '@adobe/react-spectrum';
import type { ProfileState } from '../../machines/app/profile/profileTypes';
import { localeOptions } from '../common/localeNames';
import { useTranslate } from '../common/translate';
import { connectProfilePage, ProfilePageFrame } from './ProfilePageFrame';
import type { ProfileMachines, ProfileViewModel } from './useProfileViewModel';

function GeneralForm({ vm, profile }: { vm: ProfileViewModel; profile: ProfileState }) {
  const t = useTranslate();
  const [firstName, setFirstName] = useState(profile.firstName);
  const [lastName, setLastName] = useState(profile.lastName);
  const [phone, setPhone] = useState(profile.phone ?? '');
  const [language, setLanguage] = useState(profile.language ?? vm.locale);
  const problemOf = (field: string) => vm.problems.find((p) => p.field === field);
  const errorFor = (field: string, label: string) => {
    const problem = problemOf(field);
    return problem ? { validationState: 'invalid' as const, errorMessage: t(problem.messageId, { fieldName: label }) } : {};
  };
  const isSso = profile.ssoStatus === 'Active';
  const labels = { firstName: t('profile.general.firstName'), lastName: t('profile.general.lastName'), phone: t('profile.general.phone') };
  return (
    <form
      aria-label={t('profile.general.form')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        vm.saveGeneral({ firstName, lastName, phone, language });
      }}
    >
      <Flex direction="column" gap="size-200" maxWidth="size-6000">
      {isSso && <Text>{t('profile.general.ssoNote')}</Text>}
      <TextField label={labels.firstName} value={firstName} onChange={setFirstName} isRequired isReadOnly={isSso} autoComplete="given-name" {...errorFor('firstName', labels.firstName)} />
      <TextField label={labels.lastName} value={lastName} onChange={setLastName} isRequired isReadOnly={isSso} autoComplete="family-name" {...errorFor('lastName', labels.lastName)} />
      <TextField label={t('profile.general.email')} value={profile.email} isReadOnly />
      <TextField label={labels.phone} value={phone} onChange={setPhone} type="tel" autoComplete="tel" description={t('profile.general.phoneHelp')} isReadOnly={isSso} {...errorFor('phone', labels.phone)} />
      <Picker label={t('profile.general.language')} items={localeOptions(profile.languages)} selectedKey={language} onSelectionChange={(key) => key !== null && setLanguage(String(key))} isDisabled={isSso}>
        {(option) => (
          <Item key={option.locale} textValue={option.name}>
            <span lang={option.locale}>{option.name}</span>
          </Item>
        )}
      </Picker>
      {!isSso && (
        <Button type="submit" variant="accent" isPending={vm.status === 'saving'} marginTop="size-100" width="size-2000">
          {t('profile.general.save')}
        </Button>
      )}
      </Flex>
    </form>
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
