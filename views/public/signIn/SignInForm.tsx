import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, Form, TextField } from '@adobe/react-spectrum';
import type { DOMRefValue } from '@react-types/shared';
import { signInRequestSchema } from '../../../src/domain/session';
import type { SignInRequest } from '../../../src/domain/session';
import { fieldMessages } from '../../../src/i18n/validationMessages';
import type { FieldMessages } from '../../../src/i18n/validationMessages';
import { focusFirstInvalid, formatFieldError } from '../../forms/fieldMessage';

export interface SignInFormProps {
  isPending: boolean;
  onSubmit: (credentials: SignInRequest) => void;
}

type Credentials = { email: string; password: string };

/**
 * E-mail and password, validated with the server's schema (src/domain/session, zod/mini); a valid
 * submit hands the parsed credentials up once. The form keeps what was typed, so nothing is lost
 * after a refusal.
 *
 * Field state without the TanStack Form kit (views/forms/formKit) on purpose: it is the first screen
 * a new user loads, and the kit costs the sign-in route 17 kB gzip (measured with `npx size-limit`:
 * 208.5 kB against its 192 kB budget, issue 9). It shares the kit's rules (views/forms/fieldMessage.ts:
 * the error text, the first invalid field focused) and behaves as the kit does: errors appear on
 * submit, then follow typing.
 */
export function SignInForm({ isPending, onSubmit }: SignInFormProps) {
  const intl = useIntl();
  const formRef = useRef<DOMRefValue<HTMLFormElement>>(null);
  const [values, setValues] = useState<Credentials>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldMessages | undefined>(undefined);
  const [submitted, setSubmitted] = useState(false);

  const labels = { email: intl.formatMessage({ id: 'signIn.email.label' }), password: intl.formatMessage({ id: 'signIn.password.label' }) };
  const errorOf = (name: keyof Credentials): string | undefined => formatFieldError(intl, [errors?.[name]], labels[name]);
  const change = (name: keyof Credentials) => (value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (submitted) setErrors(fieldMessages(signInRequestSchema, next));
  };
  const submit = () => {
    setSubmitted(true);
    const parsed = signInRequestSchema.safeParse(values);
    if (parsed.success) {
      setErrors(undefined);
      onSubmit(parsed.data);
      return;
    }
    setErrors(fieldMessages(signInRequestSchema, values));
    // After React has marked the fields invalid.
    requestAnimationFrame(() => focusFirstInvalid(formRef.current?.UNSAFE_getDOMNode()));
  };

  const field = (name: keyof Credentials) => {
    const error = errorOf(name);
    return { name, label: labels[name], value: values[name], onChange: change(name), validationState: error !== undefined ? ('invalid' as const) : undefined, errorMessage: error };
  };
  return (
    <Form
      ref={formRef}
      aria-label={intl.formatMessage({ id: 'signIn.form.label' })}
      maxWidth="100%"
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <TextField {...field('email')} type="email" autoComplete="username" inputMode="email" />
      <TextField {...field('password')} type="password" autoComplete="current-password" />
      <Button type="submit" variant="accent" isPending={isPending} marginTop="size-100">
        {intl.formatMessage({ id: 'signIn.submit' })}
      </Button>
    </Form>
  );
}
