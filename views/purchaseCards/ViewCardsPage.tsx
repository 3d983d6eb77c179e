import { Heading, View } from '@adobe/react-spectrum';
import type { FunctionComponent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { pathFor } from '../../src/app/routes';
import { AppLink } from '../common/AppLink';
import { CardTabsView } from './CardTabsView';
import type { CardTab, PurchaseCardDeps } from '../../machines/app/purchaseCards/purchaseCardTypes';
import { useCardListViewModel } from './useCardListViewModel';
import { withScreenMessages } from '../common/WithScreenMessages';

function ViewCards({ api, tab }: { api: PurchaseCardDeps; tab: CardTab }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const vm = useCardListViewModel(api, tab, false);
  return (
    <View>
      <Heading level={1} marginTop={0}>
        {intl.formatMessage({ id: 'page.purchase-cards-view' })}
      </Heading>
      <AppLink to={pathFor('manage-purchasing-controls')}>{intl.formatMessage({ id: 'purchasingControls.back' })}</AppLink>
      <CardTabsView vm={vm} onTab={(next) => navigate(pathFor(next === 'active' ? 'purchase-cards-active' : 'purchase-cards-terminated'))} />
    </View>
  );
}

/** Routes `purchase-cards-view` (Active), `purchase-cards-active` and `purchase-cards-terminated`: every card the viewer may see. */
export function connectViewCardsPage(api: PurchaseCardDeps): FunctionComponent<{ tab?: CardTab }> {
  // The screen's texts load with it (src/i18n/messages/<locale>/screens/purchaseCards.json).
  return withScreenMessages('purchaseCards', function ViewCardsPage({ tab = 'active' }: { tab?: CardTab }) {
    return <ViewCards key={tab} api={api} tab={tab} />;
  });
}
