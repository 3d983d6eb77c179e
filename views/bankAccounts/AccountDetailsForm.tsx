import { useIntl } from 'react-intl';
import { Heading, InlineAlert, Content, Item } from '@adobe/react-spectrum';
import { useStore } from '@tanstack/react-form';
import { schemeFieldsFor } from '../../machines/rules/bankAccountNumbers';
import { bankAccountDetailsSchema, type BankAccountDetailsInput } from '../../machines/app/bankAccounts/bankAccountSchemas';
import { schemaValidation, useAppForm } from '../forms/formKit';
import { branchLabelId } from './bankAccountsModel';
import { countryOptions } from './countries';
import { useTranslate } from '../common/translate';

/**
 * Step 1 of Add Bank Account: the banking country, then the fields of its scheme (spec 3, 9):
 * sort code (GB), BSB (AU), branch number (CA) or routing number (US) with account number and
 * confirmation; IBAN with confirmation for SEPA countries; SE: "bank not supported". Validated with
 * the shared schema (the server checks the same rules); what was typed is kept.
 */
export function AccountDetailsForm({ initial, onSubmit, submitLabel }: { initial: BankAccountDetailsInput; onSubmit: (details: BankAccountDetailsInput) => void; submitLabel: string }) {
  const intl = useIntl();
  const t = useTranslate();
  const form = useAppForm({
    defaultValues: initial,
    ...schemaValidation<BankAccountDetailsInput>(bankAccountDetailsSchema),
    onSubmit: ({ value }) => {
      if (bankAccountDetailsSchema.safeParse(value).success) onSubmit(value);
    },
  });
  const country = useStore(form.store, (state) => state.values.bankingCountry);
  const fields = schemeFieldsFor(country);
  const branchLabel = branchLabelId(country);
  const countryLabel = t('bankAccounts.field.bankingCountry');

  return (
    <form.AppForm>
      <form.FormElement aria-label={t('bankAccounts.details.title')} maxWidth="size-6000">
        <form.AppField name="bankingCountry">
          {(field) => (
            <field.Picker label={countryLabel} isRequired necessityIndicator="label" items={countryOptions(intl)}>
              {(item) => <Item key={item.code}>{item.name}</Item>}
            </field.Picker>
          )}
        </form.AppField>
        {fields ? (
          <>
            <form.AppField name="holderName">{(field) => <field.TextField label={t('bankAccounts.field.holderName')} isRequired necessityIndicator="label" autoComplete="name" />}</form.AppField>
            <form.AppField name="bankName">{(field) => <field.TextField label={t('bankAccounts.field.bankName')} isRequired necessityIndicator="label" />}</form.AppField>
            <form.AppField name="accountName">{(field) => <field.TextField label={t('bankAccounts.field.accountName')} description={t('bankAccounts.field.accountName.help')} />}</form.AppField>
            {fields.number === 'iban' ? (
              <>
                <form.AppField name="iban">{(field) => <field.TextField label={t('bankAccounts.field.iban')} isRequired necessityIndicator="label" autoComplete="off" />}</form.AppField>
                <form.AppField name="ibanConfirmation">{(field) => <field.TextField label={t('bankAccounts.field.ibanConfirmation')} isRequired necessityIndicator="label" autoComplete="off" />}</form.AppField>
              </>
            ) : (
              <>
                {branchLabel ? (
                  <form.AppField name="branchCode">{(field) => <field.TextField label={t(branchLabel)} isRequired necessityIndicator="label" inputMode="numeric" autoComplete="off" />}</form.AppField>
                ) : (
                  <></>
                )}
                <form.AppField name="accountNumber">{(field) => <field.TextField label={t('bankAccounts.field.accountNumber')} isRequired necessityIndicator="label" inputMode="numeric" autoComplete="off" />}</form.AppField>
                <form.AppField name="accountNumberConfirmation">
                  {(field) => <field.TextField label={t('bankAccounts.field.accountNumberConfirmation')} isRequired necessityIndicator="label" inputMode="numeric" autoComplete="off" />}
                </form.AppField>
              </>
            )}
          </>
        ) : (
          <>
            {country !== '' && (
              <InlineAlert variant="negative">
                <Heading>{t('bankAccounts.error.bankNotSupported')}</Heading>
                <Content>{t('bankAccounts.unsupportedCountry.message')}</Content>
              </InlineAlert>
            )}
          </>
        )}
        <form.SubmitButton>{submitLabel}</form.SubmitButton>
      </form.FormElement>
    </form.AppForm>
  );
}
