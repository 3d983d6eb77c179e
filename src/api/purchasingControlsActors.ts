import { fromPromise } from 'xstate';
import { cardReturnAddressMachine } from '../../machines/app/purchasingControls/cardReturnAddressMachine';
import { purchasePolicyMachine } from '../../machines/app/purchasingControls/purchasePolicyMachine';
import { purchasingControlsMachine } from '../../machines/app/purchasingControls/purchasingControlsMachine';
import type { PurchasingControls, PurchasingControlsApi, PurchasingControlsDeps } from '../../machines/app/purchasingControls/purchasingControlsTypes';
import {
  PurchasingControlsDocument, SetCardReturnAddressDocument, SetPurchasePolicyDocument, SetPurchasingFeatureDocument,
} from './generated/graphql';
import type { PurchasingControlsFieldsFragment } from './generated/graphql';
import { mutate, query } from './graphqlClient';
import { readClientStore, setClientStoreFlag } from './sessionStorageRecord';

/** Browser implementations of the purchasing-controls actors (machines/app/purchasingControls). */
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

const api: PurchasingControlsApi = {
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

/** The purchasing-controls actors and their machines with every actor provided (the route table binds this). */
export const purchasingControlsApi: PurchasingControlsDeps = {
  ...api,
  controls: purchasingControlsMachine.provide({
    actors: { loadControls: api.load, setFeature: api.setFeature },
    actions: {
      rememberSetupDismissed: ({ context }) => {
        if (context.viewerId) api.setupDialogFlag.dismiss(context.viewerId);
      },
    },
  }),
  policy: purchasePolicyMachine.provide({ actors: { loadControls: api.load, setPolicy: api.setPolicy } }),
  returnAddress: cardReturnAddressMachine.provide({ actors: { loadControls: api.load, setReturnAddress: api.setReturnAddress } }),
};
