import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, Form, TextField } from '@adobe/react-spectrum';
import type { DOMRefValue } from '@react-types/shared';
import type { SignInRequest } from '../../../src/domain/session';
import type { FieldMessages } from '../../../src/i18n/validationMessages';
import { focusFirstInvalid, formatFieldError } from '../../forms/fieldMessage';
import type { SignInCheck } from './signInRules';

export interface SignInFormProps {
  isPending: boolean;
  onSubmit: (credentials: SignInRequest) => void;
}

type Credentials = { email: string; password: string };

// The rules (the server's zod/mini schema) load when the form is first focused or pressed, and a
// submit waits for them: not with the page (signInRules.ts; issue 9 part 3).
let checkSignIn: ((values: Credentials) => SignInCheck) | undefined;
const loadRules = async () => (checkSignIn ??= (await import('./signInRules')).checkSignIn);
const preloadRules = () => void loadRules().catch(() => undefined);

/**
 * E-mail and password, validated with the server's schema (src/domain/sessionRequests, zod/mini); a valid
 * submit hands the parsed credentials up once. The form keeps what was typed, so nothing is lost
 * after a refusal.
 *
 * Field state without the TanStack Form kit (views/forms/formKit) on purpose: it is the first screen
 * a new user loads, and the kit does not fit its budget (views/forms/README.md: +21.5 kB gzip for
 * TanStack Form alone, against 158.8 of 160 kB; issue 9). It shares the kit's rules (views/forms/fieldMessage.ts:
 * the error text, the first invalid field focused) and behaves as the kit does: errors appear on
 * submit, then follow typing.
 */
export function SignInForm({ isPending, onSubmit }: SignInFormProps) {
  const intl = useIntl();
  const formRef = useRef<DOMRefValue<HTMLFormElement>>(null);
  const [values, setValues] = useState<Credentials>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldMessages | undefined>(undefined);
  const [submitted, setSubmitted] = useState(false);
  // A second submit while the first waits for the rules is the same submit (a double press).
  const waitingForRules = useRef(false);

  const labels = { email: intl.formatMessage({ id: 'signIn.email.label' }), password: intl.formatMessage({ id: 'signIn.password.label' }) };
  const errorOf = (name: keyof Credentials): string | undefined => formatFieldError(intl, [errors?.[name]], labels[name]);
  const change = (name: keyof Credentials) => (value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    // `submitted` is set once the rules have loaded.
    if (submitted && checkSignIn) {
      const check = checkSignIn(next);
      setErrors(check.ok ? undefined : check.errors);
    }
  };
  const submit = async () => {
    if (waitingForRules.current) return;
    waitingForRules.current = true;
    const check = await loadRules().finally(() => (waitingForRules.current = false));
    const result = check(values);
    setSubmitted(true);
    if (result.ok) {
      setErrors(undefined);
      onSubmit(result.request);
      return;
    }
    setErrors(result.errors);
    // After React has marked the fields invalid.
    requestAnimationFrame(() => focusFirstInvalid(formRef.current?.UNSAFE_getDOMNode()));
  };

  const field = (name: keyof Credentials) => {
    const error = errorOf(name);
    return { name, label: labels[name], value: values[name], onChange: change(name), onFocus: preloadRules, validationState: error !== undefined ? ('invalid' as const) : undefined, errorMessage: error };
  };
  return (
    <Form
      ref={formRef}
      aria-label={intl.formatMessage({ id: 'signIn.form.label' })}
      maxWidth="100%"
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextField {...field('email')} type="email" autoComplete="username" inputMode="email" />
      <TextField {...field('password')} type="password" autoComplete="current-password" />
      <Button type="submit" variant="accent" isPending={isPending} marginTop="size-100" onFocus={preloadRules} onPressStart={preloadRules}>
        {intl.formatMessage({ id: 'signIn.submit' })}
      </Button>
    </Form>
  );
}
