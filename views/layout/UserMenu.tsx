import { useIntl } from 'react-intl';
import { ActionButton, Item, Menu, MenuTrigger, Text } from '@adobe/react-spectrum';
import User from '@spectrum-icons/workflow/User';

export interface UserMenuProps {
  userName: string;
  showName: boolean;
  onProfile: () => void;
  onSignOut: () => void;
}

/** The account menu: Profile and Sign Out. */
export function UserMenu({ userName, showName, onProfile, onSignOut }: UserMenuProps) {
  const intl = useIntl();
  return (
    <MenuTrigger align="end">
      <ActionButton isQuiet aria-label={intl.formatMessage({ id: 'layout.accountMenu' })}>
        <User />
        {showName && userName && <Text>{userName}</Text>}
      </ActionButton>
      <Menu onAction={(key) => (key === 'signOut' ? onSignOut() : onProfile())}>
        <Item key="profile">{intl.formatMessage({ id: 'layout.userMenu.profile' })}</Item>
        <Item key="signOut">{intl.formatMessage({ id: 'layout.userMenu.signOut' })}</Item>
      </Menu>
    </MenuTrigger>
  );
}
