import { activationLinkMachine, activationLinkRules, activationLinkSampleEvents } from './activationLink';
import { bankAccountMachine, bankAccountRules, bankAccountSampleEvents } from './bankAccount';
import { buyerApplicationMachine, buyerApplicationRules, buyerApplicationSampleEvents } from './buyerApplication';
import { bankMandateMachine, bankMandateRules, bankMandateSampleEvents } from './bankMandate';
import { chargeMachine, chargeRules, chargeSampleEvents, chargeSampleInput } from './charge';
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
import { ssoSignInMachine, ssoSignInRules, ssoSignInSampleEvents } from './ssoSignIn';
import { apiKeyMachine, apiKeyRules, apiKeySampleEvents } from './apiKey';
import { preauthorizationMachine, preauthorizationRules, preauthorizationSampleEvents } from './preauthorization';
import { webhookEndpointMachine, webhookEndpointRules, webhookEndpointSampleEvents } from './webhookEndpoint';
import { supportHandoffMachine, supportHandoffRules, supportHandoffSampleEvents } from './supportHandoff';

/**
 * The domain machines' part of `catalog` (machines/catalog.ts), by id. Each entry keeps its
 * machine's own type (`satisfies`), so `catalogEntry('payment')` hands the server a typed entry for
 * applyDomainEvent: no module declares its own `{ id, machine, rules }` copy. `input` is given where
 * the sample events assume it; every other machine starts from its documented default context.
 */
export const domainEntriesById = {
  mfaToken: { id: 'mfaToken', title: 'MFA token', specRef: '4. MFA tokens', machine: mfaTokenMachine, kind: 'domain', sampleEvents: mfaTokenSampleEvents, rules: mfaTokenRules },
  purchaseCard: { id: 'purchaseCard', title: 'Purchase card status', specRef: '4. Card status', machine: purchaseCardMachine, kind: 'domain', sampleEvents: purchaseCardSampleEvents, rules: purchaseCardRules },
  bankMandate: { id: 'bankMandate', title: 'Bank mandate', specRef: '4. Bank mandate', machine: bankMandateMachine, kind: 'domain', sampleEvents: bankMandateSampleEvents, rules: bankMandateRules },
  bankAccount: {
    id: 'bankAccount', title: 'Bank account', specRef: '5. Specific rules (one active bank account)', machine: bankAccountMachine, kind: 'domain',
    sampleEvents: bankAccountSampleEvents, rules: bankAccountRules,
  },
  creditIncrease: {
    id: 'creditIncrease', title: 'Credit limit increase request', specRef: '4. Credit limit increase', machine: creditIncreaseMachine, kind: 'domain',
    sampleEvents: creditIncreaseSampleEvents, rules: creditIncreaseRules,
  },
  featureDependencies: {
    id: 'featureDependencies', title: 'Individual Credit Limits and Purchase Cards', specRef: '4. Feature dependencies', machine: featureDependenciesMachine, kind: 'domain',
    sampleEvents: featureDependenciesSampleEvents, rules: featureDependenciesRules,
  },
  userStatus: { id: 'userStatus', title: 'User status', specRef: '4. User status', machine: userStatusMachine, kind: 'domain', sampleEvents: userStatusSampleEvents, rules: userStatusRules },
  payment: {
    id: 'payment', title: 'Payment status', specRef: '4. Payment status', machine: paymentMachine, kind: 'domain',
    input: paymentSampleInput, sampleEvents: paymentSampleEvents, rules: paymentRules,
  },
  charge: {
    id: 'charge', title: 'Invoice (charge) status', specRef: '4. Charge status labels', machine: chargeMachine, kind: 'domain',
    input: chargeSampleInput, sampleEvents: chargeSampleEvents, rules: chargeRules,
  },
  dispute: { id: 'dispute', title: 'Invoice dispute', specRef: '5. Specific rules (Dispute)', machine: disputeMachine, kind: 'domain', sampleEvents: disputeSampleEvents, rules: disputeRules },
  invoiceDocument: {
    id: 'invoiceDocument', title: 'Invoice document regeneration', specRef: '4. Invoice edits and disputes', machine: invoiceDocumentMachine, kind: 'domain',
    sampleEvents: invoiceDocumentSampleEvents, rules: invoiceDocumentRules,
  },
  primaryEmailChange: {
    id: 'primaryEmailChange', title: 'Primary e-mail change', specRef: '4. Primary email change', machine: primaryEmailChangeMachine, kind: 'domain',
    input: primaryEmailChangeSampleInput, sampleEvents: primaryEmailChangeSampleEvents, rules: primaryEmailChangeRules,
  },
  buyerApplication: {
    id: 'buyerApplication', title: 'Buyer application (enrolment)', specRef: '2. Screens (Buyer apply)', machine: buyerApplicationMachine, kind: 'domain',
    sampleEvents: buyerApplicationSampleEvents, rules: buyerApplicationRules,
  },
  ssoSignIn: {
    id: 'ssoSignIn', title: 'Single sign-on attempt', specRef: '8. Single sign-on', machine: ssoSignInMachine, kind: 'domain',
    sampleEvents: ssoSignInSampleEvents, rules: ssoSignInRules,
  },
  activationLink: { id: 'activationLink', title: 'Activation link', specRef: '4. Activation link', machine: activationLinkMachine, kind: 'domain', sampleEvents: activationLinkSampleEvents, rules: activationLinkRules },
  apiKey: { id: 'apiKey', title: 'Seller API key', specRef: '2. Developers (API keys)', machine: apiKeyMachine, kind: 'domain', sampleEvents: apiKeySampleEvents, rules: apiKeyRules },
  webhookEndpoint: {
    id: 'webhookEndpoint', title: 'Webhook endpoint', specRef: '2. Developers (webhooks)', machine: webhookEndpointMachine, kind: 'domain',
    sampleEvents: webhookEndpointSampleEvents, rules: webhookEndpointRules,
  },
  preauthorization: {
    id: 'preauthorization', title: 'Preauthorization', specRef: '4. Preauthorization status', machine: preauthorizationMachine, kind: 'domain',
    sampleEvents: preauthorizationSampleEvents, rules: preauthorizationRules,
  },
  supportHandoff: {
    id: 'supportHandoff', title: "Support's portal handoff", specRef: '2. Routes (/x-session handoff)', machine: supportHandoffMachine, kind: 'domain',
    sampleEvents: supportHandoffSampleEvents, rules: supportHandoffRules,
  },
} as const satisfies Record<string, DomainCatalogEntry>;

export type DomainMachineId = keyof typeof domainEntriesById;

/** The domain entries in catalog order (read `catalog` in machines/catalog.ts, which lists these and the app machines). */
export const domainCatalogEntries: readonly DomainCatalogEntry[] = Object.values(domainEntriesById);
