import { useIntl } from 'react-intl';
import { StatusLight } from '@adobe/react-spectrum';
import type { SpectrumStatusLightProps } from '@adobe/react-spectrum';
import type { BankMandateStatus } from '../../machines/domain/bankMandate';

const VARIANTS: Readonly<Record<BankMandateStatus, SpectrumStatusLightProps['variant']>> = {
  pending: 'notice', signed: 'positive', failed: 'negative', cancelled: 'neutral', unsupportedBank: 'negative',
};

/** A mandate status with its spec 4 label (Pending, Signed, Failed, Cancelled, Bank not supported). */
export function MandateStatus({ status }: { status: BankMandateStatus }) {
  const intl = useIntl();
  return <StatusLight variant={VARIANTS[status]}>{intl.formatMessage({ id: `bankAccounts.mandate.${status}` })}</StatusLight>;
}
