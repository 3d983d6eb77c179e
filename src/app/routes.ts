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

// Screens (views engineer's files), each a default-exported component, each its own chunk. The
// sign-in screen's loader is here, in the entry; every other loader is in a group module of screens/,
// a chunk of its own that loads with the first of its screens (issue 9: the loaders' preload lists
// stay off /login, and the overview loads only its own group's).
const signInScreen: ScreenLoader = () => import('../../views/public/SignInPage');

const SCREEN_GROUPS = {
  public: () => import('./screens/publicScreens'),
  buyer: () => import('./screens/buyerScreens'),
  settings: () => import('./screens/settingsScreens'),
  staff: () => import('./screens/staffScreens'),
};
type ScreenGroup = keyof typeof SCREEN_GROUPS;
type ScreensOf<G extends ScreenGroup> = Awaited<ReturnType<(typeof SCREEN_GROUPS)[G]>>['SCREENS'];

/** A screen of a group module (screens/<group>Screens.ts): that module first (once per page), then the screen's own chunks. */
function screen<G extends ScreenGroup>(group: G, name: keyof ScreensOf<G>): ScreenLoader {
  return async () => {
    const { SCREENS } = await SCREEN_GROUPS[group]();
    const load = (SCREENS as Record<keyof ScreensOf<G>, ScreenLoader>)[name];
    return load();
  };
}

/** Loads the signed-in layout's and the overview's screen loaders (screens/buyerScreens.ts) ahead of the first signed-in screen, e.g. on Sign In. */
export function preloadScreens(): Promise<unknown> {
  return SCREEN_GROUPS.buyer();
}

export const unauthorizedScreen: ScreenLoader = () => import('../../views/public/UnauthorizedPage');
/** Spec 1: the maintenance notice the root shows instead of every route while a window is configured. */
export const maintenanceScreen: ScreenLoader = () => import('../../views/public/MaintenanceNotice');
export const notFoundScreen: ScreenLoader = screen('public', 'notFound');

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

function redirect(name: string, path: string, access: RouteAccess, to: RedirectTarget): AppRoute {
  return route(name, path, { access, redirectTo: to });
}

const errorPage = (name: string, path: string, kind: 'error' | 'ssoError' | 'invalidSession') =>
  route(name, path, { access: 'public', screen: screen('public', 'error'), screenProps: { kind } });

/** Spec 2 "Public routes" and the semi-public ones. */
const PUBLIC_ROUTES: readonly AppRoute[] = [
  route('signin', '/login', { pageName: 'Sign In', access: 'signedOutOnly', screen: signInScreen }),
  route('sign-up', '/sign-up', { access: 'public', screen: screen('public', 'signUp') }),
  route('forgot-password', '/forgotpassword', { pageName: 'Forgot Email/Password', access: 'public', screen: screen('public', 'forgotPassword') }),
  route('reset-password', '/resetpassword', { pageName: 'Reset Password', access: 'public', screen: screen('public', 'resetPassword') }),
  route('buyerapply', '/apply', { access: 'public', locale: 'programDefault', screen: screen('public', 'apply') }),
  errorPage('error', '/error', 'error'),
  errorPage('sso-error', '/sso-error', 'ssoError'),
  errorPage('invalid-session', '/invalid-session', 'invalidSession'),
  route('onboarding', '/onboarding', { access: 'public', screen: screen('public', 'onboarding') }),
  route('welcome', '/welcome', { access: 'semiPublic', screen: screen('public', 'welcome') }),
  route('welcome-info', '/welcome-info', { access: 'semiPublic', screen: screen('public', 'welcomeInfo') }),
  route('x-session', '/x-session', { access: 'public', screen: screen('public', 'xSession') }),
  // Spec 2: /{locale} switches the language when supported, then goes home (src/app/LocaleRoute.tsx).
  route('home-locale', '/:locale', { access: 'public', locale: 'param', redirectTo: { name: 'home' } }),
];

const ACCOUNT_OVERVIEW = route('account-overview', '/account-overview', {
  pageName: 'Overview',
  access: 'buyer',
  screen: screen('buyer', 'accountOverview'),
  children: [
    route('account-overview-new-bank-account', '/account-overview/bank-accounts/new', { access: 'payments', screen: screen('buyer', 'addBankAccount') }),
    route('create-new-group-getting-started', '/account-overview/create-group', { access: 'buyerAdminOrGroupAdmin', screen: screen('settings', 'createGroup') }),
    route('increase-credit', '/account-overview/increase-credit', { access: 'buyerAdmin', screen: screen('buyer', 'increaseCredit') }),
  ],
});

const PURCHASING_CONTROLS = route('manage-purchasing-controls', '/account/settings/purchasing-controls', {
  access: 'buyerAdminOrGroupAdmin',
  screen: screen('settings', 'purchasingControls'),
  children: [
    // Embedded help page; its query values become typed properties of the screen (views/common/purchasingHelpQuery.ts).
    route('purchasing-controls-help', '/account/settings/purchasing-controls/help', { access: 'buyerAdminOrGroupAdmin', screen: screen('settings', 'purchasingControlsHelp') }),
    route('manage-policies', '/account/settings/purchasing-controls/manage-policies', { access: 'buyerAdminOrGroupAdmin', screen: screen('settings', 'managePolicies') }),
    route('purchase-cards-config', '/account/settings/purchasing-controls/purchase-cards-config', { access: 'buyerAdminOrGroupAdmin', screen: screen('settings', 'purchaseCardSettings') }),
    route('purchase-cards-view', '/account/settings/purchasing-controls/view-cards', {
      access: 'buyerAdminOrGroupAdmin',
      screen: screen('settings', 'viewCards'),
      screenProps: { tab: 'active' },
      children: [
        route('purchase-cards-active', '/account/settings/purchasing-controls/view-cards/active', { access: 'buyerAdminOrGroupAdmin', screen: screen('settings', 'viewCards'), screenProps: { tab: 'active' } }),
        route('purchase-cards-terminated', '/account/settings/purchasing-controls/view-cards/terminated', { access: 'buyerAdminOrGroupAdmin', screen: screen('settings', 'viewCards'), screenProps: { tab: 'terminated' } }),
      ],
    }),
  ],
});

// Users (issue 11): administrators manage the account's users, group administrators their groups' (spec 6).
const EDIT_USER = route('edit-user', '/account/settings/users/:id', {
  pageName: 'Manage Users',
  access: 'buyerAdminOrGroupAdmin',
  screen: screen('settings', 'editUser'),
  screenProps: { tab: 'general' },
  children: [
    route('edit-user-general', '/account/settings/users/:id/general', { access: 'buyerAdminOrGroupAdmin', screen: screen('settings', 'editUser'), screenProps: { tab: 'general' } }),
    route('edit-user-notifications', '/account/settings/users/:id/notifications', { access: 'buyerAdminOrGroupAdmin', screen: screen('settings', 'editUser'), screenProps: { tab: 'notifications' } }),
    route('edit-user-roles', '/account/settings/users/:id/roles', { pageName: 'Group & Role', access: 'buyerAdminOrGroupAdmin', screen: screen('settings', 'editUser'), screenProps: { tab: 'roles' } }),
    route('edit-user-purchasing', '/account/settings/users/:id/purchasing', { access: 'buyerAdmin', screen: screen('settings', 'editUserPurchasing') }),
    route('edit-user-purchasing-create', '/account/settings/users/:id/create-purchase-card', { access: 'buyerAdmin', screen: screen('settings', 'createCard'), screenProps: { forUser: true } }),
    route('edit-user-mfa-for-service-cloud', '/account/settings/users/:id/mfa', { access: 'buyerAdmin', screen: screen('settings', 'editUser'), screenProps: { tab: 'mfa' } }),
  ],
});

/** Spec 2 "Signed-in area": one layout (header, footer, menu) around every signed-in route. */
const SIGNED_IN_ROUTES: readonly AppRoute[] = [
  // The empty path: the account overview shell. Users who may not see the overview (client, staff)
  // go to the first entry of their menu instead (machines/rules/routeAccess.ts navigationMenuFor).
  route('home', '/', { access: 'buyer', screen: screen('buyer', 'accountOverview'), fallbackToMenu: true }),
  ACCOUNT_OVERVIEW,
  redirect('account-overview-payments', '/account-overview/payments', 'payments', { name: 'payments' }),
  redirect('account-bank-accounts', '/account/bank-accounts', 'payments', { name: 'manage-payment-methods' }),
  route('transaction-history', '/account-overview/transactions', { access: 'buyer', screen: screen('buyer', 'transactionHistory') }),
  // Spec 2 "Account & Settings: Reports" (no path given; ours beside the other settings pages).
  route('reports', '/account/settings/reports', { pageName: 'Reports', access: 'buyer', screen: screen('buyer', 'reports') }),
  route('company-info', '/account/settings/company-info', { access: 'buyerAdmin', screen: screen('settings', 'companyInfo') }),
  route('primary-contact', '/account/settings/primary-contact', { access: 'buyerAdmin', screen: screen('settings', 'primaryContact') }),
  route('manage-users', '/account/settings/users', {
    pageName: 'Users',
    access: 'buyerAdminOrGroupAdmin',
    screen: screen('settings', 'users'),
    children: [route('invite-new-user-users', '/account/settings/users/invite', { access: 'buyerAdminOrGroupAdmin', screen: screen('settings', 'inviteUser') })],
  }),
  EDIT_USER,
  route('manage-groups', '/account/settings/groups', { access: 'buyerAdminOrGroupAdmin', screen: screen('settings', 'manageGroups') }),
  PURCHASING_CONTROLS,
  // manage-bank-accounts: with mandateStatus=failed it goes on to the add-bank-account flow (spec 2).
  route('manage-payment-methods', '/payment-methods', {
    access: 'payments',
    screen: screen('buyer', 'bankAccounts'),
    redirectWhen: { whenQuery: { mandateStatus: 'failed' }, name: 'new-bank-account', keepQuery: true },
  }),
  // Under an add-bank-account layout: the two-step Add Bank Account screen.
  route('new-bank-account', '/payment-methods/add', { access: 'payments', screen: screen('buyer', 'addBankAccount') }),
  // Link targets seen in interface texts (spec 2).
  redirect('account-settings-payment-methods', '/account/settings/payment-methods', 'payments', { name: 'manage-payment-methods' }),
  redirect('account-profile-notifications', '/account/profile/notifications', 'signedIn', { name: 'profile-notifications' }),
  route('group', '/group', { access: 'buyerAdminOrGroupAdmin', screen: screen('settings', 'group') }),
  route('create-group', '/create-group', { access: 'buyerAdminOrGroupAdmin', pageName: 'Create Group', screen: screen('settings', 'createGroup') }),
  route('profile-general', '/profile/general', { access: 'signedIn', screen: screen('settings', 'profileGeneral') }),
  route('profile-notifications', '/profile/notifications', { access: 'signedIn', screen: screen('settings', 'profileNotifications') }),
  route('profile-security', '/profile/security', {
    access: 'signedIn',
    screen: screen('settings', 'profileSecurity'),
    children: [
      route('security-mfa-setup-sms', '/profile/security/mfa-setup-sms', { access: 'signedIn', screen: screen('settings', 'mfaSetup'), screenProps: { method: 'sms' } }),
      route('security-mfa-setup-email', '/profile/security/mfa-setup-email', { access: 'signedIn', screen: screen('settings', 'mfaSetup'), screenProps: { method: 'email' } }),
    ],
  }),
  route('profile-purchasing-controls', '/profile/purchasing-controls', { access: 'buyer', screen: screen('settings', 'profilePurchasing') }),
  route('profile-purchasing-create-purchase-card', '/profile/purchasing-controls/create-purchase-card', {
    pageName: 'Profile - Purchasing',
    access: 'buyer',
    screen: screen('settings', 'createCard'),
    screenProps: { forUser: false },
  }),
  route('activity-disputes', '/activity/disputes', { pageName: 'Disputes', access: 'payments', screen: screen('buyer', 'disputes') }),
  route('activity-account-activity', '/activity/account-activity', { access: 'payments', screen: screen('buyer', 'accountActivity') }),
  route('make-payment', '/make-payment', { access: 'payments', screen: screen('buyer', 'makePayment') }),
  route('payments', '/payments', { access: 'payments', screen: screen('buyer', 'payments') }),
  route('payment', '/payment/:id', { access: 'payments', screen: screen('buyer', 'payment') }),
  // Spec 2 says both redirect to payments: modify-payment does so when the payment cannot be modified
  // (views/payments/useModifyPaymentViewModel.ts, with a notice); payment-apply always does.
  route('modify-payment', '/account-overview/payments/payment-modification/:id', { access: 'payments', screen: screen('buyer', 'modifyPayment') }),
  redirect('payment-apply', '/account-overview/payment-apply/:paymentId', 'payments', { name: 'payments' }),
  route('raise-dispute', '/dispute', { access: 'payments', screen: screen('buyer', 'raiseDispute') }),
  route('help', '/help', { access: 'signedIn', screen: screen('settings', 'help') }),
  route('faq', '/faq', { access: 'signedIn', screen: screen('settings', 'faq') }),
  // Menu destinations of other audiences (machines/rules/routeAccess.ts MENUS; spec 2 "Seller/client menus").
  route('customers', '/customers', { pageName: 'Customers', access: 'customers', screen: screen('staff', 'customers') }),
  route('customer', '/customers/:id', { pageName: 'Customer', access: 'customers', screen: screen('staff', 'customer') }),
  route('client-users', '/client/users', { pageName: 'Users', access: 'clientUsers', screen: screen('staff', 'clientUsers') }),
  route('support', '/support', { pageName: 'Support', access: 'support', screen: screen('staff', 'support') }),
  route('underwriting', '/underwriting', { pageName: 'Underwriting', access: 'underwriting', screen: screen('staff', 'underwriting') }),
  // Spec 2 Developers (issue 14 part 2): API keys, webhooks and their delivery log (views/developers).
  route('developers', '/developers', {
    access: 'developers',
    screen: screen('staff', 'developers'),
    children: [route('developers-api-keys', '/developers/api-keys', { access: 'developers', screen: screen('staff', 'developers') })],
  }),
  // Spec 2 "Payments/Disbursements" and "Tools/Upload Data" (no paths given; ours under those menu names).
  route('disbursements', '/payments/disbursements', { pageName: 'Disbursements', access: 'clientAdmin', screen: screen('staff', 'disbursements') }),
  route('upload-data', '/tools/upload-data', { pageName: 'Upload Data', access: 'clientAdmin', screen: screen('staff', 'uploadData') }),
  // Development/demo only (not in the spec): the e-mails and SMS sent to the signed-in user (views/outbox).
  route('dev-outbox', '/dev/outbox', { pageName: 'Demo outbox', access: 'signedIn', screen: screen('staff', 'devOutbox') }),
  route('statecharts', '/statecharts', { pageName: 'Statecharts', access: 'statecharts', screen: screen('staff', 'statecharts') }),
  route('statechart', '/statecharts/:machineId', { pageName: 'Statechart', access: 'statecharts', screen: screen('staff', 'statechart') }),
];

export const SIGNED_IN_LAYOUT: AppRoute = route('signed-in-layout', '/', {
  access: 'signedIn',
  screen: screen('buyer', 'signedInLayout'),
  layout: true,
  children: SIGNED_IN_ROUTES,
});

export const NOT_FOUND: AppRoute = route('not-found', '*', { access: 'public', screen: screen('public', 'notFound') });

/** Every route of the portal, in matching-priority-agnostic order (react-router ranks paths). */
/**
 * `/{locale}/apply` ties in rank with `/statecharts/:machineId` (one static and one dynamic segment
 * each), and react-router then takes the one defined first: it comes after the signed-in routes so
 * `/statecharts/apply` stays a statechart (src/app/routeMatching.test.ts).
 */
const LOCALE_APPLY: AppRoute = route('buyerapply-locale', '/:locale/apply', { access: 'public', locale: 'param', screen: screen('public', 'apply') });

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
