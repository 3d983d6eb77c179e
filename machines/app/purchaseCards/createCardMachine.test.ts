import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { createCardMachine } from './createCardMachine';
import type { CreateCardDraft } from './createCardDraft';
import { createCardActorOutputs, sampleCard } from './purchaseCardSamples';
import type { CreateCardInput, CreationOptions } from './purchaseCardTypes';
import { userLimitMachine } from './userLimitMachine';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const OPTIONS = (createCardActorOutputs.loadCreationOptions?.[0] as unknown as { output: CreationOptions }).output;

describe('createCard machine (one submit carries the draft)', () => {
  it('proposes the printed names, refuses a draft the rules refuse, sends a valid one once', async () => {
    const sent: CreateCardInput[] = [];
    const logic = createCardMachine.provide({
      actors: {
        loadCreationOptions: fromPromise(async () => OPTIONS),
        createCard: fromPromise(async ({ input }: { input: CreateCardInput }) => {
          sent.push(input);
          return sampleCard();
        }),
      } as never,
    });
    const actor = createActor(logic, { input: { userId: null, viewerLanguage: 'en-US', idempotencyKey: 'k1' } }).start();
    await settle();
    const draft: CreateCardDraft = actor.getSnapshot().context.draft;
    expect(draft).toMatchObject({ cardholderName: 'ALEX MORGAN', businessName: 'ACME INDUSTRIAL SUPPLY', cardLanguage: 'en' });
    actor.send({ type: 'createCard.submit', draft: { ...draft, cardholderName: '' } });
    actor.send({ type: 'createCard.submit', draft: { ...draft, cardType: 'physical' } }); // no ship-to address
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'createCard.submit', draft: { ...draft, limitMinor: 100_000 } });
    await settle();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ idempotencyKey: 'k1', cardholderName: 'ALEX MORGAN', individualCreditLimitMinor: 100_000 });
    expect(actor.getSnapshot().value).toBe('created');
  });
});

describe('userLimit machine (one submit carries the limit)', () => {
  it('refuses a limit above the company line, saves one within it', async () => {
    const saved: { limitMinor: number | null }[] = [];
    const logic = userLimitMachine.provide({
      actors: {
        loadCreationOptions: fromPromise(async () => OPTIONS),
        setLimit: fromPromise(async ({ input }: { input: { userId: string; limitMinor: number | null } }) => {
          saved.push(input);
          return { limit: null, openCharges: OPTIONS.openCharges, purchasesBlocked: true };
        }),
      } as never,
    });
    const actor = createActor(logic, { input: { userId: 'u3' } }).start();
    await settle();
    expect(actor.getSnapshot().context.limitMinor).toBe(5_000_000);
    actor.send({ type: 'userLimit.save', limitMinor: 25_000_001 });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(saved).toEqual([]);
    actor.send({ type: 'userLimit.save', limitMinor: 100 });
    await settle();
    expect(saved).toEqual([{ userId: 'u3', limitMinor: 100 }]);
    expect(actor.getSnapshot().context).toMatchObject({ limitMinor: 100, saved: { purchasesBlocked: true } });
    actor.send({ type: 'userLimit.edit' }); // the form's first change after the save: both notices go
    expect(actor.getSnapshot().context).toMatchObject({ limitMinor: 100, saved: null });
  });
});
