import { Button, Content, Flex, Heading, InlineAlert, NumberField, ProgressCircle, Text, View } from '@adobe/react-spectrum';
import { useState, type FunctionComponent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { pathFor } from '../../src/app/routes';
import { LoadFailedAlert } from '../common/LoadFailedAlert';
import { useFormatMoney } from '../common/format';
import { CardTabsView } from './CardTabsView';
import type { CardTab, PurchaseCardDeps } from '../../machines/app/purchaseCards/purchaseCardTypes';
import { useCardListViewModel } from './useCardListViewModel';
import { useUserLimitViewModel, type UserLimitViewModel } from './useUserLimitViewModel';
import { useTranslate } from '../common/translate';

function LimitForm({ vm }: { vm: UserLimitViewModel }) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const t = useTranslate();
  const { options } = vm;
  if (vm.loadFailed) return <LoadFailedAlert titleId="purchaseCards.error.loadFailed" onRetry={vm.retry} />;
  if (!options || !vm.ceiling) return <ProgressCircle aria-label={t('purchaseCards.loading')} isIndeterminate />;
  return (
    <form
      aria-label={t('purchaseCards.field.limit')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        vm.save();
      }}
    >
      <Flex direction="column" gap="size-150" maxWidth="size-6000">
        <Text>{t('purchaseCards.create.for', { name: `${options.firstName} ${options.lastName}` })}</Text>
        <NumberField
          label={t('purchaseCards.field.limit')}
          description={t('purchaseCards.limit.hint', { max: formatMoney(vm.ceiling), owed: formatMoney(options.openCharges) })}
          value={vm.limit}
          onChange={vm.setLimit}
          formatOptions={{ style: 'currency', currency: vm.ceiling.currency }}
          minValue={0}
          isDisabled={!options.canSetLimit}
          validationState={vm.errorId ? 'invalid' : undefined}
          errorMessage={vm.errorId ? t(vm.errorId) : undefined}
          width="size-3600"
        />
        {vm.failureId && (
          <InlineAlert variant="negative">
            <Heading>{t('purchasingControls.saveFailed')}</Heading>
            <Content>{t(vm.failureId in intl.messages ? vm.failureId : 'error.generic')}</Content>
          </InlineAlert>
        )}
        <div role="status">
          {vm.saved && (
            <InlineAlert variant={vm.saved.purchasesBlocked ? 'notice' : 'positive'}>
              <Heading>{t(vm.saved.purchasesBlocked ? 'purchaseCards.blocked.title' : 'purchasingControls.saved')}</Heading>
              {vm.saved.purchasesBlocked && <Content>{t('purchaseCards.blocked.message', { owed: formatMoney(vm.saved.openCharges) })}</Content>}
            </InlineAlert>
          )}
        </div>
        {options.canSetLimit && (
          <Button type="submit" variant="accent" isPending={vm.saving} alignSelf="start">
            {t('purchasingControls.save')}
          </Button>
        )}
      </Flex>
    </form>
  );
}

function UserCards({ api, userId, tab, onTab }: { api: PurchaseCardDeps; userId: string; tab: CardTab; onTab: (tab: CardTab) => void }) {
  return <CardTabsView vm={useCardListViewModel(api, tab, false, userId)} onTab={onTab} />;
}

function EditUserPurchasing({ api, userId }: { api: PurchaseCardDeps; userId: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  // Which tab is shown is pure UI state (the cardList machine of each tab holds the workflow).
  const [tab, setTab] = useState<CardTab>('active');
  const limit = useUserLimitViewModel(api, userId);
  return (
    <View>
      <Heading level={1} marginTop={0}>
        {intl.formatMessage({ id: 'page.edit-user-purchasing' })}
      </Heading>
      <LimitForm vm={limit} />
      <Heading level={2}>{intl.formatMessage({ id: 'purchaseCards.user.cards' })}</Heading>
      <View marginBottom="size-200">
        <Button variant="accent" onPress={() => navigate(pathFor('edit-user-purchasing-create', { id: userId }))}>
          {intl.formatMessage({ id: 'purchaseCards.create.button' })}
        </Button>
      </View>
      <UserCards key={tab} api={api} userId={userId} tab={tab} onTab={setTab} />
    </View>
  );
}

/** Route `edit-user-purchasing` (Manage Users, Purchasing tab): a user's individual limit and cards. */
export function connectEditUserPurchasingPage(api: PurchaseCardDeps): FunctionComponent {
  return function EditUserPurchasingPage() {
    const { id = '' } = useParams();
    return <EditUserPurchasing key={id} api={api} userId={id} />;
  };
}
