import { Button, ButtonGroup, Content, Dialog, DialogContainer, Divider, Heading, InlineAlert, Radio, Text } from '@adobe/react-spectrum';
import { useIntl } from 'react-intl';
import { z } from 'zod';
import { REVEAL_CODE_FORMAT_ID } from '../../machines/app/purchaseCards/cardActionsMachine';
import { CARD_REASON_VALUES, isCardReason } from '../../machines/rules/cardStatus';
import type { CardActions, CardDialog } from './useCardActions';
import { securityCodeSchema, type SecurityCodeValues } from '../common/securityCodeSchema';
import { useTranslate } from '../common/translate';
import { schemaValidation, useAppForm } from '../forms/formKit';

/** Lock or terminate: one of the card rule's reasons (machines/rules/cardStatus.ts), "Please Select Reason" until one is. */
const reasonSchema = z.object({ reason: z.string().refine(isCardReason, { params: { messageId: 'form.selectRequired' } }) });
type ReasonValues = { reason: string };
const revealCodeSchema = securityCodeSchema(REVEAL_CODE_FORMAT_ID);

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

/** Lock or terminate: the reason picked is this form's field state; a valid one is ONE event (the machine checks it again). */
function ReasonDialog({ dialog, actions, onReload }: DialogProps<'lock' | 'terminate'>) {
  const t = useTranslate();
  const form = useAppForm({
    defaultValues: { reason: '' } as ReasonValues,
    ...schemaValidation<ReasonValues>(reasonSchema),
    onSubmit: ({ value }) => {
      if (isCardReason(value.reason)) actions.confirm(value.reason);
    },
  });
  const title = t(`purchaseCards.dialog.${dialog.kind}.title`, { name: dialog.card.cardholderName });
  return (
    <Dialog size="M">
      <Heading>{title}</Heading>
      <Divider />
      <Content>
        <Text>{t(`purchaseCards.dialog.${dialog.kind}.explain`)}</Text>
        <form.AppForm>
          <form.FormElement aria-label={title}>
            <form.AppField name="reason">
              {(field) => (
                <field.RadioGroup label={t('purchaseCards.dialog.reason')} isRequired marginTop="size-150">
                  {CARD_REASON_VALUES.map((value) => (
                    <Radio key={value} value={value}>
                      {t(`purchaseCards.reason.${value}`)}
                    </Radio>
                  ))}
                </field.RadioGroup>
              )}
            </form.AppField>
          </form.FormElement>
        </form.AppForm>
        {actions.errorId && <DialogError errorId={actions.errorId} onReload={onReload} />}
      </Content>
      <ButtonGroup>
        <Button variant="secondary" onPress={actions.close}>
          {t('purchaseCards.dialog.cancel')}
        </Button>
        <Button variant={dialog.kind === 'terminate' ? 'negative' : 'accent'} isPending={actions.busy} onPress={() => void form.handleSubmit()}>
          {t(`purchaseCards.dialog.${dialog.kind}.confirm`)}
        </Button>
      </ButtonGroup>
    </Dialog>
  );
}

/** Reveal: a code by e-mail, then the number once. The code typed is this form's field state; a well-formed one is ONE event. */
function RevealDialog({ dialog, actions, onReload }: DialogProps<'reveal'>) {
  const t = useTranslate();
  const form = useAppForm({
    defaultValues: { code: '' } as SecurityCodeValues,
    ...schemaValidation<SecurityCodeValues>(revealCodeSchema),
    onSubmit: ({ value }) => actions.submitCode(value.code),
  });
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
          <form.AppForm>
            <form.FormElement aria-label={title}>
              <Text>{t('purchaseCards.reveal.sent', { to: dialog.challenge.sentTo })}</Text>
              <form.AppField name="code">
                {(field) => <field.SecurityCodeField label={t('purchaseCards.reveal.code')} maxLength={6} marginTop="size-150" width="size-2400" />}
              </form.AppField>
            </form.FormElement>
          </form.AppForm>
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
          <Button variant="accent" isPending={actions.busy} onPress={() => void form.handleSubmit()}>
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
