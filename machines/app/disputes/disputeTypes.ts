import type { PromiseActorLogic } from 'xstate';
import type { DisputeInvoiceMachine } from './disputeInvoiceMachine';
import type { DisputeStatus } from '../../domain/dispute';
import type { DisputeReason } from '../../rules/disputeEligibility';
import type { InvoiceRow } from '../invoices/invoiceTypes';

/** The rule's inputs the server holds: the program's time limit, its clock, the invoice's earlier disputes. */
export interface DisputeRuleFacts {
  timeLimitDays: number;
  /** ISO instant (the server's clock). */
  now: string;
  commentMaxLength: number;
  /** The statuses of the disputes already raised on the form's invoice. */
  invoiceDisputeStatuses: readonly string[];
}

export interface DisputeItem {
  id: string;
  status: Exclude<DisputeStatus, 'draft'>;
  reason: DisputeReason;
  comment: string | null;
  raisedAt: string;
  raisedBy: string | null;
  closedAt: string | null;
  invoiceId: string;
  invoiceNumber: string;
}

export interface DisputeFormData {
  /** Null when the invoice does not exist or is not the user's to see. */
  invoice: InvoiceRow | null;
  rules: DisputeRuleFacts;
}

export interface RaiseDisputeInput {
  idempotencyKey: string;
  invoiceId: string;
  reason: DisputeReason;
  comment: string | null;
}

export interface RaisedDispute {
  dispute: DisputeItem;
  invoice: InvoiceRow;
  replayed: boolean;
}

/** Supplied by src/api/disputeActors.ts. Failures reject with an ErrorBody (code, messageId). */
export interface DisputeActors {
  /** The Dispute Invoice form's machine with `loadDisputeForm` and `raiseDispute` provided. */
  disputeInvoiceLogic: DisputeInvoiceMachine;
  loadDisputeForm: PromiseActorLogic<DisputeFormData, { invoiceId: string }>;
  raiseDispute: PromiseActorLogic<RaisedDispute, RaiseDisputeInput>;
  loadDisputes: PromiseActorLogic<DisputeItem[], { first: number }>;
}
