import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { unauthenticatedRedirect } from '../../machines/rules/navigation';
import { Busy } from './Busy';
import { markLoggedOut } from './logoutSignal';
import { usePageConfig, useSessionActorRef } from './hooks';
import { maintenanceScreen, pathFor } from './routes';

const MaintenanceNotice = lazy(maintenanceScreen as () => Promise<{ default: ComponentType }>);

/** Spec 2: "A user-logout action sends the user to signin"; an SSO-only user leaves for the SSO login. */
function useSessionNavigation() {
  const session = useSessionActorRef();
  const navigate = useNavigate();
  const { ssoLoginUrl } = usePageConfig();
  useEffect(() => {
    const logout = session.on('user.logout', () => {
      markLoggedOut();
      void navigate(pathFor('signin'), { replace: true });
    });
    const sso = session.on('session.ssoRedirect', ({ email }) => {
      // The user just proved to be an SSO user: the SSO branch of the unauthenticated-redirect rule.
      const params = new URLSearchParams(window.location.search);
      const target = unauthenticatedRedirect({
        storedUser: { email, ssoStatus: 'Active' },
        returnUrl: params.get('returnUrl') ?? pathFor('home'),
        args: { params: {}, query: {} },
        ssoLoginUrl,
      });
      window.location.assign(target.to);
    });
    return () => {
      logout.unsubscribe();
      sso.unsubscribe();
    };
  }, [session, navigate, ssoLoginUrl]);
}

/** Spec 2: "Scroll resets to top on navigation". */
function useScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    // Braces: Chromium's scrollTo returns a promise, and an effect must return nothing or a cleanup.
    window.scrollTo(0, 0);
  }, [pathname]);
}

/**
 * The root view. Spec 1: with a maintenance window in the page configuration, the maintenance
 * notice shows instead of the routed screens.
 */
export function Root() {
  const { maintenanceWindow } = usePageConfig();
  useSessionNavigation();
  useScrollToTop();
  if (maintenanceWindow) {
    return (
      <Suspense fallback={<Busy />}>
        <MaintenanceNotice />
      </Suspense>
    );
  }
  return <Outlet />;
}
