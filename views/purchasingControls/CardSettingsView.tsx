import { Button, Content, Flex, Heading, InlineAlert, ProgressCircle, Text, View } from '@adobe/react-spectrum';
import { useIntl } from 'react-intl';
import { pathFor } from '../../src/app/routes';
import { AppLink } from '../common/AppLink';
import { purchasingHelpSearch } from '../common/purchasingHelpQuery';
import { LoadFailedAlert } from '../common/LoadFailedAlert';
import { AddressFields } from '../common/AddressFields';
import type { CardSettingsViewModel } from './useCardSettingsViewModel';
import { useTranslate } from '../common/translate';

/** Route `purchase-cards-config`: whether Purchase Cards are on, and where undeliverable cards go back to. */
export function CardSettingsView(vm: CardSettingsViewModel) {
  const intl = useIntl();
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
      {controls && (
        <form
          aria-label={t('purchasingControls.returnAddress.title')}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            vm.save();
          }}
        >
          <Flex direction="column" gap="size-150" maxWidth="size-6000" marginTop="size-200">
          <Text>{t(controls.purchaseCards === 'Enabled' ? 'purchasingControls.cards.on' : 'purchasingControls.cards.off')}</Text>
          <Heading level={2}>{t('purchasingControls.returnAddress.title')}</Heading>
          <Text>{t('purchasingControls.returnAddress.explain')}</Text>
          <AddressFields value={vm.address} onChange={vm.setAddress} problems={vm.problems} />
          {vm.failureId && (
            <InlineAlert variant="negative">
              <Heading>{t('purchasingControls.saveFailed')}</Heading>
              <Content>{t(vm.failureId in intl.messages ? vm.failureId : 'error.generic')}</Content>
            </InlineAlert>
          )}
          {vm.saved && (
            <InlineAlert variant="positive">
              <Heading>{t('purchasingControls.saved')}</Heading>
            </InlineAlert>
          )}
          <Button type="submit" variant="accent" isPending={vm.saving} isDisabled={!controls.canManage} alignSelf="start">
            {t('purchasingControls.save')}
          </Button>
          </Flex>
        </form>
      )}
    </View>
  );
}
