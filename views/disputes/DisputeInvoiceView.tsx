import { Content, Flex, Heading, InlineAlert, Item, ProgressCircle, Text, View } from '@adobe/react-spectrum';
import type { DisputeRuleFacts } from '../../machines/app/disputes/disputeTypes';
import type { InvoiceRow } from '../../machines/app/invoices/invoiceTypes';
import { pathFor } from '../../src/app/routes';
import { AppLink } from '../common/AppLink';
import { LoadFailedAlert } from '../common/LoadFailedAlert';
import { RuleRefusal } from '../common/RuleRefusal';
import { useFormatDate, useFormatMoney } from '../common/format';
import { schemaValidation, useAppForm } from '../forms/formKit';
import { disputeFormSchema, EMPTY_DISPUTE_FORM, type DisputeFormValues } from './disputeFormSchema';
import type { DisputeInvoiceViewModel } from './useDisputeInvoiceViewModel';
import { useTranslate } from '../common/translate';

/** Dispute Invoice (spec 2): the invoice, the rule's refusal in its own words, or the reason and comment form. */
export function DisputeInvoiceView(vm: DisputeInvoiceViewModel) {
  const t = useTranslate();
  const formatMoney = useFormatMoney();
  const formatDate = useFormatDate();
  const back = <AppLink to={pathFor('transaction-history')}>{t('disputes.backToTransactions')}</AppLink>;
  const { invoice } = vm;

  return (
    <View maxWidth="size-6000">
      <Heading level={1} marginTop={0}>
        {t('page.raise-dispute')}
      </Heading>
      {vm.status === 'noInvoice' && (
        <Flex direction="column" gap="size-200">
          <Text>{t('disputes.chooseInvoice')}</Text>
          {back}
        </Flex>
      )}
      {vm.status === 'loading' && <ProgressCircle isIndeterminate aria-label={t('common.loading')} />}
      {vm.status === 'loadFailed' && <LoadFailedAlert titleId="disputes.loadFailed" onRetry={vm.retry} />}
      {vm.status === 'notFound' && (
        <Flex direction="column" gap="size-200">
          <Text>{t('disputes.invoiceNotFound')}</Text>
          {back}
        </Flex>
      )}
      {invoice && (vm.status === 'form' || vm.status === 'raised') && (
        <Flex direction="column" gap="size-200">
          <Heading level={2} marginY={0}>
            {t('disputes.invoiceHeading', { number: invoice.invoiceNumber })}
          </Heading>
          <Text>
            {t('disputes.invoiceSummary', {
              status: t(`invoices.status.${invoice.status}`),
              type: t(`invoices.type.${invoice.type}`),
              billDate: formatDate(invoice.billDate),
              total: formatMoney(invoice.total),
            })}
          </Text>
          {vm.status === 'raised' && vm.raised ? (
            <InlineAlert variant="positive" autoFocus>
              <Heading>{t('disputes.raised.title')}</Heading>
              <Content>
                <Flex direction="column" gap="size-100">
                  <Text>{t('disputes.raised.message', { number: vm.raised.dispute.invoiceNumber, reason: t(`disputes.reason.${vm.raised.dispute.reason}`) })}</Text>
                  <AppLink to={pathFor('activity-disputes')}>{t('disputes.viewDisputes')}</AppLink>
                  {back}
                </Flex>
              </Content>
            </InlineAlert>
          ) : vm.invoiceProblems.length > 0 ? (
            // The browser ran the dispute machine's rule (isDisputeEligible): its failed checks, and a link to it.
            <RuleRefusal refusal={{ machine: 'dispute', rule: 'isDisputeEligible', subRules: vm.invoiceProblems }} titleId="disputes.refused.title">
              {back}
            </RuleRefusal>
          ) : (
            vm.rules && <DisputeForm vm={vm} invoice={invoice} rules={vm.rules} />
          )}
        </Flex>
      )}
    </View>
  );
}

/** Reason and comment, bound through formKit and checked by the dispute rule; a refusal keeps what was typed. */
function DisputeForm({ vm, invoice, rules }: { vm: DisputeInvoiceViewModel; invoice: InvoiceRow; rules: DisputeRuleFacts }) {
  const t = useTranslate();
  const form = useAppForm({
    defaultValues: EMPTY_DISPUTE_FORM,
    ...schemaValidation<DisputeFormValues>(disputeFormSchema(invoice, rules)),
    onSubmit: ({ value }) => vm.submit(value),
  });
  return (
    <Flex direction="column" gap="size-200">
      <RuleRefusal refusal={vm.refusalId} titleId="disputes.error" autoFocus />
      <form.AppForm>
        <form.FormElement aria-label={t('page.raise-dispute')}>
          <form.AppField name="reason">
            {(field) => (
              <field.Picker label={t('disputes.field.reason')} isRequired placeholder={t('disputes.field.reasonPlaceholder')}>
                {vm.reasons.map((option) => (
                  <Item key={option.value}>{t(`disputes.reason.${option.value}`)}</Item>
                ))}
              </field.Picker>
            )}
          </form.AppField>
          <form.AppField name="comment">
            {(field) => <field.TextArea label={t('disputes.field.comment')} description={t('disputes.field.commentHelp', { max: rules.commentMaxLength })} />}
          </form.AppField>
          <View>
            <form.SubmitButton isPending={vm.submitting}>{t('disputes.submit')}</form.SubmitButton>
          </View>
        </form.FormElement>
      </form.AppForm>
    </Flex>
  );
}
