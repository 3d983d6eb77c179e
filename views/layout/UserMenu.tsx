import { useIntl } from 'react-intl';
import { ActionButton, Item, Menu, MenuTrigger, Text } from '@adobe/react-spectrum';
import User from '@spectrum-icons/workflow/User';
import { useOutboxMenuEntry } from './useOutboxMenuEntry';

export interface UserMenuProps {
  userName: string;
  showName: boolean;
  onProfile: () => void;
  onSignOut: () => void;
}

/** The account menu: Profile, the demo outbox (development/demo mode only) and Sign Out. */
export function UserMenu({ userName, showName, onProfile, onSignOut }: UserMenuProps) {
  const intl = useIntl();
  const outbox = useOutboxMenuEntry();
  const entries = [
    { key: 'profile', label: intl.formatMessage({ id: 'layout.userMenu.profile' }) },
    ...(outbox.shown ? [{ key: 'outbox', label: intl.formatMessage({ id: 'outbox.menuEntry' }) }] : []),
    { key: 'signOut', label: intl.formatMessage({ id: 'layout.userMenu.signOut' }) },
  ];
  const actions: Record<string, () => void> = { profile: onProfile, outbox: outbox.open, signOut: onSignOut };
  return (
    <MenuTrigger align="end">
      <ActionButton isQuiet aria-label={intl.formatMessage({ id: 'layout.accountMenu' })}>
        <User />
        {showName && userName && <Text>{userName}</Text>}
      </ActionButton>
      <Menu items={entries} onAction={(key) => actions[String(key)]?.()}>
        {(entry) => <Item key={entry.key}>{entry.label}</Item>}
      </Menu>
    </MenuTrigger>
  );
}
