import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Button, Content, Flex, Heading, InlineAlert, ProgressCircle, Text, View } from '@adobe/react-spectrum';
import { AppLink } from '../common/AppLink';
import type { PaymentHistoryViewModel } from './usePaymentHistoryViewModel';

const PaymentTable = lazy(() => import('./PaymentTable'));

/** Route `payments`: every payment with its status (spec 4) and the invoices it paid; a row opens it. */
export function PaymentHistoryView({ rows, loadingState, failed, retry, loadMore, totalCount, makePaymentPath }: PaymentHistoryViewModel) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const title = t('page.payments');
  return (
    <View>
      <Flex justifyContent="space-between" alignItems="center" wrap gap="size-200">
        <Heading level={1} marginTop={0}>
          {title}
        </Heading>
        {makePaymentPath && <AppLink to={makePaymentPath}>{t('overview.gettingStarted.makePayment')}</AppLink>}
      </Flex>
      {failed ? (
        <InlineAlert variant="negative">
          <Heading>{t('overview.tabs.failed')}</Heading>
          <Content>
            <Button variant="secondary" onPress={retry}>
              {t('common.tryAgain')}
            </Button>
          </Content>
        </InlineAlert>
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
