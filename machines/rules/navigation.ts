/**
 * Navigation rules of spec 2 "Navigation rules". Pure: the router guards in src/app and the
 * session machine call these; nothing here touches `window`.
 */

/** The last signed-in user the browser remembers (spec 2; `BrowserSession.storedUser`). */
export interface StoredUser {
  email: string;
  ssoStatus: string;
}

/** Route params and query of the page the user asked for ("the arguments", spec 2). */
export interface RouteArgs {
  params: Readonly<Record<string, string>>;
  query: Readonly<Record<string, string | readonly string[]>>;
}

/** Where an unauthenticated user goes instead of the page they asked for. */
export type UnauthenticatedRedirect = { kind: 'signIn'; to: string } | { kind: 'sso'; to: string };

/**
 * Is `url` safe to navigate to after sign-in? Only a same-origin, path-absolute URL: it starts
 * with a single `/`; no `//` or `/\` (protocol-relative), no backslash, no whitespace or control
 * characters. A scheme (`https:`, `javascript:`) cannot occur because the first character is `/`.
 */
export function isSafeReturnUrl(url: string): boolean {
  if (!url.startsWith('/') || url.startsWith('//')) return false;
  // eslint-disable-next-line no-control-regex
  return !/[\\\s\u0000-\u001f\u007f]/.test(url);
}

const SIGN_IN_PATH = '/login';
const HOME_PATH = '/';

/**
 * Spec 2: an unauthenticated user is sent to signin with `returnUrl` and the arguments (params and
 * query as JSON). If the stored user has an e-mail and `ssoStatus` Active, they go to the
 * single-sign-on login address instead, carrying the e-mail, returnUrl and the query (JSON).
 * An unsafe returnUrl ({@link isSafeReturnUrl}) is replaced by `/`.
 */
export function unauthenticatedRedirect(input: {
  storedUser: StoredUser | null;
  returnUrl: string;
  args: RouteArgs;
  ssoLoginUrl: string;
}): UnauthenticatedRedirect {
  const returnUrl = isSafeReturnUrl(input.returnUrl) ? input.returnUrl : HOME_PATH;
  const { storedUser } = input;
  if (storedUser && storedUser.email.trim() !== '' && storedUser.ssoStatus === 'Active') {
    const query = new URLSearchParams({ email: storedUser.email, returnUrl, query: JSON.stringify(input.args.query) });
    const separator = input.ssoLoginUrl.includes('?') ? '&' : '?';
    return { kind: 'sso', to: `${input.ssoLoginUrl}${separator}${query.toString()}` };
  }
  const query = new URLSearchParams({ returnUrl, args: JSON.stringify(input.args) });
  return { kind: 'signIn', to: `${SIGN_IN_PATH}?${query.toString()}` };
}

/** Spec 2: a user of type MSTS arriving without session data goes to the invalid-session page. */
export function needsInvalidSessionPage(input: { userType: string | null | undefined; hasSessionData: boolean }): boolean {
  return input.userType === 'MSTS' && !input.hasSessionData;
}

/**
 * Route names whose page changes fire no page-load tracking event (spec 2): invite-user,
 * increase-credit (our name for /account-overview/increase-credit), new-bank-account, home, help.
 */
export const UNTRACKED_ROUTE_NAMES = ['invite-new-user-users', 'increase-credit', 'new-bank-account', 'home', 'help'] as const;

/** Does a page change to this route fire the page-load tracking event? */
export function isPageLoadTracked(routeName: string): boolean {
  return !(UNTRACKED_ROUTE_NAMES as readonly string[]).includes(routeName);
}
