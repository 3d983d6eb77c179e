/**
 * The program's servicing system (the seller's back office: cash application, refunds, transfers,
 * write-offs, dispute handling), behind an interface (DESIGN "integrations/: the outside world
 * behind interfaces"). The spec gives no portal role these actions (spec 6 only says support roles
 * exist), so the portal does not perform them: the servicer reports what it did, and the server
 * applies each report through the domain machine (payment, dispute, charge), audited, in one transaction
 * with the row changes, then publishes it. A real deployment connects its servicing system here (a
 * webhook or queue consumer calling the same handler); the demo (demoServicer.ts) takes reports
 * from tests and tooling.
 */
export type ServicerEvent =
  /** The servicer applied more of a received payment's remainder to the buyer's invoices. */
  | { kind: 'payment.allocated'; paymentId: string; allocations: readonly { invoiceId: string; amountMinor: number }[] }
  /** The payment was returned to the buyer, moved to another account, or written off. */
  | { kind: 'payment.refunded' | 'payment.transferred' | 'payment.writtenOff'; paymentId: string }
  /** Support started reviewing a dispute. */
  | { kind: 'dispute.review'; disputeId: string }
  /** The dispute's outcome, with support's note. */
  | { kind: 'dispute.resolve' | 'dispute.reject'; disputeId: string; note?: string | null }
  /** The servicer adjusted an invoice (a correction, e.g. a dispute resolved in the buyer's favour): it owes `amountMinor` less. */
  | { kind: 'charge.adjusted'; invoiceId: string; amountMinor: number }
  /** Support approved a change of the primary contact's e-mail (spec 4 "Primary email change"). */
  | { kind: 'primaryEmail.approved'; changeId: string }
  /** Support rejected it, with a reason code (company.primaryContact.rejectionReason.<code>). */
  | { kind: 'primaryEmail.rejected'; changeId: string; reason?: string | null }
  /** The program changed a buyer's identifiers (legal business name, registration number, tax ID): only the program does. */
  | { kind: 'company.identifiersChanged'; buyerId: string; businessName: string; registrationNumber?: string | null; taxId?: string | null };

/**
 * What the portal answered: stored, or refused (the machine's RULE_REFUSED naming the rule, or a
 * report the portal cannot apply: NOT_FOUND, SERVICER_REPORT_INVALID). A real servicer gets these
 * as its webhook's reply.
 */
export type ServicerReceipt = { kind: 'stored' } | { kind: 'refused'; code: string; rule?: string; message: string };

/** What the server does with a report; resolves when it is stored (and published). */
export type ServicerEventHandler = (event: ServicerEvent) => Promise<void>;

export interface ServicerGateway {
  /** Hands one report to the server now; resolves with its receipt once stored or refused. */
  reportNow(event: ServicerEvent): Promise<ServicerReceipt>;
  /** Resolves when no report is being stored. */
  idle(): Promise<void>;
  /** Refuses further reports and waits for those being stored. Idempotent. */
  stop(): Promise<void>;
}

/** A report the portal cannot apply to its records (not a rule's refusal: the machine never saw it). */
export class ServicerReportRejected extends Error {
  constructor(
    readonly code: 'NOT_FOUND' | 'SERVICER_REPORT_INVALID',
    message: string,
  ) {
    super(message);
    this.name = 'ServicerReportRejected';
  }
}
