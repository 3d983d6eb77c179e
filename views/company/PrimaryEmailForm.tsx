import { schemaValidation, useAppForm } from '../forms/formKit';
import { primaryEmailSchema, type PrimaryEmailFormValues } from './companyModel';
import { useTranslate } from '../common/translate';

/** The new e-mail of the primary contact, checked with the machine's rule before it is sent; what was typed stays. */
export function PrimaryEmailForm({ currentEmail, submitting, onSubmit }: { currentEmail: string; submitting: boolean; onSubmit: (newEmail: string) => void }) {
  const t = useTranslate();
  const form = useAppForm({
    defaultValues: { newEmail: '' } as PrimaryEmailFormValues,
    ...schemaValidation<PrimaryEmailFormValues>(primaryEmailSchema(currentEmail)),
    onSubmit: ({ value }) => onSubmit(value.newEmail),
  });
  return (
    <form.AppForm>
      <form.FormElement aria-label={t('company.primaryContact.formLabel')} maxWidth="size-6000">
        <form.AppField name="newEmail">
          {(field) => (
            <field.TextField label={t('company.primaryContact.newEmail')} description={t('company.primaryContact.newEmailHint')} type="email" isRequired necessityIndicator="label" autoComplete="email" />
          )}
        </form.AppField>
        <form.SubmitButton isPending={submitting}>{t('company.primaryContact.submit')}</form.SubmitButton>
      </form.FormElement>
    </form.AppForm>
  );
}
