import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, Form, TextField } from '@adobe/react-spectrum';
import type { DOMRefValue } from '@react-types/shared';
import { signInRequestSchema } from '../../../src/domain/session';
import type { SignInRequest } from '../../../src/domain/session';
import { fieldMessages } from '../../../src/i18n/validationMessages';
import type { FieldMessages } from '../../../src/i18n/validationMessages';

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
 * Written without the TanStack Form kit (views/forms/formKit) on purpose: it is the first screen a
 * new user loads, and the kit with classic zod would add ~40 kB gzip to it (issue 9, sign-in route
 * ≤ 160 kB). It behaves as the kit does: errors appear on submit, then follow typing; a refused
 * submit focuses the first invalid field.
 */
export function SignInForm({ isPending, onSubmit }: SignInFormProps) {
  const intl = useIntl();
  const formRef = useRef<DOMRefValue<HTMLFormElement>>(null);
  const [values, setValues] = useState<Credentials>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldMessages | undefined>(undefined);
  const [submitted, setSubmitted] = useState(false);

  const labels = { email: intl.formatMessage({ id: 'signIn.email.label' }), password: intl.formatMessage({ id: 'signIn.password.label' }) };
  const errorOf = (name: keyof Credentials): string | undefined => {
    const message = errors?.[name];
    return message && intl.formatMessage({ id: message.id }, { fieldName: labels[name], ...message.values });
  };
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
    requestAnimationFrame(() => formRef.current?.UNSAFE_getDOMNode()?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
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
