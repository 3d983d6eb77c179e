import type { AppCatalogEntry } from '../../catalog';
import { makePaymentMachine } from './makePaymentMachine';
import {
  makePaymentActorOutputs, makePaymentSampleEvents, paymentWatchActorOutputs, paymentWatchSampleEvents, sampleMakePaymentInput, samplePaymentWatchInput,
} from './makePaymentSamples';
import { modifyPaymentMachine } from './modifyPaymentMachine';
import { modifyPaymentActorOutputs, modifyPaymentSampleEvents, sampleModifyPaymentInput } from './modifyPaymentSamples';
import { paymentWatchMachine } from './paymentWatchMachine';

/** The Make Payment wizard's entry for `catalog` (machines/catalog.ts): statechart pages, docs, model tests. */
export const makePaymentCatalogEntry: AppCatalogEntry = {
  id: 'makePayment',
  title: 'Make payment',
  specRef: '2. Screens named by the interface text (Make Payment)',
  kind: 'app',
  machine: makePaymentMachine,
  input: sampleMakePaymentInput,
  sampleEvents: makePaymentSampleEvents,
  actorOutputs: makePaymentActorOutputs,
};

/** The payment page's live view of one payment (pending -> applied without a reload). */
export const paymentWatchCatalogEntry: AppCatalogEntry = {
  id: 'paymentWatch',
  title: 'Payment page (live status)',
  specRef: '4. Payment status',
  kind: 'app',
  machine: paymentWatchMachine,
  input: samplePaymentWatchInput,
  sampleEvents: paymentWatchSampleEvents,
  actorOutputs: paymentWatchActorOutputs,
};

/** The Modify payment screen: a received payment's remainder applied to invoices (spec 5). */
export const modifyPaymentCatalogEntry: AppCatalogEntry = {
  id: 'modifyPayment',
  title: 'Modify payment',
  specRef: '5. Validation rules (Modifying a payment)',
  kind: 'app',
  machine: modifyPaymentMachine,
  input: sampleModifyPaymentInput,
  sampleEvents: modifyPaymentSampleEvents,
  actorOutputs: modifyPaymentActorOutputs,
};
