import { Flex, Heading, ProgressCircle, Text, View } from '@adobe/react-spectrum';
import { useIntl } from 'react-intl';
import type { PurchasingControls } from '../../machines/app/purchasingControls/purchasingControlsTypes';
import { SHIP_TO_FIELDS } from '../../machines/rules/shipToAddress';
import { pathFor } from '../../src/app/routes';
import { AppLink } from '../common/AppLink';
import { purchasingHelpSearch } from '../common/purchasingHelpQuery';
import { LoadFailedAlert } from '../common/LoadFailedAlert';
import { addressFieldProps } from '../common/addressFieldProps';
import { schemaValidation, useAppForm } from '../forms/formKit';
import { SaveOutcome } from './SaveOutcome';
import { returnAddressSchema, type ReturnAddressFormValues } from './controlsForms';
import type { CardSettingsViewModel } from './useCardSettingsViewModel';
import { useTranslate } from '../common/translate';

/** Route `purchase-cards-config`: whether Purchase Cards are on, and where undeliverable cards go back to. */
export function CardSettingsView(vm: CardSettingsViewModel) {
  const t = useTranslate();
  const { controls } = vm;
  return (
    <View>
      <Heading level={1} marginTop={0}>
        {t('page.purchase-cards-config')}
      </Heading>
      <Flex gap="size-300" wrap>
        <AppLink to={pathFor('manage-purchasing-controls')}>{t('purchasingControls.back')}</AppLink>
        <AppLink to={pathFor('purchasing-controls-help') + purchasingHelpSearch('cardSettings', 'purchase-cards-config')}>{t('purchasingControls.help')}</AppLink>
      </Flex>
      {vm.failed && <LoadFailedAlert titleId="purchasingControls.loadFailed" onRetry={vm.retry} />}
      {!controls && !vm.failed && <ProgressCircle aria-label={t('purchasingControls.loading')} isIndeterminate />}
      {controls && <ReturnAddressForm vm={vm} controls={controls} />}
    </View>
  );
}

/** The return address bound through formKit, checked by the ship-to rules (returnAddressSchema); a refusal keeps what was typed. */
function ReturnAddressForm({ vm, controls }: { vm: CardSettingsViewModel; controls: PurchasingControls }) {
  const intl = useIntl();
  const t = useTranslate();
  const form = useAppForm({
    defaultValues: { address: { ...vm.address } } as ReturnAddressFormValues,
    ...schemaValidation<ReturnAddressFormValues>(returnAddressSchema),
    listeners: { onChange: vm.edited },
    onSubmit: ({ value }) => vm.save(value.address),
  });
  return (
    <form.AppForm>
      <form.FormElement aria-label={t('purchasingControls.returnAddress.title')} maxWidth="size-6000">
        <Flex direction="column" gap="size-150" marginTop="size-200">
          <Text>{t(controls.purchaseCards === 'Enabled' ? 'purchasingControls.cards.on' : 'purchasingControls.cards.off')}</Text>
          <Heading level={2}>{t('purchasingControls.returnAddress.title')}</Heading>
          <Text>{t('purchasingControls.returnAddress.explain')}</Text>
          <Flex direction="column" gap="size-100">
            {SHIP_TO_FIELDS.map((name) => (
              <form.AppField key={name} name={`address.${name}`}>
                {(field) => <field.TextField {...addressFieldProps(intl, name)} />}
              </form.AppField>
            ))}
          </Flex>
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
