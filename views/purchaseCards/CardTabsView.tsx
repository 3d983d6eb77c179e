import { Content, Heading, InlineAlert, Item, ProgressCircle, TabList, TabPanels, Tabs, View } from '@adobe/react-spectrum';
import type { Key } from 'react';
import { useIntl } from 'react-intl';
import { LoadFailedAlert } from '../common/LoadFailedAlert';
import { CardDialogs } from './CardDialogs';
import { CardList } from './CardList';
import { IntroStepper } from './IntroStepper';
import type { CardTab } from '../../machines/app/purchaseCards/purchaseCardTypes';
import type { CardListViewModel } from './useCardListViewModel';
import './purchaseCards.css';
import { useTranslate } from '../common/translate';

const TABS: readonly CardTab[] = ['active', 'terminated'];

/** The Active and Terminated tabs (spec 2 view-cards) around one tab's cards, with the card dialogs. */
export function CardTabsView({ vm, onTab }: { vm: CardListViewModel; onTab: (tab: CardTab) => void }) {
  const intl = useIntl();
  const t = useTranslate();
  const done = vm.actions.done;
  return (
    <View>
      {vm.intro && <IntroStepper intro={vm.intro} />}
      <div role="status">
        {done && (
          <InlineAlert variant="positive">
            <Heading>{t(done.id, { name: done.name })}</Heading>
          </InlineAlert>
        )}
      </div>
      {vm.actions.errorId && !vm.actions.dialog && (
        <InlineAlert variant="negative">
          <Heading>{t('purchaseCards.dialog.failed')}</Heading>
          <Content>{t(vm.actions.errorId in intl.messages ? vm.actions.errorId : 'error.generic')}</Content>
        </InlineAlert>
      )}
      <Tabs aria-label={t('purchaseCards.tabs')} selectedKey={vm.tab} onSelectionChange={(key: Key) => TABS.includes(key as CardTab) && onTab(key as CardTab)}>
        <TabList>
          {TABS.map((tab) => (
            <Item key={tab}>{t(`page.purchase-cards-${tab}`)}</Item>
          ))}
        </TabList>
        <TabPanels>
          {TABS.map((tab) => (
            <Item key={tab}>
              <View paddingTop="size-200">
                {vm.failed && <LoadFailedAlert titleId="purchaseCards.error.loadFailed" onRetry={vm.retry} />}
                {!vm.failed && !vm.cards && <ProgressCircle aria-label={t('purchaseCards.loading')} isIndeterminate />}
                {vm.cards && <CardList cards={vm.cards} actions={vm.actions} emptyId={`purchaseCards.empty.${tab}`} />}
              </View>
            </Item>
          ))}
        </TabPanels>
      </Tabs>
      <CardDialogs actions={vm.actions} onReload={vm.retry} />
    </View>
  );
}
