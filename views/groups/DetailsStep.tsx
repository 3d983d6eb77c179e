import { useIntl } from 'react-intl';
import { Button, Flex, Heading, Item } from '@adobe/react-spectrum';
import { RELATIONS_TO_PARENT, type GroupDetails } from '../../machines/rules/groupEntity';
import { groupDetailsSchema } from '../../machines/rules/groupSchemas';
import { schemaValidation, useAppForm } from '../forms/formKit';
import { registrationCountries } from './countries';
import type { CreateGroupViewModel } from './useCreateGroupViewModel';
import { useTranslate } from '../common/translate';

/**
 * Step 2: name and parent; for a separate legal entity its legal name, DBA, trading name,
 * registration number, tax ID (US: 9 digits), registered address and relation to the parent.
 */
export function DetailsStep({ vm }: { vm: CreateGroupViewModel }) {
  const intl = useIntl();
  const t = useTranslate();
  const legal = vm.draft.kind === 'legalEntity';
  const form = useAppForm({
    defaultValues: vm.draft.details,
    ...schemaValidation<GroupDetails>(groupDetailsSchema(vm.draft.kind, vm.topLevel)),
    onSubmit: ({ value }) => vm.submitDetails(value),
  });
  const picker = (name: 'parentGroupId' | 'relationToParent' | 'address.country', labelId: string, items: { key: string; name: string }[]) => (
    <form.AppField name={name}>
      {(field) => (
        <field.Picker label={t(labelId)} isRequired necessityIndicator="label" items={items}>
          {(item) => <Item key={item.key}>{item.name}</Item>}
        </field.Picker>
      )}
    </form.AppField>
  );

  return (
    <form.AppForm>
      <form.FormElement aria-label={t('groups.step.details')} maxWidth="size-6000">
        <form.AppField name="name">{(field) => <field.TextField label={t('groups.field.name')} isRequired necessityIndicator="label" />}</form.AppField>
        {vm.topLevel ? <></> : picker('parentGroupId', 'groups.field.parent', vm.parents.map((g) => ({ key: g.id, name: g.name })))}
        {legal ? (
          <>
            <form.AppField name="legalName">{(field) => <field.TextField label={t('groups.field.legalName')} isRequired necessityIndicator="label" autoComplete="organization" />}</form.AppField>
            <form.AppField name="dba">{(field) => <field.TextField label={t('groups.field.dba')} />}</form.AppField>
            <form.AppField name="tradingName">{(field) => <field.TextField label={t('groups.field.tradingName')} />}</form.AppField>
            <form.AppField name="registrationNumber">{(field) => <field.TextField label={t('groups.field.registrationNumber')} isRequired necessityIndicator="label" />}</form.AppField>
            <form.AppField name="taxId">
              {(field) => <field.TextField label={t('groups.field.taxId')} isRequired necessityIndicator="label" description={t('groups.field.taxId.help')} />}
            </form.AppField>
            <Heading level={3} marginBottom={0}>
              {t('groups.field.registeredAddress')}
            </Heading>
            <form.AppField name="address.line1">{(field) => <field.TextField label={t('groups.field.line1')} isRequired necessityIndicator="label" autoComplete="address-line1" />}</form.AppField>
            <form.AppField name="address.line2">{(field) => <field.TextField label={t('groups.field.line2')} autoComplete="address-line2" />}</form.AppField>
            <form.AppField name="address.city">{(field) => <field.TextField label={t('groups.field.city')} isRequired necessityIndicator="label" autoComplete="address-level2" />}</form.AppField>
            <form.AppField name="address.state">{(field) => <field.TextField label={t('groups.field.state')} description={t('groups.field.state.help')} autoComplete="address-level1" />}</form.AppField>
            <form.AppField name="address.zip">{(field) => <field.TextField label={t('groups.field.zip')} isRequired necessityIndicator="label" autoComplete="postal-code" />}</form.AppField>
            {picker('address.country', 'groups.field.country', registrationCountries(intl).map((c) => ({ key: c.code, name: c.name })))}
            {!vm.topLevel && picker('relationToParent', 'groups.field.relationToParent', RELATIONS_TO_PARENT.map((r) => ({ key: r, name: t(`groups.relation.${r}`) })))}
          </>
        ) : (
          <></>
        )}
        <Flex gap="size-200" alignItems="end">
          <Button variant="secondary" marginTop="size-100" onPress={() => vm.back({ details: form.state.values })}>
            {t('groups.back')}
          </Button>
          <form.SubmitButton>{t('groups.next')}</form.SubmitButton>
        </Flex>
      </form.FormElement>
    </form.AppForm>
  );
}
