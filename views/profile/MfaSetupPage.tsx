import type { FunctionComponent } from 'react';
import { useIntl } from 'react-intl';
import { z } from 'zod';
import { useTranslate } from '../common/translate';
import { Button, ButtonGroup, Content, Flex, Heading, InlineAlert, Text } from '@adobe/react-spectrum';
import { PHONE_MESSAGES } from '../../machines/app/mfa/mfaSetupMachine';
import type { MfaMachines } from '../../machines/app/mfa/mfaTypes';
import type { MfaMethod } from '../../machines/rules/mfaSignIn';
import { mobilePhoneProblem } from '../../machines/rules/phoneNumber';
import { pathFor } from '../../src/app/routes';
import { AppLink } from '../common/AppLink';
import { securityCodeSchema, type SecurityCodeValues } from '../common/securityCodeSchema';
import { schemaValidation, useAppForm } from '../forms/formKit';
import { useMfaSetupViewModel, type MfaSetupViewModel } from './useMfaSetupViewModel';

/** The number for SMS codes: the machine's phone rule (valid, a mobile), in the machine's words. */
const phoneSchema = z.object({
  phone: z.string().superRefine((phone, ctx) => {
    const problem = mobilePhoneProblem(phone);
    if (problem) ctx.addIssue({ code: 'custom', message: PHONE_MESSAGES[problem], params: { messageId: PHONE_MESSAGES[problem] } });
  }),
});
type PhoneValues = z.infer<typeof phoneSchema>;
const setupCodeSchema = securityCodeSchema('mfa.code.format');

/**
 * The page's two forms. They live as long as the page, not the step: the number typed is still
 * there after "Change number", and the code after another code was asked for.
 */
function useSetupForms(vm: MfaSetupViewModel) {
  const target = useAppForm({
    defaultValues: { phone: '' } as PhoneValues,
    ...schemaValidation<PhoneValues>(vm.method === 'sms' ? phoneSchema : z.object({})),
    onSubmit: ({ value }) => vm.send(vm.method === 'sms' ? value.phone : null),
  });
  const code = useAppForm({
    defaultValues: { code: '' } as SecurityCodeValues,
    ...schemaValidation<SecurityCodeValues>(setupCodeSchema),
    onSubmit: ({ value }) => vm.confirm(value.code),
  });
  return { target, code };
}
type SetupForms = ReturnType<typeof useSetupForms>;

/** Step 1: the mobile number (SMS) or the sign-in address (e-mail, nothing to type); a valid one is ONE event. */
function TargetForm({ vm, form }: { vm: MfaSetupViewModel; form: SetupForms['target'] }) {
  const t = useTranslate();
  return (
    <form.AppForm>
      <form.FormElement aria-label={t('mfa.setup.form')}>
        <Text>{t(vm.method === 'sms' ? 'mfa.setup.introSms' : 'mfa.setup.introEmail')}</Text>
        {vm.method === 'sms' ? (
          <form.AppField name="phone">
            {(field) => <field.TextField label={t('mfa.setup.phone')} description={t('mfa.setup.phoneDescription')} type="tel" autoComplete="tel" isRequired necessityIndicator="label" />}
          </form.AppField>
        ) : (
          <Text>{' '}</Text>
        )}
        <ButtonGroup marginTop="size-100">
          <form.SubmitButton isPending={vm.isSending}>{t('mfa.setup.send')}</form.SubmitButton>
        </ButtonGroup>
      </form.FormElement>
    </form.AppForm>
  );
}

/** Step 2: the Setup code; a well-formed one is ONE event (the machine's guard checks it again). */
function CodeForm({ vm, form }: { vm: MfaSetupViewModel; form: SetupForms['code'] }) {
  const t = useTranslate();
  return (
    <form.AppForm>
      <form.FormElement aria-label={t('mfa.setup.form')}>
        <Text>{t(vm.resent ? 'mfa.code.resent' : 'mfa.setup.sent', { sentTo: vm.sentTo ?? '' })}</Text>
        <form.AppField name="code">
          {(field) => <field.SecurityCodeField label={t('mfa.code.label')} description={t('mfa.code.description')} autoFocus necessityIndicator="label" />}
        </form.AppField>
        <ButtonGroup marginTop="size-100">
          <form.SubmitButton isPending={vm.isConfirming}>{t('mfa.setup.confirm')}</form.SubmitButton>
          <Button variant="secondary" onPress={vm.resend} isDisabled={!vm.canResend}>{t('mfa.code.resend')}</Button>
          {vm.method === 'sms' ? <Button variant="secondary" onPress={vm.changeTarget}>{t('mfa.setup.changeNumber')}</Button> : null}
        </ButtonGroup>
      </form.FormElement>
    </form.AppForm>
  );
}

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
    const forms = useSetupForms(vm);
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
        {vm.step === 'editing' && <TargetForm vm={vm} form={forms.target} />}
        {vm.step === 'codeSent' && <CodeForm vm={vm} form={forms.code} />}
        {vm.step === 'codeSent' && !vm.canResend && <Text>{t('mfa.code.resendWait')}</Text>}
        <AppLink to={pathFor('profile-security')}>{t('mfa.setup.back')}</AppLink>
      </Flex>
    );
  };
}
