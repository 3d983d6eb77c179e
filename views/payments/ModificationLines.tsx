import type { ModificationLine } from '../../machines/app/makePayment/modifyPaymentTypes';
import { useFormatMoney } from '../common/format';
import { useTranslate } from '../common/translate';

/** What a modification does (review) or did (result) to each invoice: owes now, applied, owes after, status after. */
export function ModificationLines({ label, lines }: { label: string; lines: readonly ModificationLine[] }) {
  const formatMoney = useFormatMoney();
  const t = useTranslate();
  return (
    <table className="payment-lines" aria-label={label}>
      <thead>
        <tr>
          <th scope="col">{t('payments.make.review.invoice')}</th>
          <th scope="col">{t('payments.make.review.remainingNow')}</th>
          <th scope="col">{t('payments.modify.applying')}</th>
          <th scope="col">{t('payments.make.review.remainingAfter')}</th>
          <th scope="col">{t('payments.modify.statusAfter')}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.invoiceId}>
            <th scope="row">{line.invoiceNumber}</th>
            <td>{formatMoney(line.remainingBefore)}</td>
            <td>{formatMoney(line.amount)}</td>
            <td>{formatMoney(line.remainingAfter)}</td>
            <td>{t(`invoices.status.${line.statusAfter}`)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
