import { useIntl } from 'react-intl';
import { Content, Flex, Heading, IllustratedMessage, InlineAlert, ProgressCircle, View } from '@adobe/react-spectrum';
import { LoadFailedAlert } from '../common/LoadFailedAlert';
import type { OutboxItem } from '../../machines/app/outbox/outboxTypes';
import type { OutboxViewModel } from './useOutboxViewModel';
import './outbox.css';
import { useTranslate } from '../common/translate';

function Message({ message }: { message: OutboxItem }) {
  const intl = useIntl();
  const t = useTranslate();
  return (
    <article className="outbox-message" aria-labelledby={`outbox-${message.id}`}>
      <Heading level={2} id={`outbox-${message.id}`} marginY={0}>
        {message.subject}
      </Heading>
      <p className="outbox-meta">
        {t(`outbox.channel.${message.channel}`, { recipient: message.recipient })} · {intl.formatDate(message.createdAt, { dateStyle: 'medium', timeStyle: 'short' })} ·{' '}
        {t(message.deliveredAt ? 'outbox.delivered' : 'outbox.notDelivered')}
      </p>
      <p className="outbox-body">{message.body}</p>
    </article>
  );
}

/** Route `dev-outbox` (/dev/outbox): the demo outbox, clearly marked as such. Knows no API. */
export function OutboxView({ enabled, status, messages, latestArrival, retry }: OutboxViewModel) {
  const t = useTranslate();
  let body;
  if (!enabled) {
    body = (
      <IllustratedMessage>
        <Heading>{t('outbox.off.title')}</Heading>
        <Content>{t('outbox.off.message')}</Content>
      </IllustratedMessage>
    );
  } else if (status === 'failed') body = <LoadFailedAlert titleId="outbox.failed" onRetry={retry} />;
  else if (status === 'loading' && messages.length === 0) body = <ProgressCircle isIndeterminate aria-label={t('common.loading')} />;
  else if (messages.length === 0) {
    body = (
      <IllustratedMessage>
        <Heading>{t('outbox.empty.title')}</Heading>
        <Content>{t('outbox.empty.message')}</Content>
      </IllustratedMessage>
    );
  } else {
    body = (
      <Flex direction="column" gap="size-200">
        {messages.map((message) => (
          <Message key={message.id} message={message} />
        ))}
      </Flex>
    );
  }
  return (
    <View>
      <Heading level={1} marginTop={0}>
        {t('page.dev-outbox')}
      </Heading>
      <InlineAlert variant="info" marginBottom="size-300">
        <Heading>{t('outbox.banner.title')}</Heading>
        <Content>{t('outbox.banner.message')}</Content>
      </InlineAlert>
      <div role="status" aria-live="polite" className="outbox-announcer">
        {latestArrival ? t('outbox.arrived', { subject: latestArrival.subject }) : ''}
      </div>
      {body}
    </View>
  );
}
