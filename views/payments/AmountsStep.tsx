import { useIntl } from 'react-intl';
import { Button, Flex, Text, View } from '@adobe/react-spectrum';
import { allocationsFromForm, amountFieldName, amountsFormValues, amountsSchema } from '../../machines/app/makePayment/amountsSchema';
import type { AmountsFormValues } from '../../machines/app/makePayment/amountsSchema';
import { schemaValidation, useAppForm } from '../forms/formKit';
import { useFormatDate, useFormatMoney } from '../common/format';
import { AmountField } from './AmountField';
import type { MakePaymentViewModel } from './useMakePaymentViewModel';

/** Step 2: the amount to pay on each selected invoice (partial payments allowed). */
export function AmountsStep({ vm }: { vm: MakePaymentViewModel }) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const formatDate = useFormatDate();
  const schema = amountsSchema(vm.invoices);
  const form = useAppForm({
    defaultValues: amountsFormValues(vm.invoices, vm.allocations),
    ...schemaValidation<AmountsFormValues>(schema),
    onSubmit: ({ value }) => vm.submitAmounts(allocationsFromForm(vm.invoices, value)),
  });
  return (
    <form.AppForm>
      <form.FormElement aria-label={intl.formatMessage({ id: 'payments.make.amounts.formLabel' })} maxWidth="100%">
        <Flex direction="column">
        <Text>{intl.formatMessage({ id: 'payments.make.amounts.help' })}</Text>
        {vm.invoices.map((invoice, index) => (
          <View key={invoice.id} borderBottomWidth="thin" borderColor="light" paddingY="size-150">
            <Flex direction="column" gap="size-50">
              <Text>
                {intl.formatMessage(
                  { id: 'payments.make.amounts.owed' },
                  { invoiceNumber: invoice.invoiceNumber, remaining: formatMoney(invoice.remainingDue), dueDate: formatDate(invoice.dueDate) },
                )}
              </Text>
              <form.AppField name={amountFieldName(index)}>
                {() => (
                  <AmountField
                    label={intl.formatMessage({ id: 'payments.make.amounts.label' }, { invoiceNumber: invoice.invoiceNumber })}
                    currency={invoice.remainingDue.currency}
                  />
                )}
              </form.AppField>
            </Flex>
          </View>
        ))}
        <Flex gap="size-100" marginTop="size-200" wrap>
          <Button variant="secondary" onPress={vm.back} isDisabled={!vm.can.back} marginTop="size-100">
            {intl.formatMessage({ id: 'payments.make.back' })}
          </Button>
          <form.SubmitButton>{intl.formatMessage({ id: 'payments.make.continue' })}</form.SubmitButton>
        </Flex>
        </Flex>
      </form.FormElement>
    </form.AppForm>
  );
}
