import { isSafeReturnUrl, unauthenticatedRedirect, type RouteArgs, type StoredUser } from '../../machines/rules/navigation';
import { canAccessRoute, navigationMenuFor } from '../../machines/rules/routeAccess';
import type { SessionPhase } from './sessionPhase';
import { findRouteByName, pathFor, type AppRoute } from './routes';

/**
 * What a route guard does with a route, given the session (spec 2 "Navigation rules", spec 6).
 * Pure and framework-free: guards.tsx renders the decision. The rules themselves are the machines'
 * (session state) and machines/rules (unauthenticatedRedirect, isSafeReturnUrl, canAccessRoute,
 * navigationMenuFor).
 */
export type GateDecision =
  | { kind: 'render' }
  | { kind: 'wait' }
  /** In-app navigation (replace). */
  | { kind: 'navigate'; to: string }
  /** Full-page navigation away from the SPA (the SSO login address). */
  | { kind: 'leave'; to: string }
  | { kind: 'unauthorized' }
  | { kind: 'sessionUnavailable' };

export interface GateInput {
  route: AppRoute;
  phase: SessionPhase;
  identity: { roles: readonly string[]; userType: string } | null;
  storedUser: StoredUser | null;
  /** The requested URL (path + query), for returnUrl. */
  requestedUrl: string;
  args: RouteArgs;
  /** `returnUrl` of the query (the sign-in page's). */
  returnUrl: string | null;
  ssoLoginUrl: string;
  /** The session ended by logout just now: signed-out pages go to the plain sign-in page. */
  afterLogout: boolean;
  /** This guard already shows its page (a signed-out-only page keeps showing while a sign-in it started proceeds). */
  alreadyShown: boolean;
}

const WAIT: GateDecision = { kind: 'wait' };
const RENDER: GateDecision = { kind: 'render' };

function signedOutOnly(input: GateInput): GateDecision {
  switch (input.phase) {
    case 'booting':
    case 'redirectingToSso':
      return WAIT;
    case 'invalidSession':
      return { kind: 'navigate', to: pathFor('invalid-session') };
    case 'signedIn':
      // Spec 2: the signin route sends an already signed-in user home (or back where they were going).
      return { kind: 'navigate', to: input.returnUrl !== null && isSafeReturnUrl(input.returnUrl) ? input.returnUrl : pathFor('home') };
    case 'working':
      // A session being set up: keep showing the page when the user's own sign-in started it (the
      // page shows progress); a session found at page load just waits for the result.
      return input.alreadyShown ? RENDER : WAIT;
    default:
      return RENDER;
  }
}

/** Spec 2 "home": users who may not see the overview get the first page of their own menu. */
function menuFallback(identity: NonNullable<GateInput['identity']>, self: AppRoute): GateDecision {
  for (const entry of navigationMenuFor(identity.roles, identity.userType)) {
    const target = findRouteByName(entry.routeName);
    if (!target || target.name === self.name || entry.href) continue;
    if (canAccessRoute(identity.roles, identity.userType, guardOf(target))) return { kind: 'navigate', to: pathFor(target.name) };
  }
  return { kind: 'unauthorized' };
}

function guardOf(route: AppRoute) {
  const { access } = route;
  if (access === 'public' || access === 'semiPublic' || access === 'signedOutOnly') return 'signedIn' as const;
  return access;
}

function guarded(input: GateInput): GateDecision {
  switch (input.phase) {
    case 'booting':
    case 'signingIn':
    case 'working':
    case 'redirectingToSso':
      return WAIT;
    case 'invalidSession':
      return { kind: 'navigate', to: pathFor('invalid-session') };
    case 'unavailable':
      return { kind: 'sessionUnavailable' };
    case 'signedOut': {
      if (input.afterLogout) return { kind: 'navigate', to: pathFor('signin') };
      const redirect = unauthenticatedRedirect({ storedUser: input.storedUser, returnUrl: input.requestedUrl, args: input.args, ssoLoginUrl: input.ssoLoginUrl });
      return redirect.kind === 'sso' ? { kind: 'leave', to: redirect.to } : { kind: 'navigate', to: redirect.to };
    }
    case 'signedIn': {
      const { identity, route } = input;
      if (!identity) return WAIT;
      if (canAccessRoute(identity.roles, identity.userType, guardOf(route))) return RENDER;
      return route.fallbackToMenu ? menuFallback(identity, route) : { kind: 'unauthorized' };
    }
  }
}

export function decideGate(input: GateInput): GateDecision {
  switch (input.route.access) {
    case 'public':
      return RENDER;
    case 'semiPublic':
      return input.phase === 'booting' || input.phase === 'working' ? WAIT : RENDER;
    case 'signedOutOnly':
      return signedOutOnly(input);
    default:
      return guarded(input);
  }
}
