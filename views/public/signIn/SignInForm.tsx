import { useIntl } from 'react-intl';
import { signInRequestSchema } from '../../../src/domain/session';
import type { SignInRequest } from '../../../src/domain/session';
import { schemaValidation, useAppForm } from '../../forms/formKit';

export interface SignInFormProps {
  isPending: boolean;
  onSubmit: (credentials: SignInRequest) => void;
}

/**
 * E-mail and password, validated with the server's schema; a valid submit hands the parsed
 * credentials up once. The form keeps what was typed, so nothing is lost after a refusal.
 */
export function SignInForm({ isPending, onSubmit }: SignInFormProps) {
  const intl = useIntl();
  const form = useAppForm({
    defaultValues: { email: '', password: '' },
    ...schemaValidation<SignInRequest>(signInRequestSchema),
    onSubmit: ({ value }) => {
      const parsed = signInRequestSchema.safeParse(value);
      if (parsed.success) onSubmit(parsed.data);
    },
  });
  return (
    <form.AppForm>
      <form.FormElement aria-label={intl.formatMessage({ id: 'signIn.form.label' })} maxWidth="100%">
        <form.AppField name="email">
          {(field) => <field.TextField label={intl.formatMessage({ id: 'signIn.email.label' })} type="email" autoComplete="username" inputMode="email" />}
        </form.AppField>
        <form.AppField name="password">
          {(field) => <field.TextField label={intl.formatMessage({ id: 'signIn.password.label' })} type="password" autoComplete="current-password" />}
        </form.AppField>
        <form.SubmitButton isPending={isPending}>{intl.formatMessage({ id: 'signIn.submit' })}</form.SubmitButton>
      </form.FormElement>
    </form.AppForm>
  );
}
