import { useCallback, useState } from 'react';
import type { CardReason } from '../../machines/rules/cardStatus';
import { runLoader } from '../common/runLoader';
import { failureOf } from '../purchasingControls/purchasingControlsTypes';
import type { CardSummary, Challenge, PurchaseCardsApi } from './purchaseCardTypes';

/**
 * The card dialogs: lock or terminate with a reason, unlock, and reveal the number after an MFA
 * code. The dialog keeps the card it was opened for, so a list refreshed meanwhile (a live update)
 * does not close it; the server then answers from the stored state ("already terminated").
 * The revealed number lives only in this state while the dialog is open, and is dropped on close.
 */
export type CardDialog =
  | { kind: 'lock' | 'terminate'; card: CardSummary; reason: CardReason | null; tried: boolean }
  | { kind: 'reveal'; card: CardSummary; challenge: Challenge | null; code: string; cardNumber: string | null };

export interface CardActions {
  dialog: CardDialog | null;
  busy: boolean;
  /** The last failure inside the dialog (message id). */
  errorId: string | null;
  /** What the last finished action did (message id with the card's name), for a status message. */
  done: { id: string; name: string } | null;
  open: (kind: 'lock' | 'terminate' | 'reveal', card: CardSummary) => void;
  close: () => void;
  setReason: (reason: CardReason) => void;
  confirm: () => void;
  unlock: (card: CardSummary) => void;
  sendCode: () => void;
  setCode: (code: string) => void;
  showNumber: () => void;
}

export function useCardActions(api: PurchaseCardsApi, onChanged: () => void): CardActions {
  const [dialog, setDialog] = useState<CardDialog | null>(null);
  const [busy, setBusy] = useState(false);
  const [errorId, setErrorId] = useState<string | null>(null);
  const [done, setDone] = useState<{ id: string; name: string } | null>(null);

  const run = useCallback(<O, I>(logic: Parameters<typeof runLoader<O, I>>[0], input: I, ok: (output: O) => void) => {
    setBusy(true);
    setErrorId(null);
    runLoader(logic, input).then(
      (output) => {
        setBusy(false);
        ok(output);
      },
      (error: unknown) => {
        setBusy(false);
        setErrorId(failureOf(error).messageId);
      },
    );
  }, []);

  const open = useCallback((kind: 'lock' | 'terminate' | 'reveal', card: CardSummary) => {
    setErrorId(null);
    setDone(null);
    setDialog(kind === 'reveal' ? { kind, card, challenge: null, code: '', cardNumber: null } : { kind, card, reason: null, tried: false });
  }, []);
  const close = useCallback(() => {
    setDialog(null);
    setErrorId(null);
  }, []);
  const setReason = useCallback((reason: CardReason) => setDialog((d) => (d && d.kind !== 'reveal' ? { ...d, reason } : d)), []);
  const setCode = useCallback((code: string) => setDialog((d) => (d && d.kind === 'reveal' ? { ...d, code } : d)), []);

  const confirm = useCallback(() => {
    if (!dialog || dialog.kind === 'reveal') return;
    if (dialog.reason === null) {
      setDialog({ ...dialog, tried: true });
      return;
    }
    const { kind, card, reason } = dialog;
    run(kind === 'lock' ? api.lock : api.terminate, { cardId: card.id, reason }, () => {
      setDialog(null);
      setDone({ id: kind === 'lock' ? 'purchaseCards.done.locked' : 'purchaseCards.done.terminated', name: card.cardholderName });
      onChanged();
    });
  }, [api, dialog, onChanged, run]);

  const unlock = useCallback(
    (card: CardSummary) => {
      setDone(null);
      run(api.unlock, { cardId: card.id }, () => {
        setDone({ id: 'purchaseCards.done.unlocked', name: card.cardholderName });
        onChanged();
      });
    },
    [api, onChanged, run],
  );

  const sendCode = useCallback(() => {
    if (!dialog || dialog.kind !== 'reveal') return;
    run(api.requestReveal, { cardId: dialog.card.id }, (challenge) => setDialog((d) => (d && d.kind === 'reveal' ? { ...d, challenge, code: '' } : d)));
  }, [api, dialog, run]);

  const showNumber = useCallback(() => {
    if (!dialog || dialog.kind !== 'reveal' || !dialog.challenge) return;
    if (!/^\d{6}$/.test(dialog.code.trim())) {
      setErrorId('purchaseCards.reveal.codeFormat');
      return;
    }
    run(api.reveal, { cardId: dialog.card.id, challengeId: dialog.challenge.challengeId, code: dialog.code.trim() }, ({ cardNumber }) =>
      setDialog((d) => (d && d.kind === 'reveal' ? { ...d, cardNumber, code: '' } : d)),
    );
  }, [api, dialog, run]);

  return { dialog, busy, errorId, done, open, close, setReason, confirm, unlock, sendCode, setCode, showNumber };
}
