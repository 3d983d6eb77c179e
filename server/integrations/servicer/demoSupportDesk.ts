import { createDemoCounterparty } from '../demoCounterparty';
import { z } from 'zod';

/**
 * The program's support staff deciding primary e-mail changes (spec 4: approved or rejected within
 * 48 hours; spec 6: support roles exist), played in-process for demos and tests. Each submitted
 * change is decided at its `decidesAt` (stored on the change, so restarts count) by a job
 * (`schedule`, the server's job queue); the decision then reaches the portal the way a real back
 * office's would: as a servicer report (server/modules/company/supportReview.ts). No timers here.
 */
export interface SupportReviewRequest {
  id: string;
  buyerId: string;
  currentEmail: string;
  newEmail: string;
  /** When support decides (stored on the change). */
  decidesAt: Date;
}

export type SupportDecision = { kind: 'approved' } | { kind: 'rejected'; reason: SupportRejectionReason };

/** Why support rejects (message ids company.primaryContact.rejectionReason.<reason>). */
export type SupportRejectionReason = 'domainNotVerified' | 'emailAlreadyInUse';

const domainOf = (email: string) => email.trim().toLowerCase().split('@').pop() ?? '';

/**
 * The demo desk's rule, deterministic so a demo can show both outcomes on purpose: a new address at
 * the same domain as the current one is approved; another domain cannot be verified as the
 * company's and is rejected (`domainNotVerified`). admin@acme.example -> alex@acme.example: approved;
 * -> alex@example.org: rejected.
 */
export function demoSupportDecision(request: Pick<SupportReviewRequest, 'currentEmail' | 'newEmail'>): SupportDecision {
  return domainOf(request.newEmail) === domainOf(request.currentEmail) ? { kind: 'approved' } : { kind: 'rejected', reason: 'domainNotVerified' };
}

export interface DemoSupportDeskOptions {
  /** null: never on its own, only through decideNow. */
  delayMs: number | null;
  onDecision: (request: SupportReviewRequest, decision: SupportDecision) => Promise<void>;
  schedule?: (request: SupportReviewRequest) => void;
  decisionFor?: (request: SupportReviewRequest) => SupportDecision;
  log?: (message: string) => void;
}

export interface DemoSupportDesk {
  /** When a change submitted now will be decided; null: only when asked. */
  decidesAt(now: Date): Date | null;
  /** Hands a stored change to support. Never throws. */
  submit(request: SupportReviewRequest): void;
  /** The job's path: decides this change now; rejects when the decision could not be stored (the job retries). */
  deliver(request: SupportReviewRequest): Promise<void>;
  /** Tests: decides a submitted change now. */
  decideNow(changeId: string): Promise<void>;
  /** Tests: change the delay and the rule for changes submitted from now on. */
  configure(options: Partial<Pick<DemoSupportDeskOptions, 'delayMs' | 'decisionFor'>>): void;
  idle(): Promise<void>;
  stop(): Promise<void>;
}

export function createDemoSupportDesk(initial: DemoSupportDeskOptions): DemoSupportDesk {
  const options = { ...initial };
  const party = createDemoCounterparty<SupportReviewRequest>({
    name: 'demo support desk',
    keyOf: (request) => request.id,
    answer: (request) => options.onDecision(request, (options.decisionFor ?? demoSupportDecision)(request)),
    log: options.log,
  });
  return {
    decidesAt: (now) => (options.delayMs === null ? null : new Date(now.getTime() + options.delayMs)),
    submit: (request) => party.submit(request, options.delayMs === null ? null : (options.schedule ?? null)),
    deliver: (request) => party.deliver(request),
    decideNow: (changeId) => party.answerNow(changeId),
    configure(change) {
      Object.assign(options, change);
    },
    idle: () => party.idle(),
    stop: () => party.stop(),
  };
}

/**
 * `DEMO_SUPPORT_REVIEW_MS`: how long the demo support desk takes to decide a primary e-mail change
 * (default 15000; 0 decides at once). Spec 9 allows up to 48 hours; a demo should not wait that long.
 */
export const DEFAULT_SUPPORT_REVIEW_MS = 15_000;

const delaySchema = z.coerce.number().int().min(0).max(7 * 24 * 60 * 60 * 1000).default(DEFAULT_SUPPORT_REVIEW_MS);

export function demoSupportReviewMs(env: Record<string, string | undefined> = process.env): number {
  const parsed = delaySchema.safeParse(env['DEMO_SUPPORT_REVIEW_MS'] === '' ? undefined : env['DEMO_SUPPORT_REVIEW_MS']);
  if (!parsed.success) throw new Error(`DEMO_SUPPORT_REVIEW_MS: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  return parsed.data;
}
