import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { CardReason } from '../../rules/cardStatus';
import { cardActionsMachine } from './cardActionsMachine';
import { SAMPLE_NOW, sampleCard } from './purchaseCardSamples';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function start() {
  const sentCodes: string[] = [];
  const logic = cardActionsMachine.provide({
    actors: {
      requestReveal: fromPromise(async () => ({ challengeId: 'ch1', expiresAt: SAMPLE_NOW, sentTo: 'a•••@acme.example' })),
      revealNumber: fromPromise(async ({ input }: { input: { cardId: string; challengeId: string; code: string } }) => {
        sentCodes.push(input.code);
        return { cardNumber: '4111111111114242' };
      }),
      terminateCard: fromPromise<ReturnType<typeof sampleCard>, { cardId: string; reason: CardReason }>(async () => {
        throw { code: 'CARD_ALREADY_TERMINATED', messageId: 'purchaseCards.error.alreadyTerminated' };
      }),
      lockCard: fromPromise(async () => sampleCard({ status: 'locked', lockReason: 'lost' })),
    },
  });
  const actor = createActor(logic).start();
  let changes = 0;
  actor.on('cards.changed', () => (changes += 1));
  return { actor, sentCodes, changes: () => changes };
}

describe('cardActions machine', () => {
  it('reveal: a malformed code never reaches the server; the number shows once and is dropped on close', async () => {
    const { actor, sentCodes } = start();
    actor.send({ type: 'cardDialog.openReveal', card: sampleCard(), now: SAMPLE_NOW });
    actor.send({ type: 'reveal.sendCode' });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ reveal: 'awaitingCode' });
    actor.send({ type: 'reveal.submitCode', code: '12 345' });
    expect(actor.getSnapshot().context.failureId).toBe('purchaseCards.reveal.codeFormat');
    expect(sentCodes).toEqual([]);
    actor.send({ type: 'reveal.submitCode', code: ' 123456 ' });
    await settle();
    expect(sentCodes).toEqual(['123456']);
    expect(actor.getSnapshot().context.cardNumber).toBe('4111111111114242');
    actor.send({ type: 'cardDialog.close' });
    expect(actor.getSnapshot().context.cardNumber).toBeNull();
  });

  it('a terminated card offers no reveal, lock or terminate; a locked card offers unlock', () => {
    const { actor } = start();
    const terminated = sampleCard({ status: 'terminated', terminatedAt: SAMPLE_NOW, terminationReason: 'stolen' });
    for (const type of ['cardDialog.openReveal', 'cardDialog.openLock', 'cardDialog.openTerminate'] as const) {
      expect(actor.getSnapshot().can({ type, card: terminated, now: SAMPLE_NOW })).toBe(false);
    }
    expect(actor.getSnapshot().can({ type: 'card.unlock', card: sampleCard({ status: 'locked', lockReason: 'lost' }), now: SAMPLE_NOW })).toBe(true);
  });

  it('lock needs a reason; once locked the list is told to reload', async () => {
    const { actor, changes } = start();
    actor.send({ type: 'cardDialog.openLock', card: sampleCard(), now: SAMPLE_NOW });
    actor.send({ type: 'cardDialog.confirm', reason: null });
    expect(actor.getSnapshot().context.reasonMissing).toBe(true);
    actor.send({ type: 'cardDialog.confirm', reason: 'lost' });
    await settle();
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.done).toEqual({ id: 'purchaseCards.done.locked', name: 'ALEX MORGAN' });
    expect(changes()).toBe(1);
  });

  it('terminating a card terminated elsewhere keeps the dialog open with the "already terminated" reason', async () => {
    const { actor, changes } = start();
    actor.send({ type: 'cardDialog.openTerminate', card: sampleCard(), now: SAMPLE_NOW });
    actor.send({ type: 'cardDialog.confirm', reason: 'stolen' });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ terminate: 'choosing' });
    expect(actor.getSnapshot().context.failureId).toBe('purchaseCards.error.alreadyTerminated');
    expect(changes()).toBe(0);
  });
});
