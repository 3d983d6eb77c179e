import type { AnyEventObject, AnyStateMachine, EventObject } from 'xstate';
import type { RuleDocLike } from './decide';
import { localeMachine } from './app/locale/localeMachine';
import { accountActivityCatalogEntry } from './app/activity/catalogEntry';
// Staff consoles (issue 14).
import { staffConsoleCatalogEntry } from './app/staff/catalogEntry';
import { reportsCatalogEntry } from './app/reports/catalogEntry';
import { chargeUploadCatalogEntry } from './app/uploadData/catalogEntry';
import { disbursementsCatalogEntry } from './app/disbursements/catalogEntry';
import { creditIncreaseStatusCatalogEntry, increaseCreditCatalogEntry } from './app/creditIncrease/catalogEntry';
import { disputeInvoiceCatalogEntry } from './app/disputes/catalogEntry';
import { csvExportCatalogEntry, invoiceActionsCatalogEntry, invoiceListCatalogEntry } from './app/invoices/catalogEntry';
import { outboxCatalogEntry } from './app/outbox/catalogEntry';
import { makePaymentCatalogEntry, modifyPaymentCatalogEntry, paymentWatchCatalogEntry } from './app/makePayment/catalogEntry';
import { localeActorOutputs, localeSampleEvents, sampleLocaleInput } from './app/locale/localeSamples';
import { sessionMachine } from './app/session/sessionMachine';
import { sessionActorOutputs, sessionDelayEvents, sessionSampleEvents } from './app/session/sessionSamples';
import type { domainEntriesById } from './domain/catalogEntries';
import { domainCatalogEntries, type DomainMachineId } from './domain/catalogEntries';
// Purchase cards, purchasing controls, bank accounts (issue 10).
import { cardActionsCatalogEntry, cardListCatalogEntry, createCardCatalogEntry, userLimitCatalogEntry } from './app/purchaseCards/catalogEntry';
import { addBankAccountCatalogEntry, bankAccountsCatalogEntry } from './app/bankAccounts/catalogEntry';
import { forgotPasswordCatalogEntry, passwordResetCatalogEntry, securityQuestionCatalogEntry } from './app/passwordReset/catalogEntry';
import { activationCatalogEntry } from './app/activation/catalogEntry';
import { cardReturnAddressCatalogEntry, purchasePolicyCatalogEntry, purchasingControlsCatalogEntry } from './app/purchasingControls/catalogEntry';
// Groups (issue 11 item 3).
import { createGroupCatalogEntry, groupTreeCatalogEntry } from './app/groups/catalogEntry';
// Company info and primary contact (issue 11 item 4).
import { companyInfoCatalogEntry, primaryContactCatalogEntry } from './app/company/catalogEntry';
// Users (issue 11, items 1, 2, 5).
import { editUserCatalogEntry, inviteUserCatalogEntry, usersListCatalogEntry } from './app/users/catalogEntry';
// Buyer apply (issue 13 item 1).
import { applyCatalogEntry } from './app/apply/catalogEntry';
// Developers: API keys and webhooks (issue 14 part 2).
import { developersCatalogEntry } from './app/developers/catalogEntry';
import { mfaSetupCatalogEntry, signInChallengeCatalogEntry } from './app/mfa/catalogEntry';
// Profile, app alerts and stored-flag dialogs (issue 13 items 2 and 4).
import { alertDismissalCatalogEntry, profileCatalogEntry, storedFlagCatalogEntry } from './app/profile/catalogEntry';

/**
 * Every machine of the product, with what the statechart pages, the docs export, the server's rule
 * book and the model tests need: title, spec reference, example input and events. Add a machine
 * here and the model tests cover it (and fail until its samples reach every transition).
 */
interface CatalogEntryBase {
  /** Stable id (the machine's own id). */
  id: string;
  title: string;
  /** Spec section, e.g. '4. Card status'. */
  specRef: string;
  machine: AnyStateMachine;
  /** Input for machines whose context comes from input (when the samples assume one). */
  input?: unknown;
  /**
   * Events at the rule boundaries (one per guard outcome), including `xstate.after.*` delay events
   * for app machines. Path generation uses only these: a transition no sample reaches is uncovered.
   */
  sampleEvents: readonly EventObject[];
  /** App machines: outcomes per invoke id (`xstate.done.actor.<id>` / `xstate.error.actor.<id>` events). */
  actorOutputs?: Readonly<Record<string, readonly EventObject[]>>;
  /** guard name -> plain-language rule; `decide` and the diagrams read it. */
  rules?: Readonly<Record<string, RuleDocLike>>;
}

/** An entity lifecycle the server enforces through `decide`: pure (no invoke, no delays), with a rule book. */
export interface DomainCatalogEntry extends CatalogEntryBase {
  kind: 'domain';
  /** One entry per named guard (machines/domain/README.md). */
  rules: Readonly<Record<string, RuleDocLike>>;
}

/** Browser orchestration: invokes named actors the browser supplies, may use delays. */
export interface AppCatalogEntry extends CatalogEntryBase {
  kind: 'app';
}

export type CatalogEntry = DomainCatalogEntry | AppCatalogEntry;

const appEntries: readonly AppCatalogEntry[] = [
  {
    id: 'session',
    title: 'Session and logout',
    specRef: '4. Session and logout',
    kind: 'app',
    machine: sessionMachine,
    sampleEvents: [...sessionSampleEvents, ...sessionDelayEvents],
    actorOutputs: sessionActorOutputs,
  },
  {
    id: 'locale',
    title: 'Interface language',
    specRef: '4. Locale selection',
    kind: 'app',
    machine: localeMachine,
    input: sampleLocaleInput,
    sampleEvents: localeSampleEvents,
    actorOutputs: localeActorOutputs,
  },
  makePaymentCatalogEntry,
  paymentWatchCatalogEntry,
  modifyPaymentCatalogEntry,
  // Issue 10 (invoices, payments, credit increase, disputes, activity, outbox): one block, kept together.
  invoiceActionsCatalogEntry,
  csvExportCatalogEntry,
  invoiceListCatalogEntry,
  increaseCreditCatalogEntry,
  creditIncreaseStatusCatalogEntry,
  disputeInvoiceCatalogEntry,
  outboxCatalogEntry,
  accountActivityCatalogEntry,
  staffConsoleCatalogEntry,
  reportsCatalogEntry,
  // Purchase cards, purchasing controls, bank accounts (issue 10).
  cardActionsCatalogEntry,
  cardListCatalogEntry,
  createCardCatalogEntry,
  userLimitCatalogEntry,
  bankAccountsCatalogEntry,
  addBankAccountCatalogEntry,
  purchasingControlsCatalogEntry,
  purchasePolicyCatalogEntry,
  cardReturnAddressCatalogEntry,
  // Groups (issue 11 item 3).
  groupTreeCatalogEntry,
  createGroupCatalogEntry,
  // Company info and primary contact (issue 11 item 4).
  companyInfoCatalogEntry,
  primaryContactCatalogEntry,
  // Users (issue 11).
  usersListCatalogEntry,
  inviteUserCatalogEntry,
  editUserCatalogEntry,
  // Identity and security (issue 12 items 1 and 4).
  forgotPasswordCatalogEntry,
  passwordResetCatalogEntry,
  securityQuestionCatalogEntry,
  activationCatalogEntry,
  // Buyer apply (issue 13 item 1).
  applyCatalogEntry,
  developersCatalogEntry,
  signInChallengeCatalogEntry,
  mfaSetupCatalogEntry,
  // Profile, app alerts and stored-flag dialogs (issue 13 items 2 and 4).
  profileCatalogEntry,
  alertDismissalCatalogEntry,
  storedFlagCatalogEntry,
  // Seller tools (issue 14 items 4 and 5).
  disbursementsCatalogEntry,
  chargeUploadCatalogEntry,
];

/** The one list: the domain machines (machines/domain/catalogEntries.ts), then the app machines. */
export const catalog: readonly CatalogEntry[] = [...domainCatalogEntries, ...appEntries];

/** The domain machines of the catalog (what `decide` and the server's rule book serve). */
export const domainEntries: readonly DomainCatalogEntry[] = catalog.filter((e): e is DomainCatalogEntry => e.kind === 'domain');

/**
 * The catalog entry of a machine id; throws for an unknown id (a typo in a test or a route). A
 * domain machine's id gives its entry with the machine's own type: what the server hands
 * applyDomainEvent (`catalogEntry('payment')`), so events are type-checked against the machine.
 */
export function catalogEntry<Id extends DomainMachineId>(id: Id): (typeof domainEntriesById)[Id];
export function catalogEntry(id: string): CatalogEntry;
export function catalogEntry(id: string): CatalogEntry {
  const entry = catalog.find((e) => e.id === id);
  if (!entry) throw new Error(`no catalog machine '${id}'`);
  return entry;
}

/** All events of an entry: samples plus every actor outcome. */
export function allSampleEvents(entry: CatalogEntry): AnyEventObject[] {
  return [...entry.sampleEvents, ...Object.values(entry.actorOutputs ?? {}).flat()] as AnyEventObject[];
}
