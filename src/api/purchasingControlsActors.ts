import { fromPromise } from 'xstate';
import type { PurchasingControls, PurchasingControlsApi } from '../../machines/app/purchasingControls/purchasingControlsTypes';
import {
  PurchasingControlsDocument, SetCardReturnAddressDocument, SetPurchasePolicyDocument, SetPurchasingFeatureDocument,
} from './generated/graphql';
import type { PurchasingControlsFieldsFragment } from './generated/graphql';
import { mutate, query } from './graphqlClient';
import { readClientStore, setClientStoreFlag } from './sessionStorageRecord';

/** Browser implementations of the purchasing-controls actors (views/purchasingControls). */
function toControls(c: PurchasingControlsFieldsFragment): PurchasingControls {
  return {
    individualCreditLimits: c.individualCreditLimits,
    purchaseCards: c.purchaseCards,
    activeCardCount: c.activeCardCount,
    canManage: c.canManage,
    purchasePolicyMaxValue: c.purchasePolicyMaxValue ? { ...c.purchasePolicyMaxValue } : null,
    companyCreditLine: { ...c.companyCreditLine },
    cardReturnAddress: c.cardReturnAddress ? { ...c.cardReturnAddress } : null,
  };
}

export const purchasingControlsApi: PurchasingControlsApi = {
  load: fromPromise(async () => toControls((await query(PurchasingControlsDocument, {}, { fetchPolicy: 'network-only' })).purchasingControls)),
  setFeature: fromPromise(async ({ input }) =>
    toControls((await mutate(SetPurchasingFeatureDocument, { input: { feature: input.feature, switch: input.on ? 'Enabled' : 'Disabled' } })).setPurchasingFeature)),
  setPolicy: fromPromise(async ({ input }) => toControls((await mutate(SetPurchasePolicyDocument, { input: { maxValueMinor: input.maxValueMinor } })).setPurchasePolicy)),
  setReturnAddress: fromPromise(async ({ input }) => toControls((await mutate(SetCardReturnAddressDocument, { input: { address: input.address } })).setCardReturnAddress)),
  setupDialogFlag: {
    read: (userId) => readClientStore(userId).isSetupPurchaseCardsDialogDisplayed,
    dismiss: (userId) => void setClientStoreFlag(userId, 'isSetupPurchaseCardsDialogDisplayed', false),
  },
};
