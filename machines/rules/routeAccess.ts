import { BUYER_ADMIN_ROLE, BUYER_GROUP_ADMIN_ROLE, BUYER_PAYER_ROLE } from './roleAudiences';

/**
 * Who may open which signed-in route, and which menu each audience sees (spec 6). The spec says
 * per-route guards exist but does not show their rules; these are ours, derived from the role
 * table of spec 6. The server checks the same roles on every field (DESIGN "API and data"); this
 * decides only what the browser routes to and shows.
 *
 * Role names are those of `src/domain/roles.ts`; the spec's aliases (`buyerAdministrator`,
 * `buyerGroupAdministrator`, `Buyer:Purchaser`) are accepted too. Buyer roles count only for
 * buyer-side users (userType BUYER, or MSTS, which arrive by handoff on a buyer's behalf), client
 * roles only for CLIENT users; every STAFF user is staff.
 */

/** A group of users who see the same menu. */
export type Audience = 'buyerAdmin' | 'payer' | 'groupAdmin' | 'purchaser' | 'clientAdministrator' | 'clientDeveloper' | 'accountManager' | 'support' | 'underwriter' | 'staff';

const ROLE_ALIASES: Readonly<Record<string, string>> = {
  buyerAdministrator: BUYER_ADMIN_ROLE,
  buyerGroupAdministrator: BUYER_GROUP_ADMIN_ROLE,
  'Buyer:Purchaser': 'buyerPurchaser',
};

const BUYER_SIDE_USER_TYPES: readonly string[] = ['BUYER', 'MSTS'];

/** The audiences a user belongs to, in menu priority order. */
export function audiencesOf(roles: readonly string[], userType: string): Audience[] {
  const held = new Set(roles.map((r) => ROLE_ALIASES[r] ?? r));
  const buyer = BUYER_SIDE_USER_TYPES.includes(userType);
  const client = userType === 'CLIENT';
  const staff = userType === 'STAFF';
  const candidates: [Audience, boolean][] = [
    ['buyerAdmin', buyer && held.has(BUYER_ADMIN_ROLE)],
    ['payer', buyer && held.has(BUYER_PAYER_ROLE)],
    ['groupAdmin', buyer && held.has(BUYER_GROUP_ADMIN_ROLE)],
    ['purchaser', buyer && held.has('buyerPurchaser')],
    ['clientAdministrator', client && held.has('clientAdministrator')],
    ['clientDeveloper', client && held.has('clientDeveloper')],
    // Issue 14: the seller's Account Manager (spec 6 "most information except user management,
    // disbursements and the developer portal"): the customers, read-only. A CLIENT user.
    ['accountManager', client && held.has('accountManager')],
    ['support', staff && held.has('customerSupport')],
    ['underwriter', staff && held.has('underwriter')],
    ['staff', staff],
  ];
  return candidates.filter(([, yes]) => yes).map(([audience]) => audience);
}

/**
 * Route guards, one per route of the table in `src/app` (which names a guard per route):
 *
 * - `signedIn`: anyone with a session (profile pages, help).
 * - `buyer`: any buyer-side user: the account overview, own purchasing, transactions. Spec 6:
 *   purchasers "view account info"; everyone sees at least their own charges.
 * - `buyerAdmin`: Buyer:Administrator: company info, primary contact, credit increases
 *   ("manages users, groups, bank accounts, payments, purchasing and credit increases").
 * - `buyerAdminOrGroupAdmin`: users (group admins: their groups' users, server/modules/users),
 *   groups, create-group and purchasing controls/cards: group admins "manage groups" and cards;
 *   administrators manage everything a group admin does.
 * - `payments`: Buyer:Administrator or buyerPayer: payments, make payment, payment methods and bank
 *   accounts, Disputes and Account Activity (the role table gives exactly these two the payment
 *   pages and "sees Disputes and Account Activity").
 * - `clientUsers`: clientAdministrator ("manages users and account info").
 * - `customers`: clientAdministrator or staff (support, underwriting, account managers look
 *   customers up; client admins manage their customers' accounts).
 * - `developers`: clientDeveloper ("manages API keys and sees test data").
 * - `clientAdmin`: clientAdministrator alone: Payments/Disbursements and Tools/Upload Data (issue 14;
 *   spec 6 keeps disbursements from the Account Manager and gives developers only API keys).
 * - `statecharts`: every signed-in user. The pages show the rules (drawn from the bundled machine
 *   definitions, no data of anyone): the rules that govern a payer are exactly what the payer, and a
 *   reviewer, should be able to read, and a refusal links there ("Why can't I?", issue 10).
 * - `staff`: userType STAFF only.
 * - `support`: STAFF with customerSupport: the support console (issue 14).
 * - `underwriting`: STAFF with underwriter: the underwriting console (issue 14).
 * - `customers` also admits the seller's Account Manager (CLIENT accountManager, issue 14).
 */
export type RouteGuard =
  | 'signedIn'
  | 'buyer'
  | 'buyerAdmin'
  | 'buyerAdminOrGroupAdmin'
  | 'payments'
  | 'clientUsers'
  | 'customers'
  | 'developers'
  | 'clientAdmin'
  | 'statecharts'
  | 'staff'
  | 'support'
  | 'underwriting';

export const ROUTE_GUARDS = [
  'signedIn', 'buyer', 'buyerAdmin', 'buyerAdminOrGroupAdmin', 'payments', 'clientUsers', 'customers', 'developers', 'clientAdmin', 'statecharts', 'staff', 'support', 'underwriting',
] as const satisfies readonly RouteGuard[];

const GUARD_AUDIENCES: Readonly<Record<Exclude<RouteGuard, 'signedIn' | 'buyer' | 'statecharts'>, readonly Audience[]>> = {
  buyerAdmin: ['buyerAdmin'],
  buyerAdminOrGroupAdmin: ['buyerAdmin', 'groupAdmin'],
  payments: ['buyerAdmin', 'payer'],
  clientUsers: ['clientAdministrator'],
  customers: ['clientAdministrator', 'accountManager', 'staff'],
  developers: ['clientDeveloper'],
  clientAdmin: ['clientAdministrator'],
  staff: ['staff'],
  support: ['support'],
  underwriting: ['underwriter'],
};

/** May a signed-in user with these roles and user type open a route guarded by `guard`? */
export function canAccessRoute(roles: readonly string[], userType: string, guard: RouteGuard): boolean {
  if (guard === 'signedIn' || guard === 'statecharts') return true;
  if (guard === 'buyer') return BUYER_SIDE_USER_TYPES.includes(userType);
  const audiences = audiencesOf(roles, userType);
  return GUARD_AUDIENCES[guard].some((a) => audiences.includes(a));
}

/** One menu entry: the route it opens, its label's message id, and the guard of that route. */
export interface MenuEntry {
  readonly routeName: string;
  readonly messageId: string;
  readonly guard: RouteGuard;
  /** Static documents outside the SPA's routes. */
  readonly href?: string;
  /** Other routes this entry already leads to (its page links there), so no entry of its own. */
  readonly covers?: readonly string[];
  readonly children?: readonly MenuEntry[];
}

const entry = (routeName: string, messageId: string, guard: RouteGuard, more: Partial<MenuEntry> = {}): MenuEntry => ({ routeName, messageId, guard, ...more });

const OVERVIEW = entry('account-overview', 'menu.overview', 'buyer');
const PAYMENTS = entry('payments', 'menu.payments', 'payments');
const DISPUTES = entry('activity-disputes', 'menu.disputes', 'payments');
const ACCOUNT_ACTIVITY = entry('activity-account-activity', 'menu.accountActivity', 'payments');
const PROFILE = entry('profile-general', 'menu.profile', 'signedIn');
/** Spec 2 "Account & Settings: Reports": every buyer user (the figures are the charges they see, spec 6). */
const REPORTS = entry('reports', 'menu.reports', 'buyer');
/** Every menu ends with the rules (its place when menus merge: after the profile). */
const STATECHARTS = entry('statecharts', 'menu.statecharts', 'statecharts');
const PURCHASING = entry('profile-purchasing-controls', 'menu.purchasing', 'buyer');
const CUSTOMERS = entry('customers', 'menu.customers', 'customers', { covers: ['customer'] });
const SUPPORT = entry('support', 'menu.support', 'support');
const UNDERWRITING = entry('underwriting', 'menu.underwriting', 'underwriting');

/** Each audience's menu, in the order it is shown. */
export const MENUS: Readonly<Record<Audience, readonly MenuEntry[]>> = {
  buyerAdmin: [
    OVERVIEW, PAYMENTS, DISPUTES, ACCOUNT_ACTIVITY,
    entry('manage-users', 'menu.usersAndGroups', 'buyerAdminOrGroupAdmin', { covers: ['manage-groups'] }),
    // Spec 2 "Account & Settings": Company Info, whose page links to Primary Contact.
    entry('company-info', 'menu.companyInfo', 'buyerAdmin', { covers: ['primary-contact'] }),
    entry('manage-payment-methods', 'menu.bankAccountsAndPaymentMethods', 'payments'),
    entry('manage-purchasing-controls', 'menu.purchaseControls', 'buyerAdminOrGroupAdmin'),
    REPORTS, PROFILE, STATECHARTS,
  ],
  payer: [
    OVERVIEW, PAYMENTS, entry('make-payment', 'menu.makePayment', 'payments'), DISPUTES, ACCOUNT_ACTIVITY,
    entry('manage-payment-methods', 'menu.paymentMethods', 'payments'), REPORTS, PROFILE, STATECHARTS,
  ],
  groupAdmin: [OVERVIEW, entry('manage-users', 'menu.users', 'buyerAdminOrGroupAdmin'), entry('manage-groups', 'menu.groups', 'buyerAdminOrGroupAdmin'), PURCHASING, REPORTS, PROFILE, STATECHARTS],
  purchaser: [OVERVIEW, REPORTS, PROFILE, PURCHASING, STATECHARTS],
  clientAdministrator: [
    CUSTOMERS, entry('client-users', 'menu.users', 'clientUsers'),
    // Spec 2 "Payments/Disbursements" and "Tools/Upload Data" (issue 14).
    entry('disbursements', 'menu.disbursements', 'clientAdmin'), entry('upload-data', 'menu.uploadData', 'clientAdmin'),
    STATECHARTS, PROFILE,
  ],
  clientDeveloper: [
    entry('developers', 'menu.developers', 'developers', {
      children: [
        entry('developers-api-keys', 'menu.apiKeys', 'developers'),
        entry('api-docs', 'menu.apiDocs', 'developers', { href: '/docs/api/index.html' }),
        entry('ui-docs', 'menu.uiDocs', 'developers', { href: '/docs/ui/index.html' }),
      ],
    }),
    STATECHARTS, PROFILE,
  ],
  accountManager: [CUSTOMERS, STATECHARTS, PROFILE],
  support: [CUSTOMERS, SUPPORT, STATECHARTS, PROFILE],
  underwriter: [UNDERWRITING, CUSTOMERS, STATECHARTS, PROFILE],
  staff: [CUSTOMERS, STATECHARTS, PROFILE],
};

/** Every message id a menu uses (the i18n bundles must define them). */
export const MENU_MESSAGE_IDS: readonly string[] = [
  ...new Set(Object.values(MENUS).flat().flatMap((e) => [e.messageId, ...(e.children ?? []).map((c) => c.messageId)])),
];

/**
 * The menu a user sees. One audience: its menu as listed in {@link MENUS}. Several (an
 * administrator who is also a purchaser): the menus are merged in audience priority order
 * (`audiencesOf`); an entry already present (same route, or covered by a present entry) is not
 * repeated, and a new one is placed right after the entry that precedes it in its own menu (or,
 * when nothing before it is present yet, right before the next entry of its menu that is).
 * A buyer-side user with no buyer role still gets the overview, profile and statecharts; anyone
 * else with no audience, the profile and statecharts.
 */
export function navigationMenuFor(roles: readonly string[], userType: string): MenuEntry[] {
  const audiences = audiencesOf(roles, userType);
  if (audiences.length === 0) return BUYER_SIDE_USER_TYPES.includes(userType) ? [OVERVIEW, PROFILE, STATECHARTS] : [PROFILE, STATECHARTS];
  const result: MenuEntry[] = [];
  const present = (routeName: string) => result.findIndex((e) => e.routeName === routeName || (e.covers ?? []).includes(routeName));
  for (const audience of audiences) {
    let anchor = -1;
    let pending: MenuEntry[] = [];
    for (const item of MENUS[audience]) {
      const at = present(item.routeName);
      if (at < 0 && anchor < 0) {
        pending.push(item); // no predecessor placed yet: goes before the next entry already present
      } else if (at < 0) {
        result.splice(++anchor, 0, item);
      } else {
        result.splice(at, 0, ...pending);
        anchor = at + pending.length;
        pending = [];
      }
    }
    result.push(...pending);
  }
  return result;
}
