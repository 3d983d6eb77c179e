import { useEffect, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button, Content, Flex, Heading, InlineAlert, ProgressCircle, Text, View } from '@adobe/react-spectrum';
import { z } from 'zod';
import { PASSWORD_RULES, PASSWORD_RULE_MESSAGE_IDS } from '../../../machines/rules/password';
import { PASSWORD_MIN_LENGTH } from '../../../src/domain/constants';
import { AppLink } from '../../common/AppLink';
import { FailureAlert } from '../../common/FailureAlert';
import { LoadFailedAlert } from '../../common/LoadFailedAlert';
import { useTranslate } from '../../common/translate';
import { schemaValidation, useAppForm } from '../../forms/formKit';
import { PageFrame } from '../PageFrame';
import type { SignUpViewModel } from './useSignUpViewModel';

const passwordSchema = z
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

function CodeForm({ vm }: { vm: SignUpViewModel }) {
  const t = useTranslate();
  const form = useAppForm({ defaultValues: { code: '' }, onSubmit: ({ value }) => vm.verify(value.code) });
  return (
    <>
      <StepHeading>{t('activation.code.heading')}</StepHeading>
      <FailureAlert title={t('activation.code.failed')} failure={vm.failure} />
      <Text>{t('activation.code.intro', { email: vm.link?.email ?? '' })}</Text>
      <form.AppForm>
        <form.FormElement aria-label={t('activation.code.form')} maxWidth="100%">
          <form.AppField name="code">{(field) => <field.TextField label={t('activation.code.label')} autoComplete="one-time-code" inputMode="numeric" isRequired />}</form.AppField>
          <Flex gap="size-200" wrap marginTop="size-100">
            <form.SubmitButton isPending={vm.isBusy}>{t('activation.code.submit')}</form.SubmitButton>
            <Button variant="secondary" marginTop="size-100" onPress={vm.sendCode} isDisabled={vm.isBusy}>
              {t('activation.code.sendAgain')}
            </Button>
          </Flex>
        </form.FormElement>
      </form.AppForm>
    </>
  );
}

function PasswordForm({ vm }: { vm: SignUpViewModel }) {
  const intl = useIntl();
  const t = useTranslate();
  const form = useAppForm({
    defaultValues: { password: '', confirm: '' },
    ...schemaValidation<{ password: string; confirm: string }>(passwordSchema),
    onSubmit: ({ value }) => vm.choose(value.password),
  });
  return (
    <>
      <StepHeading>{t('activation.password.heading')}</StepHeading>
      <FailureAlert title={t('activation.password.failed')} failure={vm.failure} />
      <Text id="activation-password-rules-title">{t('passwordReset.choose.rules')}</Text>
      <ul id="activation-password-rules" aria-labelledby="activation-password-rules-title">
        {PASSWORD_RULES.filter((rule) => rule !== 'notRecentlyUsed').map((rule) => (
          <li key={rule}>{intl.formatMessage({ id: PASSWORD_RULE_MESSAGE_IDS[rule] }, { min: PASSWORD_MIN_LENGTH })}</li>
        ))}
      </ul>
      <form.AppForm>
        <form.FormElement aria-label={t('activation.password.form')} maxWidth="100%">
          <form.AppField name="password">
            {(field) => <field.TextField label={t('activation.password.label')} type="password" autoComplete="new-password" aria-describedby="activation-password-rules" />}
          </form.AppField>
          <form.AppField name="confirm">{(field) => <field.TextField label={t('activation.password.confirm')} type="password" autoComplete="new-password" />}</form.AppField>
          <form.SubmitButton isPending={vm.isBusy}>{t('activation.password.submit')}</form.SubmitButton>
        </form.FormElement>
      </form.AppForm>
    </>
  );
}

/** The link's own message (spec 8 Activation) and what the user can do next. */
function LinkProblem({ vm }: { vm: SignUpViewModel }) {
  const intl = useIntl();
  const t = useTranslate();
  const problem = vm.linkProblem;
  const next = (() => {
    switch (problem?.code) {
      case 'ACTIVATION_ALREADY_ACTIVATED':
        return <AppLink to={vm.signInPath}>{t('activation.signIn')}</AppLink>;
      case 'ACTIVATION_SIGNED_IN':
        return (
          <Flex gap="size-200" wrap alignItems="center">
            <Button variant="secondary" onPress={vm.signOut}>{t('activation.signOut')}</Button>
            <AppLink to={vm.homePath}>{t('activation.toOverview')}</AppLink>
          </Flex>
        );
      case 'ACTIVATION_INELIGIBLE':
        return <AppLink to={vm.applyPath}>{t('activation.applyAgain')}</AppLink>;
      default:
        return <AppLink to={vm.signInPath}>{t('activation.backToSignIn')}</AppLink>;
    }
  })();
  return (
    <Flex direction="column" gap="size-200" alignItems="start">
      <InlineAlert variant={problem?.code === 'ACTIVATION_ALREADY_ACTIVATED' ? 'info' : 'negative'} autoFocus>
        <Heading>{t(problem?.code === 'ACTIVATION_ALREADY_ACTIVATED' ? 'activation.alreadyActivated.title' : 'activation.linkProblem.title')}</Heading>
        <Content>{problem ? intl.formatMessage({ id: problem.messageId }, problem.values) : null}</Content>
      </InlineAlert>
      {next}
    </Flex>
  );
}

function Expired({ vm }: { vm: SignUpViewModel }) {
  const intl = useIntl();
  const t = useTranslate();
  const problem = vm.linkProblem;
  return (
    <Flex direction="column" gap="size-200" alignItems="start">
      <FailureAlert title={t('activation.resend.failed')} failure={vm.failure} />
      <InlineAlert variant="notice" autoFocus>
        <Heading>{t('activation.expired.title')}</Heading>
        <Content>{problem ? intl.formatMessage({ id: problem.messageId }, problem.values) : null}</Content>
      </InlineAlert>
      {vm.canResend || vm.isBusy ? (
        <Button variant="accent" onPress={vm.resend} isPending={vm.isBusy}>
          {t('activation.resend.submit')}
        </Button>
      ) : null}
    </Flex>
  );
}

function StepBody({ vm }: { vm: SignUpViewModel }) {
  const t = useTranslate();
  switch (vm.step) {
    case 'opening':
      return <ProgressCircle isIndeterminate aria-label={t('activation.opening')} />;
    case 'openFailed':
      return <LoadFailedAlert titleId="activation.openFailed" onRetry={vm.retry} />;
    case 'linkProblem':
      return <LinkProblem vm={vm} />;
    case 'expired':
      return <Expired vm={vm} />;
    case 'resent':
      return (
        <InlineAlert variant="positive" autoFocus>
          <Heading>{t('activation.resent.title')}</Heading>
          <Content>{t('activation.resent.message')}</Content>
        </InlineAlert>
      );
    case 'verifying':
      return <CodeForm vm={vm} />;
    case 'choosing':
      return <PasswordForm vm={vm} />;
    case 'done':
      return (
        <Flex direction="column" gap="size-200" alignItems="start">
          <InlineAlert variant="positive" autoFocus>
            <Heading>{t('activation.done.heading')}</Heading>
            <Content>{t('activation.done.message')}</Content>
          </InlineAlert>
          <AppLink to={vm.signInPath}>{t('activation.signIn')}</AppLink>
        </Flex>
      );
  }
}

/** Route `sign-up` (/sign-up?activation=…), opened from the invitation e-mail. Knows no machine. */
export function SignUpView(vm: SignUpViewModel) {
  const t = useTranslate();
  return (
    <PageFrame brand={vm.brand} insideLayout={vm.insideLayout}>
      <View backgroundColor="gray-50" borderRadius="medium" borderWidth="thin" borderColor="light" padding={{ base: 'size-300', M: 'size-500' }}>
        <Heading level={1} marginTop={0}>
          {t('activation.heading')}
        </Heading>
        {vm.link && vm.step !== 'done' && (
          <View marginBottom="size-200">
            <Text>{t('activation.invitedAs', { firstName: vm.link.firstName, buyerName: vm.link.buyerName, email: vm.link.email })}</Text>
          </View>
        )}
        <StepBody vm={vm} />
      </View>
    </PageFrame>
  );
}
