import { useEffect, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button, Content, Flex, Heading, InlineAlert, ProgressCircle, Text, View } from '@adobe/react-spectrum';
import { z } from 'zod';
import { PASSWORD_RULES, PASSWORD_RULE_MESSAGE_IDS } from '../../../machines/rules/password';
import { securityQuestionMessageId } from '../../../machines/rules/securityQuestion';
import { PASSWORD_MIN_LENGTH } from '../../../src/domain/constants';
import { AppLink } from '../../common/AppLink';
import { LoadFailedAlert } from '../../common/LoadFailedAlert';
import { schemaValidation, useAppForm } from '../../forms/formKit';
import { PageFrame } from '../PageFrame';
import { FailureAlert } from '../../common/FailureAlert';
import type { ResetPasswordViewModel } from './useResetPasswordViewModel';
import { useTranslate } from '../../common/translate';

const newPasswordSchema = z
  .object({ password: z.string().min(1).max(200), confirm: z.string().min(1) })
  .refine((value) => value.password === value.confirm, { path: ['confirm'], params: { messageId: 'form.mismatch' } });

/** A step's heading, focused when the step appears (the page changes under a keyboard user). */
function StepHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <h2 ref={ref} tabIndex={-1} style={{ marginTop: 0, fontSize: 'var(--spectrum-global-dimension-font-size-400)' }}>
      {children}
    </h2>
  );
}

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

function NewPasswordForm({ vm }: { vm: ResetPasswordViewModel }) {
  const intl = useIntl();
  const t = useTranslate();
  const form = useAppForm({
    defaultValues: { password: '', confirm: '' },
    ...schemaValidation<{ password: string; confirm: string }>(newPasswordSchema),
    onSubmit: ({ value }) => vm.choose(value.password),
  });
  return (
    <>
      <StepHeading>{t('passwordReset.choose.heading')}</StepHeading>
      <FailureAlert title={t('passwordReset.choose.failed')} failure={vm.failure} />
      <Text id="password-rules-title">{t('passwordReset.choose.rules')}</Text>
      <ul id="password-rules" aria-labelledby="password-rules-title">
        {PASSWORD_RULES.map((rule) => (
          <li key={rule}>{intl.formatMessage({ id: PASSWORD_RULE_MESSAGE_IDS[rule] }, { min: PASSWORD_MIN_LENGTH })}</li>
        ))}
      </ul>
      <form.AppForm>
        <form.FormElement aria-label={t('passwordReset.choose.form')} maxWidth="100%">
          <form.AppField name="password">{(field) => <field.TextField label={t('passwordReset.choose.password')} type="password" autoComplete="new-password" aria-describedby="password-rules" />}</form.AppField>
          <form.AppField name="confirm">{(field) => <field.TextField label={t('passwordReset.choose.confirm')} type="password" autoComplete="new-password" />}</form.AppField>
          <form.SubmitButton isPending={vm.isBusy}>{t('passwordReset.choose.submit')}</form.SubmitButton>
        </form.FormElement>
      </form.AppForm>
    </>
  );
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
