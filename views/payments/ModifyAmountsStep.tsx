import { useState } from 'react';
import { Content, Flex, Heading, InlineAlert, SearchField, Text, View } from '@adobe/react-spectrum';
import { amountFieldName } from '../../machines/app/makePayment/amountsSchema';
import { modifyAllocationsFromForm, modifyAmountsFormValues, modifyAmountsSchema } from '../../machines/app/makePayment/modifyAmountsSchema';
import type { ModifyAmountsFormValues } from '../../machines/app/makePayment/modifyAmountsSchema';
import { schemaValidation, useAppForm } from '../forms/formKit';
import { useFormatDate, useFormatMoney } from '../common/format';
import { AmountField } from './AmountField';
import type { ModifyPaymentViewModel } from './useModifyPaymentViewModel';
import { useTranslate } from '../common/translate';

/**
 * Step 1: how much of what the payment has left goes to which invoice (empty = not this one). The
 * search only narrows the list shown; amounts typed into hidden rows are kept.
 */
export function ModifyAmountsStep({ vm }: { vm: ModifyPaymentViewModel }) {
  const formatMoney = useFormatMoney();
  const formatDate = useFormatDate();
  const t = useTranslate();
  // Presentational: a text filter over the rows shown in this step (the modifyPayment machine holds the amounts).
  const [search, setSearch] = useState('');
  const payment = vm.payment;
  const form = useAppForm({
    defaultValues: modifyAmountsFormValues(vm.candidates, vm.allocations),
    ...schemaValidation<ModifyAmountsFormValues>(modifyAmountsSchema(vm.candidates, payment?.remaining ?? { amountMinor: 0, currency: 'USD' })),
    onSubmit: ({ value }) => vm.submitAmounts(modifyAllocationsFromForm(vm.candidates, value)),
  });
  if (!payment) return null;
  if (vm.candidates.length === 0) {
    return <Text>{t('payments.modify.noCandidates')}</Text>;
  }
  const needle = search.trim().toLowerCase();
  const shown = vm.candidates.map((invoice, index) => ({ invoice, index })).filter(({ invoice }) => invoice.invoiceNumber.toLowerCase().includes(needle));
  return (
    <form.AppForm>
      <form.FormElement aria-label={t('payments.modify.formLabel')} maxWidth="100%">
        <Flex direction="column" gap="size-150">
          <Heading level={2} marginBottom={0}>
            {t('payments.modify.selectTitle')}
          </Heading>
          <Text>{t('payments.modify.help', { left: formatMoney(payment.remaining) })}</Text>
          <SearchField label={t('payments.modify.search')} value={search} onChange={setSearch} width="size-3600" />
          <Text>{t('payments.modify.shown', { shown: shown.length, total: vm.candidates.length })}</Text>
          {shown.map(({ invoice, index }) => (
            <View key={invoice.id} borderBottomWidth="thin" borderColor="light" paddingY="size-100">
              <Flex direction="column" gap="size-50">
                <Text>
                  {t('payments.modify.owes', {
                    invoiceNumber: invoice.invoiceNumber,
                    status: t(`invoices.status.${invoice.status}`),
                    remaining: formatMoney(invoice.remaining),
                    dueDate: formatDate(invoice.dueDate),
                  })}
                </Text>
                <form.AppField name={amountFieldName(index)}>
                  {() => <AmountField label={t('payments.modify.amountLabel', { invoiceNumber: invoice.invoiceNumber })} currency={invoice.remaining.currency} />}
                </form.AppField>
              </Flex>
            </View>
          ))}
          {vm.problems.length > 0 && (
            <InlineAlert variant="negative">
              <Heading>{t('payments.modify.problemsTitle')}</Heading>
              <Content>
                <ul>
                  {vm.problems.map((problem) => (
                    <li key={problem}>{t(`payments.modify.problem.${problem}`, { left: formatMoney(payment.remaining) })}</li>
                  ))}
                </ul>
              </Content>
            </InlineAlert>
          )}
          <Flex gap="size-100" marginTop="size-100" wrap>
            <form.SubmitButton>{t('payments.modify.review')}</form.SubmitButton>
          </Flex>
        </Flex>
      </form.FormElement>
    </form.AppForm>
  );
}
