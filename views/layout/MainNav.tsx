import { useIntl } from 'react-intl';
import { Link } from '@adobe/react-spectrum';
import { AppLink } from '../common/AppLink';
import type { NavItem } from './navigationModel';

export interface MainNavProps {
  id: string;
  items: readonly NavItem[];
}

function NavLinkItem({ item }: { item: NavItem }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: item.labelId });
  return (
    <li className={item.isCurrent ? 'main-nav__item main-nav__item--current' : 'main-nav__item'}>
      {item.to !== undefined ? (
        <AppLink to={item.to} variant="secondary" isQuiet isCurrent={item.isCurrent}>
          {label}
        </AppLink>
      ) : (
        <Link href={item.href} variant="secondary" isQuiet>
          {label}
        </Link>
      )}
      {item.children.length > 0 && (
        <ul className="main-nav__list main-nav__list--nested">
          {item.children.map((child) => (
            <NavLinkItem key={child.key} item={child} />
          ))}
        </ul>
      )}
    </li>
  );
}

/** `<nav aria-label="Main">`: the menu of the user's roles; the current page is marked. */
export function MainNav({ id, items }: MainNavProps) {
  const intl = useIntl();
  return (
    <nav id={id} aria-label={intl.formatMessage({ id: 'layout.nav.label' })} className="main-nav">
      <ul className="main-nav__list">
        {items.map((item) => (
          <NavLinkItem key={item.key} item={item} />
        ))}
      </ul>
    </nav>
  );
}
