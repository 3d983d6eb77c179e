import { useState, type FunctionComponent } from 'react';
import { useIntl } from 'react-intl';
import { useTranslate } from '../common/translate';
import { Button, ButtonGroup, Content, Flex, Form, Heading, InlineAlert, Text, TextField } from '@adobe/react-spectrum';
import type { MfaMachines } from '../../machines/app/mfa/mfaTypes';
import type { MfaMethod } from '../../machines/rules/mfaSignIn';
import { pathFor } from '../../src/app/routes';
import { AppLink } from '../common/AppLink';
import { useMfaSetupViewModel } from './useMfaSetupViewModel';

/**
 * Routes security-mfa-setup-email and security-mfa-setup-sms (/profile/security/mfa-setup-*): the
 * number (SMS) or the sign-in address (e-mail), then the Setup code. This chunk is the only one of
 * the profile that carries libphonenumber-js (through the mfaSetup machine's phone rule).
 */
export function connectMfaSetupPage(machines: MfaMachines): FunctionComponent<{ method: MfaMethod }> {
  return function MfaSetupPage({ method }) {
    const intl = useIntl();
    const t = useTranslate();
    const vm = useMfaSetupViewModel(machines, method);
    const [phone, setPhone] = useState('');
    const [code, setCode] = useState('');
    const failureId = vm.failure && vm.failure.messageId in intl.messages ? vm.failure.messageId : 'mfa.code.failed';
    return (
      <Flex direction="column" gap="size-200" maxWidth="size-6000">
        <Heading level={1} marginTop={0} marginBottom={0}>{t(method === 'sms' ? 'mfa.setup.headingSms' : 'mfa.setup.headingEmail')}</Heading>
        {vm.failure && (
          <InlineAlert key={JSON.stringify(vm.failure)} variant="negative" autoFocus>
            <Heading>{t('mfa.setup.failureTitle')}</Heading>
            <Content>{t(failureId, vm.failure.values)}</Content>
          </InlineAlert>
        )}
        {vm.step === 'saved' && (
          <InlineAlert variant="positive" autoFocus>
            <Heading>{t('mfa.setup.doneTitle')}</Heading>
            <Content>{t('mfa.setup.done', { sentTo: vm.savedTo ?? '' })}</Content>
          </InlineAlert>
        )}
        {vm.step === 'editing' && (
          <Form
            aria-label={t('mfa.setup.form')}
            validationBehavior="aria"
            onSubmit={(event) => {
              event.preventDefault();
              vm.send(method === 'sms' ? phone : null);
            }}
          >
            <Text>{t(method === 'sms' ? 'mfa.setup.introSms' : 'mfa.setup.introEmail')}</Text>
            {method === 'sms' ? (
              <TextField label={t('mfa.setup.phone')} description={t('mfa.setup.phoneDescription')} value={phone} onChange={setPhone} type="tel" autoComplete="tel" isRequired necessityIndicator="label" />
            ) : (
              <Text>{' '}</Text>
            )}
            <ButtonGroup marginTop="size-100">
              <Button type="submit" variant="accent" isPending={vm.isSending}>{t('mfa.setup.send')}</Button>
            </ButtonGroup>
          </Form>
        )}
        {vm.step === 'codeSent' && (
          <Form
            aria-label={t('mfa.setup.form')}
            validationBehavior="aria"
            onSubmit={(event) => {
              event.preventDefault();
              vm.confirm(code);
            }}
          >
            <Text>{t(vm.resent ? 'mfa.code.resent' : 'mfa.setup.sent', { sentTo: vm.sentTo ?? '' })}</Text>
            <TextField label={t('mfa.code.label')} description={t('mfa.code.description')} value={code} onChange={setCode} inputMode="numeric" autoComplete="one-time-code" autoFocus isRequired necessityIndicator="label" />
            <ButtonGroup marginTop="size-100">
              <Button type="submit" variant="accent" isPending={vm.isConfirming}>{t('mfa.setup.confirm')}</Button>
              <Button variant="secondary" onPress={vm.resend} isDisabled={!vm.canResend}>{t('mfa.code.resend')}</Button>
              {method === 'sms' ? <Button variant="secondary" onPress={vm.changeTarget}>{t('mfa.setup.changeNumber')}</Button> : null}
            </ButtonGroup>
          </Form>
        )}
        {vm.step === 'codeSent' && !vm.canResend && <Text>{t('mfa.code.resendWait')}</Text>}
        <AppLink to={pathFor('profile-security')}>{t('mfa.setup.back')}</AppLink>
      </Flex>
    );
  };
}
