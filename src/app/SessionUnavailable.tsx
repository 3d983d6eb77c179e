import { Button, ButtonGroup, Content, Heading, IllustratedMessage, View } from '@adobe/react-spectrum';
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { useSessionActorRef } from './hooks';

/**
 * Shown in place of a signed-in page when the session could not be loaded (session machine state
 * `sessionUnavailable`): the failure's message, and retry or sign out as the machine allows.
 */
export function SessionUnavailable() {
  const intl = useIntl();
  const session = useSessionActorRef();
  const failure = useSelector(session, (s) => s.context.failure);
  const canRetry = useSelector(session, (s) => s.can({ type: 'session.retry' }));
  const canLogout = useSelector(session, (s) => s.can({ type: 'session.logout' }));
  const messageId = failure && failure.messageId in intl.messages ? failure.messageId : 'shell.sessionUnavailable.message';
  return (
    <View elementType="main" padding="size-400">
      <IllustratedMessage>
        <Heading level={1}>{intl.formatMessage({ id: 'shell.sessionUnavailable.title' })}</Heading>
        <Content>
          <p role="alert">{intl.formatMessage({ id: messageId }, failure?.values)}</p>
          <ButtonGroup>
            <Button variant="accent" isDisabled={!canRetry} onPress={() => session.send({ type: 'session.retry' })}>
              {intl.formatMessage({ id: 'shell.sessionUnavailable.retry' })}
            </Button>
            <Button variant="secondary" isDisabled={!canLogout} onPress={() => session.send({ type: 'session.logout' })}>
              {intl.formatMessage({ id: 'shell.sessionUnavailable.signOut' })}
            </Button>
          </ButtonGroup>
        </Content>
      </IllustratedMessage>
    </View>
  );
}
