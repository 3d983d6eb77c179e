import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Button, Flex, Heading, ProgressCircle, Text, View } from '@adobe/react-spectrum';
import { AppLink } from '../common/AppLink';
import type { PaymentHistoryViewModel } from './usePaymentHistoryViewModel';
import { LoadFailedAlert } from '../common/LoadFailedAlert';

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
