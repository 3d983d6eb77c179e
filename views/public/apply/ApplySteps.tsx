import { useIntl } from 'react-intl';
import { Button, Flex, Item } from '@adobe/react-spectrum';
import { SUPPORTED_COUNTRIES, CURRENCIES } from '../../../src/domain/constants';
import { stepSchema, type ApplicationDraft, type ApplyFormStep } from '../../../machines/app/apply/applicationForm';
import { schemaValidation, useAppForm } from '../../forms/formKit';
import { useTranslate } from '../../common/translate';
import type { ApplyViewModel } from './useApplyViewModel';

/**
 * The five steps of Buyer apply, each a TanStack form over its step's shared schema
 * (machines/app/apply/applicationForm.ts): the form shows each field's rule, and on a valid submit
 * sends the step whole to the machine; Back sends what was typed, so nothing is lost.
 */
type StepProps = { vm: ApplyViewModel };

function useStepForm<S extends ApplyFormStep>(vm: ApplyViewModel, step: S, submit: (values: ApplicationDraft[S]) => void) {
  return useAppForm({
    defaultValues: vm.draft[step],
    ...schemaValidation<ApplicationDraft[S]>(stepSchema(step, vm.draft)),
    onSubmit: ({ value }) => submit(value),
  });
}

function StepButtons({ vm, step, values, first = false }: { vm: ApplyViewModel; step: ApplyFormStep; values: () => unknown; first?: boolean }) {
  const t = useTranslate();
  return (
    <Flex gap="size-200" alignItems="end">
      {!first && (
        <Button variant="secondary" marginTop="size-100" onPress={() => vm.back({ [step]: values() } as Partial<ApplicationDraft>)}>
          {t('apply.back')}
        </Button>
      )}
      <Button type="submit" variant="accent" marginTop="size-100">
        {t('apply.next')}
      </Button>
    </Flex>
  );
}

export function BusinessStep({ vm }: StepProps) {
  const t = useTranslate();
  const intl = useIntl();
  const form = useStepForm(vm, 'business', vm.submitBusiness);
  const names = new Intl.DisplayNames([intl.locale], { type: 'region' });
  const countries = SUPPORTED_COUNTRIES.map((code) => ({ key: code, name: names.of(code) ?? code })).sort((a, b) => a.name.localeCompare(b.name, intl.locale));
  return (
    <form.AppForm>
      <form.FormElement aria-label={t('apply.step.business')} maxWidth="100%">
        <form.AppField name="businessName">{(field) => <field.TextField label={t('apply.field.businessName')} isRequired necessityIndicator="label" autoComplete="organization" />}</form.AppField>
        <form.AppField name="tradingName">{(field) => <field.TextField label={t('apply.field.tradingName')} />}</form.AppField>
        <form.AppField name="country">
          {(field) => (
            <field.Picker label={t('apply.field.country')} isRequired necessityIndicator="label" items={countries}>
              {(item) => <Item key={item.key}>{item.name}</Item>}
            </field.Picker>
          )}
        </form.AppField>
        <form.AppField name="registrationNumber">{(field) => <field.TextField label={t('apply.field.registrationNumber')} />}</form.AppField>
        <form.AppField name="taxId">{(field) => <field.TextField label={t('apply.field.taxId')} description={t('apply.field.taxId.help')} />}</form.AppField>
        <StepButtons vm={vm} step="business" values={() => form.state.values} first />
      </form.FormElement>
    </form.AppForm>
  );
}

export function AddressStep({ vm }: StepProps) {
  const t = useTranslate();
  const form = useStepForm(vm, 'address', vm.submitAddress);
  return (
    <form.AppForm>
      <form.FormElement aria-label={t('apply.step.address')} maxWidth="100%">
        <form.AppField name="line1">{(field) => <field.TextField label={t('apply.field.line1')} isRequired necessityIndicator="label" autoComplete="address-line1" />}</form.AppField>
        <form.AppField name="line2">{(field) => <field.TextField label={t('apply.field.line2')} autoComplete="address-line2" />}</form.AppField>
        <form.AppField name="city">{(field) => <field.TextField label={t('apply.field.city')} isRequired necessityIndicator="label" autoComplete="address-level2" />}</form.AppField>
        <form.AppField name="state">{(field) => <field.TextField label={t('apply.field.state')} description={t('apply.field.state.help')} autoComplete="address-level1" />}</form.AppField>
        <form.AppField name="zip">{(field) => <field.TextField label={t('apply.field.zip')} isRequired necessityIndicator="label" autoComplete="postal-code" />}</form.AppField>
        <StepButtons vm={vm} step="address" values={() => form.state.values} />
      </form.FormElement>
    </form.AppForm>
  );
}

export function ContactStep({ vm }: StepProps) {
  const t = useTranslate();
  const form = useStepForm(vm, 'contact', vm.submitContact);
  return (
    <form.AppForm>
      <form.FormElement aria-label={t('apply.step.contact')} maxWidth="100%">
        <form.AppField name="firstName">{(field) => <field.TextField label={t('apply.field.firstName')} isRequired necessityIndicator="label" autoComplete="given-name" />}</form.AppField>
        <form.AppField name="lastName">{(field) => <field.TextField label={t('apply.field.lastName')} isRequired necessityIndicator="label" autoComplete="family-name" />}</form.AppField>
        <form.AppField name="email">{(field) => <field.TextField label={t('apply.field.email')} type="email" isRequired necessityIndicator="label" autoComplete="email" />}</form.AppField>
        <form.AppField name="phone">{(field) => <field.TextField label={t('apply.field.phone')} type="tel" isRequired necessityIndicator="label" autoComplete="tel" />}</form.AppField>
        <StepButtons vm={vm} step="contact" values={() => form.state.values} />
      </form.FormElement>
    </form.AppForm>
  );
}

export function TermsStep({ vm }: StepProps) {
  const t = useTranslate();
  const form = useStepForm(vm, 'terms', vm.submitTerms);
  return (
    <form.AppForm>
      <form.FormElement aria-label={t('apply.step.terms')} maxWidth="100%">
        <form.AppField name="creditLimit">{(field) => <field.TextField label={t('apply.field.creditLimit')} isRequired necessityIndicator="label" inputMode="decimal" />}</form.AppField>
        <form.AppField name="currency">
          {(field) => (
            <field.Picker label={t('apply.field.currency')} isRequired necessityIndicator="label" items={CURRENCIES.map((code) => ({ key: code }))}>
              {(item) => <Item key={item.key}>{item.key}</Item>}
            </field.Picker>
          )}
        </form.AppField>
        <StepButtons vm={vm} step="terms" values={() => form.state.values} />
      </form.FormElement>
    </form.AppForm>
  );
}

export function ConsentStep({ vm }: StepProps) {
  const t = useTranslate();
  const form = useStepForm(vm, 'consent', vm.submitConsent);
  const box = (name: 'acceptTerms' | 'creditCheck') => (
    <form.AppField name={name}>
      {(field) => <field.Checkbox errorLabel={t(`apply.field.${name}`)}>{t(`apply.field.${name}`, { program: vm.offer?.programName ?? vm.brand })}</field.Checkbox>}
    </form.AppField>
  );
  return (
    <form.AppForm>
      <form.FormElement aria-label={t('apply.step.consent')} maxWidth="100%">
        {box('acceptTerms')}
        {box('creditCheck')}
        <StepButtons vm={vm} step="consent" values={() => form.state.values} />
      </form.FormElement>
    </form.AppForm>
  );
}
