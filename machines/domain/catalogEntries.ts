import { activationLinkMachine, activationLinkRules, activationLinkSampleEvents } from './activationLink';
import { bankMandateMachine, bankMandateRules, bankMandateSampleEvents } from './bankMandate';
import { creditIncreaseMachine, creditIncreaseRules, creditIncreaseSampleEvents } from './creditIncrease';
import { disputeMachine, disputeRules, disputeSampleEvents } from './dispute';
import type { DomainCatalogEntry } from '../catalog';
import { featureDependenciesMachine, featureDependenciesRules, featureDependenciesSampleEvents } from './featureDependencies';
import { invoiceDocumentMachine, invoiceDocumentRules, invoiceDocumentSampleEvents } from './invoiceDocument';
import { mfaTokenMachine, mfaTokenRules, mfaTokenSampleEvents } from './mfaToken';
import { paymentMachine, paymentRules, paymentSampleEvents, paymentSampleInput } from './payment';
import { primaryEmailChangeMachine, primaryEmailChangeRules, primaryEmailChangeSampleEvents, primaryEmailChangeSampleInput } from './primaryEmailChange';
import { purchaseCardMachine, purchaseCardRules, purchaseCardSampleEvents } from './purchaseCard';
import { userStatusMachine, userStatusRules, userStatusSampleEvents } from './userStatus';

/**
 * The domain machines' part of `catalog` (machines/catalog.ts): read `catalog`, which lists these
 * and the app machines. `input` is given where the sample events assume it; every other machine
 * starts from its documented default context.
 */
export const domainCatalogEntries: readonly DomainCatalogEntry[] = [
  { id: 'mfaToken', title: 'MFA token', specRef: '4. MFA tokens', machine: mfaTokenMachine, kind: 'domain', sampleEvents: mfaTokenSampleEvents, rules: mfaTokenRules },
  { id: 'purchaseCard', title: 'Purchase card status', specRef: '4. Card status', machine: purchaseCardMachine, kind: 'domain', sampleEvents: purchaseCardSampleEvents, rules: purchaseCardRules },
  { id: 'bankMandate', title: 'Bank mandate', specRef: '4. Bank mandate', machine: bankMandateMachine, kind: 'domain', sampleEvents: bankMandateSampleEvents, rules: bankMandateRules },
  {
    id: 'creditIncrease', title: 'Credit limit increase request', specRef: '4. Credit limit increase', machine: creditIncreaseMachine, kind: 'domain',
    sampleEvents: creditIncreaseSampleEvents, rules: creditIncreaseRules,
  },
  {
    id: 'featureDependencies', title: 'Individual Credit Limits and Purchase Cards', specRef: '4. Feature dependencies', machine: featureDependenciesMachine, kind: 'domain',
    sampleEvents: featureDependenciesSampleEvents, rules: featureDependenciesRules,
  },
  { id: 'userStatus', title: 'User status', specRef: '4. User status', machine: userStatusMachine, kind: 'domain', sampleEvents: userStatusSampleEvents, rules: userStatusRules },
  {
    id: 'payment', title: 'Payment status', specRef: '4. Payment status', machine: paymentMachine, kind: 'domain',
    input: paymentSampleInput, sampleEvents: paymentSampleEvents, rules: paymentRules,
  },
  { id: 'dispute', title: 'Invoice dispute', specRef: '5. Specific rules (Dispute)', machine: disputeMachine, kind: 'domain', sampleEvents: disputeSampleEvents, rules: disputeRules },
  {
    id: 'invoiceDocument', title: 'Invoice document regeneration', specRef: '4. Invoice edits and disputes', machine: invoiceDocumentMachine, kind: 'domain',
    sampleEvents: invoiceDocumentSampleEvents, rules: invoiceDocumentRules,
  },
  {
    id: 'primaryEmailChange', title: 'Primary e-mail change', specRef: '4. Primary email change', machine: primaryEmailChangeMachine, kind: 'domain',
    input: primaryEmailChangeSampleInput, sampleEvents: primaryEmailChangeSampleEvents, rules: primaryEmailChangeRules,
  },
  { id: 'activationLink', title: 'Activation link', specRef: '4. Activation link', machine: activationLinkMachine, kind: 'domain', sampleEvents: activationLinkSampleEvents, rules: activationLinkRules },
];
