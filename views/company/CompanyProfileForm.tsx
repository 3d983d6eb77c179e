import type { CompanyProfileValues } from '../../machines/rules/companyInfo';
import { companyProfileSchema } from '../../machines/rules/companyInfo';
import { schemaValidation, useAppForm } from '../forms/formKit';
import { isStateRequired, PROFILE_LIMITS } from './companyModel';
import { useTranslate } from '../common/translate';

export interface CompanyProfileFormProps {
  initial: CompanyProfileValues;
  country: string;
  saving: boolean;
  onSave: (profile: CompanyProfileValues) => void;
  onEdited: () => void;
}

/**
 * Trading name and business address (spec 5 lengths), validated with the schema the server uses
 * (machines/rules/companyInfo.ts): each field says what is wrong on submit, then while typing; a
 * refused save keeps every value and focuses the first field in error.
 */
export function CompanyProfileForm({ initial, country, saving, onSave, onEdited }: CompanyProfileFormProps) {
  const t = useTranslate();
  const schema = companyProfileSchema(country);
  const form = useAppForm({
    defaultValues: initial,
    ...schemaValidation<CompanyProfileValues>(schema),
    listeners: { onChange: onEdited },
    onSubmit: ({ value }) => onSave(value),
  });
  const hint = (max: number) => t('company.field.maxLengthHint', { maxLength: max });
  const stateRequired = isStateRequired(country);

  return (
    <form.AppForm>
      <form.FormElement aria-label={t('company.profile.formLabel')} maxWidth="size-6000">
        <form.AppField name="tradingName">
          {(field) => <field.TextField label={t('company.field.tradingName')} description={hint(PROFILE_LIMITS.tradingName)} necessityIndicator="label" autoComplete="organization" />}
        </form.AppField>
        <form.AppField name="line1">
          {(field) => <field.TextField label={t('company.field.line1')} description={hint(PROFILE_LIMITS.line1)} isRequired necessityIndicator="label" autoComplete="address-line1" />}
        </form.AppField>
        <form.AppField name="line2">
          {(field) => <field.TextField label={t('company.field.line2')} description={hint(PROFILE_LIMITS.line2)} necessityIndicator="label" autoComplete="address-line2" />}
        </form.AppField>
        <form.AppField name="city">
          {(field) => <field.TextField label={t('company.field.city')} description={hint(PROFILE_LIMITS.city)} isRequired necessityIndicator="label" autoComplete="address-level2" />}
        </form.AppField>
        <form.AppField name="state">
          {(field) => <field.TextField label={t('company.field.state')} description={hint(PROFILE_LIMITS.state)} isRequired={stateRequired} necessityIndicator="label" autoComplete="address-level1" />}
        </form.AppField>
        <form.AppField name="zip">
          {(field) => <field.TextField label={t('company.field.zip')} description={hint(PROFILE_LIMITS.zip)} isRequired necessityIndicator="label" autoComplete="postal-code" />}
        </form.AppField>
        <form.SubmitButton isPending={saving}>{t('company.profile.save')}</form.SubmitButton>
      </form.FormElement>
    </form.AppForm>
  );
}
