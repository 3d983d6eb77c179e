import { useActorRef, useSelector } from '@xstate/react';
import type { AnyActorLogic } from 'xstate';
import type { AlertDismissalSnapshot } from '../../machines/app/appAlerts/alertDismissalMachine';
import { effectiveProgramLocales } from '../../machines/rules/locale';
import { useLocation, useNavigate } from 'react-router';
import { navigationMenuFor } from '../../machines/rules/routeAccess';
import { useLocaleActorRef, usePageConfig, useSessionActorRef } from '../../src/app/hooks';
import { ALL_ROUTES, findRouteByName, pathFor } from '../../src/app/routes';
import { alertsForScreen } from '../common/appAlerts';
import type { AppAlertView } from '../common/appAlerts';
import { brandTitle } from '../common/brand';
import { localeOptions, type LocaleOption } from '../common/localeNames';
import { navItems, screenNameAt } from './navigationModel';
import type { NavItem } from './navigationModel';

export interface SignedInLayoutViewModel {
  brand: string;
  userName: string;
  year: number;
  nav: NavItem[];
  /** App alerts of the session that target the screen now shown, less those the user closed. */
  alerts: AppAlertView[];
  /** The alert whose closing failed last (it stays, with a notice). */
  alertDismissFailed: string | null;
  dismissAlert: (key: string) => void;
  /** The header's language picker (spec 4 "Locale selection"; the same locales as the sign-in page). */
  languages: LocaleOption[];
  locale: string;
  selectLocale: (locale: string) => void;
  /** Changes on every navigation (the layout moves focus to the new content). */
  pathname: string;
  helpPath: string;
  faqPath: string;
  openProfile: () => void;
  signOut: () => void;
}

const pathOf = (routeName: string) => findRouteByName(routeName)?.path ?? null;

/** What the layout needs from src/api (the route table binds src/api/layoutActors.ts). */
export interface SignedInLayoutDeps {
  alertDismissalLogic: AnyActorLogic;
  /** Saves the language for the user on the server (the browser's copy is the locale machine's). */
  saveLanguage: (locale: string) => Promise<void>;
}

/** The signed-in frame's view of the session: who is signed in, their menu, language and alerts. */
export function useSignedInLayoutViewModel(deps: SignedInLayoutDeps): SignedInLayoutViewModel {
  const session = useSessionActorRef();
  const localeActor = useLocaleActorRef();
  const alertActor = useActorRef(deps.alertDismissalLogic);
  const dismissed = useSelector(alertActor, (s) => (s as AlertDismissalSnapshot).context.dismissed);
  const closing = useSelector(alertActor, (s) => (s as AlertDismissalSnapshot).context.closing);
  const alertDismissFailed = useSelector(alertActor, (s) => (s as AlertDismissalSnapshot).context.failed);
  const locale = useSelector(localeActor, (s) => s.context.locale ?? s.context.requestedLocale ?? '');
  const programLocales = useSelector(localeActor, (s) => s.context.programLocales);
  const disabledLocales = useSelector(localeActor, (s) => s.context.disabledLocales);
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
    alerts: alertsForScreen(appAlerts, screenNameAt(pathname, ALL_ROUTES)).filter((alert) => !dismissed.includes(alert.key) && alert.key !== closing),
    alertDismissFailed,
    dismissAlert: (key) => alertActor.send({ type: 'alert.dismiss', messageStorageId: key }),
    languages: localeOptions(effectiveProgramLocales({ programLocales, disabledLocales })),
    locale,
    selectLocale: (next) => {
      localeActor.send({ type: 'locale.select', locale: next });
      void deps.saveLanguage(next);
    },
    pathname,
    helpPath: pathFor('help'),
    faqPath: pathFor('faq'),
    openProfile: () => void navigate(pathFor('profile-general')),
    signOut: () => session.send({ type: 'session.logout' }),
  };
}
