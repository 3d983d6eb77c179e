import { useId } from 'react';
import type { ReactNode } from 'react';
import { Flex, Heading, IllustratedMessage, ProgressCircle, View } from '@adobe/react-spectrum';
import { AppLink } from '../common/AppLink';
import { useFormatDate, useFormatMoney } from '../common/format';
import { BankTransferDetails } from './BankTransferDetails';
import { PaymentStatus } from '../common/paymentTable/PaymentStatus';
import type { PaymentDetailViewModel } from './usePaymentDetailViewModel';
import './payments.css';
import { LoadFailedAlert } from '../common/LoadFailedAlert';
import { useTranslate } from '../common/translate';

/** Route `payment`: one payment's details; its status changes in place when the server pushes it. */
export function PaymentDetailView({ state, payment, retry, paymentsPath, modifyPath }: PaymentDetailViewModel) {
  const formatMoney = useFormatMoney();
  const formatDate = useFormatDate();
  const t = useTranslate();
  const invoicesHeadingId = useId();

  let body;
  if (state === 'loading') body = <ProgressCircle isIndeterminate aria-label={t('common.loading')} />;
  else if (state === 'notFound') {
    body = (
      <IllustratedMessage>
        <Heading>{t('payments.detail.notFound')}</Heading>
      </IllustratedMessage>
    );
  } else if (state === 'failed' || !payment) {
    body = (
      <LoadFailedAlert titleId="payments.detail.failed" onRetry={retry} />
    );
  } else {
    const figures: [string, ReactNode][] = [
      ['payments.detail.id', payment.id],
      ['payments.column.amount', formatMoney(payment.amount)],
      ['payments.column.method', t(`payments.method.${payment.method}`)],
      ['payments.detail.receivedDate', formatDate(payment.receivedDate)],
      ['payments.detail.unapplied', formatMoney(payment.remaining)],
    ];
    if (payment.madeBy) figures.push(['payments.detail.madeBy', payment.madeBy]);
    if (payment.failureReason) figures.push(['payments.detail.failureReason', t(`payments.failureReason.${payment.failureReason}`)]);
    body = (
      <Flex direction="column" gap="size-300">
        <div role="status" aria-live="polite" className="payment-status-line">
          <span>{t('payments.column.status')}</span> <PaymentStatus status={payment.status} />
        </div>
        {modifyPath && (
          <View>
            <AppLink to={modifyPath}>{t('payments.modify.entry')}</AppLink>
          </View>
        )}
        <dl className="payment-figures">
          {figures.map(([labelId, value]) => (
            <div key={labelId}>
              <dt>{t(labelId)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <section aria-labelledby={invoicesHeadingId}>
          <Heading level={2} id={invoicesHeadingId}>
            {t('payments.column.invoices')}
          </Heading>
          {payment.invoices.length === 0 ? (
            <p>{t('payments.detail.noInvoices')}</p>
          ) : (
            <table className="payment-lines">
              <thead>
                <tr>
                  <th scope="col">{t('payments.make.review.invoice')}</th>
                  <th scope="col">{t('payments.column.amount')}</th>
                </tr>
              </thead>
              <tbody>
                {payment.invoices.map((line) => (
                  <tr key={line.invoiceId}>
                    <th scope="row">{line.invoiceNumber}</th>
                    <td>{formatMoney(line.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
        {payment.bankTransferInstructions && <BankTransferDetails instructions={payment.bankTransferInstructions} headingLevel={2} />}
      </Flex>
    );
  }

  return (
    <View>
      <Heading level={1} marginTop={0}>
        {t('page.payment')}
      </Heading>
      {body}
      <View marginTop="size-300">
        <AppLink to={paymentsPath}>{t('payments.detail.allPayments')}</AppLink>
      </View>
    </View>
  );
}
