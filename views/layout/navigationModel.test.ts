import { describe, expect, it } from 'vitest';
import { navigationMenuFor } from '../../machines/rules/routeAccess';
import { ALL_ROUTES, findRouteByName } from '../../src/app/routes';
import { navItems, screenNameAt } from './navigationModel';

const pathOf = (name: string) => findRouteByName(name)?.path ?? null;
const admin = navigationMenuFor(['Buyer:Administrator'], 'BUYER');
const currentKeys = (pathname: string) =>
  navItems(admin, pathname, pathOf)
    .flatMap((i) => [i, ...i.children])
    .filter((i) => i.isCurrent)
    .map((i) => i.key);

describe('navItems', () => {
  it('marks exactly one current entry: the longest path prefix', () => {
    expect(currentKeys('/account-overview')).toEqual(['account-overview']);
    expect(currentKeys('/account/settings/users/42/roles')).toEqual(['manage-users']);
    expect(currentKeys('/payments')).toEqual(['payments']);
  });

  it('marks the entry a page belongs to when its URL sits under another', () => {
    expect(currentKeys('/account-overview/payments/payment-modification/p1')).toEqual(['payments']);
    expect(currentKeys('/payment/p1')).toEqual(['payments']);
    expect(currentKeys('/account-overview/bank-accounts/new')).toEqual(['manage-payment-methods']);
    expect(currentKeys('/account-overview/increase-credit')).toEqual(['account-overview']);
  });

  it('treats / as the overview and marks nothing for pages outside the menu', () => {
    expect(currentKeys('/')).toEqual(['account-overview']);
    expect(currentKeys('/help')).toEqual([]);
  });

  it('keeps static documents as plain links', () => {
    const developer = navItems(navigationMenuFor(['clientDeveloper'], 'CLIENT'), '/developers', pathOf);
    const docs = developer[0]?.children.find((c) => c.key === 'api-docs');
    expect(docs).toMatchObject({ href: '/docs/api/index.html', to: undefined });
  });
});

describe('screenNameAt', () => {
  it('names the route shown, preferring static paths', () => {
    expect(screenNameAt('/', ALL_ROUTES)).toBe('account-overview');
    expect(screenNameAt('/account/settings/users', ALL_ROUTES)).toBe('manage-users');
    expect(screenNameAt('/account/settings/users/invite', ALL_ROUTES)).toBe('invite-new-user-users');
    expect(screenNameAt('/account/settings/users/7', ALL_ROUTES)).toBe('edit-user');
    expect(screenNameAt('/help', ALL_ROUTES)).toBe('help');
    expect(screenNameAt('/nowhere/at/all', ALL_ROUTES)).toBeNull();
  });
});
