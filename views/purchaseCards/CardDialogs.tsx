import { Button, ButtonGroup, Content, Dialog, DialogContainer, Divider, Heading, InlineAlert, Radio, RadioGroup, Text } from '@adobe/react-spectrum';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { CARD_REASON_VALUES, isCardReason, type CardReason } from '../../machines/rules/cardStatus';
import type { CardActions, CardDialog } from './useCardActions';
import { useTranslate } from '../common/translate';
import { SecurityCodeField } from '../common/SecurityCodeField';

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

type DialogProps<K extends CardDialog['kind']> = { dialog: Extract<CardDialog, { kind: K }>; actions: CardActions; onReload: () => void };

/** Lock or terminate: the reason picked is this form's field state until confirmed (the machine checks it). */
function ReasonDialog({ dialog, actions, onReload }: DialogProps<'lock' | 'terminate'>) {
  const t = useTranslate();
  const [reason, setReason] = useState<CardReason | null>(null);
  return (
    <Dialog size="M">
      <Heading>{t(`purchaseCards.dialog.${dialog.kind}.title`, { name: dialog.card.cardholderName })}</Heading>
      <Divider />
      <Content>
        <Text>{t(`purchaseCards.dialog.${dialog.kind}.explain`)}</Text>
        <RadioGroup
          label={t('purchaseCards.dialog.reason')}
          value={reason}
          onChange={(value) => isCardReason(value) && setReason(value)}
          isRequired
          validationState={dialog.reasonMissing && reason === null ? 'invalid' : undefined}
          errorMessage={t('form.selectRequired', { fieldName: t('purchaseCards.dialog.reason') })}
          marginTop="size-150"
        >
          {CARD_REASON_VALUES.map((value) => (
            <Radio key={value} value={value}>
              {t(`purchaseCards.reason.${value}`)}
            </Radio>
          ))}
        </RadioGroup>
        {actions.errorId && <DialogError errorId={actions.errorId} onReload={onReload} />}
      </Content>
      <ButtonGroup>
        <Button variant="secondary" onPress={actions.close}>
          {t('purchaseCards.dialog.cancel')}
        </Button>
        <Button variant={dialog.kind === 'terminate' ? 'negative' : 'accent'} isPending={actions.busy} onPress={() => actions.confirm(reason)}>
          {t(`purchaseCards.dialog.${dialog.kind}.confirm`)}
        </Button>
      </ButtonGroup>
    </Dialog>
  );
}

/** Reveal: a code by e-mail, then the number once. The code typed is this form's field state until submitted. */
function RevealDialog({ dialog, actions, onReload }: DialogProps<'reveal'>) {
  const t = useTranslate();
  const [code, setCode] = useState('');
  const title = t('purchaseCards.reveal.title', { name: dialog.card.cardholderName });
  const codeAsked = dialog.step === 'awaitingCode' || dialog.step === 'revealing';
  return (
    <Dialog size="M">
      <Heading>{title}</Heading>
      <Divider />
      <Content>
        {dialog.step === 'shown' && dialog.cardNumber ? (
          <>
            <Text>{t('purchaseCards.reveal.shownOnce')}</Text>
            <p className="purchase-card__number" aria-label={t('purchaseCards.reveal.number')}>
              {grouped(dialog.cardNumber)}
            </p>
          </>
        ) : codeAsked && dialog.challenge ? (
          <form
            noValidate
            aria-label={title}
            onSubmit={(event) => {
              event.preventDefault();
              actions.submitCode(code);
            }}
          >
            <Text>{t('purchaseCards.reveal.sent', { to: dialog.challenge.sentTo })}</Text>
            <SecurityCodeField
              label={t('purchaseCards.reveal.code')}
              value={code}
              onChange={setCode}
              maxLength={6}
              marginTop="size-150"
              width="size-2400"
            />
          </form>
        ) : (
          <Text>{t('purchaseCards.reveal.explain')}</Text>
        )}
        {actions.errorId && <DialogError errorId={actions.errorId} onReload={onReload} />}
      </Content>
      <ButtonGroup>
        <Button variant="secondary" onPress={actions.close}>
          {t(dialog.step === 'shown' ? 'purchaseCards.dialog.close' : 'purchaseCards.dialog.cancel')}
        </Button>
        {(dialog.step === 'explaining' || dialog.step === 'sendingCode') && (
          <Button variant="accent" isPending={actions.busy} onPress={actions.sendCode}>
            {t('purchaseCards.reveal.send')}
          </Button>
        )}
        {codeAsked && (
          <Button variant="accent" isPending={actions.busy} onPress={() => actions.submitCode(code)}>
            {t('purchaseCards.reveal.show')}
          </Button>
        )}
      </ButtonGroup>
    </Dialog>
  );
}

/** Lock or terminate (with a reason), and reveal the number (code by e-mail, then the number once). */
export function CardDialogs({ actions, onReload }: { actions: CardActions; onReload: () => void }) {
  const { dialog } = actions;
  const reload = () => {
    actions.close();
    onReload();
  };
  return (
    <DialogContainer onDismiss={actions.close}>
      {dialog && dialog.kind !== 'reveal' && <ReasonDialog key={`${dialog.kind}-${dialog.card.id}`} dialog={dialog} actions={actions} onReload={reload} />}
      {dialog && dialog.kind === 'reveal' && <RevealDialog key={dialog.card.id} dialog={dialog} actions={actions} onReload={reload} />}
    </DialogContainer>
  );
}
