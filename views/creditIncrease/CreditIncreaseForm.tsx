import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { Button, DatePicker, Form, NumberField, Radio, RadioGroup, TextArea } from '@adobe/react-spectrum';
import { revalidateLogic, useForm } from '@tanstack/react-form';
import type { DOMRefValue } from '@react-types/shared';
import type { AnyFieldApi } from '@tanstack/react-form';
import { CREDIT_INCREASE_INCREMENT_MAJOR, isCreditCurrency } from '../../machines/rules/creditIncreaseAmount';
import type { CreditIncreaseType } from '../../machines/rules/creditIncreaseAmount';
import type { FieldMessage, FieldMessages } from '../../src/i18n/validationMessages';
import { emptyCreditIncreaseForm, REASON_MAX_LENGTH, type CreditIncreaseFormValues } from './creditIncreaseModel';
import { useTranslate } from '../common/translate';

export interface CreditIncreaseFormProps {
  currency: string;
  submitting: boolean;
  validate: (values: CreditIncreaseFormValues) => FieldMessages | undefined;
  onSubmit: (values: CreditIncreaseFormValues) => void;
}

const isFieldMessage = (error: unknown): error is FieldMessage => typeof error === 'object' && error !== null && typeof (error as FieldMessage).id === 'string';

/** The first invalid control: a NumberField or DatePicker marks its wrapper too, so look inside it. */
function focusFirstInvalid(form: HTMLElement | null): void {
  const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  const target = invalid?.matches('input, textarea') ? invalid : invalid?.querySelector<HTMLElement>('input, textarea, [tabindex="0"], [role="spinbutton"]');
  target?.focus();
}

/**
 * Type (temporary or permanent), requested amount, dates for a temporary increase, reason (spec 3).
 * Checked with the machine's rule (creditIncreaseFieldMessages) on submit, then while typing; a
 * refused submit keeps every value.
 */
export function CreditIncreaseForm({ currency, submitting, validate, onSubmit }: CreditIncreaseFormProps) {
  const intl = useIntl();
  const t = useTranslate();
  const form = useForm({
    defaultValues: emptyCreditIncreaseForm,
    validationLogic: revalidateLogic({ mode: 'submit', modeAfterSubmission: 'change' }),
    validators: { onDynamic: ({ value }) => { const fields = validate(value); return fields ? { fields } : undefined; } },
    onSubmit: ({ value }) => onSubmit(value),
  });
  const formRef = useRef<DOMRefValue<HTMLFormElement>>(null);
  const errorOf = (field: AnyFieldApi, label: string): string | undefined => {
    const error: unknown = field.state.meta.errors.find((e: unknown) => e !== undefined && e !== null);
    if (error === undefined) return undefined;
    return isFieldMessage(error) ? t(error.id, { fieldName: label, ...error.values }) : t('form.invalidFormat');
  };
  const increment = isCreditCurrency(currency) ? CREDIT_INCREASE_INCREMENT_MAJOR[currency] : 1;
  const labels = {
    type: t('creditIncrease.field.type'),
    amount: t('creditIncrease.field.amount'),
    startDate: t('creditIncrease.field.startDate'),
    endDate: t('creditIncrease.field.endDate'),
    reason: t('creditIncrease.field.reason'),
  };

  return (
    <Form
      ref={formRef}
      aria-label={t('creditIncrease.form.label')}
      maxWidth="size-6000"
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault();
        // After a refused submit, focus the first field the rule refused, once it is drawn invalid.
        void form.handleSubmit().then(() => requestAnimationFrame(() => focusFirstInvalid(formRef.current?.UNSAFE_getDOMNode() ?? null)));
      }}
    >
      <form.Field name="type">
        {(field) => (
          <RadioGroup label={labels.type} value={field.state.value} onChange={(value) => {
              field.handleChange(value as CreditIncreaseType);
              // The date pickers start empty each time they appear: so do their values.
              form.setFieldValue('startDate', null);
              form.setFieldValue('endDate', null);
            }}
            orientation="horizontal"
          >
            <Radio value="permanent">{t('creditIncrease.type.permanent')}</Radio>
            <Radio value="temporary">{t('creditIncrease.type.temporary')}</Radio>
          </RadioGroup>
        )}
      </form.Field>
      <form.Field name="amount">
        {(field) => {
          const error = errorOf(field, labels.amount);
          return (
            <NumberField
              label={labels.amount}
              description={t('creditIncrease.field.amountHint', { increment: intl.formatNumber(increment, { style: 'currency', currency, maximumFractionDigits: 0 }) })}
              value={field.state.value ?? Number.NaN}
              onChange={(value) => field.handleChange(Number.isFinite(value) ? value : undefined)}
              onBlur={field.handleBlur}
              formatOptions={{ style: 'currency', currency }}
              minValue={0}
              validationState={error ? 'invalid' : undefined}
              errorMessage={error}
              width="size-3600"
            />
          );
        }}
      </form.Field>
      <form.Subscribe selector={(s) => s.values.type}>
        {(type) =>
          type === 'temporary' && (
            <>
              <form.Field name="startDate">
                {(field) => {
                  const error = errorOf(field, labels.startDate);
                  return <DatePicker label={labels.startDate} onChange={(value) => field.handleChange(value ? value.toString() : null)} onBlur={field.handleBlur} validationState={error ? 'invalid' : undefined} errorMessage={error} />;
                }}
              </form.Field>
              <form.Field name="endDate">
                {(field) => {
                  const error = errorOf(field, labels.endDate);
                  return <DatePicker label={labels.endDate} onChange={(value) => field.handleChange(value ? value.toString() : null)} onBlur={field.handleBlur} validationState={error ? 'invalid' : undefined} errorMessage={error} />;
                }}
              </form.Field>
            </>
          )
        }
      </form.Subscribe>
      <form.Field name="reason">
        {(field) => {
          const error = errorOf(field, labels.reason);
          return (
            <TextArea
              label={labels.reason}
              isRequired={false}
              necessityIndicator="label"
              value={field.state.value}
              onChange={field.handleChange}
              onBlur={field.handleBlur}
              description={t('creditIncrease.field.reasonHint', { maxLength: REASON_MAX_LENGTH })}
              validationState={error ? 'invalid' : undefined}
              errorMessage={error}
            />
          );
        }}
      </form.Field>
      <Button type="submit" variant="accent" isPending={submitting} marginTop="size-100" width="size-2400">
        {t('creditIncrease.submit')}
      </Button>
    </Form>
  );
}
