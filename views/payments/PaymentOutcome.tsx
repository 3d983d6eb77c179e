import { useIntl } from 'react-intl';
import { Button, Content, Flex, Heading, IllustratedMessage, InlineAlert, Text, View } from '@adobe/react-spectrum';
import { pathFor } from '../../src/app/routes';
import { AppLink } from '../common/AppLink';
import { useFormatMoney } from '../common/format';
import { BankTransferDetails } from './BankTransferDetails';
import { PaymentStatus } from '../common/paymentTable/PaymentStatus';
import type { MakePaymentViewModel } from './useMakePaymentViewModel';
import { useTranslate } from '../common/translate';

/** Success page: the payment id, its status (Pending), what it paid, and a link to the payment. */
export function PaymentSuccess({ vm }: { vm: MakePaymentViewModel }) {
  const formatMoney = useFormatMoney();
  const t = useTranslate();
  const result = vm.result;
  if (!result) return null;
  const { payment } = result;
  return (
    <Flex direction="column" gap="size-200">
      <InlineAlert variant="positive">
        <Heading>{t('payments.make.success.title')}</Heading>
        <Content>{t(`payments.make.success.message.${payment.method}`)}</Content>
      </InlineAlert>
      <dl className="payment-figures">
        <div>
          <dt>{t('payments.detail.id')}</dt>
          <dd>{payment.id}</dd>
        </div>
        <div>
          <dt>{t('payments.column.status')}</dt>
          <dd>
            <PaymentStatus status={payment.status} />
          </dd>
        </div>
        <div>
          <dt>{t('payments.column.amount')}</dt>
          <dd>{formatMoney(payment.amount)}</dd>
        </div>
        <div>
          <dt>{t('payments.column.method')}</dt>
          <dd>{t(`payments.method.${payment.method}`)}</dd>
        </div>
        <div>
          <dt>{t('payments.make.review.creditAvailable')}</dt>
          <dd>{t('payments.make.review.nowAfter', { now: formatMoney(result.preview.creditAvailableBefore), after: formatMoney(result.preview.creditAvailableAfter) })}</dd>
        </div>
      </dl>
      {payment.bankTransferInstructions && <BankTransferDetails instructions={payment.bankTransferInstructions} />}
      <Flex gap="size-300" wrap>
        {vm.paymentPath && <AppLink to={vm.paymentPath}>{t('payments.make.success.viewPayment')}</AppLink>}
        <AppLink to={pathFor('account-overview')}>{t('common.goToOverview')}</AppLink>
      </Flex>
    </Flex>
  );
}

/** Unsuccessful page: why, and Try again (the invoices, amounts and method entered are kept). */
export function PaymentUnsuccessful({ vm }: { vm: MakePaymentViewModel }) {
  const intl = useIntl();
  const t = useTranslate();
  const reason = vm.unsuccessfulReason ?? 'refused';
  const detail =
    reason === 'bankAccountBlocked'
      ? t('payments.make.unsuccessful.bankAccountBlocked')
      : reason === 'interrupted'
        ? t('payments.make.unsuccessful.interrupted')
        : intl.formatMessage({ id: vm.failure?.messageId ?? 'payments.error.refused' }, vm.failure?.values);
  return (
    <View>
      <IllustratedMessage>
        <Heading>{t('payments.make.unsuccessful.title')}</Heading>
        <Content>
          <Text>{detail}</Text>
        </Content>
      </IllustratedMessage>
      <Flex gap="size-100" justifyContent="center" marginTop="size-200" wrap>
        <Button variant="secondary" onPress={vm.edit} isDisabled={!vm.can.edit}>
          {t('payments.make.changeAmounts')}
        </Button>
        <Button variant="accent" onPress={vm.retry} isDisabled={!vm.can.retry}>
          {t('common.tryAgain')}
        </Button>
      </Flex>
    </View>
  );
}
