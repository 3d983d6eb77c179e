import { Button, Heading, InlineAlert, Item, ProgressCircle, Text, View } from '@adobe/react-spectrum';
import { CURRENCIES } from '../../src/domain/constants';
import type { Disbursement } from '../../machines/app/disbursements/disbursementTypes';
import { useFormatDate, useFormatMoney } from '../common/format';
import { LoadFailedAlert } from '../common/LoadFailedAlert';
import { PeriodFields, PeriodFilter } from '../common/PeriodFilter';
import { useTranslate } from '../common/translate';
import { schemaValidation, useAppForm } from '../forms/formKit';
import { ALL_CURRENCIES, EMPTY_FILTER_VALUES, filterOf, filterSchema, type FilterValues } from './filterForm';
import type { DisbursementsViewModel } from './useDisbursementsViewModel';
import './disbursements.css';

const CURRENCY_ITEMS = [{ key: ALL_CURRENCIES }, ...CURRENCIES.map((code) => ({ key: code }))];

function PaymentDetailsTable({ payout }: { payout: Disbursement }) {
  const t = useTranslate();
  const formatMoney = useFormatMoney();
  const formatDate = useFormatDate();
  return (
    <details className="disbursements-details">
      <summary>{t('disbursements.details.summary', { count: payout.payments.length, date: formatDate(payout.payoutDate) })}</summary>
      <table className="disbursements-table">
        <caption>{t('disbursements.details.caption', { date: formatDate(payout.payoutDate) })}</caption>
        <thead>
          <tr>
            <th scope="col" className="disbursements-text">{t('disbursements.details.businessName')}</th>
            <th scope="col" className="disbursements-text">{t('disbursements.details.buyerId')}</th>
            <th scope="col" className="disbursements-text">{t('disbursements.details.buyerTerms')}</th>
            <th scope="col">{t('disbursements.details.feePercent')}</th>
            <th scope="col">{t('disbursements.column.amountPaid')}</th>
            <th scope="col">{t('disbursements.column.feeWithheld')}</th>
            <th scope="col">{t('disbursements.column.tax')}</th>
            <th scope="col">{t('disbursements.details.orders')}</th>
            <th scope="col" className="disbursements-text">{t('disbursements.details.transactionDate')}</th>
            <th scope="col" className="disbursements-text">{t('disbursements.column.payoutDate')}</th>
          </tr>
        </thead>
        <tbody>
          {payout.payments.map((p) => (
            <tr key={p.paymentId}>
              <th scope="row" className="disbursements-text">{p.businessName}</th>
              <td className="disbursements-text disbursements-id">{p.buyerId}</td>
              <td className="disbursements-text">{p.buyerTerms}</td>
              <td>{t('disbursements.details.percent', { value: p.feePercent })}</td>
              <td>{formatMoney(p.amountPaid)}</td>
              <td>{formatMoney(p.feeWithheld)}</td>
              <td>{formatMoney(p.taxAmount)}</td>
              <td>{p.orders}</td>
              <td className="disbursements-text">{formatDate(p.transactionDate)}</td>
              <td className="disbursements-text">{formatDate(p.payoutDate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

/**
 * Payments -> Disbursements: the filter, the payouts with their payment details, Export CSV. Renders
 * the view model only; the filter is a form on the kit (its schema is the machine's filter rule), a
 * valid Apply is ONE event, Clear empties it.
 */
export function DisbursementsView(vm: DisbursementsViewModel) {
  const t = useTranslate();
  const formatMoney = useFormatMoney();
  const formatDate = useFormatDate();
  const form = useAppForm({
    defaultValues: EMPTY_FILTER_VALUES,
    ...schemaValidation<FilterValues>(filterSchema),
    onSubmit: ({ value }) => vm.apply(filterOf(value)),
  });
  const busy = !vm.canFilter;
  return (
    <View>
      <Heading level={1} marginTop={0}>
        {t('page.disbursements')}
      </Heading>
      <Text>{t('disbursements.intro')}</Text>
      <PeriodFilter form={form} label={t('disbursements.filter.label')}>
        <PeriodFields form={form} fields={{ from: 'from', to: 'to' }} fromLabel={t('disbursements.filter.from')} toLabel={t('disbursements.filter.to')} />
        <form.AppField name="currency">
          {(field) => (
            <field.Picker label={t('disbursements.filter.currency')} items={CURRENCY_ITEMS}>
              {(item) => <Item key={item.key}>{item.key === ALL_CURRENCIES ? t('disbursements.filter.allCurrencies') : item.key}</Item>}
            </field.Picker>
          )}
        </form.AppField>
        <Button type="submit" variant="accent" isDisabled={busy || vm.exporting}>
          {t('disbursements.filter.apply')}
        </Button>
        <Button
          variant="secondary"
          onPress={() => {
            form.reset();
            vm.clear();
          }}
          isDisabled={busy || vm.exporting}
        >
          {t('disbursements.filter.clear')}
        </Button>
        <Button variant="primary" onPress={vm.exportCsv} isDisabled={!vm.exportCsv}>
          {t('disbursements.exportCsv')}
        </Button>
      </PeriodFilter>
      <div aria-live="polite">
        {vm.exporting && <Text>{t('disbursements.exporting')}</Text>}
        {vm.exportOutcome === 'saved' && <Text>{t('disbursements.exportSaved')}</Text>}
      </div>
      {vm.exportOutcome === 'failed' && (
        <InlineAlert variant="negative">
          <Heading>{t('disbursements.exportFailed')}</Heading>
        </InlineAlert>
      )}
      {vm.loadFailed ? (
        <LoadFailedAlert titleId="disbursements.loadFailed" onRetry={vm.retry} />
      ) : vm.loading ? (
        <ProgressCircle aria-label={t('disbursements.loading')} isIndeterminate />
      ) : vm.items.length === 0 ? (
        <Text>{t('disbursements.empty')}</Text>
      ) : (
        <div className="disbursements-scroll">
          <table className="disbursements-table" data-testid="disbursements-table">
            <caption>{t('disbursements.caption', { shown: vm.items.length, total: vm.totalCount })}</caption>
            <thead>
              <tr>
                <th scope="col" className="disbursements-text">{t('disbursements.column.payoutDate')}</th>
                <th scope="col" className="disbursements-text">{t('disbursements.column.seller')}</th>
                <th scope="col" className="disbursements-text">{t('disbursements.column.currency')}</th>
                <th scope="col">{t('disbursements.column.amountPaid')}</th>
                <th scope="col">{t('disbursements.column.feeWithheld')}</th>
                <th scope="col">{t('disbursements.column.tax')}</th>
                <th scope="col">{t('disbursements.column.total')}</th>
                <th scope="col">{t('disbursements.column.orders')}</th>
                <th scope="col" className="disbursements-text">{t('disbursements.column.details')}</th>
              </tr>
            </thead>
            <tbody>
              {vm.items.map((payout) => (
                <tr key={payout.id}>
                  <th scope="row" className="disbursements-text">{formatDate(payout.payoutDate)}</th>
                  <td className="disbursements-text">{payout.sellerName}</td>
                  <td className="disbursements-text">{payout.currency}</td>
                  <td>{formatMoney(payout.amountPaid)}</td>
                  <td>{formatMoney(payout.feeWithheld)}</td>
                  <td>{formatMoney(payout.taxAmount)}</td>
                  <td>{formatMoney(payout.totalAmount)}</td>
                  <td>{payout.totalOrders}</td>
                  <td className="disbursements-text">
                    <PaymentDetailsTable payout={payout} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </View>
  );
}
