import { useState } from 'react';
import { useAsyncList } from '@adobe/react-spectrum';
import type { LoadingState } from '@react-types/shared';
import { useLocation } from 'react-router';
import { canModifyPayment } from '../../machines/app/makePayment/paymentModifiability';
import type { PaymentLoaders, PaymentSummary } from '../../machines/app/makePayment/paymentTypes';
import { pathFor } from '../../src/app/routes';
import { runLoader } from '../common/runLoader';
import { usePaymentAccess } from '../common/usePaymentAccess';
import type { ModifyPaymentNotice } from './modifyPaymentModel';
import type { PaymentsRouteState } from './useModifyPaymentViewModel';

export interface PaymentHistoryViewModel {
  rows: readonly PaymentSummary[];
  loadingState: LoadingState;
  failed: boolean;
  retry: () => void;
  loadMore: (() => void) | undefined;
  totalCount: number | null;
  makePaymentPath: string | null;
  /** Loaded payments the payment machine allows modifying (money left to apply), with their Modify payment links; empty for users who cannot pay. */
  modifiable: readonly { payment: PaymentSummary; path: string }[];
  /** Why the user was sent here from Modify payment (the payment cannot be modified, or is not there). */
  notice: ModifyPaymentNotice | null;
}

const PAGE_SIZE = 25;

/** Payment history, newest first, paged on the server. */
export function usePaymentHistoryViewModel(loaders: PaymentLoaders): PaymentHistoryViewModel {
  const canPay = usePaymentAccess();
  // Not a workflow: the last page's total (data the list shows); paging is useAsyncList's, modifiability the payment machine's.
  const [totalCount, setTotalCount] = useState<number | null>(null);
  const list = useAsyncList<PaymentSummary, string>({
    getKey: (payment) => payment.id,
    async load({ signal, cursor }) {
      const page = await runLoader(loaders.loadPaymentPage, { buyerId: null, page: { first: PAGE_SIZE, after: cursor ?? null } }, signal);
      setTotalCount(page.totalCount);
      return { items: page.items as PaymentSummary[], cursor: page.hasNextPage && page.endCursor ? page.endCursor : undefined };
    },
  });
  const routeState = useLocation().state as PaymentsRouteState | null;
  const canLoadMore = list.loadingState === 'idle' && totalCount !== null && list.items.length < totalCount;
  return {
    rows: list.items,
    loadingState: list.loadingState === 'error' ? 'idle' : list.loadingState,
    failed: list.loadingState === 'error',
    retry: list.reload,
    loadMore: canLoadMore ? list.loadMore : undefined,
    totalCount,
    makePaymentPath: canPay ? pathFor('make-payment') : null,
    modifiable: canPay ? list.items.filter(canModifyPayment).map((payment) => ({ payment, path: pathFor('modify-payment', { id: payment.id }) })) : [],
    notice: routeState?.paymentNotice ?? null,
  };
}
