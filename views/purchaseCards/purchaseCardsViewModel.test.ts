import { describe, expect, it } from 'vitest';
import { cardCapabilities, maskedNumber } from '../../machines/rules/cardCapabilities';
import type { CardSummary, CreationOptions } from '../../machines/app/purchaseCards/purchaseCardTypes';
import { limitProblem, validateCardDraft, type CreateCardDraft } from '../../machines/app/purchaseCards/createCardDraft';

const NOW = '2026-03-02T09:00:00Z';
const card = (change: Partial<CardSummary>): CardSummary => ({
  id: 'c1', userId: 'u1', userName: 'Alex Morgan', groupName: null, cardType: 'virtual', status: 'active', cardholderName: 'ALEX MORGAN',
  businessName: null, shipTo: null, cardLanguage: 'en', last4: '4242', individualCreditLimit: null, openCharges: { amountMinor: 0, currency: 'USD' },
  purchasesBlocked: false, lockReason: null, terminationReason: null, terminatedAt: null, terminatedByName: null, shippedAt: null, activatedAt: NOW,
  createdAt: NOW, creationFailure: null, canManage: true, canReveal: true, ...change,
});

describe('card buttons: what the purchaseCard machine allows from the loaded state', () => {
  it.each([
    ['active', {}, { lock: true, unlock: false, terminate: true, reveal: true }],
    ['locked', { status: 'locked', lockReason: 'lost' }, { lock: false, unlock: true, terminate: true, reveal: true }],
    ['terminated', { status: 'terminated', terminatedAt: NOW, terminationReason: 'stolen' }, { lock: false, unlock: false, terminate: false, reveal: false }],
    ['pending (not issued yet)', { status: 'pending', last4: null, activatedAt: null }, { lock: false, unlock: false, terminate: false, reveal: false }],
    ['inactive physical card', { status: 'inactive', cardType: 'physical', activatedAt: null }, { lock: false, unlock: false, terminate: true, reveal: true }],
    ['active, seen by a non-administrator who is not the cardholder', { canManage: false, canReveal: false }, { lock: false, unlock: false, terminate: false, reveal: false }],
  ] as const)('%s', (_label, change, expected) => {
    expect(cardCapabilities(card(change as Partial<CardSummary>), NOW)).toEqual(expected);
  });

  it('shows a number only masked', () => {
    expect(maskedNumber('4242')).toBe('•••• 4242');
    expect(maskedNumber(null)).toBeNull();
  });
});

describe('create-card form: the server’s rules as field errors', () => {
  const options: CreationOptions = {
    userId: 'u1', firstName: 'Alex', lastName: 'Morgan', companyName: 'Acme', purchaseCardsEnabled: true, individualCreditLimitsEnabled: true,
    canSetLimit: true, currentLimit: null, inviterLimit: { amountMinor: 500_000, currency: 'USD' }, companyCreditLine: { amountMinor: 25_000_000, currency: 'USD' },
    openCharges: { amountMinor: 0, currency: 'USD' }, languages: ['en', 'de'],
  };
  const draft = (change: Partial<CreateCardDraft>): CreateCardDraft => ({
    cardType: 'virtual', cardholderName: 'ALEX MORGAN', businessName: 'ACME', shipTo: { attentionTo: '', line1: '', line2: '', city: '', state: '', zip: '' },
    cardLanguage: 'en', limitMinor: null, ...change,
  });

  it('accepts a valid virtual card without a limit', () => {
    expect(validateCardDraft(draft({}), options)).toEqual({ valid: true, errors: { shipTo: [] } });
  });

  it('puts each broken rule under its field', () => {
    const result = validateCardDraft(draft({ cardholderName: 'Alex Morgan', businessName: 'B'.repeat(65), limitMinor: 500_001 }), options);
    expect(result.valid).toBe(false);
    expect(result.errors).toEqual({
      cardholderName: 'purchaseCards.problem.cardholderNameCharacters',
      businessName: 'purchaseCards.problem.businessNameTooLong',
      limit: { id: 'purchaseCards.problem.exceedsInviterLimit' },
      shipTo: [],
    });
  });

  it('asks a physical card for its ship-to address, field by field', () => {
    const result = validateCardDraft(draft({ cardType: 'physical' }), options);
    expect(result.valid).toBe(false);
    expect(result.errors.shipTo.map((p) => `${p.field}:${p.problem}`)).toEqual(['line1:required', 'city:required', 'zip:required']);
    const filled = draft({ cardType: 'physical', shipTo: { attentionTo: '', line1: '1 DOCK ST', line2: '', city: 'OAKLAND', state: 'CA', zip: '94607' } });
    expect(validateCardDraft(filled, options).valid).toBe(true);
  });

  it('ignores the limit for users who may not set one', () => {
    expect(validateCardDraft(draft({ limitMinor: 1e14 }), { ...options, canSetLimit: false }).valid).toBe(true);
  });
});

describe('a user’s limit form (edit-user-purchasing): spec 5 before the server is asked', () => {
  const base = { inviterLimit: { amountMinor: 500_000, currency: 'USD' }, companyCreditLine: { amountMinor: 25_000_000, currency: 'USD' }, individualCreditLimitsEnabled: true };
  it.each([
    [400_000, base, null],
    [500_001, base, 'purchaseCards.problem.exceedsInviterLimit'],
    [null, base, 'purchaseCards.problem.requiredByInviter'],
    [null, { ...base, inviterLimit: null }, null],
    [25_000_001, { ...base, inviterLimit: null }, 'purchaseCards.problem.exceedsCompanyLine'],
    [100, { ...base, individualCreditLimitsEnabled: false }, 'purchaseCards.problem.individualCreditLimitsDisabled'],
  ] as const)('%j -> %s', (limitMinor, options, expected) => {
    expect(limitProblem(limitMinor, options)).toBe(expected);
  });
});
