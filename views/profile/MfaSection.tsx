import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useTranslate } from '../common/translate';
import { Content, Flex, Heading, InlineAlert, Text, View } from '@adobe/react-spectrum';
import type { MyMfa } from '../../machines/app/mfa/mfaTypes';
import { pathFor } from '../../src/app/routes';
import { AppLink } from '../common/AppLink';

/**
 * Profile -> Security, 2-step verification: the method in use (masked), whether the program asks
 * for a code at sign-in, an administrator's pause, and the two ways to set it up (child routes
 * security-mfa-setup-email / security-mfa-setup-sms). Only reads: the set-up is the mfaSetup machine.
 */
export function MfaSection({ loadMyMfa }: { loadMyMfa: () => Promise<MyMfa> }) {
  const intl = useIntl();
  const t = useTranslate();
  const [mfa, setMfa] = useState<MyMfa | null | 'failed'>(null);
  useEffect(() => {
    let live = true;
    loadMyMfa().then(
      (loaded) => live && setMfa(loaded),
      () => live && setMfa('failed'),
    );
    return () => {
      live = false;
    };
  }, [loadMyMfa]);
  return (
    <View>
      <Heading level={2} marginTop={0}>{t('mfa.security.heading')}</Heading>
      <Text>{t('mfa.security.intro')}</Text>
      {mfa === 'failed' && (
        <InlineAlert variant="negative" marginTop="size-200">
          <Heading>{t('mfa.security.loadFailed')}</Heading>
          <Content>{t('mfa.code.failed')}</Content>
        </InlineAlert>
      )}
      {mfa !== null && mfa !== 'failed' && (
        <Flex direction="column" gap="size-100" marginTop="size-200">
          <Text>{mfa.method && mfa.sentTo ? t('mfa.security.on', { sentTo: mfa.sentTo, method: t(`mfa.method.${mfa.method}`) }) : t('mfa.security.off')}</Text>
          {mfa.requiredAtSignIn && <Text>{t('mfa.security.requiredAtSignIn')}</Text>}
          {mfa.disabledUntil && <Text>{t('mfa.security.disabledUntil', { time: intl.formatTime(mfa.disabledUntil) })}</Text>}
          {mfa.canSetUp ? (
            <Flex gap="size-200" wrap>
              <AppLink to={pathFor('security-mfa-setup-email')}>{t('mfa.security.setUpEmail')}</AppLink>
              <AppLink to={pathFor('security-mfa-setup-sms')}>{t('mfa.security.setUpSms')}</AppLink>
            </Flex>
          ) : (
            <Text>{t('mfa.security.unavailable')}</Text>
          )}
        </Flex>
      )}
    </View>
  );
}
