import { useIntl } from 'react-intl';
import { Radio } from '@adobe/react-spectrum';
import { CREDIT_INCREASE_INCREMENT_MAJOR, isCreditCurrency } from '../../machines/rules/creditIncreaseAmount';
import type { FieldMessages } from '../../src/i18n/validationMessages';
import { rulesValidation, useAppForm } from '../forms/formKit';
import { emptyCreditIncreaseForm, REASON_MAX_LENGTH, type CreditIncreaseFormValues } from './creditIncreaseModel';
import { useTranslate } from '../common/translate';

export interface CreditIncreaseFormProps {
  currency: string;
  submitting: boolean;
  validate: (values: CreditIncreaseFormValues) => FieldMessages | undefined;
  onSubmit: (values: CreditIncreaseFormValues) => void;
}

/**
 * Type (temporary or permanent), requested amount, dates for a temporary increase, reason (spec 3),
 * bound through formKit. Checked with the machine's rule (creditIncreaseFieldMessages) on submit,
 * then while typing; a refused submit keeps every value and focuses the first refused field.
 */
export function CreditIncreaseForm({ currency, submitting, validate, onSubmit }: CreditIncreaseFormProps) {
  const intl = useIntl();
  const t = useTranslate();
  const form = useAppForm({
    defaultValues: emptyCreditIncreaseForm,
    ...rulesValidation<CreditIncreaseFormValues>(validate),
    onSubmit: ({ value }) => onSubmit(value),
  });
  const increment = isCreditCurrency(currency) ? CREDIT_INCREASE_INCREMENT_MAJOR[currency] : 1;

  return (
    <form.AppForm>
      <form.FormElement aria-label={t('creditIncrease.form.label')} maxWidth="size-6000">
        <form.AppField
          name="type"
          // The date pickers start empty each time they appear: so do their values.
          listeners={{ onChange: () => { form.setFieldValue('startDate', null); form.setFieldValue('endDate', null); } }}
        >
          {(field) => (
            <field.RadioGroup label={t('creditIncrease.field.type')} orientation="horizontal">
              <Radio value="permanent">{t('creditIncrease.type.permanent')}</Radio>
              <Radio value="temporary">{t('creditIncrease.type.temporary')}</Radio>
            </field.RadioGroup>
          )}
        </form.AppField>
        <form.AppField name="amount">
          {(field) => (
            <field.NumberField
              label={t('creditIncrease.field.amount')}
              description={t('creditIncrease.field.amountHint', { increment: intl.formatNumber(increment, { style: 'currency', currency, maximumFractionDigits: 0 }) })}
              formatOptions={{ style: 'currency', currency }}
              minValue={0}
              width="size-3600"
            />
          )}
        </form.AppField>
        <form.Subscribe selector={(s) => s.values.type}>
          {(type) =>
            type === 'temporary' && (
              <>
                <form.AppField name="startDate">{(field) => <field.DatePicker label={t('creditIncrease.field.startDate')} />}</form.AppField>
                <form.AppField name="endDate">{(field) => <field.DatePicker label={t('creditIncrease.field.endDate')} />}</form.AppField>
              </>
            )
          }
        </form.Subscribe>
        <form.AppField name="reason">
          {(field) => (
            <field.TextArea
              label={t('creditIncrease.field.reason')}
              isRequired={false}
              necessityIndicator="label"
              description={t('creditIncrease.field.reasonHint', { maxLength: REASON_MAX_LENGTH })}
            />
          )}
        </form.AppField>
        <form.SubmitButton isPending={submitting} width="size-2400">
          {t('creditIncrease.submit')}
        </form.SubmitButton>
      </form.FormElement>
    </form.AppForm>
  );
}
