import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useTranslate } from '../../common/translate';
import type { ActorRefFrom } from 'xstate';
import { Button, ButtonGroup, Checkbox, Content, Form, Heading, InlineAlert, Text, View } from '@adobe/react-spectrum';
import type { SignInChallengeMachine } from '../../../machines/app/mfa/signInChallengeMachine';
import { useSignInCodeViewModel } from './useSignInCodeViewModel';
import { SecurityCodeField } from '../../common/SecurityCodeField';

/**
 * The code step of sign-in (2-step verification, spec 6 Login scope): the code sent by e-mail or
 * SMS, remember-this-device, another code after a minute, cancel. What is typed stays after a
 * refusal; the refusal is focused and announced.
 */
export function SignInCodeStep({ challenge }: { challenge: ActorRefFrom<SignInChallengeMachine> }) {
  const intl = useIntl();
  const t = useTranslate();
  const vm = useSignInCodeViewModel(challenge);
  const [code, setCode] = useState('');
  const [remember, setRemember] = useState(false);
  const failureId = vm.failure && vm.failure.messageId in intl.messages ? vm.failure.messageId : 'mfa.code.failed';
  return (
    <View marginTop="size-300">
      <Heading level={2} marginTop={0}>{t('mfa.signIn.heading')}</Heading>
      <Text>{t(vm.method === 'sms' ? 'mfa.signIn.sentSms' : 'mfa.signIn.sentEmail', { sentTo: vm.sentTo })}</Text>
      {vm.failure && (
        <InlineAlert key={JSON.stringify(vm.failure)} variant="negative" autoFocus marginTop="size-200">
          <Heading>{t('mfa.code.failureTitle')}</Heading>
          <Content>{t(failureId, vm.failure.values)}</Content>
        </InlineAlert>
      )}
      {vm.resent && (
        <InlineAlert variant="info" marginTop="size-200">
          <Heading>{t('mfa.code.resentTitle')}</Heading>
          <Content>{t('mfa.code.resent', { sentTo: vm.sentTo })}</Content>
        </InlineAlert>
      )}
      <Form
        aria-label={t('mfa.signIn.form')}
        maxWidth="100%"
        marginTop="size-200"
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          vm.submit(code, remember);
        }}
      >
        <SecurityCodeField
          label={t('mfa.code.label')}
          description={t('mfa.code.description')}
          value={code}
          onChange={setCode}
          autoFocus
          necessityIndicator="label"
        />
        <Checkbox isSelected={remember} onChange={setRemember}>{t('mfa.signIn.remember')}</Checkbox>
        <ButtonGroup marginTop="size-100">
          <Button type="submit" variant="accent" isPending={vm.isVerifying}>{t('mfa.signIn.verify')}</Button>
          <Button variant="secondary" onPress={vm.resend} isDisabled={!vm.canResend} isPending={vm.isResending}>{t('mfa.code.resend')}</Button>
          <Button variant="secondary" onPress={vm.cancel} isDisabled={!vm.canCancel}>{t('mfa.signIn.cancel')}</Button>
        </ButtonGroup>
      </Form>
      {!vm.canResend && !vm.isResending && <Text>{t('mfa.code.resendWait')}</Text>}
    </View>
  );
}
