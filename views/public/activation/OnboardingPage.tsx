import { Heading, Text, View } from '@adobe/react-spectrum';
import { pathFor } from '../../../src/app/routes';
import { AppLink } from '../../common/AppLink';
import { useTranslate } from '../../common/translate';
import { WithScreenMessages } from '../../common/WithScreenMessages';
import { PageFrame } from '../PageFrame';
import { usePublicPageViewModel } from '../usePublicPageViewModel';

/** Route `onboarding` (/onboarding, public): how a new user gets from the invitation to the portal; its texts are screen messages (`activation`). */
export default function OnboardingPage() {
  return (
    <WithScreenMessages area="activation">
      <Onboarding />
    </WithScreenMessages>
  );
}

function Onboarding() {
  const page = usePublicPageViewModel();
  const t = useTranslate();
  return (
    <PageFrame brand={page.brand} insideLayout={page.insideLayout}>
      <View backgroundColor="gray-50" borderRadius="medium" borderWidth="thin" borderColor="light" padding={{ base: 'size-300', M: 'size-500' }}>
        <Heading level={1} marginTop={0}>
          {t('onboarding.heading', { brand: page.brand })}
        </Heading>
        <Text>{t('onboarding.intro')}</Text>
        <ol>
          <li>{t('onboarding.step.invitation')}</li>
          <li>{t('onboarding.step.password')}</li>
          <li>{t('onboarding.step.signIn')}</li>
          <li>{t('onboarding.step.welcome')}</li>
        </ol>
        <Text>{t('onboarding.noInvitation')}</Text>
        <View marginTop="size-300">
          {page.isSignedIn ? (
            <AppLink to={pathFor('welcome')}>{t('onboarding.continue')}</AppLink>
          ) : (
            <AppLink to={pathFor('signin', {}, { returnUrl: pathFor('welcome') })}>{t('activation.signIn')}</AppLink>
          )}
        </View>
      </View>
    </PageFrame>
  );
}
