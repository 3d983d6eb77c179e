import type { ScreenLoader } from './routes';

/**
 * The screen loaders of the route table (routes.ts), each a default-exported component in its own
 * chunk. Not in the entry (issue 9, sign-in page budget): every loader carries the preload list of
 * its screen's chunks, about 8 kB gzip for all of them, which the sign-in page never needs. This
 * module loads with the first route that shows one of these screens (routes.ts `screen`), in
 * parallel with the session check and the route's messages; the sign-in form warms it up when the
 * user presses Sign In (`preloadScreens`).
 */
export const SCREENS = {
  notFound: () => import('../../views/public/NotFoundPage'),
  error: () => import('../../views/public/ErrorPage'),
  xSession: () => import('../../views/public/XSessionPage'),
  signedInLayout: () =>
    Promise.all([import('../../views/layout/SignedInLayout'), import('../api/layoutActors')]).then(([page, api]) => ({ default: page.connectSignedInLayout(api.layoutDeps) })),
  // Screens whose actors src/api supplies: the page module and its actors load in parallel, then bind.
  accountOverview: () =>
    Promise.all([
      import('../../views/overview/AccountOverviewPage'), import('../api/invoiceActors'), import('../api/paymentActors'), import('../api/creditIncreaseActors'), import('../api/reportActors'),
      import('../api/addBankAccountPrompt'),
    ]).then(([page, invoices, payments, credit, reports, prompt]) => ({
      default: page.connectAccountOverviewPage(
        { ...invoices.invoiceLoaders, ...payments.paymentLoaders, ...credit.creditIncreaseLoaders, ...reports.creditUsageLoaders },
        invoices.invoiceActionActors,
        prompt.addBankAccountPromptLogic,
      ),
    })),
  increaseCredit: () =>
    Promise.all([import('../../views/creditIncrease/IncreaseCreditPage'), import('../api/creditIncreaseActors')]).then(([page, api]) => ({
      default: page.connectIncreaseCreditPage(api.creditIncreaseLoaders),
    })),
  transactionHistory: () =>
    Promise.all([import('../../views/invoices/TransactionHistoryPage'), import('../api/invoiceActors'), import('../../views/common/invoiceList/CsvExportButton'), import('../api/csvExport')]).then(
      ([page, api, csv, csvApi]) => ({ default: csv.withCsvExport(page.connectTransactionHistoryPage(api.invoiceLoaders, api.invoiceActionActors), { exporter: csvApi.exportInvoicesCsv, save: csvApi.saveFile }) }),
    ),
  makePayment: () =>
    Promise.all([import('../../views/payments/MakePaymentPage'), import('../api/invoiceActors'), import('../api/paymentActors')]).then(
      ([page, invoices, payments]) => ({
        default: page.connectMakePaymentPage({ logic: payments.makePaymentLogic, loadInvoicePage: invoices.invoiceLoaders.loadInvoicePage }),
      }),
    ),
  payments: () =>
    Promise.all([import('../../views/payments/PaymentHistoryPage'), import('../api/paymentActors')]).then(([page, api]) => ({
      default: page.connectPaymentHistoryPage(api.paymentLoaders),
    })),
  modifyPayment: () =>
    Promise.all([import('../../views/payments/ModifyPaymentPage'), import('../api/paymentActors')]).then(([page, api]) => ({
      default: page.connectModifyPaymentPage(api.modifyPaymentLogic),
    })),
  payment: () =>
    Promise.all([import('../../views/payments/PaymentDetailPage'), import('../api/paymentActors')]).then(([page, api]) => ({
      default: page.connectPaymentDetailPage(api.paymentWatchLogic),
    })),
  // Reports (issue 13): aging and statement over the charges the user sees.
  reports: () =>
    Promise.all([import('../../views/reports/ReportsPage'), import('../api/reportActors')]).then(([page, api]) => ({
      default: page.connectReportsPage(api.reportLoaders),
    })),
  accountActivity: () =>
    Promise.all([import('../../views/activity/AccountActivityPage'), import('../api/activityActors')]).then(([page, api]) => ({
      default: page.connectAccountActivityPage(api.activityLoaders),
    })),
  bankAccounts: () =>
    Promise.all([import('../../views/bankAccounts/BankAccountsPage'), import('../api/bankAccountActors')]).then(([page, api]) => ({
      default: page.connectBankAccountsPage(api.bankAccountDeps),
    })),
  addBankAccount: () =>
    Promise.all([import('../../views/bankAccounts/AddBankAccountPage'), import('../api/bankAccountActors')]).then(([page, api]) => ({
      default: page.connectAddBankAccountPage(api.bankAccountDeps),
    })),
  raiseDispute: () =>
    Promise.all([import('../../views/disputes/DisputeInvoicePage'), import('../api/disputeActors')]).then(([page, api]) => ({
      default: page.connectDisputeInvoicePage(api.disputeActors),
    })),
  disputes: () =>
    Promise.all([import('../../views/disputes/DisputesPage'), import('../api/disputeActors')]).then(([page, api]) => ({
      default: page.connectDisputesPage(api.disputeActors),
    })),
  purchasingControls: () =>
    Promise.all([import('../../views/purchasingControls/PurchasingControlsPage'), import('../api/purchasingControlsActors')]).then(([page, api]) => ({
      default: page.connectPurchasingControlsPage(api.purchasingControlsApi),
    })),
  managePolicies: () =>
    Promise.all([import('../../views/purchasingControls/ManagePoliciesPage'), import('../api/purchasingControlsActors')]).then(([page, api]) => ({
      default: page.connectManagePoliciesPage(api.purchasingControlsApi),
    })),
  purchaseCardSettings: () =>
    Promise.all([import('../../views/purchasingControls/CardSettingsPage'), import('../api/purchasingControlsActors')]).then(([page, api]) => ({
      default: page.connectCardSettingsPage(api.purchasingControlsApi),
    })),
  viewCards: () =>
    Promise.all([import('../../views/purchaseCards/ViewCardsPage'), import('../api/purchaseCardActors')]).then(([page, api]) => ({
      default: page.connectViewCardsPage(api.purchaseCardsApi),
    })),
  profilePurchasing: () =>
    Promise.all([import('../../views/purchaseCards/ProfilePurchasingPage'), import('../api/purchaseCardActors')]).then(([page, api]) => ({
      default: page.connectProfilePurchasingPage(api.purchaseCardsApi),
    })),
  editUserPurchasing: () =>
    Promise.all([import('../../views/purchaseCards/EditUserPurchasingPage'), import('../api/purchaseCardActors')]).then(([page, api]) => ({
      default: page.connectEditUserPurchasingPage(api.purchaseCardsApi),
    })),
  createCard: () =>
    Promise.all([import('../../views/purchaseCards/CreateCardPage'), import('../api/purchaseCardActors')]).then(([page, api]) => ({
      default: page.connectCreateCardPage(api.purchaseCardsApi),
    })),
  manageGroups: () =>
    Promise.all([import('../../views/groups/ManageGroupsPage'), import('../api/groupActors')]).then(([page, api]) => ({
      default: page.connectManageGroupsPage(api.groupMachines),
    })),
  group: () =>
    Promise.all([import('../../views/groups/GroupPage'), import('../api/groupActors')]).then(([page, api]) => ({
      default: page.connectGroupPage(api.groupMachines),
    })),
  createGroup: () =>
    Promise.all([import('../../views/groups/CreateGroupPage'), import('../api/groupActors')]).then(([page, api]) => ({
      default: page.connectCreateGroupPage(api.groupMachines),
    })),
  companyInfo: () =>
    Promise.all([import('../../views/company/CompanyInfoPage'), import('../api/companyActors')]).then(([page, api]) => ({
      default: page.connectCompanyInfoPage(api.companyActors),
    })),
  primaryContact: () =>
    Promise.all([import('../../views/company/PrimaryContactPage'), import('../api/companyActors')]).then(([page, api]) => ({
      default: page.connectPrimaryContactPage(api.companyActors),
    })),
  // Users (issue 11): one module of actors (src/api/userActors.ts) binds the three screens' machines.
  users: () =>
    Promise.all([import('../../views/users/UsersPage'), import('../api/userActors')]).then(([page, api]) => ({ default: page.connectUsersPage(api.usersMachines.usersList) })),
  inviteUser: () =>
    Promise.all([import('../../views/users/InviteUserPage'), import('../api/userActors')]).then(([page, api]) => ({ default: page.connectInviteUserPage(api.usersMachines.inviteUser) })),
  editUser: () =>
    Promise.all([import('../../views/users/EditUserPage'), import('../api/userActors')]).then(([page, api]) => ({ default: page.connectEditUserPage(api.usersMachines.editUser) })),
  // Issue 14: customers, the seller's users, the support and underwriting consoles (one actors module).
  customers: () => Promise.all([import('../../views/customers/CustomersPage'), import('../api/staffActors')]).then(([page, api]) => ({ default: page.connectCustomersPage(api.staffConsoles) })),
  customer: () => Promise.all([import('../../views/customers/CustomerPage'), import('../api/staffActors')]).then(([page, api]) => ({ default: page.connectCustomerPage(api.staffConsoles) })),
  clientUsers: () => Promise.all([import('../../views/customers/ClientUsersPage'), import('../api/staffActors')]).then(([page, api]) => ({ default: page.connectClientUsersPage(api.staffConsoles) })),
  support: () => Promise.all([import('../../views/support/SupportPage'), import('../api/staffActors')]).then(([page, api]) => ({ default: page.connectSupportPage(api.staffConsoles) })),
  underwriting: () => Promise.all([import('../../views/underwriting/UnderwritingPage'), import('../api/staffActors')]).then(([page, api]) => ({ default: page.connectUnderwritingPage(api.staffConsoles) })),
  developers: () =>
    Promise.all([import('../../views/developers/DevelopersPage'), import('../api/developersActors')]).then(([page, api]) => ({
      default: page.connectDevelopersPage(api.developersLogic),
    })),
  devOutbox: () =>
    Promise.all([import('../../views/outbox/OutboxPage'), import('../api/outboxActors')]).then(([page, api]) => ({
      default: page.connectOutboxPage(api.outboxLoaders),
    })),
  forgotPassword: () =>
    Promise.all([import('../../views/public/passwordReset/ForgotPasswordPage'), import('../api/passwordResetActors')]).then(([page, api]) => ({
      default: page.connectForgotPasswordPage(api.passwordResetMachines),
    })),
  resetPassword: () =>
    Promise.all([import('../../views/public/passwordReset/ResetPasswordPage'), import('../api/passwordResetActors')]).then(([page, api]) => ({
      default: page.connectResetPasswordPage(api.passwordResetMachines),
    })),
  profileSecurity: () =>
    Promise.all([import('../../views/profile/ProfileSecurityPage'), import('../api/passwordResetActors'), import('../api/mfaLoader')]).then(([page, api, mfa]) => ({
      default: page.connectProfileSecurityPage(api.securityQuestionMachines, mfa),
    })),
  // 2-step verification set-up (issue 12 item 3): the only profile chunk with libphonenumber-js.
  mfaSetup: () =>
    Promise.all([import('../../views/profile/MfaSetupPage'), import('../api/mfaActors')]).then(([page, api]) => ({
      default: page.connectMfaSetupPage(api.mfaMachines),
    })),
  // Activation and sign-up (issue 12 item 2): the sign-up page and the onboarding steps.
  signUp: () =>
    Promise.all([import('../../views/public/activation/SignUpPage'), import('../api/activationActors')]).then(([page, api]) => ({
      default: page.connectSignUpPage(api.activationMachines),
    })),
  onboarding: () => import('../../views/public/activation/OnboardingPage'),
  welcome: () =>
    Promise.all([import('../../views/public/activation/WelcomePage'), import('../api/activationActors')]).then(([page, api]) => ({ default: page.connectWelcomePage(api.activationFlags, 'welcome') })),
  welcomeInfo: () =>
    Promise.all([import('../../views/public/activation/WelcomePage'), import('../api/activationActors')]).then(([page, api]) => ({ default: page.connectWelcomePage(api.activationFlags, 'welcome-info') })),
  apply: () =>
    Promise.all([import('../../views/public/apply/ApplyPage'), import('../api/applyActors')]).then(([page, api]) => ({ default: page.connectApplyPage(api.applyMachines) })),
  // Profile, help and FAQ (issue 13 items 2 and 5).
  profileGeneral: () =>
    Promise.all([import('../../views/profile/ProfileGeneralPage'), import('../api/profileActors')]).then(([page, api]) => ({ default: page.connectProfileGeneralPage(api.profileMachines) })),
  profileNotifications: () =>
    Promise.all([import('../../views/profile/ProfileNotificationsPage'), import('../api/profileActors')]).then(([page, api]) => ({ default: page.connectProfileNotificationsPage(api.profileMachines) })),
  help: () => import('../../views/help/HelpPage'),
  faq: () => import('../../views/help/FaqPage'),
  purchasingControlsHelp: () => import('../../views/help/PurchasingControlsHelpPage'),
  // Seller tools (issue 14 items 4 and 5): one module of actors binds both screens' machines.
  disbursements: () =>
    Promise.all([import('../../views/disbursements/DisbursementsPage'), import('../api/disbursementActors')]).then(([page, api]) => ({
      default: page.connectDisbursementsPage(api.disbursementsLogic),
    })),
  uploadData: () =>
    Promise.all([import('../../views/uploadData/UploadDataPage'), import('../api/disbursementActors')]).then(([page, api]) => ({
      default: page.connectUploadDataPage(api.chargeUploadLogic),
    })),
  statecharts: () => import('../../views/statecharts/StatechartsIndexPage'),
  statechart: () => import('../../views/statecharts/StatechartPage'),
} satisfies Record<string, ScreenLoader>;

export type ScreenName = keyof typeof SCREENS;
