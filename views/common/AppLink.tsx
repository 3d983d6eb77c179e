import type { ReactNode } from 'react';
import { Link } from '@adobe/react-spectrum';
import { Link as RouterLink, NavLink } from 'react-router';

export interface AppLinkProps {
  /** A path of this app (from `pathFor`). */
  to: string;
  children: ReactNode;
  variant?: 'primary' | 'secondary';
  isQuiet?: boolean;
  /** Marks the link with `aria-current="page"` while its route is shown. */
  isCurrent?: boolean;
}

/**
 * A Spectrum-styled link that navigates inside the app (react-router), so the page is not reloaded.
 * Spectrum's Link styles and focuses the wrapped router link.
 */
export function AppLink({ to, children, variant, isQuiet, isCurrent }: AppLinkProps) {
  return (
    <Link variant={variant} isQuiet={isQuiet}>
      {isCurrent === undefined ? (
        <RouterLink to={to}>{children}</RouterLink>
      ) : (
        <NavLink to={to} aria-current={isCurrent ? 'page' : undefined} end>
          {children}
        </NavLink>
      )}
    </Link>
  );
}
