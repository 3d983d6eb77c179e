import type { ReactNode } from 'react';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Button, Form, TextField } from '@adobe/react-spectrum';
import type { SpectrumFormProps, SpectrumTextFieldProps } from '@adobe/react-spectrum';
import type { DOMRefValue } from '@react-types/shared';
import { createFormHook, createFormHookContexts, revalidateLogic, useStore } from '@tanstack/react-form';
import type { z } from 'zod';
import { fieldMessages } from '../../src/i18n/validationMessages';
import type { FieldMessage } from '../../src/i18n/validationMessages';

/**
 * The thin adapter between TanStack Form and React Spectrum (DESIGN "Models to follow": TanStack
 * Form). Fields are bound once here; screens use `useAppForm` + `<form.AppField>` +
 * `<form.AppForm><form.FormElement>…<form.SubmitButton/></form.FormElement></form.AppForm>`.
 * The form owns field state; on a valid submit the screen sends ONE event to its machine.
 */
export const { fieldContext, formContext, useFieldContext, useFormContext } = createFormHookContexts();

const isFieldMessage = (error: unknown): error is FieldMessage =>
  typeof error === 'object' && error !== null && typeof (error as FieldMessage).id === 'string';

/** The first error of a field, translated; `fieldName` is the field's own label (spec 5 messages). */
function useFieldError(label: string): string | undefined {
  const intl = useIntl();
  const field = useFieldContext<unknown>();
  const error: unknown = field.state.meta.errors.find((e) => e !== undefined && e !== null);
  if (error === undefined) return undefined;
  if (isFieldMessage(error)) return intl.formatMessage({ id: error.id }, { fieldName: label, ...error.values });
  if (typeof error === 'string') return error;
  return intl.formatMessage({ id: 'form.invalidFormat' });
}

export type FormTextFieldProps = Omit<SpectrumTextFieldProps, 'value' | 'onChange' | 'onBlur' | 'name' | 'errorMessage' | 'validationState' | 'isInvalid' | 'label'> & {
  label: string;
};

/** Spectrum TextField bound to the surrounding `form.AppField`. */
function FormTextField(props: FormTextFieldProps) {
  const field = useFieldContext<string>();
  const error = useFieldError(props.label);
  return (
    <TextField
      {...props}
      name={field.name}
      value={field.state.value}
      onChange={field.handleChange}
      onBlur={field.handleBlur}
      validationState={error !== undefined ? 'invalid' : undefined}
      errorMessage={error}
    />
  );
}

/** The `<form>`: Spectrum Form layout, submits through TanStack, focuses the first invalid field. */
function FormElement({ children, 'aria-label': ariaLabel, maxWidth }: { children: SpectrumFormProps['children']; 'aria-label'?: string; maxWidth?: SpectrumFormWidth }) {
  const form = useFormContext();
  const ref = useRef<DOMRefValue<HTMLFormElement>>(null);
  const attempts = useStore(form.store, (state) => state.submissionAttempts);
  const isValid = useStore(form.store, (state) => state.isValid);
  useEffect(() => {
    if (attempts === 0 || isValid) return;
    ref.current?.UNSAFE_getDOMNode()?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempts, isValid]);
  return (
    <Form
      ref={ref}
      aria-label={ariaLabel}
      maxWidth={maxWidth}
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      {children}
    </Form>
  );
}
type SpectrumFormWidth = 'size-3600' | 'size-4600' | 'size-6000' | '100%';

/** The accent submit button; pending while the form submits or while `isPending` (the machine works). */
function SubmitButton({ children, isPending = false }: { children: ReactNode; isPending?: boolean }) {
  const form = useFormContext();
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  return (
    <Button type="submit" variant="accent" isPending={isPending || submitting} marginTop="size-100">
      {children}
    </Button>
  );
}

export const { useAppForm, withForm } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: { TextField: FormTextField },
  formComponents: { FormElement, SubmitButton },
});

/**
 * Validate with a zod schema (the one the server uses): errors appear on submit, then follow typing.
 * Spread into `useAppForm({ defaultValues, ...schemaValidation(schema), onSubmit })`.
 */
export function schemaValidation<TValues>(schema: z.ZodType) {
  return {
    validationLogic: revalidateLogic({ mode: 'submit', modeAfterSubmission: 'change' }),
    validators: {
      onDynamic: ({ value }: { value: TValues }) => {
        const fields = fieldMessages(schema, value);
        return fields ? { fields } : undefined;
      },
    },
  };
}
