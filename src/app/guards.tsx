import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { Navigate, useLocation, useParams } from 'react-router';
import type { RouteArgs } from '../../machines/rules/navigation';
import { Busy } from './Busy';
import { decideGate, type GateDecision } from './gateDecision';
import { usePageConfig, useSessionActorRef } from './hooks';
import { clearLoggedOut, wasLoggedOut } from './logoutSignal';
import { PageEffects } from './PageEffects';
import { unauthorizedScreen, type AppRoute } from './routes';
import { SessionUnavailable } from './SessionUnavailable';
import { sessionIdentity, sessionPhase } from './sessionPhase';

const UnauthorizedPage = lazy(unauthorizedScreen as () => Promise<{ default: () => ReactNode }>);

function queryOf(search: string): RouteArgs['query'] {
  const query: Record<string, string | string[]> = {};
  const params = new URLSearchParams(search);
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    query[key] = values.length === 1 ? (values[0] ?? '') : values;
  }
  return query;
}

/** Full-page navigation away from the SPA (SSO login address), with the spinner meanwhile. */
function Leave({ to }: { to: string }) {
  useEffect(() => {
    window.location.assign(to);
  }, [to]);
  return <Busy />;
}

function useGateDecision(route: AppRoute, alreadyShown: boolean): GateDecision {
  const session = useSessionActorRef();
  const { ssoLoginUrl } = usePageConfig();
  const location = useLocation();
  const params = useParams();
  const phase = useSelector(session, sessionPhase);
  const identity = useSelector(session, sessionIdentity, (a, b) => a?.roles === b?.roles && a?.userType === b?.userType);
  const storedUser = useSelector(session, (s) => s.context.storedUser);
  const query = queryOf(location.search);
  const returnUrl = typeof query.returnUrl === 'string' ? query.returnUrl : null;
  return decideGate({
    route,
    phase,
    identity,
    storedUser,
    requestedUrl: `${location.pathname}${location.search}`,
    args: { params: Object.fromEntries(Object.entries(params).filter((e): e is [string, string] => e[1] !== undefined)), query },
    returnUrl,
    ssoLoginUrl,
    afterLogout: wasLoggedOut(),
    alreadyShown,
  });
}

/**
 * The route guard (spec 2 "Navigation rules", spec 6): renders the route's content, a spinner while
 * the session is being established, a redirect (sign-in with returnUrl and args, SSO, home,
 * invalid-session), the unauthorized page, or the session-unavailable retry screen. Layout routes
 * are guarded too (signed-in layout: any session).
 */
export function RouteGate({ route, children }: { route: AppRoute; children: ReactNode }) {
  const shown = useRef(false);
  const decision = useGateDecision(route, shown.current);
  const rendering = decision.kind === 'render';
  useEffect(() => {
    shown.current = rendering;
    if (rendering && route.access === 'signedOutOnly') clearLoggedOut();
  }, [rendering, route.access]);
  switch (decision.kind) {
    case 'render':
      return children;
    case 'wait':
      return <Busy />;
    case 'navigate':
      return <Navigate to={decision.to} replace />;
    case 'leave':
      return <Leave to={decision.to} />;
    case 'unauthorized':
      return (
        <Suspense fallback={<Busy />}>
          <PageEffects route={{ ...route, name: 'unauthorized', tracked: false }} />
          <UnauthorizedPage />
        </Suspense>
      );
    case 'sessionUnavailable':
      return <SessionUnavailable />;
  }
}
