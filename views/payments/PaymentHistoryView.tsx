import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Button, Content, Flex, Heading, InlineAlert, ProgressCircle, Text, View } from '@adobe/react-spectrum';
import { AppLink } from '../common/AppLink';
import { useFormatDate, useFormatMoney } from '../common/format';
import type { PaymentHistoryViewModel } from './usePaymentHistoryViewModel';
import { LoadFailedAlert } from '../common/LoadFailedAlert';
import { useTranslate } from '../common/translate';

const PaymentTable = lazy(() => import('../common/paymentTable/PaymentTable'));

/** Route `payments`: every payment with its status (spec 4) and the invoices it paid; a row opens it. */
export function PaymentHistoryView({ rows, loadingState, failed, retry, loadMore, totalCount, makePaymentPath, modifiable, notice }: PaymentHistoryViewModel) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const formatDate = useFormatDate();
  const t = useTranslate();
  const title = t('page.payments');
  return (
    <View>
      <Flex justifyContent="space-between" alignItems="center" wrap gap="size-200">
        <Heading level={1} marginTop={0}>
          {title}
        </Heading>
        {makePaymentPath && <AppLink to={makePaymentPath}>{t('overview.gettingStarted.makePayment')}</AppLink>}
      </Flex>
      {notice && (
        <View marginBottom="size-200">
          <InlineAlert variant="notice" autoFocus>
            <Heading>{t('page.modify-payment')}</Heading>
            <Content>{t(`payments.modify.notice.${notice}`)}</Content>
          </InlineAlert>
        </View>
      )}
      {modifiable.length > 0 && (
        <section aria-labelledby="payments-modifiable-heading">
          <Heading level={2} id="payments-modifiable-heading">
            {t('payments.modify.historyTitle')}
          </Heading>
          <ul className="payments-modifiable">
            {modifiable.map(({ payment, path }) => (
              <li key={payment.id}>
                <AppLink to={path}>
                  {intl.formatMessage(
                    { id: 'payments.modify.historyLink' },
                    { amount: formatMoney(payment.amount), date: formatDate(payment.receivedDate), left: formatMoney(payment.remaining) },
                  )}
                </AppLink>
              </li>
            ))}
          </ul>
        </section>
      )}
      {failed ? (
        <LoadFailedAlert titleId="overview.tabs.failed" onRetry={retry} />
      ) : (
        <Suspense fallback={<ProgressCircle isIndeterminate aria-label={t('common.loading')} />}>
          <PaymentTable label={title} rows={rows} loadingState={loadingState} />
        </Suspense>
      )}
      <Flex marginTop="size-200" gap="size-200" alignItems="center" justifyContent="space-between" wrap>
        <Text>{totalCount === null ? t('common.loading') : intl.formatMessage({ id: 'payments.count' }, { shown: rows.length, total: totalCount })}</Text>
        {loadMore && (
          <Button variant="secondary" onPress={loadMore}>
            {t('invoices.loadMore')}
          </Button>
        )}
      </Flex>
    </View>
  );
}
