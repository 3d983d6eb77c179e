import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Flex, ProgressCircle } from '@adobe/react-spectrum';
import { ScreenMessages } from './ScreenMessages';

/**
 * A whole screen with its own messages (src/i18n/loadMessages.ts): a spinner until they
 * arrive. Parts of a page whose box must not shift use `ScreenMessages` with a sized fallback.
 */
export function WithScreenMessages({ area, children }: { area: string; children: ReactNode }) {
  const intl = useIntl();
  const spinner = (
    <Flex justifyContent="center" marginTop="size-600">
      <ProgressCircle isIndeterminate aria-label={intl.formatMessage({ id: 'common.loading' })} />
    </Flex>
  );
  return (
    <ScreenMessages area={area} fallback={spinner}>
      {children}
    </ScreenMessages>
  );
}
