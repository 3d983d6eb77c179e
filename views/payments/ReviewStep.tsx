import { Button, Cell, Column, Content, Flex, Heading, InlineAlert, ProgressCircle, Row, TableBody, TableHeader, TableView, Text } from '@adobe/react-spectrum';
import type { PaymentPreview } from '../../machines/app/makePayment/paymentTypes';
import { useFormatMoney } from '../common/format';
import type { MakePaymentViewModel } from './useMakePaymentViewModel';
import { useTranslate } from '../common/translate';
import { useShownItems } from '../common/shownItems';

function PreviewTable({ preview }: { preview: PaymentPreview }) {
  const formatMoney = useFormatMoney();
  const t = useTranslate();
  // New item objects per language (views/common/shownItems.ts).
  const lines = useShownItems(preview.lines);
  return (
    <TableView aria-label={t('payments.make.review.tableLabel')} width="100%" density="compact">
      <TableHeader>
        <Column key="invoice" isRowHeader>
          {t('payments.make.review.invoice')}
        </Column>
        <Column key="before" align="end">
          {t('payments.make.review.remainingNow')}
        </Column>
        <Column key="amount" align="end">
          {t('payments.make.review.paying')}
        </Column>
        <Column key="after" align="end">
          {t('payments.make.review.remainingAfter')}
        </Column>
      </TableHeader>
      <TableBody items={lines}>
        {(line) => (
          <Row key={line.invoiceId}>
            <Cell>{line.invoiceNumber ?? line.invoiceId}</Cell>
            <Cell>{formatMoney(line.remainingBefore)}</Cell>
            <Cell>{formatMoney(line.amount)}</Cell>
            <Cell>{formatMoney(line.remainingAfter)}</Cell>
          </Row>
        )}
      </TableBody>
    </TableView>
  );
}

/** Step 4: the server's allocation preview (each invoice now -> after; credit available after) and Pay. */
export function ReviewStep({ vm }: { vm: MakePaymentViewModel }) {
  const formatMoney = useFormatMoney();
  const t = useTranslate();
  const { preview } = vm;

  if (vm.previewState === 'loading' || (vm.previewState === null && !vm.isPaying)) {
    return <ProgressCircle isIndeterminate aria-label={t('payments.make.review.loading')} />;
  }
  if (vm.previewState === 'failed' || !preview) {
    return (
      <InlineAlert variant="negative">
        <Heading>{t('payments.make.review.failed')}</Heading>
        <Content>
          <Flex gap="size-100" marginTop="size-100">
            <Button variant="secondary" onPress={vm.retry} isDisabled={!vm.can.retry}>
              {t('common.tryAgain')}
            </Button>
            <Button variant="secondary" onPress={vm.back} isDisabled={!vm.can.back}>
              {t('payments.make.back')}
            </Button>
          </Flex>
        </Content>
      </InlineAlert>
    );
  }
  const figures: [string, string][] = [
    ['payments.make.review.method', vm.method ? t(`payments.method.${vm.method}`) : '—'],
    ['payments.make.review.total', formatMoney(preview.total)],
    ['payments.make.review.creditAvailable', t('payments.make.review.nowAfter', { now: formatMoney(preview.creditAvailableBefore), after: formatMoney(preview.creditAvailableAfter) })],
    ['payments.make.review.balanceDue', t('payments.make.review.nowAfter', { now: formatMoney(preview.balanceDueBefore), after: formatMoney(preview.balanceDueAfter) })],
  ];
  return (
    <Flex direction="column" gap="size-200">
      {vm.previewState === 'refused' && (
        <InlineAlert variant="negative">
          <Heading>{t('payments.make.review.problems')}</Heading>
          <Content>
            <ul>
              {preview.problems.map((problem, index) => {
                const invoice = preview.lines.find((line) => line.invoiceId === problem.invoiceId);
                const text = t(problem.messageId);
                return <li key={index}>{invoice?.invoiceNumber ? `${invoice.invoiceNumber}: ${text}` : text}</li>;
              })}
            </ul>
          </Content>
        </InlineAlert>
      )}
      <PreviewTable preview={preview} />
      <dl className="payment-figures">
        {figures.map(([labelId, value]) => (
          <div key={labelId}>
            <dt>{t(labelId)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {vm.method === 'bankTransfer' && <Text>{t('payments.make.method.explain.bankTransfer')}</Text>}
      <Flex gap="size-100" wrap>
        <Button variant="secondary" onPress={vm.back} isDisabled={!vm.can.back}>
          {t('payments.make.back')}
        </Button>
        <Button variant="secondary" onPress={vm.edit} isDisabled={!vm.can.edit}>
          {t('payments.make.changeAmounts')}
        </Button>
        <Button variant="accent" onPress={vm.pay} isDisabled={!vm.can.pay} isPending={vm.isPaying}>
          {t('payments.make.review.pay', { total: formatMoney(preview.total) })}
        </Button>
      </Flex>
    </Flex>
  );
}
