import { useIntl } from 'react-intl';
import { StatusLight } from '@adobe/react-spectrum';
import type { SpectrumStatusLightProps } from '@adobe/react-spectrum';
import type { ChargeStatus } from '../../../src/domain/money';

type Variant = SpectrumStatusLightProps['variant'];

/** The light's colour per spec 4 charge status (paid green, past due red, waiting yellow). */
const VARIANTS: Readonly<Record<ChargeStatus, Variant>> = {
  paid: 'positive', paidDirect: 'positive', settled: 'positive',
  pastDue: 'negative', rejected: 'negative', reversed: 'negative',
  pending: 'notice', pendingPayment: 'notice',
  open: 'info', created: 'info', partiallyAdjusted: 'info',
  adjusted: 'neutral', cancelled: 'neutral', credited: 'neutral',
};

/** A charge status with its spec 4 label. */
export function InvoiceStatus({ status }: { status: ChargeStatus }) {
  const intl = useIntl();
  return <StatusLight variant={VARIANTS[status]}>{intl.formatMessage({ id: `invoices.status.${status}` })}</StatusLight>;
}
