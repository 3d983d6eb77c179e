/**
 * Underwriting behind credit-limit increase requests (DESIGN "integrations/: the outside world
 * behind interfaces"). The server submits a request once it is stored; underwriting answers later
 * with a decision, which the server applies through the creditIncrease machine
 * (server/modules/creditIncreases/decideCreditIncrease.ts).
 */
/** Why underwriting declined: the demo's rule, or a reason the underwriter chose (issue 14). */
export const DECLINE_REASONS = ['amountAboveCreditLimit', 'insufficientPaymentHistory', 'pastDueBalance', 'other'] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

export type UnderwritingDecision =
  /** `approvedAmountMinor` below the requested amount is a partial approval. */
  | { kind: 'approved'; approvedAmountMinor: number }
  | { kind: 'declined'; reason: DeclineReason };

export interface UnderwritingRequest {
  id: string;
  buyerId: string;
  type: 'temporary' | 'permanent';
  amountMinor: number;
  currency: string;
  /** The buyer's credit line when the request was submitted. */
  creditApprovedMinor: number;
  /** When underwriting answers (stored on the request, so a restart picks it up again). */
  decidesAt: Date;
}

/** What the server does with a decision; resolves when it is stored. */
export type DecisionHandler = (requestId: string, decision: UnderwritingDecision) => Promise<void>;

export interface UnderwritingGateway {
  /** When a request submitted now will be decided; null: only when asked (`decideNow`). */
  decidesAt(now: Date): Date | null;
  /** Hands a stored request to underwriting. Never throws; the decision arrives through the handler. */
  submit(request: UnderwritingRequest): void;
  /** Decides one submitted request now (tests, tooling); resolves once the decision is stored. */
  decideNow(requestId: string): Promise<void>;
  /** Resolves when no decision is being stored. */
  idle(): Promise<void>;
  /** Cancels the scheduled decisions and waits for those being stored. Idempotent. */
  stop(): Promise<void>;
}
