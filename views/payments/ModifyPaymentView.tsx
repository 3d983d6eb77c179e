import { Button, Content, Flex, Heading, InlineAlert, ProgressCircle, View } from '@adobe/react-spectrum';
import { AppLink } from '../common/AppLink';
import { LoadFailedAlert } from '../common/LoadFailedAlert';
import { useFormatDate, useFormatMoney } from '../common/format';
import { ModificationLines } from './ModificationLines';
import { ModifyAmountsStep } from './ModifyAmountsStep';
import { PaymentStatus } from '../common/paymentTable/PaymentStatus';
import type { ModifyPaymentViewModel } from './useModifyPaymentViewModel';
import './payments.css';
import { useTranslate } from '../common/translate';

/** Route `modify-payment`: apply what a received payment has left to invoices (spec 5), reflected within 24 hours (spec 9). */
export function ModifyPaymentView(vm: ModifyPaymentViewModel) {
  const formatMoney = useFormatMoney();
  const formatDate = useFormatDate();
  const t = useTranslate();
  const { payment } = vm;

  let body;
  switch (vm.step) {
    case 'loading':
    case 'leaving':
      body = <ProgressCircle isIndeterminate aria-label={t('common.loading')} />;
      break;
    case 'loadFailed':
      body = <LoadFailedAlert titleId="payments.detail.failed" onRetry={vm.retry} />;
      break;
    case 'select':
      body = <ModifyAmountsStep vm={vm} />;
      break;
    case 'review':
      body = (
        <Flex direction="column" gap="size-200">
          <Heading level={2} marginBottom={0}>
            {t('payments.modify.reviewTitle')}
          </Heading>
          <ModificationLines label={t('payments.modify.reviewTableLabel')} lines={vm.lines} />
          {vm.total && vm.leftAfter && (
            <dl className="payment-figures">
              <div>
                <dt>{t('payments.make.review.total')}</dt>
                <dd>{formatMoney(vm.total)}</dd>
              </div>
              <div>
                <dt>{t('payments.modify.leftAfter')}</dt>
                <dd>{formatMoney(vm.leftAfter)}</dd>
              </div>
            </dl>
          )}
          <p>{t('payments.modify.within24Hours')}</p>
          <Flex gap="size-100" wrap>
            <Button variant="secondary" onPress={vm.back} isDisabled={!vm.can.back}>
              {t('payments.make.back')}
            </Button>
            <Button variant="accent" onPress={vm.submit} isDisabled={!vm.can.submit} isPending={vm.isSubmitting}>
              {t('payments.modify.apply', { total: vm.total ? formatMoney(vm.total) : '' })}
            </Button>
          </Flex>
        </Flex>
      );
      break;
    case 'failed':
      body = (
        <InlineAlert variant="negative">
          <Heading>{t('payments.modify.failedTitle')}</Heading>
          <Content>
            <p>{t('payments.error.modifyFailed')}</p>
            <Button variant="secondary" onPress={vm.retry} isDisabled={!vm.can.retry}>
              {t('common.tryAgain')}
            </Button>
          </Content>
        </InlineAlert>
      );
      break;
    case 'refused':
      body = (
        <InlineAlert variant="negative">
          <Heading>{t('payments.modify.refusedTitle')}</Heading>
          <Content>
            <p>{t('payments.modify.refused')}</p>
            <Button variant="secondary" onPress={vm.reload} isDisabled={!vm.can.reload}>
              {t('payments.modify.startAgain')}
            </Button>
          </Content>
        </InlineAlert>
      );
      break;
    case 'done':
      body = (
        <Flex direction="column" gap="size-200">
          <InlineAlert variant="positive">
            <Heading>{t('payments.modify.doneTitle')}</Heading>
            <Content>{t('payments.modify.within24Hours')}</Content>
          </InlineAlert>
          <ModificationLines label={t('payments.modify.doneTableLabel')} lines={vm.lines} />
          {vm.total && vm.leftAfter && (
            <dl className="payment-figures">
              <div>
                <dt>{t('payments.modify.applied')}</dt>
                <dd>{formatMoney(vm.total)}</dd>
              </div>
              <div>
                <dt>{t('payments.detail.unapplied')}</dt>
                <dd>{formatMoney(vm.leftAfter)}</dd>
              </div>
            </dl>
          )}
          <Flex gap="size-300" wrap>
            <AppLink to={vm.paymentPath}>{t('payments.make.success.viewPayment')}</AppLink>
            <AppLink to={vm.paymentsPath}>{t('payments.detail.allPayments')}</AppLink>
          </Flex>
        </Flex>
      );
      break;
  }

  const showSummary = payment !== null && vm.step !== 'loading' && vm.step !== 'leaving' && vm.step !== 'done';
  return (
    <View>
      <Heading level={1} marginTop={0}>
        {t('page.modify-payment')}
      </Heading>
      {showSummary && (
        <dl className="payment-figures" aria-label={t('payments.modify.paymentLabel')}>
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
            <dt>{t('payments.detail.receivedDate')}</dt>
            <dd>{formatDate(payment.receivedDate)}</dd>
          </div>
          <div>
            <dt>{t('payments.modify.left')}</dt>
            <dd>{formatMoney(payment.remaining)}</dd>
          </div>
        </dl>
      )}
      <View marginTop="size-200">{body}</View>
      {vm.step !== 'done' && (
        <View marginTop="size-300">
          <AppLink to={vm.paymentPath}>{t('payments.modify.backToPayment')}</AppLink>
        </View>
      )}
    </View>
  );
}
