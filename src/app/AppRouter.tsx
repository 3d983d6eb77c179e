import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
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

/** The route's own page (screen or redirect) as react-router route fields. */
function page(route: AppRoute): Pick<RouteObject, 'lazy' | 'Component'> {
  const load = route.screen;
  if (!load) return { Component: gated(route) };
  return {
    lazy: async () => {
      const module = await load();
      return { Component: gated(route, module.default as unknown as Screen) };
    },
  };
}

function toRouteObject(route: AppRoute): RouteObject {
  const children = (route.children ?? []).map(toRouteObject);
  const path = route.path === '/' && route.layout ? undefined : route.path;
  if (route.layout) return { id: route.name, path, ...page(route), children };
  if (children.length === 0) return { id: route.name, path, ...page(route) };
  return { path, children: [{ id: route.name, index: true, ...page(route) }, ...children] };
}

export function buildRouteObjects(): RouteObject[] {
  return [{ id: 'root', Component: Root, HydrateFallback: Busy, ErrorBoundary: RouteError, children: ROUTES.map(toRouteObject) }];
}

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function createAppRouter(): AppRouter {
  return createBrowserRouter(buildRouteObjects());
}
