import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { cardReturnAddressMachine } from './cardReturnAddressMachine';
import { purchasePolicyMachine } from './purchasePolicyMachine';
import { sampleControls } from './purchasingControlsSamples';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const ADDRESS = { attentionTo: '', line1: '1 Main St', line2: '', city: 'Springfield', state: 'IL', zip: '62701' };

describe('purchasePolicy machine (one submit carries the max value)', () => {
  it('refuses a value the rule refuses, saves one within the company line', async () => {
    const sent: unknown[] = [];
    const logic = purchasePolicyMachine.provide({
      actors: {
        loadControls: fromPromise(async () => sampleControls()),
        setPolicy: fromPromise(async ({ input }: { input: { maxValueMinor: number | null } }) => {
          sent.push(input);
          return sampleControls({ purchasePolicyMaxValue: { amountMinor: input.maxValueMinor ?? 0, currency: 'USD' } });
        }),
      } as never,
    });
    const actor = createActor(logic).start();
    await settle();
    actor.send({ type: 'policy.save', maxValueMinor: 0 });
    actor.send({ type: 'policy.save', maxValueMinor: 25_000_001 });
    expect(sent).toEqual([]);
    actor.send({ type: 'policy.save', maxValueMinor: 50_000 });
    await settle();
    expect(sent).toEqual([{ maxValueMinor: 50_000 }]);
    expect(actor.getSnapshot().context).toMatchObject({ saved: true, maxValueMinor: 50_000 });
    actor.send({ type: 'policy.edit' }); // the form's first change after the save
    expect(actor.getSnapshot().context).toMatchObject({ saved: false, maxValueMinor: 50_000 });
    expect(actor.getSnapshot().value).toBe('editing');
  });
});

describe('cardReturnAddress machine (one submit carries the address)', () => {
  it('refuses an address without a city, saves a complete one tidied; a failure keeps the submitted address', async () => {
    const sent: unknown[] = [];
    const logic = cardReturnAddressMachine.provide({
      actors: {
        loadControls: fromPromise(async () => sampleControls()),
        setReturnAddress: fromPromise(async ({ input }: { input: unknown }) => {
          sent.push(input);
          throw { code: 'INTERNAL', messageId: 'error.generic' };
        }),
      } as never,
    });
    const actor = createActor(logic).start();
    await settle();
    actor.send({ type: 'returnAddress.save', address: { ...ADDRESS, city: '' } });
    expect(sent).toEqual([]);
    actor.send({ type: 'returnAddress.save', address: ADDRESS });
    await settle();
    expect(sent).toEqual([{ address: { attentionTo: null, line1: '1 Main St', line2: null, city: 'Springfield', state: 'IL', zip: '62701' } }]);
    expect(actor.getSnapshot().context).toMatchObject({ failureId: 'error.generic', address: ADDRESS });
  });

  it('says it was saved until the form changes again', async () => {
    const logic = cardReturnAddressMachine.provide({
      actors: {
        loadControls: fromPromise(async () => sampleControls()),
        setReturnAddress: fromPromise(async () => sampleControls({ cardReturnAddress: { ...ADDRESS, attentionTo: null, line2: null } })),
      } as never,
    });
    const actor = createActor(logic).start();
    await settle();
    actor.send({ type: 'returnAddress.save', address: ADDRESS });
    await settle();
    expect(actor.getSnapshot().context.saved).toBe(true);
    actor.send({ type: 'returnAddress.edit' });
    expect(actor.getSnapshot().context).toMatchObject({ saved: false, address: ADDRESS });
    expect(actor.getSnapshot().value).toBe('editing');
  });
});
