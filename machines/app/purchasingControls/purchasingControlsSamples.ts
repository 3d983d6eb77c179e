import type { AnyEventObject } from 'xstate';
import type { CardReturnAddressEvent } from './cardReturnAddressMachine';
import type { PurchasePolicyEvent } from './purchasePolicyMachine';
import type { PurchasingControlsEvent, PurchasingControlsInput } from './purchasingControlsMachine';
import type { PurchasingControls } from './purchasingControlsTypes';

/** Example data and events of the purchasing-controls app machines at their rule boundaries (catalog.ts). Pure data. */

export const sampleControls = (over: Partial<PurchasingControls> = {}): PurchasingControls => ({
  individualCreditLimits: 'Disabled', purchaseCards: 'Disabled', activeCardCount: 0, canManage: true, purchasePolicyMaxValue: null,
  companyCreditLine: { amountMinor: 25_000_000, currency: 'USD' }, cardReturnAddress: null, ...over,
});

const REFUSED = { code: 'RULE_REFUSED', messageId: 'rule.featureDependencies.isIndividualCreditLimitsOn' };
const FAILED = { code: 'INTERNAL', messageId: 'error.generic' };

export const samplePurchasingControlsInput: PurchasingControlsInput = { viewerId: 'u1', setupDialogDisplayed: true };

export const purchasingControlsSampleEvents = [
  { type: 'controls.retry' },
  { type: 'feature.toggle', feature: 'IndividualCreditLimits', on: true }, // allowed
  { type: 'feature.toggle', feature: 'PurchaseCards', on: true }, // refused while ICL is off
  { type: 'setupDialog.dismiss' },
] as const satisfies readonly PurchasingControlsEvent[];

export const purchasingControlsActorOutputs: Readonly<Record<string, readonly AnyEventObject[]>> = {
  loadControls: [
    { type: 'xstate.done.actor.loadControls', output: sampleControls() },
    { type: 'xstate.error.actor.loadControls', error: FAILED },
  ],
  setFeature: [
    { type: 'xstate.done.actor.setFeature', output: sampleControls({ individualCreditLimits: 'Enabled' }) },
    { type: 'xstate.error.actor.setFeature', error: REFUSED },
  ],
};

export const purchasePolicySampleEvents = [
  { type: 'policy.retry' },
  { type: 'policy.save', maxValueMinor: 50_000 },
  { type: 'policy.save', maxValueMinor: 0 }, // not above zero: refused
  { type: 'policy.edit' },
] as const satisfies readonly PurchasePolicyEvent[];

export const purchasePolicyActorOutputs: Readonly<Record<string, readonly AnyEventObject[]>> = {
  loadControls: [
    { type: 'xstate.done.actor.loadControls', output: sampleControls({ purchasePolicyMaxValue: { amountMinor: 100_000, currency: 'USD' } }) },
    { type: 'xstate.error.actor.loadControls', error: FAILED },
  ],
  setPolicy: [
    { type: 'xstate.done.actor.setPolicy', output: sampleControls({ purchasePolicyMaxValue: { amountMinor: 50_000, currency: 'USD' } }) },
    { type: 'xstate.error.actor.setPolicy', error: FAILED },
  ],
};

const ADDRESS = { attentionTo: '', line1: '1 Main St', line2: '', city: 'Springfield', state: 'IL', zip: '62701' };

export const cardReturnAddressSampleEvents = [
  { type: 'returnAddress.retry' },
  { type: 'returnAddress.save', address: ADDRESS },
  { type: 'returnAddress.save', address: { ...ADDRESS, city: '' } }, // city missing: refused
  { type: 'returnAddress.edit' },
] as const satisfies readonly CardReturnAddressEvent[];

export const cardReturnAddressActorOutputs: Readonly<Record<string, readonly AnyEventObject[]>> = {
  loadControls: [
    { type: 'xstate.done.actor.loadControls', output: sampleControls() },
    { type: 'xstate.error.actor.loadControls', error: FAILED },
  ],
  setReturnAddress: [
    { type: 'xstate.done.actor.setReturnAddress', output: sampleControls({ cardReturnAddress: { ...ADDRESS, attentionTo: null, line2: null } }) },
    { type: 'xstate.error.actor.setReturnAddress', error: FAILED },
  ],
};
