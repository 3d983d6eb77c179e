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
  description?: string;
}

/**
 * A currency NumberField bound to the surrounding `form.AppField` (TanStack Form), its first error
 * translated (spec 5 messages and payments.allocation.*). An empty field holds `undefined`. No
 * maximum on the field itself: an amount above what is owed is explained, not silently clamped.
 */
export function AmountField({ label, currency, description }: AmountFieldProps) {
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
      validationState={message !== undefined ? 'invalid' : undefined}
      errorMessage={message}
      width="size-3000"
    />
  );
}
