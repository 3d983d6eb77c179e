/**
 * The queues of the job queue, by name (pg-boss queue names). Handlers live in registry.ts; the
 * modules that hand work to a queue import only this file and jobQueue.ts (no import cycle).
 */
export const QUEUES = {
  bankSettlement: 'bank-settlement',
  bankMandate: 'bank-mandate',
  underwriting: 'underwriting',
  cardIssuer: 'card-issuer',
  documentRegeneration: 'document-regeneration',
  creditExpiry: 'credit-expiry',
  primaryEmailReview: 'primary-email-review',
  applicationUnderwriting: 'application-underwriting',
  disbursements: 'disbursements',
  webhookDispatch: 'webhook-dispatch',
  webhookDelivery: 'webhook-delivery',
  preauthorizationExpiry: 'preauthorization-expiry',
} as const;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

/** Where a job goes once its retries are spent: kept for a person to look at, never worked. */
export const DEAD_LETTER_QUEUE = 'dead-letter';

/** A job's payload: plain JSON (dates as ISO strings). */
export type JobData = Record<string, unknown>;
