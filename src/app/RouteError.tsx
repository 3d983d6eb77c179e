import { Button, Content, Heading, IllustratedMessage, View } from '@adobe/react-spectrum';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';

/**
 * Shown by the router's error boundary (AppRouter.tsx): a screen that failed to load (a chunk missing
 * after a deployment, a network failure) or threw while rendering. Offers a reload; the error goes
 * to the console (monitoring, src/app/boot/monitoring.ts).
 */
export function RouteError({ error }: { error: unknown }) {
  const intl = useIntl();
  useEffect(() => {
    console.error('[router]', error);
  }, [error]);
  return (
    <View elementType="main" padding="size-400">
      <IllustratedMessage>
        <Heading level={1}>{intl.formatMessage({ id: 'shell.routeError.title' })}</Heading>
        <Content>
          <p>{intl.formatMessage({ id: 'shell.routeError.message' })}</p>
          <Button variant="accent" onPress={() => window.location.reload()}>
            {intl.formatMessage({ id: 'shell.routeError.reload' })}
          </Button>
        </Content>
      </IllustratedMessage>
    </View>
  );
}
