import { useIntl } from 'react-intl';
import { StatusLight } from '@adobe/react-spectrum';
import type { SpectrumStatusLightProps } from '@adobe/react-spectrum';
import type { PaymentStatus as Status } from '../../../machines/app/makePayment/paymentTypes';

const VARIANTS: Readonly<Record<Status, SpectrumStatusLightProps['variant']>> = {
  applied: 'positive', active: 'info', pending: 'notice', failed: 'negative', refunded: 'neutral', transferred: 'neutral', writeOff: 'neutral',
};

/** A payment status with its spec 4 label (refunded shows as Returned, writeOff as Written Off). */
export function PaymentStatus({ status }: { status: Status }) {
  const intl = useIntl();
  return <StatusLight variant={VARIANTS[status]}>{intl.formatMessage({ id: `payments.status.${status}` })}</StatusLight>;
}
