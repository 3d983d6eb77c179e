import type { CallbackActorLogic, EventObject, PromiseActorLogic } from 'xstate';
import type { InvoiceActionsMachine } from './invoiceActionsMachine';
import type { InvoiceSummary } from '../makePayment/paymentTypes';
import type { InvoiceDocumentStatus } from '../../domain/invoiceDocument';

/**
 * What the invoice tables show beyond Make Payment's `InvoiceSummary`: the document (spec 4 "the
 * invoice link becomes active when ready") and the facts the Dispute and Edit actions need. Optional,
 * because a loader that does not supply them (Make Payment's) still fills the same table.
 */
export interface InvoiceDocumentState {
  status: InvoiceDocumentStatus;
  version: number;
  /** Same-origin PDF address; null unless ready. */
  url: string | null;
}

export interface InvoiceRowExtras {
  consolidated: boolean;
  notes: string | null;
  document: InvoiceDocumentState;
}

export type InvoiceRow = InvoiceSummary & Partial<InvoiceRowExtras>;

export interface InvoiceEditFailure {
  invoiceId: string;
  invoiceNumber: string | null;
  code: string;
  messageId: string;
}

export interface InvoiceEditResult {
  updated: InvoiceRow[];
  failed: InvoiceEditFailure[];
}

export interface InvoiceEditInput {
  invoiceIds: readonly string[];
  poNumber: string | null;
  notes: string | null;
}

/** Pushed by `watchInvoiceDocuments` for each change of a document the user may see. */
export interface InvoiceDocumentUpdatedEvent extends EventObject {
  type: 'invoiceDocument.updated';
  invoice: InvoiceRow;
}

/** Pushed by `watchNewCharges` for each charge created on the account that the user may see (seller API, XLSX import). */
export interface ChargeCreatedEvent extends EventObject {
  type: 'charge.created';
  invoice: InvoiceRow;
}

/** The invoice tables' actions, declared beside the machines that invoke them, supplied by src/api (invoiceActors.ts). Failures reject with an ErrorBody. */
export interface InvoiceActionActors {
  /** The row actions' machine (invoiceActionsMachine) with `updateInvoiceDetails` provided. */
  actionsLogic: InvoiceActionsMachine;
  updateInvoiceDetails: PromiseActorLogic<InvoiceEditResult, InvoiceEditInput>;
  /** Live document states over graphql-ws until stopped. */
  watchInvoiceDocuments: CallbackActorLogic<EventObject, void, InvoiceDocumentUpdatedEvent>;
  /** New charges on the account over graphql-ws until stopped (the user's charge scope). */
  watchNewCharges: CallbackActorLogic<EventObject, void, ChargeCreatedEvent>;
}
