import type { ScreenLoader } from '../routes';

/**
 * The signed-in layout and the buyer's everyday screens: overview, transactions, payments, reports, activity, bank accounts, disputes. The sign-in form loads this group while the credentials are checked (routes.ts `preloadScreens`).
 * One group of the route table's screen loaders (routes.ts `screen`): each loader carries the preload
 * list of its screen's chunks, so the loaders live in a few chunks loaded with the first screen of
 * their group, not in the entry nor all in one (issue 9 size budgets: the overview loads this group
 * only when it is `buyer`).
 */
export const SCREENS = {
  signedInLayout: () =>
    Promise.all([import('../../../views/layout/SignedInLayout'), import('../../api/layoutActors')]).then(([page, api]) => ({ default: page.connectSignedInLayout(api.layoutDeps) })),
  // Screens whose actors src/api supplies: the page module and its actors load in parallel, then bind.
  accountOverview: () =>
    Promise.all([
      import('../../../views/overview/AccountOverviewPage'), import('../../api/invoiceActors'), import('../../api/paymentHistoryActors'), import('../../api/creditIncreaseActors'), import('../../api/creditUsageActors'),
      import('../../api/addBankAccountPrompt'),
    ]).then(([page, invoices, payments, credit, usage, prompt]) => ({
      default: page.connectAccountOverviewPage(
        { ...invoices.invoiceLoaders, ...payments.paymentLoaders, ...credit.creditIncreaseStatusLoaders, ...usage.creditUsageLoaders },
        invoices.invoiceActionActors,
        prompt.addBankAccountPromptLogic,
      ),
    })),
  increaseCredit: () =>
    Promise.all([import('../../../views/creditIncrease/IncreaseCreditPage'), import('../../api/increaseCreditActors')]).then(([page, api]) => ({
      default: page.connectIncreaseCreditPage(api.creditIncreaseLoaders),
    })),
  transactionHistory: () =>
    Promise.all([import('../../../views/invoices/TransactionHistoryPage'), import('../../api/invoiceActors'), import('../../../views/common/invoiceList/CsvExportButton'), import('../../api/csvExport')]).then(
      ([page, api, csv, csvApi]) => ({ default: csv.withCsvExport(page.connectTransactionHistoryPage(api.invoiceLoaders, api.invoiceActionActors), { exporter: csvApi.exportInvoicesCsv, save: csvApi.saveFile }) }),
    ),
  makePayment: () =>
    Promise.all([import('../../../views/payments/MakePaymentPage'), import('../../api/invoiceActors'), import('../../api/paymentActors')]).then(
      ([page, invoices, payments]) => ({
        default: page.connectMakePaymentPage({ logic: payments.makePaymentLogic, loadInvoicePage: invoices.invoiceLoaders.loadInvoicePage }),
      }),
    ),
  payments: () =>
    Promise.all([import('../../../views/payments/PaymentHistoryPage'), import('../../api/paymentHistoryActors')]).then(([page, api]) => ({
      default: page.connectPaymentHistoryPage(api.paymentLoaders),
    })),
  modifyPayment: () =>
    Promise.all([import('../../../views/payments/ModifyPaymentPage'), import('../../api/paymentActors')]).then(([page, api]) => ({
      default: page.connectModifyPaymentPage(api.modifyPaymentLogic),
    })),
  payment: () =>
    Promise.all([import('../../../views/payments/PaymentDetailPage'), import('../../api/paymentActors')]).then(([page, api]) => ({
      default: page.connectPaymentDetailPage(api.paymentWatchLogic),
    })),
  // Reports (issue 13): aging and statement over the charges the user sees.
  reports: () =>
    Promise.all([import('../../../views/reports/ReportsPage'), import('../../api/reportActors')]).then(([page, api]) => ({
      default: page.connectReportsPage(api.reportLoaders),
    })),
  accountActivity: () =>
    Promise.all([import('../../../views/activity/AccountActivityPage'), import('../../api/activityActors')]).then(([page, api]) => ({
      default: page.connectAccountActivityPage(api.activityLoaders),
    })),
  bankAccounts: () =>
    Promise.all([import('../../../views/bankAccounts/BankAccountsPage'), import('../../api/bankAccountActors')]).then(([page, api]) => ({
      default: page.connectBankAccountsPage(api.bankAccountDeps),
    })),
  addBankAccount: () =>
    Promise.all([import('../../../views/bankAccounts/AddBankAccountPage'), import('../../api/bankAccountActors')]).then(([page, api]) => ({
      default: page.connectAddBankAccountPage(api.bankAccountDeps),
    })),
  raiseDispute: () =>
    Promise.all([import('../../../views/disputes/DisputeInvoicePage'), import('../../api/disputeActors')]).then(([page, api]) => ({
      default: page.connectDisputeInvoicePage(api.disputeActors),
    })),
  disputes: () =>
    Promise.all([import('../../../views/disputes/DisputesPage'), import('../../api/disputeActors')]).then(([page, api]) => ({
      default: page.connectDisputesPage(api.disputeActors),
    })),
} satisfies Record<string, ScreenLoader>;
