import { Button, Content, Flex, Heading, InlineAlert, NumberField, ProgressCircle, Text, View } from '@adobe/react-spectrum';
import { useIntl } from 'react-intl';
import { pathFor } from '../../src/app/routes';
import { AppLink } from '../common/AppLink';
import { purchasingHelpSearch } from '../common/purchasingHelpQuery';
import { LoadFailedAlert } from '../common/LoadFailedAlert';
import { useFormatMoney } from '../common/format';
import type { ManagePoliciesViewModel } from './useManagePoliciesViewModel';
import { useTranslate } from '../common/translate';

/** Route `manage-policies`: the buyer purchase policy (the most one purchase may be). */
export function ManagePoliciesView(vm: ManagePoliciesViewModel) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
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
      {controls && (
        <form
          aria-label={t('page.manage-policies')}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            vm.save();
          }}
        >
          <Flex direction="column" gap="size-150" maxWidth="size-6000" marginTop="size-200">
          <Text>{t('purchasingControls.policy.explain')}</Text>
          <NumberField
            label={t('purchasingControls.policy.maxValue')}
            description={t('purchasingControls.policy.hint', { line: formatMoney(controls.companyCreditLine) })}
            value={vm.maxValue}
            onChange={vm.setMaxValue}
            formatOptions={{ style: 'currency', currency: controls.companyCreditLine.currency }}
            validationState={vm.errorId ? 'invalid' : undefined}
            errorMessage={vm.errorId ? t(vm.errorId, { line: formatMoney(controls.companyCreditLine) }) : undefined}
            width="size-3600"
          />
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
