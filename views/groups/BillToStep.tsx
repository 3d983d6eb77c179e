import { Button, Flex, Radio } from '@adobe/react-spectrum';
import { useStore } from '@tanstack/react-form';
import type { GroupBillTo } from '../../machines/rules/groupEntity';
import { groupBillToSchema } from '../../machines/rules/groupSchemas';
import { schemaValidation, useAppForm } from '../forms/formKit';
import type { CreateGroupViewModel } from './useCreateGroupViewModel';
import { useTranslate } from '../common/translate';

/** Step 3: bill the parent only, or (a separate legal entity) the entity's own details. */
export function BillToStep({ vm }: { vm: CreateGroupViewModel }) {
  const t = useTranslate();
  const legal = vm.draft.kind === 'legalEntity';
  const form = useAppForm({
    defaultValues: vm.draft.billTo,
    ...schemaValidation<GroupBillTo>(groupBillToSchema(vm.draft.kind)),
    onSubmit: ({ value }) => vm.submitBillTo(value),
  });
  const choice = useStore(form.store, (state) => state.values.billTo);
  const label = t('groups.field.billTo');
  return (
    <form.AppForm>
      <form.FormElement aria-label={t('groups.step.billTo')} maxWidth="size-6000">
        <form.AppField name="billTo">
          {(field) => (
            <field.RadioGroup label={label} isRequired necessityIndicator="label" description={legal ? undefined : t('groups.billTo.reportingHelp')}>
              <Radio value="parent">{t('groups.billTo.parent')}</Radio>
              <Radio value="own" isDisabled={!legal}>
                {t('groups.billTo.own')}
              </Radio>
            </field.RadioGroup>
          )}
        </form.AppField>
        {choice === 'own' && legal ? (
          <>
            <form.AppField name="billingContactName">{(field) => <field.TextField label={t('groups.field.billingContactName')} isRequired necessityIndicator="label" />}</form.AppField>
            <form.AppField name="billingEmail">{(field) => <field.TextField label={t('groups.field.billingEmail')} type="email" isRequired necessityIndicator="label" autoComplete="email" />}</form.AppField>
          </>
        ) : (
          <></>
        )}
        <Flex gap="size-200" alignItems="end">
          <Button variant="secondary" marginTop="size-100" onPress={() => vm.back({ billTo: form.state.values })}>
            {t('groups.back')}
          </Button>
          <form.SubmitButton>{t('groups.next')}</form.SubmitButton>
        </Flex>
      </form.FormElement>
    </form.AppForm>
  );
}
