import { useIntl } from 'react-intl';
import { Button, Content, Flex, Heading, InlineAlert, ProgressCircle, Text, View } from '@adobe/react-spectrum';
import { securityQuestionMessageId } from '../../../machines/rules/securityQuestion';
import { AppLink } from '../../common/AppLink';
import { LoadFailedAlert } from '../../common/LoadFailedAlert';
import { NewPasswordStep } from '../../common/NewPasswordStep';
import { StepHeading } from '../../common/StepHeading';
import { useAppForm } from '../../forms/formKit';
import { PageFrame } from '../PageFrame';
import { FailureAlert } from '../../common/FailureAlert';
import type { ResetPasswordViewModel } from './useResetPasswordViewModel';
import { useTranslate } from '../../common/translate';

function IdentityForm({ vm }: { vm: ResetPasswordViewModel }) {
  const t = useTranslate();
  const question = vm.checks?.securityQuestion ?? null;
  const form = useAppForm({ defaultValues: { answer: '', code: '' }, onSubmit: ({ value }) => vm.verify(value) });
  return (
    <>
      <StepHeading>{t('passwordReset.verify.heading')}</StepHeading>
      <FailureAlert title={t('passwordReset.verify.failed')} failure={vm.failure} />
      {question && <Text>{t('passwordReset.verify.questionIntro')}</Text>}
      {vm.checks?.mfa && (
        <View marginTop="size-100">
          <Text>{t('passwordReset.verify.codeIntro')}</Text>
        </View>
      )}
      <form.AppForm>
        <form.FormElement aria-label={t('passwordReset.verify.form')} maxWidth="100%">
          {[
            ...(question ? [<form.AppField key="answer" name="answer">{(field) => <field.TextField label={t(securityQuestionMessageId(question))} autoComplete="off" isRequired />}</form.AppField>] : []),
            ...(vm.checks?.mfa ? [<form.AppField key="code" name="code">{(field) => <field.TextField label={t('passwordReset.verify.code')} autoComplete="one-time-code" inputMode="numeric" isRequired />}</form.AppField>] : []),
            <Flex key="actions" gap="size-200" wrap marginTop="size-100">
              <form.SubmitButton isPending={vm.isBusy}>{t('passwordReset.verify.submit')}</form.SubmitButton>
              {vm.checks?.mfa ? (
                <Button variant="secondary" marginTop="size-100" onPress={vm.sendCode} isDisabled={vm.isBusy}>
                  {t('passwordReset.verify.sendCode')}
                </Button>
              ) : null}
            </Flex>,
          ]}
        </form.FormElement>
      </form.AppForm>
    </>
  );
}

const NEW_PASSWORD_MESSAGES = {
  heading: 'passwordReset.choose.heading', failed: 'passwordReset.choose.failed', form: 'passwordReset.choose.form',
  password: 'passwordReset.choose.password', confirm: 'passwordReset.choose.confirm', submit: 'passwordReset.choose.submit',
};

function NewPasswordForm({ vm }: { vm: ResetPasswordViewModel }) {
  return <NewPasswordStep idPrefix="password" messages={NEW_PASSWORD_MESSAGES} failure={vm.failure} isBusy={vm.isBusy} onChoose={vm.choose} />;
}

function StepBody({ vm }: { vm: ResetPasswordViewModel }) {
  const intl = useIntl();
  const t = useTranslate();
  switch (vm.step) {
    case 'opening':
      return <ProgressCircle isIndeterminate aria-label={t('passwordReset.opening')} />;
    case 'openFailed':
      return <LoadFailedAlert titleId="passwordReset.openFailed" onRetry={vm.retry} />;
    case 'linkProblem':
      return (
        <Flex direction="column" gap="size-200" alignItems="start">
          <InlineAlert variant="negative" autoFocus>
            <Heading>{t('passwordReset.linkProblem.title')}</Heading>
            <Content>{vm.linkProblem ? intl.formatMessage({ id: vm.linkProblem.messageId }, vm.linkProblem.values) : null}</Content>
          </InlineAlert>
          <AppLink to={vm.forgotPasswordPath}>{t('passwordReset.linkProblem.newLink')}</AppLink>
        </Flex>
      );
    case 'verifying':
      return <IdentityForm vm={vm} />;
    case 'choosing':
      return <NewPasswordForm vm={vm} />;
    case 'done':
      return (
        <Flex direction="column" gap="size-200" alignItems="start">
          <InlineAlert variant="positive" autoFocus>
            <Heading>{t('passwordReset.done.heading')}</Heading>
            <Content>{t('passwordReset.done.message')}</Content>
          </InlineAlert>
          <AppLink to={vm.signInPath}>{t('passwordReset.done.signIn')}</AppLink>
        </Flex>
      );
  }
}

/** Route `reset-password` (/resetpassword?token=…). Knows no machine. */
export function ResetPasswordView(vm: ResetPasswordViewModel) {
  const intl = useIntl();
  return (
    <PageFrame brand={vm.brand} insideLayout={vm.insideLayout}>
      <View backgroundColor="gray-50" borderRadius="medium" borderWidth="thin" borderColor="light" padding={{ base: 'size-300', M: 'size-500' }}>
        <Heading level={1} marginTop={0}>
          {intl.formatMessage({ id: 'passwordReset.heading' })}
        </Heading>
        <StepBody vm={vm} />
        {vm.step !== 'done' && (
          <View marginTop="size-300">
            <AppLink to={vm.signInPath}>{intl.formatMessage({ id: 'passwordReset.backToSignIn' })}</AppLink>
          </View>
        )}
      </View>
    </PageFrame>
  );
}
