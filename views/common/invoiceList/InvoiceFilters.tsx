import { memo } from 'react';
import { Button, DateRangePicker, Flex, Item, NumberField, Picker, SearchField, TextField } from '@adobe/react-spectrum';
import { INVOICE_TYPES } from '../../../machines/app/makePayment/paymentTypes';
import { CHARGE_STATUSES } from '../../../src/domain/money';
import type { InvoiceType } from '../../../machines/app/makePayment/paymentTypes';
import type { ChargeStatus } from '../../../src/domain/money';
import type { InvoiceFiltersViewModel } from './useInvoiceListViewModel';
import { useTranslate } from '../translate';

const ALL = 'all';
const orNull = (value: number) => (Number.isFinite(value) ? value : null);

/** Filters of the invoice list: status, type, due-date range, amount range, PO number, text. */
/** Memoized: the list view model's filters are stable, so selecting rows leaves the filters alone. */
export const InvoiceFilters = memo(function InvoiceFilters({ form, setField, errors, resetCount, apply, clear, currency }: InvoiceFiltersViewModel) {
  const t = useTranslate();
  const currencyFormat = { style: 'currency', currency } as const;
  return (
    <form
      aria-label={t('invoices.filter.label')}
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
    >
      <Flex direction="column" gap="size-200">
        <Flex wrap gap="size-200" alignItems="start">
          <SearchField
            label={t('invoices.filter.search')}
            value={form.search}
            onChange={(value) => setField('search', value)}
            width="size-3000"
          />
          <Picker
            label={t('invoices.filter.status')}
            selectedKey={form.status ?? ALL}
            onSelectionChange={(key) => setField('status', key === ALL ? null : (key as ChargeStatus))}
            width="size-2400"
          >
            {[<Item key={ALL}>{t('invoices.filter.allStatuses')}</Item>, ...CHARGE_STATUSES.map((status) => <Item key={status}>{t(`invoices.status.${status}`)}</Item>)]}
          </Picker>
          <Picker
            label={t('invoices.filter.type')}
            selectedKey={form.type ?? ALL}
            onSelectionChange={(key) => setField('type', key === ALL ? null : (key as InvoiceType))}
            width="size-2000"
          >
            {[<Item key={ALL}>{t('invoices.filter.allTypes')}</Item>, ...INVOICE_TYPES.map((type) => <Item key={type}>{t(`invoices.type.${type}`)}</Item>)]}
          </Picker>
          <DateRangePicker
            key={resetCount}
            label={t('invoices.filter.dueDate')}
            onChange={(range) => {
              setField('dueFrom', range?.start ? range.start.toString() : null);
              setField('dueTo', range?.end ? range.end.toString() : null);
            }}
            validationState={errors.dueRange !== null ? 'invalid' : undefined}
            errorMessage={errors.dueRange ? t(errors.dueRange) : undefined}
          />
          <NumberField
            label={t('invoices.filter.minAmount')}
            value={form.minTotal ?? Number.NaN}
            onChange={(value) => setField('minTotal', orNull(value))}
            formatOptions={currencyFormat}
            minValue={0}
            width="size-2000"
          />
          <NumberField
            label={t('invoices.filter.maxAmount')}
            value={form.maxTotal ?? Number.NaN}
            onChange={(value) => setField('maxTotal', orNull(value))}
            formatOptions={currencyFormat}
            minValue={0}
            width="size-2000"
            validationState={errors.amountRange !== null ? 'invalid' : undefined}
            errorMessage={errors.amountRange ? t(errors.amountRange) : undefined}
          />
          <TextField label={t('invoices.filter.poNumber')} value={form.poNumber} onChange={(value) => setField('poNumber', value)} width="size-2000" />
        </Flex>
        <Flex gap="size-100">
          <Button type="submit" variant="primary">
            {t('invoices.filter.apply')}
          </Button>
          <Button type="button" variant="secondary" onPress={clear}>
            {t('invoices.filter.clear')}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
});
