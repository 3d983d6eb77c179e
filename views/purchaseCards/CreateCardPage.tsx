import type { FunctionComponent } from 'react';
import { useParams } from 'react-router';
import { CreateCardView } from './CreateCardView';
import type { PurchaseCardDeps } from '../../machines/app/purchaseCards/purchaseCardTypes';
import { useCreateCardViewModel } from './useCreateCardViewModel';
import { withScreenMessages } from '../common/WithScreenMessages';

function CreateCard({ api, userId, titleId }: { api: PurchaseCardDeps; userId: string | null; titleId: string }) {
  return <CreateCardView vm={useCreateCardViewModel(api, userId)} titleId={titleId} />;
}

/**
 * Routes `profile-purchasing-create-purchase-card` (`forUser: false`: the viewer's own card) and
 * `edit-user-purchasing-create` (`forUser: true`: the card of user `:id`).
 */
export function connectCreateCardPage(api: PurchaseCardDeps): FunctionComponent<{ forUser?: boolean }> {
  // The screen's texts load with it (src/i18n/messages/<locale>/screens/purchaseCards.json).
  return withScreenMessages('purchaseCards', function CreateCardPage({ forUser = false }: { forUser?: boolean }) {
    const { id } = useParams();
    const userId = forUser ? (id ?? null) : null;
    return <CreateCard key={userId ?? 'me'} api={api} userId={userId} titleId={forUser ? 'page.edit-user-purchasing-create' : 'page.profile-purchasing-create-purchase-card'} />;
  });
}
