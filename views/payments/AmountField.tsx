import { FormNumberField } from '../forms/formKit';

export interface AmountFieldProps {
  label: string;
  currency: string;
  description?: string;
}

/**
 * A currency amount bound to the surrounding `form.AppField` through formKit's NumberField (an
 * empty field holds `undefined`; the first error translated: spec 5 messages and
 * payments.allocation.*). No maximum on the field itself: an amount above what is owed is
 * explained, not silently clamped.
 */
export function AmountField({ label, currency, description }: AmountFieldProps) {
  return <FormNumberField label={label} description={description} formatOptions={{ style: 'currency', currency }} minValue={0} width="size-3000" />;
}
