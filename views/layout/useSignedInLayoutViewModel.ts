import { useSelector } from '@xstate/react';
import { useLocation, useNavigate } from 'react-router';
import { navigationMenuFor } from '../../machines/rules/routeAccess';
import { usePageConfig, useSessionActorRef } from '../../src/app/hooks';
import { ALL_ROUTES, findRouteByName, pathFor } from '../../src/app/routes';
import { alertsForScreen } from '../common/appAlerts';
import type { AppAlertView } from '../common/appAlerts';
import { brandTitle } from '../common/brand';
import { navItems, screenNameAt } from './navigationModel';
import type { NavItem } from './navigationModel';

export interface SignedInLayoutViewModel {
  brand: string;
  userName: string;
  year: number;
  nav: NavItem[];
  /** App alerts of the session that target the screen now shown. */
  alerts: AppAlertView[];
  /** Changes on every navigation (the layout moves focus to the new content). */
  pathname: string;
  helpPath: string;
  faqPath: string;
  openProfile: () => void;
  signOut: () => void;
}

const pathOf = (routeName: string) => findRouteByName(routeName)?.path ?? null;

/** The signed-in frame's view of the session: who is signed in, their menu and alerts. */
export function useSignedInLayoutViewModel(): SignedInLayoutViewModel {
  const session = useSessionActorRef();
  const pageConfig = usePageConfig();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const user = useSelector(session, (s) => s.context.user);
  const appAlerts = useSelector(session, (s) => s.context.appAlerts);
  const menu = user ? navigationMenuFor(user.role, user.userType) : [];
  const fullName = [user?.firstName, user?.lastName].filter(Boolean).join(' ');
  return {
    brand: brandTitle(pageConfig.programName),
    userName: user?.name || fullName || user?.email || '',
    year: new Date().getFullYear(),
    nav: navItems(menu, pathname, pathOf),
    alerts: alertsForScreen(appAlerts, screenNameAt(pathname, ALL_ROUTES)),
    pathname,
    helpPath: pathFor('help'),
    faqPath: pathFor('faq'),
    openProfile: () => void navigate(pathFor('profile-general')),
    signOut: () => session.send({ type: 'session.logout' }),
  };
}
