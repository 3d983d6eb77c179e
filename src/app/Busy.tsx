import { Flex, ProgressCircle } from '@adobe/react-spectrum';
import { useIntl } from 'react-intl';

/** The shell's waiting indicator (session check, lazy screens): a labelled Spectrum ProgressCircle. */
export function Busy() {
  const intl = useIntl();
  // Shown before the first messages load: then the built-in English label. (Not a defaultMessage:
  // the built app formats precompiled messages only, scripts/precompiledMessages.ts.)
  const label = Object.hasOwn(intl.messages, 'shell.loading') ? intl.formatMessage({ id: 'shell.loading' }) : 'Loading…';
  return (
    // `app-busy`: while a screen is loading inside the signed-in layout, its footer waits (layout.css).
    <Flex alignItems="center" justifyContent="center" minHeight="50vh" width="100%" UNSAFE_className="app-busy">
      <ProgressCircle isIndeterminate size="L" aria-label={label} />
    </Flex>
  );
}
