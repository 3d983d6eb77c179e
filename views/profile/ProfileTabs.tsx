import { useIntl } from 'react-intl';
import { Flex } from '@adobe/react-spectrum';
import { useLocation } from 'react-router';
import { pathFor } from '../../src/app/routes';
import { AppLink } from '../common/AppLink';

const TABS = ['profile-general', 'profile-notifications', 'profile-security'] as const;

/** Links between the profile pages (Account & Settings: Profile Info, Notifications, Security). */
export function ProfileTabs() {
  const intl = useIntl();
  const { pathname } = useLocation();
  return (
    <nav aria-label={intl.formatMessage({ id: 'profile.tabs.label' })}>
      <Flex gap="size-300" wrap>
        {TABS.map((name) => {
          const path = pathFor(name);
          return (
            <AppLink key={name} to={path} isCurrent={pathname === path}>
              {intl.formatMessage({ id: `page.${name}` })}
            </AppLink>
          );
        })}
      </Flex>
    </nav>
  );
}
