import { useCallback } from 'react';
import { useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { LoadingState } from '@react-types/shared';
import { canAccessRoute } from '../../machines/rules/routeAccess';
import type { AccountOverviewNumbers, InvoiceLoaders, InvoiceSummary, PaymentLoaders, PaymentSummary } from '../../machines/app/makePayment/paymentTypes';
import { useSessionActorRef } from '../../src/app/hooks';
import { pathFor } from '../../src/app/routes';
import { useLoader } from '../common/runLoader';
import type { Loaded } from '../common/runLoader';
import type { CreditIncreaseLoaders } from '../../machines/app/creditIncrease/creditIncreaseTypes';
import type { CreditUsageData, CreditUsageLoaders } from '../../machines/app/reports/reportTypes';
import type { InvoiceActionActors } from '../../machines/app/invoices/invoiceTypes';
import type { InvoiceActionsViewModel } from '../common/invoiceList/useInvoiceActions';
import { useInvoiceRowActions } from '../common/invoiceList/useInvoiceRowActions';
import { useLiveInvoiceRows } from '../common/invoiceList/useLiveInvoiceRows';
import { useNewChargeWatch } from '../common/invoiceList/useNewChargeWatch';
import { useCreditIncreaseStatus, type CreditIncreaseStatusModel } from '../common/creditIncreaseStatus/useCreditIncreaseStatus';

/** What the overview's loaders need: supplied by src/api (bound in the route table). */
export type AccountOverviewLoaders = InvoiceLoaders & PaymentLoaders & Partial<CreditIncreaseLoaders> & Partial<CreditUsageLoaders>;

export interface PreviewList<T> {
  rows: readonly T[];
  loadingState: LoadingState;
  failed: boolean;
  retry: () => void;
  /** Rows beyond the ones shown, for "View all"; null while loading. */
  totalCount: number | null;
  /** The full list. */
  allPath: string;
}

export interface GettingStartedLink {
  labelId: string;
  to: string;
}

export interface AccountOverviewViewModel {
  /** The buyer company the user acts for; null when the session has none. */
  companyName: string | null;
  firstName: string | null;
  /** `creditIncrease`: the pending request or last decision (Buyer:Administrator), null when none. */
  status: {
    numbers: AccountOverviewNumbers | null;
    failed: boolean;
    retry: () => void;
    creditIncrease: CreditIncreaseStatusModel | null;
    /** The credit-increase line is on its way (a Buyer:Administrator's, not loaded yet): its space is kept. */
    creditIncreaseLoading: boolean;
  };
  /** `actions`: the row actions of Transaction History (download, dispute, edit PO number and notes); undefined without actors. */
  invoices: PreviewList<InvoiceSummary> & { actions: InvoiceActionsViewModel | undefined };
  /** Null for users who may not see payments (spec 6). */
  payments: PreviewList<PaymentSummary> | null;
  gettingStarted: readonly GettingStartedLink[];
  /** The credit chart (credit used over 12 months, the aging split); null without its loader. */
  chart: { data: CreditUsageData | null; failed: boolean; retry: () => void } | null;
}

/** Rows in each tab of the overview. */
export const OVERVIEW_ROWS = 10;
const FIRST_PAGE = { first: OVERVIEW_ROWS, after: null };
const NO_INVOICES: readonly InvoiceSummary[] = [];

const NO_USAGE: CreditUsageLoaders['loadCreditUsage'] = fromPromise(() => Promise.reject(new Error('no credit usage loader')));

const loadingStateOf = (state: Loaded<unknown>): LoadingState => (state.status === 'loading' ? 'loading' : 'idle');

/** Getting Started: the next steps this user may take (route guards of spec 6), each a real route. */
const GETTING_STARTED: readonly { labelId: string; route: string; guard: Parameters<typeof canAccessRoute>[2] }[] = [
  { labelId: 'overview.gettingStarted.makePayment', route: 'make-payment', guard: 'payments' },
  { labelId: 'overview.gettingStarted.transactions', route: 'transaction-history', guard: 'buyer' },
  { labelId: 'overview.gettingStarted.paymentMethods', route: 'manage-payment-methods', guard: 'payments' },
  { labelId: 'overview.gettingStarted.addUsers', route: 'invite-new-user-users', guard: 'buyerAdmin' },
  { labelId: 'overview.gettingStarted.profile', route: 'profile-general', guard: 'signedIn' },
];

/** The account overview: the session's company and user, the Current Status numbers and the two tabs. */
export function useAccountOverviewViewModel(loaders: AccountOverviewLoaders, actionActors?: InvoiceActionActors): AccountOverviewViewModel {
  const session = useSessionActorRef();
  const companyName = useSelector(session, (s) => s.context.buyer?.name || s.context.user?.customerAccountName || null);
  const firstName = useSelector(session, (s) => s.context.user?.firstName || null);
  const roles = useSelector(session, (s) => s.context.user?.role ?? []);
  const userType = useSelector(session, (s) => s.context.user?.userType ?? '');
  const may = (guard: Parameters<typeof canAccessRoute>[2]) => canAccessRoute(roles, userType, guard);
  const canSeePayments = may('payments');

  const overview = useLoader(loaders.loadOverview, { buyerId: null });
  const invoices = useLoader(loaders.loadInvoicePage, { buyerId: null, filter: {}, sort: { field: 'dueDate', direction: 'desc' }, page: FIRST_PAGE });
  // The same row actions and live document links as Transaction History.
  const invoiceRows = useLiveInvoiceRows(invoices.state.status === 'done' ? invoices.state.output.items : NO_INVOICES, actionActors?.watchInvoiceDocuments);
  const invoiceActions = useInvoiceRowActions(invoiceRows, actionActors);
  // A charge created on the account meanwhile (seller API, import): the newest invoices and the figures change.
  const { retry: reloadInvoices } = invoices;
  const { retry: reloadFigures } = overview;
  const showNewCharge = useCallback(() => {
    reloadInvoices();
    reloadFigures();
  }, [reloadInvoices, reloadFigures]);
  useNewChargeWatch(actionActors?.watchNewCharges, showNewCharge);
  // Payment history is only for users who may see it: the server would refuse the others.
  const payments = useLoader(loaders.loadPaymentPage, { buyerId: null, page: FIRST_PAGE }, canSeePayments);
  // A credit decision changes the credit line: reload the figures when one arrives.
  const creditIncrease = useCreditIncreaseStatus(loaders, may('buyerAdmin'), overview.retry);
  const creditIncreaseLoading = may('buyerAdmin') && creditIncrease === null;
  const usage = useLoader(loaders.loadCreditUsage ?? NO_USAGE, { buyerId: null }, loaders.loadCreditUsage !== undefined);

  return {
    companyName,
    firstName,
    status: { numbers: overview.state.status === 'done' ? overview.state.output : null, failed: overview.state.status === 'error', retry: overview.retry, creditIncrease, creditIncreaseLoading },
    invoices: {
      rows: invoiceRows.rows,
      actions: invoiceActions,
      loadingState: loadingStateOf(invoices.state),
      failed: invoices.state.status === 'error',
      retry: invoices.retry,
      totalCount: invoices.state.status === 'done' ? invoices.state.output.totalCount : null,
      allPath: pathFor('transaction-history'),
    },
    payments: canSeePayments
      ? {
          rows: payments.state.status === 'done' ? payments.state.output.items : [],
          loadingState: loadingStateOf(payments.state),
          failed: payments.state.status === 'error',
          retry: payments.retry,
          totalCount: payments.state.status === 'done' ? payments.state.output.totalCount : null,
          allPath: pathFor('payments'),
        }
      : null,
    chart: loaders.loadCreditUsage
      ? { data: usage.state.status === 'done' ? usage.state.output : null, failed: usage.state.status === 'error', retry: usage.retry }
      : null,
    gettingStarted: GETTING_STARTED.filter((link) => may(link.guard)).map((link) => ({ labelId: link.labelId, to: pathFor(link.route) })),
  };
}
