import { useIntl } from 'react-intl';
import { Text } from '@adobe/react-spectrum';
import { z } from 'zod';
import { PASSWORD_RULES, PASSWORD_RULE_MESSAGE_IDS, type PasswordRuleId } from '../../machines/rules/password';
import { PASSWORD_MIN_LENGTH } from '../../src/domain/constants';
import type { ErrorBody } from '../../src/domain/errors';
import { schemaValidation, useAppForm } from '../forms/formKit';
import { FailureAlert } from './FailureAlert';
import { StepHeading } from './StepHeading';
import { useTranslate } from './translate';

const newPasswordSchema = z
  .object({ password: z.string().min(1).max(200), confirm: z.string().min(1) })
  .refine((value) => value.password === value.confirm, { path: ['confirm'], params: { messageId: 'form.mismatch' } });

/** The words of one page's password step (message ids). */
export interface NewPasswordStepMessages {
  heading: string;
  failed: string;
  form: string;
  password: string;
  confirm: string;
  submit: string;
}

export interface NewPasswordStepProps {
  /** Prefix of the rule list's element ids (unique on the page). */
  idPrefix: string;
  messages: NewPasswordStepMessages;
  /** The rules listed above the fields (spec 5): a first password has no earlier ones to repeat. */
  rules?: readonly PasswordRuleId[];
  failure: ErrorBody | null;
  isBusy: boolean;
  /** A valid submit: the password, typed twice the same. */
  onChoose: (password: string) => void;
}

/**
 * Choosing a password (spec 5 rules listed, typed twice): the activation's first password and the
 * password reset's new one. The machine behind each page checks the rules (machines/rules/password.ts)
 * and the server checks them again.
 */
export function NewPasswordStep({ idPrefix, messages, rules = PASSWORD_RULES, failure, isBusy, onChoose }: NewPasswordStepProps) {
  const intl = useIntl();
  const t = useTranslate();
  const form = useAppForm({
    defaultValues: { password: '', confirm: '' },
    ...schemaValidation<{ password: string; confirm: string }>(newPasswordSchema),
    onSubmit: ({ value }) => onChoose(value.password),
  });
  const rulesId = `${idPrefix}-rules`;
  return (
    <>
      <StepHeading>{t(messages.heading)}</StepHeading>
      <FailureAlert title={t(messages.failed)} failure={failure} />
      <Text id={`${rulesId}-title`}>{t('passwordReset.choose.rules')}</Text>
      <ul id={rulesId} aria-labelledby={`${rulesId}-title`}>
        {rules.map((rule) => (
          <li key={rule}>{intl.formatMessage({ id: PASSWORD_RULE_MESSAGE_IDS[rule] }, { min: PASSWORD_MIN_LENGTH })}</li>
        ))}
      </ul>
      <form.AppForm>
        <form.FormElement aria-label={t(messages.form)} maxWidth="100%">
          <form.AppField name="password">{(field) => <field.TextField label={t(messages.password)} type="password" autoComplete="new-password" aria-describedby={rulesId} />}</form.AppField>
          <form.AppField name="confirm">{(field) => <field.TextField label={t(messages.confirm)} type="password" autoComplete="new-password" />}</form.AppField>
          <form.SubmitButton isPending={isBusy}>{t(messages.submit)}</form.SubmitButton>
        </form.FormElement>
      </form.AppForm>
    </>
  );
}
