import { hasSessionCookie } from '../../api/sessionCookie';

/**
 * Boot step "data client" (spec 7). The GraphQL client (src/api/graphqlClient.ts) is its own chunk so
 * the sign-in route does not carry it; when the page already has a session, start fetching that
 * chunk now, in parallel with the token request, instead of after it.
 */
export function startDataClient(): void {
  if (pageHasSessionCookie()) void import('../../api/sessionStart');
}

/**
 * Only a head start: a browser that refuses cookie access (SecurityError) must still boot, so the
 * session machine can treat the unreadable cookie as signed out and show the sign-in page.
 */
function pageHasSessionCookie(): boolean {
  try {
    return hasSessionCookie();
  } catch {
    return false;
  }
}
