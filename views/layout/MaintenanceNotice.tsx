import { useIntl } from 'react-intl';
import { Flex, Link, Text, View } from '@adobe/react-spectrum';
import Wrench from '@spectrum-icons/workflow/Wrench';
import type { MaintenanceWindow } from '../../src/domain/pageConfig';
import { AlertBanner } from '../common/AlertBanner';
import { maintenanceTimes } from './maintenanceTimes';

export interface MaintenanceNoticeProps {
  window: MaintenanceWindow;
}

/**
 * Spec 1: shown by the root instead of the routed screens while a maintenance window is configured.
 * A warning banner with a wrench icon: title, the window's date and start/end time in the user's
 * locale, and a mailto link whose label carries the contact e-mail.
 */
export default function MaintenanceNotice({ window }: MaintenanceNoticeProps) {
  const intl = useIntl();
  const times = maintenanceTimes(window, intl);
  return (
    <View elementType="main" padding={{ base: 'size-200', M: 'size-600' }} minHeight="100vh">
      <Flex justifyContent="center">
        <View maxWidth="size-6000" width="100%">
          <AlertBanner
            type="warning"
            headingLevel={1}
            role="status"
            headerIcon={<Wrench color="notice" size="M" aria-label={intl.formatMessage({ id: 'common.alertType.warning' })} />}
            title={intl.formatMessage({ id: 'maintenance.title' })}
          >
            <Text>{intl.formatMessage({ id: 'maintenance.message' }, times)}</Text>
            <View marginTop="size-150">
              <Link href={`mailto:${window.email}`}>{intl.formatMessage({ id: 'maintenance.linkLabel' }, { contactEmail: window.email })}</Link>
            </View>
          </AlertBanner>
        </View>
      </Flex>
    </View>
  );
}
