import type { ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { ActionButton, Flex, Text, View } from '@adobe/react-spectrum';
import ShowMenu from '@spectrum-icons/workflow/ShowMenu';
import { BREAKPOINTS } from '../../src/domain/constants';
import { AppAlerts } from '../common/AppAlerts';
import { DeferredLanguagePicker } from '../common/DeferredLanguagePicker';
import { useMediaQuery } from '../common/useMediaQuery';
import { AppFooter } from './AppFooter';
import { MainNav } from './MainNav';
import { UserMenu } from './UserMenu';
import type { SignedInLayoutViewModel } from './useSignedInLayoutViewModel';
import './layout.css';

const NAV_ID = 'main-nav';
const MAIN_ID = 'main-content';

/** Header, menu by role, app alerts, the routed page in `<main>`, footer. Knows no machine. */
export function SignedInLayoutView({ vm, children }: { vm: SignedInLayoutViewModel; children: ReactNode }) {
  const intl = useIntl();
  const isSmall = useMediaQuery(`(max-width: ${BREAKPOINTS.small - 1}px)`);
  // Presentational: the small-screen menu's disclosure (the path it was opened at).
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = isSmall && menuOpenAt === vm.pathname; // navigating closes the small-screen menu
  const main = useRef<HTMLElement>(null);
  const shownPath = useRef(vm.pathname);

  useEffect(() => {
    if (shownPath.current === vm.pathname) return;
    shownPath.current = vm.pathname;
    main.current?.focus({ preventScroll: true }); // a new page: continue reading from its content
  }, [vm.pathname]);

  return (
    <Flex direction="column" minHeight="100vh" UNSAFE_className="signed-in-layout">
      <a className="skip-link" href={`#${MAIN_ID}`}>
        {intl.formatMessage({ id: 'common.skipToMain' })}
      </a>
      <View elementType="header" backgroundColor="gray-50" borderBottomWidth="thin" borderBottomColor="mid" paddingX="size-200" paddingY="size-100">
        <Flex alignItems="center" gap="size-100" justifyContent="space-between">
          <Flex alignItems="center" gap="size-100" minWidth={0}>
            {isSmall && (
              <ActionButton
                isQuiet
                flexShrink={0}
                aria-expanded={menuOpen}
                aria-controls={menuOpen ? NAV_ID : undefined}
                onPress={() => setMenuOpenAt(menuOpen ? null : vm.pathname)}
              >
                <ShowMenu />
                <Text>{intl.formatMessage({ id: 'layout.nav.toggle' })}</Text>
              </ActionButton>
            )}
            <Text UNSAFE_style={{ fontWeight: 700, fontSize: 'var(--spectrum-global-dimension-font-size-300)', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
              {vm.brand}
            </Text>
          </Flex>
          <Flex alignItems="center" gap="size-100">
            {!isSmall && <DeferredLanguagePicker options={vm.languages} selected={vm.locale} onSelect={vm.selectLocale} />}
            <UserMenu userName={vm.userName} showName={!isSmall} onProfile={vm.openProfile} onSignOut={vm.signOut} />
          </Flex>
        </Flex>
      </View>
      <Flex direction={isSmall ? 'column' : 'row'} flexGrow={1}>
        {(!isSmall || menuOpen) && (
          <View
            backgroundColor="gray-50"
            borderEndWidth={isSmall ? undefined : 'thin'}
            borderBottomWidth={isSmall ? 'thin' : undefined}
            borderColor="mid"
            width={isSmall ? '100%' : 'size-3400'}
            flexShrink={0}
            paddingY="size-200"
          >
            <MainNav id={NAV_ID} items={vm.nav} />
          </View>
        )}
        <main id={MAIN_ID} ref={main} tabIndex={-1} className="layout-main">
          <AppAlerts alerts={vm.alerts} onDismiss={vm.dismissAlert} failedKey={vm.alertDismissFailed} />
          {children}
        </main>
      </Flex>
      <AppFooter brand={vm.brand} year={vm.year} helpPath={vm.helpPath} faqPath={vm.faqPath} />
    </Flex>
  );
}
