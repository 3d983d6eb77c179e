import { useIntl } from 'react-intl';
import type { FieldMessage } from '../../src/i18n/validationMessages';

const isFieldMessage = (error: unknown): error is FieldMessage => typeof error === 'object' && error !== null && typeof (error as { id?: unknown }).id === 'string';

/**
 * The first error of a non-text field (radio group, picker, checkbox group), translated with the
 * field's label as `{fieldName}` (spec 5 messages); text fields get theirs from views/forms.
 */
export function useFieldErrorText(): (errors: readonly unknown[], label: string, values?: Record<string, string | number>) => string | undefined {
  const intl = useIntl();
  return (errors, label, values) => {
    const error = errors.find(isFieldMessage);
    return error ? intl.formatMessage({ id: error.id }, { fieldName: label, ...values, ...error.values }) : undefined;
  };
}
