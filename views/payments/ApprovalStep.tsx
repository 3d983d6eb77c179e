import { Button, Content, Flex, Heading, InlineAlert, ProgressCircle, Text } from '@adobe/react-spectrum';
import { MALFORMED_APPROVAL_CODE } from '../../machines/app/makePayment/paymentFailures';
import { useFormatMoney } from '../common/format';
import { securityCodeSchema, type SecurityCodeValues } from '../common/securityCodeSchema';
import { useTranslate } from '../common/translate';
import { schemaValidation, useAppForm } from '../forms/formKit';
import type { MakePaymentViewModel } from './useMakePaymentViewModel';

const approvalCodeSchema = securityCodeSchema(MALFORMED_APPROVAL_CODE.messageId);

/**
 * Step 5 where the program asks for it (spec 6 OrderApproval): the security code sent to the
 * user's e-mail or phone approves this payment. The code is the kit's field, checked with the
 * six-digit rule on submit (the machine's guard checks it again); a valid one is ONE event
 * (`payment.codeEntered`). A wrong code keeps everything entered and says why.
 */
export function ApprovalStep({ vm }: { vm: MakePaymentViewModel }) {
  const t = useTranslate();
  const formatMoney = useFormatMoney();
  const form = useAppForm({
    defaultValues: { code: '' } as SecurityCodeValues,
    ...schemaValidation<SecurityCodeValues>(approvalCodeSchema),
    onSubmit: ({ value }) => vm.enterCode(value.code),
  });
  const { challenge, failure } = vm;

  if (vm.approvalState === 'sending' && !challenge) {
    return <ProgressCircle isIndeterminate aria-label={t('payments.make.approval.sending')} />;
  }
  const error = failure && (
    <InlineAlert variant="negative">
      <Heading>{t('payments.make.approval.problem')}</Heading>
      <Content>{t(failure.messageId, failure.values)}</Content>
    </InlineAlert>
  );
  if (vm.approvalState === 'failed' || !challenge) {
    return (
      <Flex direction="column" gap="size-200">
        {error}
        <Flex gap="size-100" wrap>
          <Button variant="secondary" onPress={vm.back} isDisabled={!vm.can.back}>
            {t('payments.make.back')}
          </Button>
          <Button variant="accent" onPress={vm.retry} isDisabled={!vm.can.retry}>
            {t('payments.make.approval.sendAgain')}
          </Button>
        </Flex>
      </Flex>
    );
  }
  const busy = vm.isPaying || vm.approvalState === 'sending';
  return (
    <Flex direction="column" gap="size-200">
      <Text>{t(`payments.make.approval.sent.${challenge.method}`, { to: challenge.sentTo })}</Text>
      {vm.preview && <Text>{t('payments.make.approval.amount', { total: formatMoney(vm.preview.total) })}</Text>}
      {error}
      <form.AppForm>
        <form.FormElement aria-label={t('payments.make.approval.title')}>
          <form.AppField name="code">
            {(field) => <field.SecurityCodeField label={t('payments.make.approval.code')} description={t('payments.make.approval.codeHelp')} maxLength={6} width="size-3000" />}
          </form.AppField>
        </form.FormElement>
      </form.AppForm>
      <Flex gap="size-100" wrap>
        <Button variant="secondary" onPress={vm.back} isDisabled={!vm.can.back || busy}>
          {t('payments.make.back')}
        </Button>
        <Button variant="secondary" onPress={vm.resendCode} isDisabled={!vm.can.resend} isPending={vm.approvalState === 'sending'}>
          {t('payments.make.approval.resend')}
        </Button>
        <Button variant="accent" onPress={() => void form.handleSubmit()} isDisabled={!vm.can.enterCode} isPending={vm.isPaying}>
          {t('payments.make.approval.approveAndPay')}
        </Button>
      </Flex>
    </Flex>
  );
}
