import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ROUTES, type AppRoute } from './routes';

// The route table as react-router ranks it (AppRouter.tsx builds the same tree): paths that look
// alike must reach the screen their address names.
const toObject = (route: AppRoute): RouteObject => ({ id: route.name, path: route.path, children: route.children?.map(toObject) });
const objects: RouteObject[] = ROUTES.map((route) => (route.layout ? { id: route.name, children: route.children?.map(toObject) } : toObject(route)));
const screenAt = (pathname: string) => matchRoutes(objects, pathname)?.at(-1)?.route.id;

describe('route matching', () => {
  it('sends a statechart address to the statechart page, even for a machine named like a route (apply)', () => {
    expect(screenAt('/statecharts/apply')).toBe('statechart');
    expect(screenAt('/statecharts/session')).toBe('statechart');
  });

  it('sends /{locale}/apply and /apply to the buyer application', () => {
    expect(screenAt('/de-DE/apply')).toBe('buyerapply-locale');
    expect(screenAt('/apply')).toBe('buyerapply');
  });
});
