import type { FunctionComponent, ReactNode } from 'react';
import { Content, Flex, Heading, InlineAlert, ProgressCircle } from '@adobe/react-spectrum';
import type { ProfileState } from '../../machines/app/profile/profileTypes';
import { FailureAlert } from '../common/FailureAlert';
import { LoadFailedAlert } from '../common/LoadFailedAlert';
import { WithScreenMessages } from '../common/WithScreenMessages';
import { useTranslate } from '../common/translate';
import { ProfileTabs } from './ProfileTabs';
import { useProfileViewModel, type ProfileMachines, type ProfileViewModel } from './useProfileViewModel';

export interface ProfilePageFrameProps {
  vm: ProfileViewModel;
  /** Which part of the profile the page saves (`vm.saved` names it after a save). */
  part: 'general' | 'notifications';
  /** Shown under the tabs, before the form (loading or not). */
  intro?: ReactNode;
  /** The page's form over the loaded profile. */
  children: (profile: ProfileState) => ReactNode;
}

/**
 * The frame of a Profile page that loads the profile and saves a part of it (General,
 * Notifications): the page heading and tabs, then loading / could not load (retry) / the saved
 * notice, the failure, and the form. Message ids: `page.profile-<part>`, `profile.<part>.saved`,
 * `.savedDetail`, `.failed`.
 */
export function ProfilePageFrame({ vm, part, intro, children }: ProfilePageFrameProps) {
  const t = useTranslate();
  let body;
  if (vm.status === 'loading' || !vm.profile) {
    body = vm.status === 'loadFailed' ? <LoadFailedAlert titleId="profile.loadFailed" onRetry={vm.retry} /> : <ProgressCircle isIndeterminate aria-label={t('common.loading')} />;
  } else {
    body = (
      <>
        {vm.saved === part && (
          <InlineAlert variant="positive" autoFocus>
            <Heading>{t(`profile.${part}.saved`)}</Heading>
            <Content>{t(`profile.${part}.savedDetail`)}</Content>
          </InlineAlert>
        )}
        <FailureAlert title={t(`profile.${part}.failed`)} failure={vm.failure} />
        {children(vm.profile)}
      </>
    );
  }
  return (
    <Flex direction="column" gap="size-300">
      <Heading level={1} marginTop={0} marginBottom={0}>
        {t(`page.profile-${part}`)}
      </Heading>
      <ProfileTabs />
      {intro}
      {body}
    </Flex>
  );
}

/** The route's page: the view over the profile machines, with the profile area's messages. */
export function connectProfilePage(machines: ProfileMachines, View: FunctionComponent<{ vm: ProfileViewModel }>): FunctionComponent {
  function Page() {
    return <View vm={useProfileViewModel(machines)} />;
  }
  return function ProfilePage() {
    return (
      <WithScreenMessages area="profile">
        <Page />
      </WithScreenMessages>
    );
  };
}
