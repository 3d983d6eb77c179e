import type { FunctionComponent } from 'react';
import { useState } from 'react';
import { Button, Content, Flex, Heading, InlineAlert, Item, Picker, ProgressCircle, Text, TextField } from '@adobe/react-spectrum';
import type { ProfileState } from '../../machines/app/profile/profileTypes';
import { FailureAlert } from '../common/FailureAlert';
import { LoadFailedAlert } from '../common/LoadFailedAlert';
import { WithScreenMessages } from '../common/WithScreenMessages';
import { localeOptions } from '../common/localeNames';
import { useTranslate } from '../common/translate';
import { ProfileTabs } from './ProfileTabs';
import { useProfileViewModel, type ProfileMachines, type ProfileViewModel } from './useProfileViewModel';

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
  const t = useTranslate();
  let body;
  if (vm.status === 'loading' || !vm.profile) {
    body = vm.status === 'loadFailed' ? <LoadFailedAlert titleId="profile.loadFailed" onRetry={vm.retry} /> : <ProgressCircle isIndeterminate aria-label={t('common.loading')} />;
  } else {
    body = (
      <>
        {vm.saved === 'general' && (
          <InlineAlert variant="positive" autoFocus>
            <Heading>{t('profile.general.saved')}</Heading>
            <Content>{t('profile.general.savedDetail')}</Content>
          </InlineAlert>
        )}
        <FailureAlert title={t('profile.general.failed')} failure={vm.failure} />
        <GeneralForm vm={vm} profile={vm.profile} key={vm.profile.id} />
      </>
    );
  }
  return (
    <Flex direction="column" gap="size-300">
      <Heading level={1} marginTop={0} marginBottom={0}>
        {t('page.profile-general')}
      </Heading>
      <ProfileTabs />
      {body}
    </Flex>
  );
}

export function connectProfileGeneralPage(machines: ProfileMachines): FunctionComponent {
  function Content() {
    return <ProfileGeneralView vm={useProfileViewModel(machines)} />;
  }
  return function ProfileGeneralPage() {
    return (
      <WithScreenMessages area="profile">
        <Content />
      </WithScreenMessages>
    );
  };
}
