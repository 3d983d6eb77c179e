import { Button, Content, Heading, InlineAlert } from '@adobe/react-spectrum';
import { useIntl } from 'react-intl';

/** A section that could not load: what failed (a message id) and a "Try again" that reloads it. */
export function LoadFailedAlert({ titleId, onRetry }: { titleId: string; onRetry: () => void }) {
  const intl = useIntl();
  return (
    <InlineAlert variant="negative">
      <Heading>{intl.formatMessage({ id: titleId })}</Heading>
      <Content>
        <Button variant="secondary" onPress={onRetry}>
          {intl.formatMessage({ id: 'common.tryAgain' })}
        </Button>
      </Content>
    </InlineAlert>
  );
}
