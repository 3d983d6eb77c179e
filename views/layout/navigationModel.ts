import { matchPath } from 'react-router';
import type { MenuEntry } from '../../machines/rules/routeAccess';
import type { AppRoute } from '../../src/app/routes';

/** One link of the main navigation, ready to render. */
export interface NavItem {
  key: string;
  labelId: string;
  /** A path of this app; absent for static documents. */
  to?: string;
  /** A static document outside the app (opened as a normal link). */
  href?: string;
  isCurrent: boolean;
  children: NavItem[];
}

/** The route shown at `/` is the account overview shell (spec 2 "empty path"). */
const HOME_PATH = '/';
const HOME_SCREEN_ROUTE = 'account-overview';

/**
 * Pages whose URL sits under one menu entry but belong to another (spec 2 keeps these URLs): the
 * menu shows where the user is in the product, not in the URL.
 */
const MENU_ENTRY_OF_PATH: readonly (readonly [pattern: string, menuEntry: string])[] = [
  ['/account-overview/payments/*', 'payments'],
  ['/account-overview/payment-apply/*', 'payments'],
  ['/payment/:id', 'payments'],
  ['/account-overview/bank-accounts/*', 'manage-payment-methods'],
];

const isWithin = (pathname: string, path: string): boolean => pathname === path || pathname.startsWith(path.endsWith('/') ? path : `${path}/`);

/**
 * The menu entries as links; the entry whose path is the longest prefix of `pathname` is current
 * (at `/`, the overview). `pathOf` gives a route's path, or null when it has none.
 */
export function navItems(entries: readonly MenuEntry[], pathname: string, pathOf: (routeName: string) => string | null): NavItem[] {
  const build = (entry: MenuEntry): NavItem | null => {
    const to = entry.href ? undefined : (pathOf(entry.routeName) ?? undefined);
    if (!entry.href && to === undefined) return null;
    const children = (entry.children ?? []).map(build).filter((c): c is NavItem => c !== null);
    return { key: entry.routeName, labelId: entry.messageId, to, href: entry.href, isCurrent: false, children };
  };
  const items = entries.map(build).filter((i): i is NavItem => i !== null);
  const current = longestMatch(items.flatMap((i) => [i, ...i.children]), pathname);
  const mark = (item: NavItem): NavItem => ({ ...item, isCurrent: item === current, children: item.children.map(mark) });
  return items.map(mark);
}

function longestMatch(items: readonly NavItem[], pathname: string): NavItem | undefined {
  if (pathname === HOME_PATH) return items.find((i) => i.key === HOME_SCREEN_ROUTE);
  const owner = MENU_ENTRY_OF_PATH.find(([pattern]) => matchPath({ path: pattern, end: true }, pathname) !== null)?.[1];
  const owned = owner === undefined ? undefined : items.find((i) => i.key === owner);
  if (owned) return owned;
  return items
    .filter((i) => i.to !== undefined && i.to !== HOME_PATH && isWithin(pathname, i.to))
    .sort((a, b) => (b.to?.length ?? 0) - (a.to?.length ?? 0))[0];
}

/**
 * The name of the route shown at `pathname` (static paths win over parameterised ones; `/` is the
 * overview screen). Used to pick the app alerts that target the current screen.
 */
export function screenNameAt(pathname: string, routes: readonly AppRoute[]): string | null {
  if (pathname === HOME_PATH) return HOME_SCREEN_ROUTE;
  const matches = routes.filter((r) => r.path !== '*' && matchPath({ path: r.path, end: true }, pathname) !== null);
  matches.sort((a, b) => paramCount(a.path) - paramCount(b.path) || b.path.length - a.path.length);
  return matches[0]?.name ?? null;
}

const paramCount = (path: string): number => (path.match(/:/g) ?? []).length;
