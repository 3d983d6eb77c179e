import { describe, expect, it } from 'vitest';
import enUS from '../../src/i18n/messages/en-US/bundle';
import type { PurchasingControls } from '../../machines/app/purchasingControls/purchasingControlsTypes';
import { featureToggleRefusal } from '../../machines/app/purchasingControls/featureToggle';

const controls = (individualCreditLimits: 'Enabled' | 'Disabled', purchaseCards: 'Enabled' | 'Disabled', activeCardCount = 0): PurchasingControls => ({
  individualCreditLimits, purchaseCards, activeCardCount, canManage: true, purchasePolicyMaxValue: null,
  companyCreditLine: { amountMinor: 25_000_000, currency: 'USD' }, cardReturnAddress: null,
});

describe('purchasing controls view model: the switches ask the featureDependencies machine first', () => {
  it.each([
    ['PurchaseCards', true, controls('Disabled', 'Disabled'), 'rule.featureDependencies.isIndividualCreditLimitsOn'],
    ['IndividualCreditLimits', false, controls('Enabled', 'Enabled'), 'rule.featureDependencies.isPurchaseCardsOff'],
    ['PurchaseCards', false, controls('Enabled', 'Enabled', 2), 'rule.featureDependencies.hasNoActiveCards'],
    ['IndividualCreditLimits', true, controls('Disabled', 'Disabled'), null],
    ['PurchaseCards', true, controls('Enabled', 'Disabled'), null],
    ['PurchaseCards', false, controls('Enabled', 'Enabled', 0), null],
    ['IndividualCreditLimits', false, controls('Enabled', 'Disabled'), null],
  ] as const)('%s -> %s from %j: %s', (feature, on, from, expected) => {
    expect(featureToggleRefusal(from, feature, on)).toBe(expected);
  });

  it('every refusal it can show has the rule’s words in English', () => {
    expect(enUS['rule.featureDependencies.isIndividualCreditLimitsOn']).toBe('Individual Credit Limits must be enabled before Purchase Cards.');
    for (const id of ['isPurchaseCardsOff', 'hasNoActiveCards']) expect(enUS[`rule.featureDependencies.${id}`]).toBeTruthy();
  });
});
