import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { isLocaleRouteParam } from '../../machines/rules/locale';
import { Busy } from './Busy';
import { useLocaleActorRef, usePageConfig } from './hooks';
import { PageEffects } from './PageEffects';
import { notFoundScreen, pathFor, type AppRoute, type ConditionalRedirect, type RedirectTarget } from './routes';

const NotFoundPage = lazy(notFoundScreen as () => Promise<{ default: ComponentType }>);

function NotFound() {
  return (
    <Suspense fallback={<Busy />}>
      <NotFoundPage />
    </Suspense>
  );
}

/** A redirect route (spec 2): the target route, keeping the query when the table says so. */
export function RedirectTo({ target }: { target: RedirectTarget }) {
  const { search } = useLocation();
  return <Navigate to={`${pathFor(target.name)}${target.keepQuery ? search : ''}`} replace />;
}

function matchesQuery(search: string, when: ConditionalRedirect['whenQuery']): boolean {
  const query = new URLSearchParams(search);
  return Object.entries(when).every(([key, value]) => query.get(key) === value);
}

/** Screens with a query-conditional redirect (spec 2: manage-bank-accounts with mandateStatus failed). */
function WithConditionalRedirect({ redirect, children }: { redirect: ConditionalRedirect; children: ReactNode }) {
  const { search } = useLocation();
  return matchesQuery(search, redirect.whenQuery) ? <RedirectTo target={redirect} /> : children;
}

/**
 * Spec 2 "Public routes get a locale": a route with a `:locale` parameter selects that locale (the
 * locale machine decides whether it is supported); buyerapply uses the program's default locale.
 * A `:locale` segment that is not a locale tag is an unknown path: the not-found page.
 */
function WithRouteLocale({ mode, children }: { mode: NonNullable<AppRoute['locale']>; children: ReactNode }) {
  const localeActor = useLocaleActorRef();
  const { defaultBuyerLocale } = usePageConfig();
  const { locale: param } = useParams();
  const wanted = mode === 'param' ? (param !== undefined && isLocaleRouteParam(param) ? param : null) : defaultBuyerLocale;
  useEffect(() => {
    if (wanted !== null) localeActor.send({ type: 'locale.select', locale: wanted });
  }, [wanted, localeActor]);
  if (mode === 'param' && wanted === null) return <NotFound />;
  return children;
}

/**
 * The content of one route of the table: screen, redirect, and the locale and query rules around it.
 * Page effects (title, page-load tracking) run only when a page's screen shows: never for layouts
 * or redirects.
 */
export function RouteContent({ route, Screen }: { route: AppRoute; Screen?: ComponentType<Record<string, unknown>> }) {
  let content: ReactNode = null;
  if (Screen && route.layout) content = <Screen {...route.screenProps} />;
  else if (Screen)
    content = (
      <>
        <PageEffects route={route} />
        <Screen {...route.screenProps} />
      </>
    );
  else if (route.redirectTo) content = <RedirectTo target={route.redirectTo} />;
  if (route.redirectWhen) content = <WithConditionalRedirect redirect={route.redirectWhen}>{content}</WithConditionalRedirect>;
  if (route.locale) content = <WithRouteLocale mode={route.locale}>{content}</WithRouteLocale>;
  return content;
}
