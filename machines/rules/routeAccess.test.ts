import { describe, expect, it } from 'vitest';
import { ROLES, USER_TYPES } from '../../src/domain/roles';
import { MENU_MESSAGE_IDS, ROUTE_GUARDS, audiencesOf, canAccessRoute, navigationMenuFor, type MenuEntry, type RouteGuard } from './routeAccess';

const ADMIN = ['Buyer:Administrator'];
const GROUP_ADMIN = ['Buyer:GroupAdministrator'];
const PAYER = ['buyerPayer'];
const PURCHASER = ['buyerPurchaser'];

describe('canAccessRoute', () => {
  // [who, roles, userType, guards allowed]; every other guard is refused.
  const table: [string, string[], string, RouteGuard[]][] = [
    ['buyer admin', ADMIN, 'BUYER', ['signedIn', 'buyer', 'buyerAdmin', 'buyerAdminOrGroupAdmin', 'payments', 'statecharts']],
    ['buyer admin (alias)', ['buyerAdministrator'], 'BUYER', ['signedIn', 'buyer', 'buyerAdmin', 'buyerAdminOrGroupAdmin', 'payments', 'statecharts']],
    ['group admin', GROUP_ADMIN, 'BUYER', ['signedIn', 'statecharts', 'buyer', 'buyerAdminOrGroupAdmin']],
    ['group admin (alias)', ['buyerGroupAdministrator'], 'BUYER', ['signedIn', 'statecharts', 'buyer', 'buyerAdminOrGroupAdmin']],
    ['payer', PAYER, 'BUYER', ['signedIn', 'statecharts', 'buyer', 'payments']],
    ['purchaser', PURCHASER, 'BUYER', ['signedIn', 'statecharts', 'buyer']],
    ['purchaser (alias)', ['Buyer:Purchaser'], 'BUYER', ['signedIn', 'statecharts', 'buyer']],
    ['MSTS admin (handoff)', ADMIN, 'MSTS', ['signedIn', 'buyer', 'buyerAdmin', 'buyerAdminOrGroupAdmin', 'payments', 'statecharts']],
    ['buyer without roles', [], 'BUYER', ['signedIn', 'statecharts', 'buyer']],
    ['client administrator', ['clientAdministrator'], 'CLIENT', ['signedIn', 'clientUsers', 'customers', 'clientAdmin', 'statecharts']],
    ['client developer', ['clientDeveloper'], 'CLIENT', ['signedIn', 'developers', 'statecharts']],
    ['customer support', ['customerSupport'], 'STAFF', ['signedIn', 'customers', 'statecharts', 'staff', 'support']],
    ['underwriter', ['underwriter'], 'STAFF', ['signedIn', 'customers', 'statecharts', 'staff', 'underwriting']],
    ['staff account manager', ['accountManager'], 'STAFF', ['signedIn', 'customers', 'statecharts', 'staff']],
    // Issue 14: the seller's Account Manager sees customers, not client users nor developers.
    ['seller account manager', ['accountManager'], 'CLIENT', ['signedIn', 'customers', 'statecharts']],
    ['support role on a client user counts for nothing', ['customerSupport', 'underwriter'], 'CLIENT', ['signedIn', 'statecharts']],
    ['buyer role on a client user counts for nothing', ADMIN, 'CLIENT', ['signedIn', 'statecharts']],
    ['client role on a buyer user counts for nothing', ['clientAdministrator'], 'BUYER', ['signedIn', 'statecharts', 'buyer']],
  ];
  for (const [who, roles, userType, allowed] of table) {
    it.each(ROUTE_GUARDS.map((g) => [g, allowed.includes(g)] as const))(`${who}: %s -> %s`, (guard, expected) => {
      expect(canAccessRoute(roles, userType, guard)).toBe(expected);
    });
  }
});

const names = (menu: MenuEntry[]) => menu.map((e) => e.messageId.replace('menu.', ''));

describe('navigationMenuFor', () => {
  it.each<[string, string[], string, string[]]>([
    ['buyer admin', ADMIN, 'BUYER', ['overview', 'payments', 'disputes', 'accountActivity', 'usersAndGroups', 'companyInfo', 'bankAccountsAndPaymentMethods', 'purchaseControls', 'reports', 'profile', 'statecharts']],
    ['payer', PAYER, 'BUYER', ['overview', 'payments', 'makePayment', 'disputes', 'accountActivity', 'paymentMethods', 'reports', 'profile', 'statecharts']],
    ['purchaser', PURCHASER, 'BUYER', ['overview', 'reports', 'profile', 'purchasing', 'statecharts']],
    ['group admin', GROUP_ADMIN, 'BUYER', ['overview', 'users', 'groups', 'purchasing', 'reports', 'profile', 'statecharts']],
    ['client administrator', ['clientAdministrator'], 'CLIENT', ['customers', 'users', 'disbursements', 'uploadData', 'statecharts', 'profile']],
    ['client developer', ['clientDeveloper'], 'CLIENT', ['developers', 'statecharts', 'profile']],
    ['underwriter', ['underwriter'], 'STAFF', ['underwriting', 'customers', 'statecharts', 'profile']],
    ['support', ['customerSupport'], 'STAFF', ['customers', 'support', 'statecharts', 'profile']],
    ['seller account manager', ['accountManager'], 'CLIENT', ['customers', 'statecharts', 'profile']],
    ['staff without a console role', [], 'STAFF', ['customers', 'statecharts', 'profile']],
    ['admin + payer: make payment after payments', [...ADMIN, ...PAYER], 'BUYER', ['overview', 'payments', 'makePayment', 'disputes', 'accountActivity', 'usersAndGroups', 'companyInfo', 'bankAccountsAndPaymentMethods', 'purchaseControls', 'reports', 'profile', 'statecharts']],
    ['admin + purchaser: purchasing after profile', [...ADMIN, ...PURCHASER], 'BUYER', ['overview', 'payments', 'disputes', 'accountActivity', 'usersAndGroups', 'companyInfo', 'bankAccountsAndPaymentMethods', 'purchaseControls', 'reports', 'profile', 'purchasing', 'statecharts']],
    ['admin + group admin: groups covered by users & groups', [...ADMIN, ...GROUP_ADMIN], 'BUYER', ['overview', 'payments', 'disputes', 'accountActivity', 'usersAndGroups', 'purchasing', 'companyInfo', 'bankAccountsAndPaymentMethods', 'purchaseControls', 'reports', 'profile', 'statecharts']],
    ['payer + purchaser', [...PAYER, ...PURCHASER], 'BUYER', ['overview', 'payments', 'makePayment', 'disputes', 'accountActivity', 'paymentMethods', 'reports', 'profile', 'purchasing', 'statecharts']],
    ['client admin + developer', ['clientAdministrator', 'clientDeveloper'], 'CLIENT', ['customers', 'users', 'disbursements', 'uploadData', 'developers', 'statecharts', 'profile']],
    ['buyer without roles', [], 'BUYER', ['overview', 'profile', 'statecharts']],
    ['client without roles', [], 'CLIENT', ['profile', 'statecharts']],
  ])('%s', (_who, roles, userType, expected) => {
    expect(names(navigationMenuFor(roles, userType))).toEqual(expected);
  });

  it('gives developers API keys, API docs and UI docs', () => {
    const [developers] = navigationMenuFor(['clientDeveloper'], 'CLIENT');
    expect(developers?.children?.map((c) => [c.routeName, c.href])).toEqual([
      ['developers-api-keys', undefined],
      ['api-docs', '/docs/api/index.html'],
      ['ui-docs', '/docs/ui/index.html'],
    ]);
  });

  it('only ever shows entries whose route the user may open (every role and user type combination)', () => {
    for (const userType of USER_TYPES) {
      for (let mask = 0; mask < 1 << ROLES.length; mask++) {
        const roles = ROLES.filter((_, i) => mask & (1 << i));
        for (const e of navigationMenuFor(roles, userType)) {
          expect(canAccessRoute(roles, userType, e.guard), `${userType} ${roles.join(',')} ${e.routeName}`).toBe(true);
        }
      }
    }
  });

  it('never lists a route twice', () => {
    for (const userType of USER_TYPES) {
      for (let mask = 0; mask < 1 << ROLES.length; mask++) {
        const roles = ROLES.filter((_, i) => mask & (1 << i));
        const routes = navigationMenuFor(roles, userType).map((e) => e.routeName);
        expect(new Set(routes).size).toBe(routes.length);
      }
    }
  });

  it('exports every message id it uses', () => {
    expect(MENU_MESSAGE_IDS).toContain('menu.apiKeys');
    expect(MENU_MESSAGE_IDS).toContain('menu.usersAndGroups');
    expect(audiencesOf(ADMIN, 'BUYER')).toEqual(['buyerAdmin']);
  });
});
