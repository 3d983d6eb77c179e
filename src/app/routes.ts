import type { ComponentType } from 'react';
import { isPageLoadTracked } from '../../machines/rules/navigation';
import type { RouteGuard } from '../../machines/rules/routeAccess';

/**
 * The route table: the single source of every path, name and page name of spec section 2
 * (DESIGN "Browser"). AppRouter.tsx builds react-router routes from it; guards.tsx decides access
 * from `access`; views link with `pathFor(name, params)`.
 *
 * - Paths are absolute, children included (`/account/settings/users/invite`).
 * - The page name of a route is the message `page.<name>` (src/i18n/messages/<locale>/pages.json);
 *   `pageName` is the English name the spec gives, kept for documentation and tracking.
 * - `access`: `public` (anyone, no session check needed), `semiPublic` (anyone; waits for the
 *   session check so the screen may use a session), `signedOutOnly` (signed-in users are sent
 *   home or to their returnUrl), or a route guard of machines/rules/routeAccess.ts.
 * - `tracked`: whether a page change fires the page-load event (machines/rules/navigation.ts).
 * - A parent with a screen shows it at its own path; its children replace it (they are siblings in
 *   react-router). A `layout` parent renders `<Outlet/>` around its children.
 */

export type RouteAccess = 'public' | 'semiPublic' | 'signedOutOnly' | RouteGuard;

/** A lazily imported screen module (one chunk per screen). */
export type ScreenLoader = () => Promise<{ default: ComponentType<never> }>;

export interface RedirectTarget {
  name: string;
  /** Keep the query string of the original URL. */
  keepQuery?: boolean;
}

/** A redirect taken only when the query has these values (spec 2: mandateStatus failed). */
export interface ConditionalRedirect extends RedirectTarget {
  whenQuery: Readonly<Record<string, string>>;
}

/** Which locale a public route selects (spec 2 "Public routes get a locale"). */
export type RouteLocale = 'param' | 'programDefault';

export interface AppRoute {
  readonly name: string;
  readonly path: string;
  readonly pageName?: string;
  readonly access: RouteAccess;
  readonly tracked: boolean;
  readonly screen?: ScreenLoader;
  readonly screenProps?: Readonly<Record<string, unknown>>;
  readonly redirectTo?: RedirectTarget;
  readonly redirectWhen?: ConditionalRedirect;
  readonly locale?: RouteLocale;
  /** When the guard refuses this route, go to the user's first menu entry instead of the unauthorized page. */
  readonly fallbackToMenu?: boolean;
  readonly layout?: boolean;
  readonly children?: readonly AppRoute[];
}

// Screens (views engineer's files), each a default-exported component, each its own chunk.
const screens = {
  signIn: () => import('../../views/public/SignInPage'),
  notFound: () => import('../../views/public/NotFoundPage'),
  error: () => import('../../views/public/ErrorPage'),
  xSession: () => import('../../views/public/XSessionPage'),
  comingSoon: () => import('../../views/public/ComingSoonPage'),
  signedInLayout: () =>
    Promise.all([import('../../views/layout/SignedInLayout'), import('../api/layoutActors')]).then(([page, api]) => ({ default: page.connectSignedInLayout(api.layoutDeps) })),
  // Screens whose actors src/api supplies: the page module and its actors load in parallel, then bind.
  accountOverview: () =>
    Promise.all([
      import('../../views/overview/AccountOverviewPage'), import('../api/invoiceActors'), import('../api/paymentActors'), import('../api/creditIncreaseActors'), import('../api/reportActors'),
    ]).then(([page, invoices, payments, credit, reports]) => ({
      default: page.connectAccountOverviewPage({ ...invoices.invoiceLoaders, ...payments.paymentLoaders, ...credit.creditIncreaseLoaders, ...reports.creditUsageLoaders }, invoices.invoiceActionActors),
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
  // Issue 14: customers, the seller's users, the support and underwriting consoles (one actors module).
  customers: () => Promise.all([import('../../views/customers/CustomersPage'), import('../api/staffActors')]).then(([page, api]) => ({ default: page.connectCustomersPage(api.staffConsoles) })),
  customer: () => Promise.all([import('../../views/customers/CustomerPage'), import('../api/staffActors')]).then(([page, api]) => ({ default: page.connectCustomerPage(api.staffConsoles) })),
  clientUsers: () => Promise.all([import('../../views/customers/ClientUsersPage'), import('../api/staffActors')]).then(([page, api]) => ({ default: page.connectClientUsersPage(api.staffConsoles) })),
  support: () => Promise.all([import('../../views/support/SupportPage'), import('../api/staffActors')]).then(([page, api]) => ({ default: page.connectSupportPage(api.staffConsoles) })),
  underwriting: () => Promise.all([import('../../views/underwriting/UnderwritingPage'), import('../api/staffActors')]).then(([page, api]) => ({ default: page.connectUnderwritingPage(api.staffConsoles) })),
  statecharts: () => import('../../views/statecharts/StatechartsIndexPage'),
  statechart: () => import('../../views/statecharts/StatechartPage'),
} satisfies Record<string, ScreenLoader>;

export const unauthorizedScreen: ScreenLoader = () => import('../../views/public/UnauthorizedPage');
/** Spec 1: the maintenance notice the root shows instead of every route while a window is configured. */
export const maintenanceScreen: ScreenLoader = () => import('../../views/public/MaintenanceNotice');
export const notFoundScreen: ScreenLoader = screens.notFound;

interface RouteInput {
  pageName?: string;
  access: RouteAccess;
  screen?: ScreenLoader;
  screenProps?: Readonly<Record<string, unknown>>;
  redirectTo?: RedirectTarget;
  redirectWhen?: ConditionalRedirect;
  locale?: RouteLocale;
  fallbackToMenu?: boolean;
  layout?: boolean;
  children?: readonly AppRoute[];
}

function route(name: string, path: string, input: RouteInput): AppRoute {
  return { name, path, tracked: isPageLoadTracked(name), ...input };
}

/** A route whose screen a later issue builds: the "coming soon" page titled with its page name. */
function soon(name: string, path: string, access: RouteAccess, more: Omit<RouteInput, 'access' | 'screen' | 'screenProps'> = {}): AppRoute {
  return route(name, path, { access, screen: screens.comingSoon, screenProps: { pageTitleId: `page.${name}` }, ...more });
}

function redirect(name: string, path: string, access: RouteAccess, to: RedirectTarget): AppRoute {
  return route(name, path, { access, redirectTo: to });
}

const errorPage = (name: string, path: string, kind: 'error' | 'ssoError' | 'invalidSession') =>
  route(name, path, { access: 'public', screen: screens.error, screenProps: { kind } });

/** Spec 2 "Public routes" and the semi-public ones. */
const PUBLIC_ROUTES: readonly AppRoute[] = [
  route('signin', '/login', { pageName: 'Sign In', access: 'signedOutOnly', screen: screens.signIn }),
  route('sign-up', '/sign-up', { access: 'public', screen: screens.signUp }),
  route('forgot-password', '/forgotpassword', { pageName: 'Forgot Email/Password', access: 'public', screen: screens.forgotPassword }),
  route('reset-password', '/resetpassword', { pageName: 'Reset Password', access: 'public', screen: screens.resetPassword }),
  route('buyerapply', '/apply', { access: 'public', locale: 'programDefault', screen: screens.apply }),
  errorPage('error', '/error', 'error'),
  errorPage('sso-error', '/sso-error', 'ssoError'),
  errorPage('invalid-session', '/invalid-session', 'invalidSession'),
  route('onboarding', '/onboarding', { access: 'public', screen: screens.onboarding }),
  route('welcome', '/welcome', { access: 'semiPublic', screen: screens.welcome }),
  route('welcome-info', '/welcome-info', { access: 'semiPublic', screen: screens.welcomeInfo }),
  route('x-session', '/x-session', { access: 'public', screen: screens.xSession }),
  // Spec 2: /{locale} switches the language when supported, then goes home (src/app/LocaleRoute.tsx).
  route('home-locale', '/:locale', { access: 'public', locale: 'param', redirectTo: { name: 'home' } }),
];

const ACCOUNT_OVERVIEW = route('account-overview', '/account-overview', {
  pageName: 'Overview',
  access: 'buyer',
  screen: screens.accountOverview,
  children: [
    route('account-overview-new-bank-account', '/account-overview/bank-accounts/new', { access: 'payments', screen: screens.addBankAccount }),
    route('create-new-group-getting-started', '/account-overview/create-group', { access: 'buyerAdminOrGroupAdmin', screen: screens.createGroup }),
    route('increase-credit', '/account-overview/increase-credit', { access: 'buyerAdmin', screen: screens.increaseCredit }),
  ],
});

const PURCHASING_CONTROLS = route('manage-purchasing-controls', '/account/settings/purchasing-controls', {
  access: 'buyerAdminOrGroupAdmin',
  screen: screens.purchasingControls,
  children: [
    // Embedded help page; its query values become typed properties of the screen (later issue).
    soon('purchasing-controls-help', '/account/settings/purchasing-controls/help', 'buyerAdminOrGroupAdmin'),
    route('manage-policies', '/account/settings/purchasing-controls/manage-policies', { access: 'buyerAdminOrGroupAdmin', screen: screens.managePolicies }),
    route('purchase-cards-config', '/account/settings/purchasing-controls/purchase-cards-config', { access: 'buyerAdminOrGroupAdmin', screen: screens.purchaseCardSettings }),
    route('purchase-cards-view', '/account/settings/purchasing-controls/view-cards', {
      access: 'buyerAdminOrGroupAdmin',
      screen: screens.viewCards,
      screenProps: { tab: 'active' },
      children: [
        route('purchase-cards-active', '/account/settings/purchasing-controls/view-cards/active', { access: 'buyerAdminOrGroupAdmin', screen: screens.viewCards, screenProps: { tab: 'active' } }),
        route('purchase-cards-terminated', '/account/settings/purchasing-controls/view-cards/terminated', { access: 'buyerAdminOrGroupAdmin', screen: screens.viewCards, screenProps: { tab: 'terminated' } }),
      ],
    }),
  ],
});

// Users (issue 11): administrators manage the account's users, group administrators their groups' (spec 6).
const EDIT_USER = route('edit-user', '/account/settings/users/:id', {
  pageName: 'Manage Users',
  access: 'buyerAdminOrGroupAdmin',
  screen: screens.editUser,
  screenProps: { tab: 'general' },
  children: [
    route('edit-user-general', '/account/settings/users/:id/general', { access: 'buyerAdminOrGroupAdmin', screen: screens.editUser, screenProps: { tab: 'general' } }),
    route('edit-user-notifications', '/account/settings/users/:id/notifications', { access: 'buyerAdminOrGroupAdmin', screen: screens.editUser, screenProps: { tab: 'notifications' } }),
    route('edit-user-roles', '/account/settings/users/:id/roles', { pageName: 'Group & Role', access: 'buyerAdminOrGroupAdmin', screen: screens.editUser, screenProps: { tab: 'roles' } }),
    route('edit-user-purchasing', '/account/settings/users/:id/purchasing', { access: 'buyerAdmin', screen: screens.editUserPurchasing }),
    route('edit-user-purchasing-create', '/account/settings/users/:id/create-purchase-card', { access: 'buyerAdmin', screen: screens.createCard, screenProps: { forUser: true } }),
    route('edit-user-mfa-for-service-cloud', '/account/settings/users/:id/mfa', { access: 'buyerAdmin', screen: screens.editUser, screenProps: { tab: 'mfa' } }),
  ],
});

/** Spec 2 "Signed-in area": one layout (header, footer, menu) around every signed-in route. */
const SIGNED_IN_ROUTES: readonly AppRoute[] = [
  // The empty path: the account overview shell. Users who may not see the overview (client, staff)
  // go to the first entry of their menu instead (machines/rules/routeAccess.ts navigationMenuFor).
  route('home', '/', { access: 'buyer', screen: screens.accountOverview, fallbackToMenu: true }),
  ACCOUNT_OVERVIEW,
  redirect('account-overview-payments', '/account-overview/payments', 'payments', { name: 'payments' }),
  redirect('account-bank-accounts', '/account/bank-accounts', 'payments', { name: 'manage-payment-methods' }),
  route('transaction-history', '/account-overview/transactions', { access: 'buyer', screen: screens.transactionHistory }),
  // Spec 2 "Account & Settings: Reports" (no path given; ours beside the other settings pages).
  route('reports', '/account/settings/reports', { pageName: 'Reports', access: 'buyer', screen: screens.reports }),
  route('company-info', '/account/settings/company-info', { access: 'buyerAdmin', screen: screens.companyInfo }),
  route('primary-contact', '/account/settings/primary-contact', { access: 'buyerAdmin', screen: screens.primaryContact }),
  route('manage-users', '/account/settings/users', {
    pageName: 'Users',
    access: 'buyerAdminOrGroupAdmin',
    screen: screens.users,
    children: [route('invite-new-user-users', '/account/settings/users/invite', { access: 'buyerAdminOrGroupAdmin', screen: screens.inviteUser })],
  }),
  EDIT_USER,
  route('manage-groups', '/account/settings/groups', { access: 'buyerAdminOrGroupAdmin', screen: screens.manageGroups }),
  PURCHASING_CONTROLS,
  // manage-bank-accounts: with mandateStatus=failed it goes on to the add-bank-account flow (spec 2).
  route('manage-payment-methods', '/payment-methods', {
    access: 'payments',
    screen: screens.bankAccounts,
    redirectWhen: { whenQuery: { mandateStatus: 'failed' }, name: 'new-bank-account', keepQuery: true },
  }),
  // Under an add-bank-account layout: the two-step Add Bank Account screen.
  route('new-bank-account', '/payment-methods/add', { access: 'payments', screen: screens.addBankAccount }),
  // Link targets seen in interface texts (spec 2).
  redirect('account-settings-payment-methods', '/account/settings/payment-methods', 'payments', { name: 'manage-payment-methods' }),
  redirect('account-profile-notifications', '/account/profile/notifications', 'signedIn', { name: 'profile-notifications' }),
  route('group', '/group', { access: 'buyerAdminOrGroupAdmin', screen: screens.group }),
  route('create-group', '/create-group', { access: 'buyerAdminOrGroupAdmin', pageName: 'Create Group', screen: screens.createGroup }),
  route('profile-general', '/profile/general', { access: 'signedIn', screen: screens.profileGeneral }),
  route('profile-notifications', '/profile/notifications', { access: 'signedIn', screen: screens.profileNotifications }),
  route('profile-security', '/profile/security', {
    access: 'signedIn',
    screen: screens.profileSecurity,
    children: [
      route('security-mfa-setup-sms', '/profile/security/mfa-setup-sms', { access: 'signedIn', screen: screens.mfaSetup, screenProps: { method: 'sms' } }),
      route('security-mfa-setup-email', '/profile/security/mfa-setup-email', { access: 'signedIn', screen: screens.mfaSetup, screenProps: { method: 'email' } }),
    ],
  }),
  route('profile-purchasing-controls', '/profile/purchasing-controls', { access: 'buyer', screen: screens.profilePurchasing }),
  route('profile-purchasing-create-purchase-card', '/profile/purchasing-controls/create-purchase-card', {
    pageName: 'Profile - Purchasing',
    access: 'buyer',
    screen: screens.createCard,
    screenProps: { forUser: false },
  }),
  route('activity-disputes', '/activity/disputes', { pageName: 'Disputes', access: 'payments', screen: screens.disputes }),
  route('activity-account-activity', '/activity/account-activity', { access: 'payments', screen: screens.accountActivity }),
  route('make-payment', '/make-payment', { access: 'payments', screen: screens.makePayment }),
  route('payments', '/payments', { access: 'payments', screen: screens.payments }),
  route('payment', '/payment/:id', { access: 'payments', screen: screens.payment }),
  // Spec 2 says both redirect to payments: modify-payment does so when the payment cannot be modified
  // (views/payments/useModifyPaymentViewModel.ts, with a notice); payment-apply always does.
  route('modify-payment', '/account-overview/payments/payment-modification/:id', { access: 'payments', screen: screens.modifyPayment }),
  redirect('payment-apply', '/account-overview/payment-apply/:paymentId', 'payments', { name: 'payments' }),
  route('raise-dispute', '/dispute', { access: 'payments', screen: screens.raiseDispute }),
  route('help', '/help', { access: 'signedIn', screen: screens.help }),
  route('faq', '/faq', { access: 'signedIn', screen: screens.faq }),
  // Menu destinations of other audiences (machines/rules/routeAccess.ts MENUS; spec 2 "Seller/client menus").
  route('customers', '/customers', { pageName: 'Customers', access: 'customers', screen: screens.customers }),
  route('customer', '/customers/:id', { pageName: 'Customer', access: 'customers', screen: screens.customer }),
  route('client-users', '/client/users', { pageName: 'Users', access: 'clientUsers', screen: screens.clientUsers }),
  route('support', '/support', { pageName: 'Support', access: 'support', screen: screens.support }),
  route('underwriting', '/underwriting', { pageName: 'Underwriting', access: 'underwriting', screen: screens.underwriting }),
  soon('developers', '/developers', 'developers', {
    children: [soon('developers-api-keys', '/developers/api-keys', 'developers')],
  }),
  // Development/demo only (not in the spec): the e-mails and SMS sent to the signed-in user (views/outbox).
  route('dev-outbox', '/dev/outbox', { pageName: 'Demo outbox', access: 'signedIn', screen: screens.devOutbox }),
  route('statecharts', '/statecharts', { pageName: 'Statecharts', access: 'statecharts', screen: screens.statecharts }),
  route('statechart', '/statecharts/:machineId', { pageName: 'Statechart', access: 'statecharts', screen: screens.statechart }),
];

export const SIGNED_IN_LAYOUT: AppRoute = route('signed-in-layout', '/', {
  access: 'signedIn',
  screen: screens.signedInLayout,
  layout: true,
  children: SIGNED_IN_ROUTES,
});

export const NOT_FOUND: AppRoute = route('not-found', '*', { access: 'public', screen: screens.notFound });

/** Every route of the portal, in matching-priority-agnostic order (react-router ranks paths). */
/**
 * `/{locale}/apply` ties in rank with `/statecharts/:machineId` (one static and one dynamic segment
 * each), and react-router then takes the one defined first: it comes after the signed-in routes so
 * `/statecharts/apply` stays a statechart (src/app/routeMatching.test.ts).
 */
const LOCALE_APPLY: AppRoute = route('buyerapply-locale', '/:locale/apply', { access: 'public', locale: 'param', screen: screens.apply });

export const ROUTES: readonly AppRoute[] = [...PUBLIC_ROUTES, SIGNED_IN_LAYOUT, LOCALE_APPLY, NOT_FOUND];

function flatten(routes: readonly AppRoute[]): AppRoute[] {
  return routes.flatMap((r) => [r, ...flatten(r.children ?? [])]);
}

const BY_NAME: ReadonlyMap<string, AppRoute> = new Map(flatten(ROUTES).filter((r) => !r.layout).map((r) => [r.name, r]));

/** Every named route (layouts excluded). */
export const ALL_ROUTES: readonly AppRoute[] = [...BY_NAME.values()];

export function findRouteByName(name: string): AppRoute | undefined {
  return BY_NAME.get(name);
}

/** The URL of a named route: `pathFor('edit-user', { id })` -> `/account/settings/users/<id>`. */
export function pathFor(name: string, params: Readonly<Record<string, string>> = {}, query?: Readonly<Record<string, string>> | URLSearchParams): string {
  const target = findRouteByName(name);
  if (!target) throw new Error(`Unknown route name: ${name}`);
  const path = target.path.replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Route ${name} needs parameter ${key}`);
    return encodeURIComponent(value);
  });
  const search = query ? new URLSearchParams(query).toString() : '';
  return search ? `${path}?${search}` : path;
}
