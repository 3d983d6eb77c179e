import {
  Button, ButtonGroup, Content, Dialog, DialogContainer, Divider, Flex, Heading, InlineAlert, Link, Text,
} from '@adobe/react-spectrum';
import { INVOICE_NOTES_MAX_LENGTH, PO_NUMBER_MAX_LENGTH } from '../../../machines/rules/invoiceEdit';
import { schemaValidation, useAppForm } from '../../forms/formKit';
import { invoiceEditSchema, type InvoiceEditValues } from './invoiceEditSchema';
import type { InvoiceActionsViewModel, InvoiceEditViewModel } from './useInvoiceActions';
import { useTranslate } from '../translate';

/** The row actions dialog (Enter on a table row) and the Edit Invoices/Transactions dialog. */
export function InvoiceActionDialogs({ vm }: { vm: InvoiceActionsViewModel }) {
  return (
    <>
      <DialogContainer onDismiss={vm.closeActions}>{vm.actionRow && <RowActionsDialog vm={vm} />}</DialogContainer>
      <DialogContainer onDismiss={() => vm.edit?.close()}>{vm.edit && <EditInvoicesDialog edit={vm.edit} />}</DialogContainer>
    </>
  );
}

function RowActionsDialog({ vm }: { vm: InvoiceActionsViewModel }) {
  const t = useTranslate();
  const row = vm.actionRow!;
  const editable = vm.canEdit([row]);
  return (
    <Dialog size="L">
      <Heading>{t('invoices.actions.title', { number: row.invoiceNumber })}</Heading>
      <Divider />
      <Content>
        <Flex direction="column" gap="size-150">
          <Text>{t('invoices.actions.summary', { status: t(`invoices.status.${row.status}`), po: row.poNumber ?? '—' })}</Text>
          {row.document?.status === 'ready' && row.document.url ? (
            <Link>
              <a href={row.document.url} download>
                {t('invoices.actions.download', { number: row.invoiceNumber })}
              </a>
            </Link>
          ) : (
            row.document && <Text>{t(`invoices.document.${row.document.status}`, { number: row.invoiceNumber })}</Text>
          )}
          {!editable && <Text>{t('invoices.edit.rule.consolidatedInvoice')}</Text>}
        </Flex>
      </Content>
      <ButtonGroup>
        <Button variant="secondary" onPress={vm.closeActions}>
          {t('common.close')}
        </Button>
        {vm.dispute && (
          <Button variant="secondary" onPress={() => vm.dispute?.(row.id)}>
            {t('invoices.actions.dispute')}
          </Button>
        )}
        <Button variant="accent" isDisabled={!editable} onPress={() => vm.openEdit([row])} autoFocus>
          {t('invoices.actions.edit')}
        </Button>
      </ButtonGroup>
    </Dialog>
  );
}

/** PO number and notes, bound through formKit and checked by the edit rule; a refused save keeps what was typed. */
function EditInvoicesDialog({ edit }: { edit: InvoiceEditViewModel }) {
  const t = useTranslate();
  const form = useAppForm({
    defaultValues: edit.initial,
    ...schemaValidation<InvoiceEditValues>(invoiceEditSchema(edit.invoices)),
    onSubmit: ({ value }) => edit.save(value),
  });
  const done = edit.failures.length > 0;
  return (
    <Dialog size="M">
      <Heading>{t('invoices.edit.title')}</Heading>
      <Divider />
      <Content>
        <Flex direction="column" gap="size-200">
          <Text>{t('invoices.edit.for', { count: edit.invoices.length, numbers: edit.invoices.map((i) => i.invoiceNumber).join(', ') })}</Text>
          {edit.problems.includes('noEditableInvoice') && <Text>{t('invoices.edit.rule.noEditableInvoice')}</Text>}
          {done ? (
            <InlineAlert variant="notice" autoFocus>
              <Heading>{t('invoices.edit.partialFailure')}</Heading>
              <Content>
                <ul>
                  {edit.failures.map((f) => (
                    <li key={f.invoiceId}>{t(f.messageId, { number: f.invoiceNumber ?? t('invoices.edit.unknownInvoice') })}</li>
                  ))}
                </ul>
              </Content>
            </InlineAlert>
          ) : (
            <form.AppForm>
              <form.FormElement aria-label={t('invoices.edit.title')}>
                <form.AppField name="poNumber">
                  {(field) => <field.TextField label={t('invoices.edit.poNumber')} description={t('invoices.edit.maxLength', { max: PO_NUMBER_MAX_LENGTH })} />}
                </form.AppField>
                <form.AppField name="notes">
                  {(field) => <field.TextArea label={t('invoices.edit.notes')} description={t('invoices.edit.maxLength', { max: INVOICE_NOTES_MAX_LENGTH })} />}
                </form.AppField>
              </form.FormElement>
            </form.AppForm>
          )}
          {edit.errorId && (
            <InlineAlert variant="negative">
              <Heading>{t('invoices.edit.failed')}</Heading>
              <Content>{t(edit.errorId)}</Content>
            </InlineAlert>
          )}
        </Flex>
      </Content>
      <ButtonGroup>
        <Button variant="secondary" onPress={edit.close}>
          {t(done ? 'common.close' : 'invoices.edit.cancel')}
        </Button>
        {!done && (
          // The dialog's button row sits outside the <form>: it submits the same form (its checks, then one event).
          <Button variant="accent" onPress={() => void form.handleSubmit()} isPending={edit.saving}>
            {t('invoices.edit.save')}
          </Button>
        )}
      </ButtonGroup>
    </Dialog>
  );
}
