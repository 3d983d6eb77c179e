import type { ComponentType, FunctionComponent, ReactNode } from 'react';
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

/**
 * `Screen` inside WithScreenMessages: for a route's screen whose own hooks already format the area's
 * messages (the messages must be there before the screen's first render).
 */
export function withScreenMessages<P extends object>(area: string, Screen: ComponentType<P>): FunctionComponent<P> {
  return function ScreenWithMessages(props: P) {
    return (
      <WithScreenMessages area={area}>
        <Screen {...props} />
      </WithScreenMessages>
    );
  };
}
