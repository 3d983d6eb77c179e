import { useEffect, useRef } from 'react';
import { Button, Content, Flex, Heading, InlineAlert, Text, View } from '@adobe/react-spectrum';
import type { DOMRefValue } from '@react-types/shared';
import { forgotPasswordRequestSchema } from '../../../src/domain/passwordReset';
import { AppLink } from '../../common/AppLink';
import { schemaValidation, useAppForm } from '../../forms/formKit';
import { PageFrame } from '../PageFrame';
import { FailureAlert } from '../../common/FailureAlert';
import type { ForgotPasswordViewModel } from './useForgotPasswordViewModel';
import { useTranslate } from '../../common/translate';

function EmailForm({ vm }: { vm: ForgotPasswordViewModel }) {
  const t = useTranslate();
  const form = useAppForm({
    defaultValues: { email: vm.email },
    ...schemaValidation<{ email: string }>(forgotPasswordRequestSchema as never),
    onSubmit: ({ value }) => vm.request(value.email),
  });
  return (
    <form.AppForm>
      <form.FormElement aria-label={t('passwordReset.forgot.form')} maxWidth="100%">
        <form.AppField name="email">{(field) => <field.TextField label={t('passwordReset.forgot.email')} type="email" autoComplete="username" inputMode="email" />}</form.AppField>
        <form.SubmitButton isPending={vm.step === 'requesting'}>{t('passwordReset.forgot.submit')}</form.SubmitButton>
      </form.FormElement>
    </form.AppForm>
  );
}

/** Route `forgot-password` (/forgotpassword). Knows no machine. */
export function ForgotPasswordView(vm: ForgotPasswordViewModel) {
  const t = useTranslate();
  const sentRef = useRef<DOMRefValue<HTMLDivElement>>(null);
  useEffect(() => {
    if (vm.step === 'sent') sentRef.current?.UNSAFE_getDOMNode()?.focus();
  }, [vm.step]);
  return (
    <PageFrame brand={vm.brand} insideLayout={vm.insideLayout}>
      <View backgroundColor="gray-50" borderRadius="medium" borderWidth="thin" borderColor="light" padding={{ base: 'size-300', M: 'size-500' }}>
        <Heading level={1} marginTop={0}>
          {t('passwordReset.forgot.heading')}
        </Heading>
        {vm.step === 'sent' ? (
          <Flex direction="column" gap="size-200" alignItems="start">
            <InlineAlert ref={sentRef} variant="positive" autoFocus>
              <Heading>{t('passwordReset.forgot.sent.title')}</Heading>
              <Content>{t('passwordReset.forgot.sent.message', { email: vm.email })}</Content>
            </InlineAlert>
            <Button variant="secondary" onPress={vm.again}>
              {t('passwordReset.forgot.again')}
            </Button>
          </Flex>
        ) : (
          <>
            <Text>{t('passwordReset.forgot.intro')}</Text>
            <View marginTop="size-300">
              <FailureAlert title={t('passwordReset.forgot.failed')} failure={vm.failure} />
              <EmailForm vm={vm} />
            </View>
            <View marginTop="size-200">
              <Text>{t('passwordReset.forgot.emailHelp')}</Text>
            </View>
          </>
        )}
        <View marginTop="size-300">
          <AppLink to={vm.signInPath}>{t('passwordReset.backToSignIn')}</AppLink>
        </View>
      </View>
    </PageFrame>
  );
}
