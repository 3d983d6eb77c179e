import { Flex, Heading, Text, View } from '@adobe/react-spectrum';
import type { ReactNode } from 'react';
import { AppLink } from '../../common/AppLink';
import { useTranslate } from '../../common/translate';
import { PageFrame } from '../PageFrame';
import { ActivationCongratulationsDialog } from './ActivationCongratulationsDialog';
import type { WelcomeViewModel } from './useWelcomeViewModel';

function Frame({ vm, children }: { vm: WelcomeViewModel; children: ReactNode }) {
  return (
    <PageFrame brand={vm.brand} insideLayout={vm.insideLayout}>
      <View backgroundColor="gray-50" borderRadius="medium" borderWidth="thin" borderColor="light" padding={{ base: 'size-300', M: 'size-500' }}>
        {children}
      </View>
    </PageFrame>
  );
}

/** Signed out: these steps belong to a signed-in user. */
function SignInFirst({ vm }: { vm: WelcomeViewModel }) {
  const t = useTranslate();
  return (
    <Flex direction="column" gap="size-200" alignItems="start">
      <Text>{t('welcome.signedOut')}</Text>
      <AppLink to={vm.signInPath}>{t('activation.signIn')}</AppLink>
    </Flex>
  );
}

/** Route `welcome` (/welcome): the host onboarding step, step 1 of 2 after activation. */
export function WelcomeView(vm: WelcomeViewModel) {
  const t = useTranslate();
  return (
    <Frame vm={vm}>
      <Heading level={1} marginTop={0}>
        {vm.isSignedIn ? t('welcome.heading', { firstName: vm.firstName, brand: vm.brand }) : t('welcome.headingSignedOut', { brand: vm.brand })}
      </Heading>
      {vm.isSignedIn ? (
        <Flex direction="column" gap="size-200" alignItems="start">
          <Text>{t('welcome.step', { step: 1, steps: 2 })}</Text>
          <Heading level={2} margin={0}>{t('welcome.account.heading')}</Heading>
          <dl>
            <dt>{t('welcome.account.company')}</dt>
            <dd>{vm.companyName}</dd>
            <dt>{t('welcome.account.email')}</dt>
            <dd>{vm.email}</dd>
            <dt>{t('welcome.account.roles')}</dt>
            <dd>{vm.roleMessageIds.length > 0 ? vm.roleMessageIds.map((id) => t(id)).join(', ') : t('welcome.account.noRole')}</dd>
          </dl>
          <Text>{t('welcome.account.change')}</Text>
          <AppLink to={vm.welcomeInfoPath}>{t('welcome.next')}</AppLink>
        </Flex>
      ) : (
        <SignInFirst vm={vm} />
      )}
      <ActivationCongratulationsDialog isOpen={vm.congratulationsOpen} firstName={vm.firstName} onClose={vm.dismissCongratulations} />
    </Frame>
  );
}

/** Route `welcome-info` (/welcome-info): step 2 of 2, what to set up before starting. */
export function WelcomeInfoView(vm: WelcomeViewModel) {
  const t = useTranslate();
  return (
    <Frame vm={vm}>
      <Heading level={1} marginTop={0}>
        {t('welcomeInfo.heading')}
      </Heading>
      {vm.isSignedIn ? (
        <Flex direction="column" gap="size-200" alignItems="start">
          <Text>{t('welcome.step', { step: 2, steps: 2 })}</Text>
          <ul>
            <li>
              <AppLink to={vm.securityPath}>{t('welcomeInfo.security.link')}</AppLink>: {t('welcomeInfo.security.text')}
            </li>
            <li>
              <AppLink to={vm.notificationsPath}>{t('welcomeInfo.notifications.link')}</AppLink>: {t('welcomeInfo.notifications.text')}
            </li>
            <li>
              <AppLink to={vm.helpPath}>{t('welcomeInfo.help.link')}</AppLink>: {t('welcomeInfo.help.text')}
            </li>
          </ul>
          <Flex gap="size-300" wrap>
            <AppLink to={vm.welcomePath}>{t('welcomeInfo.back')}</AppLink>
            <AppLink to={vm.homePath}>{t('welcomeInfo.start')}</AppLink>
          </Flex>
        </Flex>
      ) : (
        <SignInFirst vm={vm} />
      )}
    </Frame>
  );
}
