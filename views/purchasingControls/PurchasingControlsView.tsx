import { AlertDialog, DialogContainer, Flex, Heading, ProgressCircle, Switch, Text, View, Well } from '@adobe/react-spectrum';
import { pathFor } from '../../src/app/routes';
import { AppLink } from '../common/AppLink';
import { purchasingHelpSearch } from '../common/purchasingHelpQuery';
import { LoadFailedAlert } from '../common/LoadFailedAlert';
import { RuleRefusal } from '../common/RuleRefusal';
import type { PurchasingControlsViewModel } from './usePurchasingControlsViewModel';
import type { PurchasingFeature } from '../../machines/app/purchasingControls/purchasingControlsTypes';
import { useTranslate } from '../common/translate';

const FEATURES: readonly { feature: PurchasingFeature; key: 'individualCreditLimits' | 'purchaseCards' }[] = [
  { feature: 'IndividualCreditLimits', key: 'individualCreditLimits' },
  { feature: 'PurchaseCards', key: 'purchaseCards' },
];

/** Route `manage-purchasing-controls`: Individual Credit Limits and Purchase Cards switches, with their rules. */
export function PurchasingControlsView({ controls, failed, retry, canSwitch, refusalId, toggle, setupDialogOpen, dismissSetupDialog }: PurchasingControlsViewModel) {
  const t = useTranslate();
  return (
    <View>
      <Heading level={1} marginTop={0}>
        {t('page.manage-purchasing-controls')}
      </Heading>
      <Text>{t('purchasingControls.intro')}</Text>
      {failed && <LoadFailedAlert titleId="purchasingControls.loadFailed" onRetry={retry} />}
      {!controls && !failed && <ProgressCircle aria-label={t('purchasingControls.loading')} isIndeterminate marginTop="size-200" />}
      {controls && (
        <Flex direction="column" gap="size-200" marginTop="size-200" maxWidth="size-6000">
          <RuleRefusal refusal={refusalId} titleId="purchasingControls.refused.title" autoFocus />
          {FEATURES.map(({ feature, key }) => (
            <Well key={feature} role="group" aria-labelledby={`feature-${key}`}>
              <Heading level={2} id={`feature-${key}`} marginTop={0}>
                {t(`purchasingControls.${key}.title`)}
              </Heading>
              <Switch
                isSelected={controls[key] === 'Enabled'}
                isDisabled={!canSwitch}
                onChange={(on) => toggle(feature, on)}
              >
                {t(`purchasingControls.${key}.switch`)}
              </Switch>
              <Text UNSAFE_className="portal-hint">
                <br />
                {t(`purchasingControls.${key}.explain`)}
              </Text>
              {key === 'purchaseCards' && (
                <Text>
                  <br />
                  {t('purchasingControls.activeCards', { count: controls.activeCardCount })}
                </Text>
              )}
            </Well>
          ))}
          {!controls.canManage && <Text>{t('purchasingControls.readOnly')}</Text>}
          <nav aria-label={t('purchasingControls.more')}>
            <Flex gap="size-300" wrap>
              <AppLink to={pathFor('manage-policies')}>{t('page.manage-policies')}</AppLink>
              <AppLink to={pathFor('purchase-cards-config')}>{t('purchasingControls.cardSettings')}</AppLink>
              <AppLink to={pathFor('purchase-cards-active')}>{t('page.purchase-cards-view')}</AppLink>
              <AppLink to={pathFor('purchasing-controls-help') + purchasingHelpSearch('purchaseCardsSetup', 'manage-purchasing-controls')}>{t('purchasingControls.help')}</AppLink>
            </Flex>
          </nav>
        </Flex>
      )}
      <DialogContainer onDismiss={dismissSetupDialog}>
        {setupDialogOpen && (
          <AlertDialog
            title={t('purchasingControls.setup.title')}
            variant="information"
            primaryActionLabel={t('purchasingControls.setup.start')}
            cancelLabel={t('purchasingControls.setup.later')}
            onPrimaryAction={dismissSetupDialog}
            onCancel={dismissSetupDialog}
          >
            {t('purchasingControls.setup.message')}
          </AlertDialog>
        )}
      </DialogContainer>
    </View>
  );
}
