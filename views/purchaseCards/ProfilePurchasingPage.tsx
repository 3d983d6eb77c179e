import { Button, Heading, Text, View } from '@adobe/react-spectrum';
import { useState, type FunctionComponent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { pathFor } from '../../src/app/routes';
import { CardTabsView } from './CardTabsView';
import type { CardTab, PurchaseCardDeps } from '../../machines/app/purchaseCards/purchaseCardTypes';
import { useCardListViewModel } from './useCardListViewModel';
import { withScreenMessages } from '../common/WithScreenMessages';

/** One tab of the viewer's cards (keyed by tab, so a tab change starts from an empty list). */
function MyCards({ api, tab, onTab }: { api: PurchaseCardDeps; tab: CardTab; onTab: (tab: CardTab) => void }) {
  return <CardTabsView vm={useCardListViewModel(api, tab, true)} onTab={onTab} />;
}

function ProfilePurchasing({ api }: { api: PurchaseCardDeps }) {
  const intl = useIntl();
  const navigate = useNavigate();
  // Which tab is shown is pure UI state (the cardList machine of each tab holds the workflow).
  const [tab, setTab] = useState<CardTab>('active');
  return (
    <View>
      <Heading level={1} marginTop={0}>
        {intl.formatMessage({ id: 'page.profile-purchasing-controls' })}
      </Heading>
      <Text>{intl.formatMessage({ id: 'purchaseCards.profile.intro' })}</Text>
      <View marginY="size-200">
        <Button variant="accent" onPress={() => navigate(pathFor('profile-purchasing-create-purchase-card'))}>
          {intl.formatMessage({ id: 'purchaseCards.create.button' })}
        </Button>
      </View>
      <MyCards key={tab} api={api} tab={tab} onTab={setTab} />
    </View>
  );
}

/** Route `profile-purchasing-controls`: the viewer's own cards and the Create Card button. */
export function connectProfilePurchasingPage(api: PurchaseCardDeps): FunctionComponent {
  // The screen's texts load with it (src/i18n/messages/<locale>/screens/purchaseCards.json).
  return withScreenMessages('purchaseCards', function ProfilePurchasingPage() {
    return <ProfilePurchasing api={api} />;
  });
}
