import { Button, ButtonGroup, Content, Heading, InlineAlert, Text, Well } from '@adobe/react-spectrum';
import { useIntl } from 'react-intl';
import { useFormatMoney } from '../common/format';
import { maskedNumber, type CardCapabilities } from '../../machines/rules/cardCapabilities';
import type { CardSummary } from '../../machines/app/purchaseCards/purchaseCardTypes';
import type { CardActions } from './useCardActions';
import { useTranslate } from '../common/translate';


function CardItem({ card, can, actions }: { card: CardSummary; can: CardCapabilities; actions: CardActions }) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const t = useTranslate();
  const date = (iso: string | null) => (iso ? intl.formatDate(iso, { dateStyle: 'medium' }) : null);
  const masked = maskedNumber(card.last4);
  const facts: [string, string | null][] = [
    ['purchaseCards.field.status', t(`purchaseCards.status.${card.status}`)],
    ['purchaseCards.field.type', t(`purchaseCards.type.${card.cardType}`)],
    ['purchaseCards.field.number', masked ?? t('purchaseCards.number.notYet')],
    ['purchaseCards.field.user', card.groupName ? `${card.userName} (${card.groupName})` : card.userName],
    ['purchaseCards.field.limit', card.individualCreditLimit ? formatMoney(card.individualCreditLimit) : t('purchaseCards.limit.companyLine')],
    ['purchaseCards.field.lockReason', card.lockReason ? t(`purchaseCards.reason.${card.lockReason}`) : null],
    ['purchaseCards.field.terminationReason', card.terminationReason ? t(`purchaseCards.reason.${card.terminationReason}`) : null],
    ['purchaseCards.field.terminated', card.terminatedAt ? t('purchaseCards.terminatedOnBy', { date: date(card.terminatedAt) ?? '', name: card.terminatedByName ?? '—' }) : null],
    ['purchaseCards.field.shipped', date(card.shippedAt)],
    ['purchaseCards.field.activated', date(card.activatedAt)],
  ];
  const headingId = `card-${card.id}`;
  return (
    <li aria-labelledby={headingId} className="purchase-card">
      <Well>
        <Heading level={2} id={headingId} marginTop={0}>
          {masked ? `${card.cardholderName} ${masked}` : card.cardholderName}
        </Heading>
        <dl className="purchase-card__facts">
          {facts
            .filter((fact): fact is [string, string] => fact[1] !== null)
            .map(([label, value]) => (
              <div key={label}>
                <dt>{t(label)}</dt>
                <dd>{value}</dd>
              </div>
            ))}
        </dl>
        {card.purchasesBlocked && (
          <InlineAlert variant="notice">
            <Heading>{t('purchaseCards.blocked.title')}</Heading>
            <Content>{t('purchaseCards.blocked.message', { owed: formatMoney(card.openCharges) })}</Content>
          </InlineAlert>
        )}
        {card.creationFailure && <Text>{t('purchaseCards.error.creationFailed', { reason: card.creationFailure })}</Text>}
        {(can.lock || can.unlock || can.terminate || can.reveal) && (
          <ButtonGroup marginTop="size-100">
            {can.reveal && <Button variant="secondary" onPress={() => actions.open('reveal', card)}>{t('purchaseCards.action.reveal')}</Button>}
            {can.lock && <Button variant="secondary" onPress={() => actions.open('lock', card)}>{t('purchaseCards.action.lock')}</Button>}
            {can.unlock && <Button variant="secondary" isPending={actions.unlockingId === card.id} onPress={() => actions.unlock(card)}>{t('purchaseCards.action.unlock')}</Button>}
            {can.terminate && <Button variant="negative" onPress={() => actions.open('terminate', card)}>{t('purchaseCards.action.terminate')}</Button>}
          </ButtonGroup>
        )}
      </Well>
    </li>
  );
}

/** The cards of one tab, each with what the viewer may do with it now. */
export function CardList({ cards, actions, emptyId }: { cards: readonly { card: CardSummary; can: CardCapabilities }[]; actions: CardActions; emptyId: string }) {
  const intl = useIntl();
  if (cards.length === 0) return <Text>{intl.formatMessage({ id: emptyId })}</Text>;
  return (
    <ul className="purchase-card-list">
      {cards.map(({ card, can }) => (
        <CardItem key={card.id} card={card} can={can} actions={actions} />
      ))}
    </ul>
  );
}
