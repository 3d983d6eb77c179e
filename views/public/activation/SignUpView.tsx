import { useIntl } from 'react-intl';
import { Button, Content, Flex, Heading, InlineAlert, ProgressCircle, Text, View } from '@adobe/react-spectrum';
import { PASSWORD_RULES } from '../../../machines/rules/password';
import { AppLink } from '../../common/AppLink';
import { FailureAlert } from '../../common/FailureAlert';
import { LoadFailedAlert } from '../../common/LoadFailedAlert';
import { NewPasswordStep } from '../../common/NewPasswordStep';
import { StepHeading } from '../../common/StepHeading';
import { useTranslate } from '../../common/translate';
import { useAppForm } from '../../forms/formKit';
import { PageFrame } from '../PageFrame';
import type { SignUpViewModel } from './useSignUpViewModel';

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

const FIRST_PASSWORD_RULES = PASSWORD_RULES.filter((rule) => rule !== 'notRecentlyUsed');
const FIRST_PASSWORD_MESSAGES = {
  heading: 'activation.password.heading', failed: 'activation.password.failed', form: 'activation.password.form',
  password: 'activation.password.label', confirm: 'activation.password.confirm', submit: 'activation.password.submit',
};

function PasswordForm({ vm }: { vm: SignUpViewModel }) {
  return <NewPasswordStep idPrefix="activation-password" messages={FIRST_PASSWORD_MESSAGES} rules={FIRST_PASSWORD_RULES} failure={vm.failure} isBusy={vm.isBusy} onChoose={vm.choose} />;
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
