import { Flex, Heading, ProgressCircle, Text, View } from '@adobe/react-spectrum';
import type { PurchasingControls } from '../../machines/app/purchasingControls/purchasingControlsTypes';
import { pathFor } from '../../src/app/routes';
import { AppLink } from '../common/AppLink';
import { purchasingHelpSearch } from '../common/purchasingHelpQuery';
import { LoadFailedAlert } from '../common/LoadFailedAlert';
import { toMajor, toMinor, useFormatMoney } from '../common/format';
import { schemaValidation, useAppForm } from '../forms/formKit';
import { SaveOutcome } from './SaveOutcome';
import { policySchema, type PolicyFormValues } from './controlsForms';
import type { ManagePoliciesViewModel } from './useManagePoliciesViewModel';
import { useTranslate } from '../common/translate';

/** Route `manage-policies`: the buyer purchase policy (the most one purchase may be). */
export function ManagePoliciesView(vm: ManagePoliciesViewModel) {
  const t = useTranslate();
  const { controls } = vm;
  return (
    <View>
      <Heading level={1} marginTop={0}>
        {t('page.manage-policies')}
      </Heading>
      <Flex gap="size-300" wrap>
        <AppLink to={pathFor('manage-purchasing-controls')}>{t('purchasingControls.back')}</AppLink>
        <AppLink to={pathFor('purchasing-controls-help') + purchasingHelpSearch('purchasePolicy', 'manage-policies')}>{t('purchasingControls.help')}</AppLink>
      </Flex>
      {vm.failed && <LoadFailedAlert titleId="purchasingControls.loadFailed" onRetry={vm.retry} />}
      {!controls && !vm.failed && <ProgressCircle aria-label={t('purchasingControls.loading')} isIndeterminate />}
      {controls && <PolicyForm vm={vm} controls={controls} />}
    </View>
  );
}

/** The max value bound through formKit, checked by the policy rule (policySchema); a refusal keeps what was typed. */
function PolicyForm({ vm, controls }: { vm: ManagePoliciesViewModel; controls: PurchasingControls }) {
  const formatMoney = useFormatMoney();
  const t = useTranslate();
  const line = formatMoney(controls.companyCreditLine);
  const form = useAppForm({
    defaultValues: { maxValue: toMajor(vm.maxValueMinor) } as PolicyFormValues,
    ...schemaValidation<PolicyFormValues>(policySchema(controls, line)),
    listeners: { onChange: vm.edited },
    onSubmit: ({ value }) => vm.save(toMinor(value.maxValue)),
  });
  return (
    <form.AppForm>
      <form.FormElement aria-label={t('page.manage-policies')} maxWidth="size-6000">
        <Flex direction="column" gap="size-150" marginTop="size-200">
          <Text>{t('purchasingControls.policy.explain')}</Text>
          <form.AppField name="maxValue">
            {(field) => (
              <field.NumberField
                label={t('purchasingControls.policy.maxValue')}
                description={t('purchasingControls.policy.hint', { line })}
                formatOptions={{ style: 'currency', currency: controls.companyCreditLine.currency }}
                width="size-3600"
              />
            )}
          </form.AppField>
          <SaveOutcome failureId={vm.failureId} saved={vm.saved} />
          <View>
            <form.SubmitButton isPending={vm.saving} isDisabled={!controls.canManage}>
              {t('purchasingControls.save')}
            </form.SubmitButton>
          </View>
        </Flex>
      </form.FormElement>
    </form.AppForm>
  );
}
