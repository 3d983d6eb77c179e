import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router';
import { RouteMessages } from '../i18n/RouteMessages';
import { Busy } from './Busy';
import { RouteGate } from './guards';
import { Root } from './Root';
import { RouteError } from './RouteError';
import { RouteContent } from './routeElements';
import { ROUTES, type AppRoute } from './routes';

/**
 * react-router routes built from the route table (routes.ts). Every screen is lazy (its own chunk);
 * every route renders inside its RouteGate. A parent with a screen shows it as its index route and
 * its children beside it; a layout parent renders `<Outlet/>` around its children.
 *
 * Declarative routing (`<BrowserRouter>` + `useRoutes`), not the data router
 * (`createBrowserRouter`): the portal uses no loaders, actions or fetchers, and the data router
 * costs 30 kB gzip on every page against 13 kB (issue 9: sign-in route budget). Its two features we
 * used have plain React counterparts: `lazy` routes are `React.lazy` screens under Suspense (the
 * BrowserRouter navigates in a transition, so the previous screen stays until the next one has
 * loaded, as before), and the root ErrorBoundary is RouteErrorBoundary below.
 */
type Screen = ComponentType<Record<string, unknown>>;

function gated(route: AppRoute, Screen?: Screen) {
  return function GatedRoute() {
    return (
      <RouteGate route={route}>
        <RouteContent route={route} Screen={Screen} />
      </RouteGate>
    );
  };
}

/** The route's own page (screen or redirect) as an element; a screen's module loads on first render. */
function page(route: AppRoute): ReactNode {
  const load = route.screen;
  if (!load) {
    const Page = gated(route);
    return (
      <RouteMessages routeName={route.name} fallback={<Busy />}>
        <Page />
      </RouteMessages>
    );
  }
  const Page = lazy(async () => {
    const module = await load();
    return { default: gated(route, module.default as unknown as Screen) };
  });
  // The route's messages (src/i18n/messageAreas.ts) load in parallel with its screen module.
  return (
    <RouteMessages routeName={route.name} fallback={<Busy />}>
      <Suspense fallback={<Busy />}>
        <Page />
      </Suspense>
    </RouteMessages>
  );
}

function toRouteObject(route: AppRoute): RouteObject {
  const children = (route.children ?? []).map(toRouteObject);
  const path = route.path === '/' && route.layout ? undefined : route.path;
  if (route.layout) return { id: route.name, path, element: page(route), children };
  if (children.length === 0) return { id: route.name, path, element: page(route) };
  return { path, children: [{ id: route.name, index: true, element: page(route) }, ...children] };
}

interface BoundaryProps {
  /** The location the error happened at: a navigation elsewhere clears the error. */
  resetKey: string;
  children: ReactNode;
}

/** The router's error boundary: a screen that failed to load or threw while rendering (RouteError). */
class RouteErrorBoundary extends Component<BoundaryProps, { error: unknown; at: string | null }> {
  override state = { error: null as unknown, at: null as string | null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; at: string | null }) {
    if (state.error === null) return { at: null };
    if (state.at === null) return { at: props.resetKey };
    return state.at === props.resetKey ? null : { error: null, at: null };
  }

  override render() {
    return this.state.error !== null ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

function RootWithBoundary() {
  const { pathname, search } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname + search}>
      <Root />
    </RouteErrorBoundary>
  );
}

/** Built once: the lazy screens keep their loaded modules for the page's lifetime. */
const ROUTE_OBJECTS: RouteObject[] = [{ id: 'root', element: <RootWithBoundary />, children: ROUTES.map(toRouteObject) }];

export function buildRouteObjects(): RouteObject[] {
  return ROUTE_OBJECTS;
}

/** The routed screens; render inside a `<BrowserRouter>`. */
export function AppRoutes() {
  return useRoutes(ROUTE_OBJECTS);
}
