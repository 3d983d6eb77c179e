import type { ReactNode } from 'react';
import { useEffect, useMemo, useRef } from 'react';
import { parseDate } from '@internationalized/date';
import { useIntl } from 'react-intl';
import { Button, Checkbox, CheckboxGroup, DatePicker, Form, NumberField, Picker, RadioGroup, Switch, TextArea, TextField } from '@adobe/react-spectrum';
import type {
  DateValue, SpectrumCheckboxGroupProps, SpectrumCheckboxProps, SpectrumDatePickerProps, SpectrumFormProps, SpectrumNumberFieldProps, SpectrumPickerProps,
  SpectrumRadioGroupProps, SpectrumSwitchProps, SpectrumTextAreaProps, SpectrumTextFieldProps,
} from '@adobe/react-spectrum';
import type { DOMRefValue } from '@react-types/shared';
import { createFormHook, createFormHookContexts, revalidateLogic, useStore } from '@tanstack/react-form';
import type { z } from 'zod';
import { fieldMessages } from '../../src/i18n/validationMessages';
import type { FieldMessage } from '../../src/i18n/validationMessages';
import { focusFirstInvalid, formatFieldError } from './fieldMessage';
import { SecurityCodeField } from '../common/SecurityCodeField';

/**
 * The thin adapter between TanStack Form and React Spectrum (DESIGN "Models to follow": TanStack
 * Form). Every Spectrum field type is bound once here (TextField, SecurityCodeField, TextArea,
 * NumberField, Picker, RadioGroup, DatePicker, Checkbox, CheckboxGroup, Switch); screens use `useAppForm` +
 * `<form.AppField name="x">{(field) => <field.NumberField label=… />}</form.AppField>` +
 * `<form.AppForm><form.FormElement>…<form.SubmitButton/></form.FormElement></form.AppForm>`.
 * The form owns field state; on a valid submit the screen sends ONE event to its machine. A field's
 * first error is translated with the field's own label as `fieldName` (spec 5 messages).
 */
export const { fieldContext, formContext, useFieldContext, useFormContext } = createFormHookContexts();

/** The first error of a field, translated; `fieldName` is the field's own label (spec 5 messages). */
function useFieldError(label: string): string | undefined {
  const intl = useIntl();
  const field = useFieldContext<unknown>();
  return formatFieldError(intl, field.state.meta.errors, label);
}

export type FormTextFieldProps = Omit<SpectrumTextFieldProps, 'value' | 'onChange' | 'onBlur' | 'name' | 'errorMessage' | 'validationState' | 'isInvalid' | 'label'> & {
  label: string;
};

/**
 * The props that bind a text control (TextField, SecurityCodeField, TextArea) to the surrounding
 * `form.AppField` (a string): name, value, change, blur and the translated first error.
 */
function useTextBinding(label: string) {
  const field = useFieldContext<string>();
  const error = useFieldError(label);
  return {
    name: field.name,
    value: field.state.value,
    onChange: field.handleChange,
    onBlur: field.handleBlur,
    validationState: error !== undefined ? ('invalid' as const) : undefined,
    errorMessage: error,
  };
}

/** Spectrum TextField bound to the surrounding `form.AppField`. */
function FormTextField(props: FormTextFieldProps) {
  return <TextField {...props} {...useTextBinding(props.label)} />;
}

/** The props every bound field keeps from its Spectrum control: all but value, change, blur, name, error and label. */
type Bound<P> = Omit<P, 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'name' | 'errorMessage' | 'validationState' | 'isInvalid' | 'label' | 'selectedKey' | 'onSelectionChange' | 'isSelected' | 'defaultSelected'> & { label: string };
const invalid = (error: string | undefined) => (error !== undefined ? ('invalid' as const) : undefined);

export type FormSecurityCodeFieldProps = Omit<FormTextFieldProps, 'inputMode' | 'autoComplete' | 'isRequired'>;

/** views/common/SecurityCodeField (numeric keypad, one-time-code, required) bound to a string field. */
function FormSecurityCodeField(props: FormSecurityCodeFieldProps) {
  return <SecurityCodeField {...props} {...useTextBinding(props.label)} />;
}

export type FormTextAreaProps = Bound<SpectrumTextAreaProps>;

/** Spectrum TextArea bound to the surrounding `form.AppField` (a string). */
function FormTextArea(props: FormTextAreaProps) {
  return <TextArea {...props} {...useTextBinding(props.label)} />;
}

export type FormNumberFieldProps = Bound<SpectrumNumberFieldProps>;

/** Spectrum NumberField bound to a `number | undefined` field: an empty field holds `undefined`. */
export function FormNumberField(props: FormNumberFieldProps) {
  const field = useFieldContext<number | undefined>();
  const error = useFieldError(props.label);
  return (
    <NumberField
      {...props}
      name={field.name}
      value={field.state.value ?? Number.NaN}
      onChange={(value) => field.handleChange(Number.isFinite(value) ? value : undefined)}
      onBlur={field.handleBlur}
      validationState={invalid(error)}
      errorMessage={error}
    />
  );
}

export type FormPickerProps<T extends object> = Bound<SpectrumPickerProps<T>>;

/** Spectrum Picker bound to a string field holding the chosen key ('' while nothing is chosen). */
function FormPicker<T extends object>(props: FormPickerProps<T>) {
  const field = useFieldContext<string>();
  const error = useFieldError(props.label);
  return (
    <Picker<T>
      {...props}
      name={field.name}
      selectedKey={field.state.value || null}
      onSelectionChange={(key) => field.handleChange(key === null ? '' : String(key))}
      onBlur={field.handleBlur}
      validationState={invalid(error)}
      errorMessage={error}
    />
  );
}

export type FormRadioGroupProps = Bound<SpectrumRadioGroupProps>;

/** Spectrum RadioGroup bound to a string field ('' while nothing is chosen); Radios are its children. */
function FormRadioGroup(props: FormRadioGroupProps) {
  const field = useFieldContext<string>();
  const error = useFieldError(props.label);
  return <RadioGroup {...props} name={field.name} value={field.state.value === '' ? null : field.state.value} onChange={field.handleChange} onBlur={field.handleBlur} validationState={invalid(error)} errorMessage={error} />;
}

export type FormDatePickerProps = Bound<SpectrumDatePickerProps<DateValue>>;

/** A field's `YYYY-MM-DD` day as the picker's value; anything else (null, a partial day) is no value. */
const dayValue = (day: string | null) => {
  if (day === null || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  try {
    return parseDate(day);
  } catch {
    return null;
  }
};

/**
 * Spectrum DatePicker bound to a `YYYY-MM-DD | null` field: it shows the field's day (a default
 * period, a form reset to empty). The value is kept per day (same day, same object), so the
 * segments typed so far stay while a day is incomplete.
 */
function FormDatePicker(props: FormDatePickerProps) {
  const field = useFieldContext<string | null>();
  const error = useFieldError(props.label);
  const value = useMemo(() => dayValue(field.state.value), [field.state.value]);
  return (
    <DatePicker
      {...props}
      name={field.name}
      value={value}
      onChange={(next) => field.handleChange(next ? next.toString() : null)}
      onBlur={field.handleBlur}
      validationState={invalid(error)}
      errorMessage={error}
    />
  );
}

export type FormCheckboxProps = Omit<SpectrumCheckboxProps, 'isSelected' | 'defaultSelected' | 'onChange' | 'onBlur' | 'name' | 'validationState' | 'isInvalid'> & {
  /** The field's name in its error message (`fieldName`); without it the box shows no error text. */
  errorLabel?: string;
};

/**
 * Spectrum Checkbox bound to a boolean field; its label is its children. Spectrum's Checkbox has no
 * error text of its own: with `errorLabel`, the field's error is shown under it and described by it.
 */
function FormCheckbox({ errorLabel, ...props }: FormCheckboxProps) {
  const field = useFieldContext<boolean>();
  const error = useFieldError(errorLabel ?? '');
  const errorId = `${field.name}-error`;
  const shown = errorLabel !== undefined ? error : undefined;
  return (
    <>
      <Checkbox {...props} name={field.name} isSelected={field.state.value} onChange={field.handleChange} onBlur={field.handleBlur}
        isInvalid={shown !== undefined} aria-describedby={shown !== undefined ? errorId : undefined} />
      {shown !== undefined && (
        <span id={errorId} style={{ color: 'var(--spectrum-semantic-negative-color-text-small, #c9252d)', fontSize: 'var(--spectrum-global-dimension-font-size-75)' }}>
          {shown}
        </span>
      )}
    </>
  );
}

export type FormSwitchProps = Omit<SpectrumSwitchProps, 'isSelected' | 'defaultSelected' | 'onChange' | 'onBlur' | 'name'>;

/** Spectrum Switch bound to a boolean field; its label is its children. */
function FormSwitch(props: FormSwitchProps) {
  const field = useFieldContext<boolean>();
  return <Switch {...props} name={field.name} isSelected={field.state.value} onChange={field.handleChange} onBlur={field.handleBlur} />;
}

export type FormCheckboxGroupProps = Bound<SpectrumCheckboxGroupProps>;

/** Spectrum CheckboxGroup bound to a `string[]` field (the checked values); Checkboxes are its children. */
function FormCheckboxGroup(props: FormCheckboxGroupProps) {
  const field = useFieldContext<string[]>();
  const error = useFieldError(props.label);
  return <CheckboxGroup {...props} name={field.name} value={field.state.value} onChange={field.handleChange} onBlur={field.handleBlur} validationState={invalid(error)} errorMessage={error} />;
}

export interface FormElementProps {
  children: SpectrumFormProps['children'];
  'aria-label'?: string;
  maxWidth?: SpectrumFormWidth;
}

/** The `<form>`: Spectrum Form layout, submits through TanStack, focuses the first invalid field. */
function FormElement({ children, 'aria-label': ariaLabel, maxWidth }: FormElementProps) {
  const form = useFormContext();
  const ref = useRef<DOMRefValue<HTMLFormElement>>(null);
  const attempts = useStore(form.store, (state) => state.submissionAttempts);
  const isValid = useStore(form.store, (state) => state.isValid);
  useEffect(() => {
    if (attempts === 0 || isValid) return;
    focusFirstInvalid(ref.current?.UNSAFE_getDOMNode());
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

/**
 * The accent submit button; pending while the form submits or while `isPending` (the machine works);
 * `isDisabled` when the user may look but not change (e.g. a role without the right).
 */
function SubmitButton({ children, isPending = false, isDisabled, width }: { children: ReactNode; isPending?: boolean; isDisabled?: boolean; width?: 'size-2400' }) {
  const form = useFormContext();
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  return (
    <Button type="submit" variant="accent" isPending={isPending || submitting} isDisabled={isDisabled} marginTop="size-100" width={width}>
      {children}
    </Button>
  );
}

export const { useAppForm, withForm, withFieldGroup } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: {
    TextField: FormTextField,
    SecurityCodeField: FormSecurityCodeField,
    TextArea: FormTextArea,
    NumberField: FormNumberField,
    Picker: FormPicker,
    RadioGroup: FormRadioGroup,
    DatePicker: FormDatePicker,
    Checkbox: FormCheckbox,
    CheckboxGroup: FormCheckboxGroup,
    Switch: FormSwitch,
  },
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

/**
 * Validate with a rule function that answers field messages (a machine's rule in the form's words,
 * e.g. creditIncreaseFieldMessages): errors appear on submit, then follow typing.
 */
export function rulesValidation<TValues>(validate: (values: TValues) => Record<string, FieldMessage> | undefined) {
  return {
    validationLogic: revalidateLogic({ mode: 'submit', modeAfterSubmission: 'change' }),
    validators: {
      onDynamic: ({ value }: { value: TValues }) => {
        const fields = validate(value);
        return fields ? { fields } : undefined;
      },
    },
  };
}
