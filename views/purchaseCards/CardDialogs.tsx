import { Button, ButtonGroup, Content, Dialog, DialogContainer, Divider, Heading, InlineAlert, Radio, RadioGroup, Text, TextField } from '@adobe/react-spectrum';
import { useIntl } from 'react-intl';
import { CARD_REASON_VALUES, isCardReason } from '../../machines/rules/cardStatus';
import type { CardActions } from './useCardActions';

/** Groups of four for reading: 4111 1111 1111 1111. */
const grouped = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');

function DialogError({ errorId, onReload }: { errorId: string; onReload: () => void }) {
  const intl = useIntl();
  const alreadyTerminated = errorId === 'purchaseCards.error.alreadyTerminated';
  return (
    <InlineAlert variant="negative" autoFocus>
      <Heading>{intl.formatMessage({ id: 'purchaseCards.dialog.failed' })}</Heading>
      <Content>
        {intl.formatMessage({ id: errorId in intl.messages ? errorId : 'error.generic' })}
        {alreadyTerminated && (
          <Button variant="secondary" marginStart="size-100" onPress={onReload}>
            {intl.formatMessage({ id: 'purchaseCards.reload' })}
          </Button>
        )}
      </Content>
    </InlineAlert>
  );
}

/** Lock or terminate (with a reason), and reveal the number (code by e-mail, then the number once). */
export function CardDialogs({ actions, onReload }: { actions: CardActions; onReload: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { dialog, busy, errorId } = actions;
  const reload = () => {
    actions.close();
    onReload();
  };
  return (
    <DialogContainer onDismiss={actions.close}>
      {dialog && dialog.kind !== 'reveal' && (
        <Dialog size="M">
          <Heading>{t(`purchaseCards.dialog.${dialog.kind}.title`, { name: dialog.card.cardholderName })}</Heading>
          <Divider />
          <Content>
            <Text>{t(`purchaseCards.dialog.${dialog.kind}.explain`)}</Text>
            <RadioGroup
              label={t('purchaseCards.dialog.reason')}
              value={dialog.reason}
              onChange={(value) => isCardReason(value) && actions.setReason(value)}
              isRequired
              validationState={dialog.tried && dialog.reason === null ? 'invalid' : undefined}
              errorMessage={t('form.selectRequired', { fieldName: t('purchaseCards.dialog.reason') })}
              marginTop="size-150"
            >
              {CARD_REASON_VALUES.map((reason) => (
                <Radio key={reason} value={reason}>
                  {t(`purchaseCards.reason.${reason}`)}
                </Radio>
              ))}
            </RadioGroup>
            {errorId && <DialogError errorId={errorId} onReload={reload} />}
          </Content>
          <ButtonGroup>
            <Button variant="secondary" onPress={actions.close}>
              {t('purchaseCards.dialog.cancel')}
            </Button>
            <Button variant={dialog.kind === 'terminate' ? 'negative' : 'accent'} isPending={busy} onPress={actions.confirm}>
              {t(`purchaseCards.dialog.${dialog.kind}.confirm`)}
            </Button>
          </ButtonGroup>
        </Dialog>
      )}
      {dialog && dialog.kind === 'reveal' && (
        <Dialog size="M">
          <Heading>{t('purchaseCards.reveal.title', { name: dialog.card.cardholderName })}</Heading>
          <Divider />
          <Content>
            {dialog.cardNumber ? (
              <>
                <Text>{t('purchaseCards.reveal.shownOnce')}</Text>
                <p className="purchase-card__number" aria-label={t('purchaseCards.reveal.number')}>
                  {grouped(dialog.cardNumber)}
                </p>
              </>
            ) : dialog.challenge ? (
              <form
                noValidate
                aria-label={t('purchaseCards.reveal.title', { name: dialog.card.cardholderName })}
                onSubmit={(event) => {
                  event.preventDefault();
                  actions.showNumber();
                }}
              >
                <Text>{t('purchaseCards.reveal.sent', { to: dialog.challenge.sentTo })}</Text>
                <TextField
                  label={t('purchaseCards.reveal.code')}
                  value={dialog.code}
                  onChange={actions.setCode}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  isRequired
                  marginTop="size-150"
                  width="size-2400"
                />
              </form>
            ) : (
              <Text>{t('purchaseCards.reveal.explain')}</Text>
            )}
            {errorId && <DialogError errorId={errorId} onReload={reload} />}
          </Content>
          <ButtonGroup>
            <Button variant="secondary" onPress={actions.close}>
              {t(dialog.cardNumber ? 'purchaseCards.dialog.close' : 'purchaseCards.dialog.cancel')}
            </Button>
            {!dialog.cardNumber && !dialog.challenge && (
              <Button variant="accent" isPending={busy} onPress={actions.sendCode}>
                {t('purchaseCards.reveal.send')}
              </Button>
            )}
            {!dialog.cardNumber && dialog.challenge && (
              <Button variant="accent" isPending={busy} onPress={actions.showNumber}>
                {t('purchaseCards.reveal.show')}
              </Button>
            )}
          </ButtonGroup>
        </Dialog>
      )}
    </DialogContainer>
  );
}
