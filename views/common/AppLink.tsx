import type { MouseEvent, ReactNode } from 'react';
import { Link } from '@adobe/react-spectrum';
import { useLocation, useNavigate } from 'react-router';

export interface AppLinkProps {
  /** A path of this app (from `pathFor`). */
  to: string;
  children: ReactNode;
  variant?: 'primary' | 'secondary';
  isQuiet?: boolean;
  /** Marks the link with `aria-current="page"` while its route is shown. */
  isCurrent?: boolean;
}

/** A plain click (main button, no modifier key, same tab) stays in the app; any other is the browser's (new tab, new window, download). */
function staysInApp(event: MouseEvent<HTMLAnchorElement>): boolean {
  const { target } = event.currentTarget;
  return !event.defaultPrevented && event.button === 0 && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) && (target === '' || target === '_self');
}

/**
 * A Spectrum-styled link that navigates inside the app (react-router's `navigate`), so the page is
 * not reloaded: Spectrum's Link styles and focuses the anchor, the click navigates, as react-router's
 * Link does (a link to the page shown replaces its history entry). Not react-router's Link and
 * NavLink: they bring its framework-mode prefetching and route-module code into every page
 * (~3 kB gzip of the sign-in page, issue 9 part 3).
 */
export function AppLink({ to, children, variant, isQuiet, isCurrent }: AppLinkProps) {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  return (
    <Link variant={variant} isQuiet={isQuiet}>
      <a
        href={to}
        aria-current={isCurrent ? 'page' : undefined}
        onClick={(event) => {
          if (!staysInApp(event)) return;
          event.preventDefault();
          void navigate(to, { replace: pathname + search + hash === to });
        }}
      >
        {children}
      </a>
    </Link>
  );
}
