import { useIntl } from 'react-intl';
import { Link, Text, View } from '@adobe/react-spectrum';
import Wrench from '@spectrum-icons/workflow/Wrench';
import { usePageConfig } from '../../src/app/hooks';
import { AlertBanner } from '../common/AlertBanner';
import { brandTitle } from '../common/brand';
import { PublicShell } from './PublicShell';
import { maintenanceTimes } from './maintenanceTimes';

/**
 * Spec 1: shown by the root (src/app/Root.tsx, through the route table's maintenanceScreen) instead
 * of the routed screens while a maintenance window is configured; renders nothing without one.
 * A warning banner with a wrench icon: title, the window's date and start/end time in the user's
 * locale, and a mailto link whose label carries the contact e-mail.
 */
export default function MaintenanceNotice() {
  const intl = useIntl();
  const { programName, maintenanceWindow: window } = usePageConfig();
  if (!window) return null;
  return (
    <PublicShell brand={brandTitle(programName)}>
      <AlertBanner
        type="warning"
        headingLevel={1}
        headerIcon={<Wrench color="notice" size="M" aria-label={intl.formatMessage({ id: 'common.alertType.warning' })} />}
        title={intl.formatMessage({ id: 'maintenance.title' })}
      >
        <Text>{intl.formatMessage({ id: 'maintenance.message' }, maintenanceTimes(window, intl))}</Text>
        <View marginTop="size-150">
          <Link href={`mailto:${window.email}`}>{intl.formatMessage({ id: 'maintenance.linkLabel' }, { contactEmail: window.email })}</Link>
        </View>
      </AlertBanner>
    </PublicShell>
  );
}
