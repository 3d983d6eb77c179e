import type { IntlShape } from 'react-intl';
import type { FieldMessage } from '../../src/i18n/validationMessages';

/**
 * What every form does with a field's error and a refused submit, whoever holds the field state
 * (the form kit's TanStack fields, formKit.tsx, or the sign-in page's own two fields, which stay
 * off TanStack for the page's size budget): no form library here.
 */

export const isFieldMessage = (error: unknown): error is FieldMessage =>
  typeof error === 'object' && error !== null && typeof (error as { id?: unknown }).id === 'string';

/**
 * The first error of a field, translated with the field's own label as `fieldName` (spec 5
 * messages); a plain string is shown as it is, anything else as "invalid format".
 */
export function formatFieldError(intl: IntlShape, errors: readonly unknown[], label: string): string | undefined {
  const error: unknown = errors.find((e) => e !== undefined && e !== null);
  if (error === undefined) return undefined;
  if (isFieldMessage(error)) return intl.formatMessage({ id: error.id }, { fieldName: label, ...error.values });
  if (typeof error === 'string') return error;
  return intl.formatMessage({ id: 'form.invalidFormat' });
}

/** Focuses the first control the rules refused: a NumberField or DatePicker marks its wrapper too, so look inside it. */
export function focusFirstInvalid(root: HTMLElement | null | undefined): void {
  const marked = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
  const target = marked?.matches('input, textarea, [role="spinbutton"], button') ? marked : (marked?.querySelector<HTMLElement>('input, textarea, [role="spinbutton"], button') ?? marked);
  target?.focus();
}
