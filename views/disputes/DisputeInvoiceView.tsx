import { Button, Content, Flex, Form, Heading, InlineAlert, Item, Picker, ProgressCircle, Text, TextArea, View } from '@adobe/react-spectrum';
import type { DisputeReason } from '../../machines/rules/disputeEligibility';
import { pathFor } from '../../src/app/routes';
import { AppLink } from '../common/AppLink';
import { LoadFailedAlert } from '../common/LoadFailedAlert';
import { RuleRefusal } from '../common/RuleRefusal';
import { useFormatDate, useFormatMoney } from '../common/format';
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
            <DisputeForm vm={vm} />
          )}
        </Flex>
      )}
    </View>
  );
}

function DisputeForm({ vm }: { vm: DisputeInvoiceViewModel }) {
  const t = useTranslate();
  const reasonProblem = vm.fieldProblems.includes('reasonUnknown') ? t('disputes.rule.reasonUnknown') : undefined;
  const commentProblem = vm.fieldProblems.includes('commentTooLong') ? t('disputes.rule.commentTooLong', { max: vm.rules?.commentMaxLength ?? 500 }) : undefined;
  return (
    <Flex direction="column" gap="size-200">
      <RuleRefusal refusal={vm.refusalId} titleId="disputes.error" autoFocus />
    <Form
      aria-label={t('page.raise-dispute')}
      onSubmit={(event) => {
        event.preventDefault();
        vm.submit();
      }}
    >
      <Picker
        label={t('disputes.field.reason')}
        isRequired
        selectedKey={vm.reason}
        onSelectionChange={(key) => vm.setReason(key === null ? null : (String(key) as DisputeReason))}
        validationState={reasonProblem ? 'invalid' : undefined}
        errorMessage={reasonProblem}
        placeholder={t('disputes.field.reasonPlaceholder')}
      >
        {vm.reasons.map((option) => (
          <Item key={option.value}>{t(`disputes.reason.${option.value}`)}</Item>
        ))}
      </Picker>
      <TextArea
        label={t('disputes.field.comment')}
        value={vm.comment}
        onChange={vm.setComment}
        description={t('disputes.field.commentHelp', { max: vm.rules?.commentMaxLength ?? 500 })}
        validationState={commentProblem ? 'invalid' : undefined}
        errorMessage={commentProblem}
      />
    </Form>
      <View>
        <Button variant="accent" isPending={vm.submitting} onPress={vm.submit}>
          {t('disputes.submit')}
        </Button>
      </View>
    </Flex>
  );
}
