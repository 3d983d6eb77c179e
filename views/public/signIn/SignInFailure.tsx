import { useIntl } from 'react-intl';
import { Content, Heading, InlineAlert } from '@adobe/react-spectrum';
import type { ErrorBody } from '../../../src/domain/errors';

/** The refusal of the last sign-in, translated by its message id (spec 8); focused when it appears. */
export function SignInFailure({ failure }: { failure: ErrorBody }) {
  const intl = useIntl();
  const id = failure.messageId in intl.messages ? failure.messageId : 'signIn.error.generic';
  return (
    <InlineAlert variant="negative" autoFocus marginBottom="size-200">
      <Heading>{intl.formatMessage({ id: 'signIn.failure.title' })}</Heading>
      <Content>{intl.formatMessage({ id }, failure.values)}</Content>
    </InlineAlert>
  );
}
