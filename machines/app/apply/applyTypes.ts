import type { PromiseActorLogic } from 'xstate';
import type { EnrolmentLinkBody, EnrolmentOffer, SubmittedApplication } from '../../../src/domain/enrolment';
import type { ApplyLogic } from './applyMachine';
import type { ApplicationDraft } from './applicationForm';

/** What the apply page sends (src/api/applyActors.ts posts it to the public endpoint). */
export interface SubmitApplicationRequest {
  link: EnrolmentLinkBody;
  application: ApplicationDraft;
  idempotencyKey: string;
}

/** A refused call: the code, the message id, and for a bad link the message id of every problem. */
export interface ApplyFailure {
  code: string;
  messageId: string;
  /** ENROLMENT_LINK_INVALID: spec 8's words for each problem of the link. */
  problems: readonly string[];
}

export function applyFailureOf(error: unknown): ApplyFailure {
  const e = error as { code?: unknown; messageId?: unknown; values?: { problems?: unknown } } | null;
  const problems = typeof e?.values?.problems === 'string' && e.values.problems !== '' ? e.values.problems.split(',') : [];
  return { code: typeof e?.code === 'string' ? e.code : 'INTERNAL', messageId: typeof e?.messageId === 'string' ? e.messageId : 'apply.error.failed', problems };
}

/** Codes that mean the link itself is bad (shown on the page before the form, spec 8 Enrolment). */
export const LINK_REFUSAL_CODES: readonly string[] = ['ENROLMENT_LINK_INVALID', 'ENROLMENT_NOT_AVAILABLE'];

/** The actors src/api implements. */
export interface ApplyActors {
  checkLink: PromiseActorLogic<EnrolmentOffer, EnrolmentLinkBody>;
  submitApplication: PromiseActorLogic<SubmittedApplication, SubmitApplicationRequest>;
}

/** What the apply routes get from src/api: the machine with every actor provided. */
export interface ApplyMachines {
  applyLogic: ApplyLogic;
}
