import { Flex, ProgressCircle } from '@adobe/react-spectrum';
import { useIntl } from 'react-intl';

/** The shell's waiting indicator (session check, lazy screens): a labelled Spectrum ProgressCircle. */
export function Busy() {
  const intl = useIntl();
  return (
    <Flex alignItems="center" justifyContent="center" minHeight="50vh" width="100%">
      <ProgressCircle isIndeterminate size="L" aria-label={intl.formatMessage({ id: 'shell.loading', defaultMessage: 'Loading…' })} />
    </Flex>
  );
}
