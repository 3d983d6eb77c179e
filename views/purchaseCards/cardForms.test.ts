import { describe, expect, it } from 'vitest';
import type { CreationOptions } from '../../machines/app/purchaseCards/purchaseCardTypes';
import { createCardActorOutputs } from '../../machines/app/purchaseCards/purchaseCardSamples';
import { EMPTY_ADDRESS } from '../../machines/app/purchasingControls/addressDraft';
import { fieldMessages } from '../../src/i18n/validationMessages';
import { cardDraftOf, createCardSchema, userLimitSchema, type CreateCardFormValues } from './cardForms';

const OPTIONS = (createCardActorOutputs.loadCreationOptions?.[0] as unknown as { output: CreationOptions }).output;
const VALUES: CreateCardFormValues = {
  cardType: 'virtual', cardholderName: 'ALEX MORGAN', businessName: '', cardLanguage: 'en', limit: undefined, shipTo: EMPTY_ADDRESS,
};

describe('the card forms ask the machines\' rules, each message under its field', () => {
  it('create card: names, the ship-to address of a physical card, the limit in major units', () => {
    expect(fieldMessages(createCardSchema(OPTIONS), VALUES)).toBeUndefined();
    expect(fieldMessages(createCardSchema(OPTIONS), { ...VALUES, cardholderName: '', cardType: 'physical', limit: 250_000.01 })).toEqual({
      cardholderName: { id: 'purchaseCards.problem.cardholderNameMissing' },
      limit: { id: 'purchaseCards.problem.exceedsCompanyLine' },
      'shipTo.line1': { id: 'form.required', values: { maxLength: expect.any(Number) } },
      'shipTo.city': { id: 'form.required', values: { maxLength: expect.any(Number) } },
      'shipTo.zip': { id: 'form.required', values: { maxLength: expect.any(Number) } },
    });
    expect(cardDraftOf({ ...VALUES, limit: 1000.5 }).limitMinor).toBe(100_050);
  });

  it('user limit', () => {
    expect(fieldMessages(userLimitSchema(OPTIONS), { limit: 1 })).toBeUndefined();
    expect(fieldMessages(userLimitSchema(OPTIONS), { limit: 250_000.01 })).toEqual({ limit: { id: 'purchaseCards.problem.exceedsCompanyLine' } });
  });
});
