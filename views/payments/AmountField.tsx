import { useIntl } from 'react-intl';
import { NumberField } from '@adobe/react-spectrum';
import { useFieldContext } from '../forms/formKit';

interface FieldMessage {
  id: string;
  values?: Record<string, string | number>;
}

const isFieldMessage = (error: unknown): error is FieldMessage =>
  typeof error === 'object' && error !== null && typeof (error as FieldMessage).id === 'string';

export interface AmountFieldProps {
  label: string;
  currency: string;
  maxValue: number;
  description?: string;
}

/**
 * A currency NumberField bound to the surrounding `form.AppField` (TanStack Form), its first error
 * translated (spec 5 messages and payments.allocation.*). An empty field holds `undefined`.
 */
export function AmountField({ label, currency, maxValue, description }: AmountFieldProps) {
  const intl = useIntl();
  const field = useFieldContext<number | undefined>();
  const error: unknown = field.state.meta.errors.find((e) => e !== undefined && e !== null);
  const message = error === undefined ? undefined : isFieldMessage(error) ? intl.formatMessage({ id: error.id }, { fieldName: label, ...error.values }) : intl.formatMessage({ id: 'form.invalidFormat' });
  return (
    <NumberField
      label={label}
      description={description}
      name={field.name}
      value={field.state.value ?? Number.NaN}
      onChange={(value) => field.handleChange(Number.isFinite(value) ? value : undefined)}
      onBlur={field.handleBlur}
      formatOptions={{ style: 'currency', currency }}
      minValue={0}
      maxValue={maxValue}
      validationState={message !== undefined ? 'invalid' : undefined}
      errorMessage={message}
      width="size-3000"
    />
  );
}
