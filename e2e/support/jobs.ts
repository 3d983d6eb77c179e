// The journeys' hold on background work. Each e2e server runs with DEMO_JOBS=manual: every demo
// integration's answer (bank settlement, mandate, underwriting, card issuer, document
// regeneration, support's review of a primary e-mail change) waits in the job queue until a journey releases it through the development job
// control (server/jobs/devControl.ts), which listens JOB_CONTROL_OFFSET ports above the server (env.ts).
// So a journey asserts the state before the answer for as long as it likes, releases the job, and
// asserts the state after: in order, never racing a demo delay.
import { expect, test } from '@playwright/test';
import { JOB_CONTROL_OFFSET } from './env';

export type JobQueueName = 'bank-settlement' | 'bank-mandate' | 'underwriting' | 'card-issuer' | 'document-regeneration' | 'primary-email-review' | 'application-underwriting';

interface HeldJob {
  id: string;
  queue: string;
  key: string | null;
  data: Record<string, unknown>;
}

/** The job control of the server this test's project talks to. */
function controlUrl(): string {
  const baseURL = test.info().project.use.baseURL;
  if (!baseURL) throw new Error('the project has no baseURL');
  const url = new URL(baseURL);
  url.port = String(Number(url.port) + JOB_CONTROL_OFFSET);
  return url.origin;
}

async function call<T>(method: 'GET' | 'POST', path: string): Promise<T> {
  const response = await fetch(`${controlUrl()}${path}`, { method });
  if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The live update a journey's screen waits for: the job is released only once the screen listens. */
export type LiveTopic = 'paymentUpdated' | 'bankAccountUpdated' | 'invoiceDocumentUpdated' | 'chargeCreated' | 'purchaseCardUpdated' | 'creditIncreaseUpdated' | 'outboxMessageAdded';

/**
 * Waits until the server has a subscription open on `topic` (any routing key). A screen subscribes
 * after it has loaded; a job released before that would publish to nobody and the screen would
 * never see it (the e2e servers are shared, so this is "someone listens", the journey's own page
 * being the one that just loaded).
 */
export async function waitUntilListening(topic: LiveTopic): Promise<void> {
  await expect
    .poll(async () => Object.keys((await call<{ listeners: Record<string, number> }>('GET', '/dev/live')).listeners).some((key) => key.startsWith(`${topic}:`)), {
      message: `a screen listening to ${topic}`,
    })
    .toBe(true);
}

export async function heldJobs(queue: JobQueueName): Promise<HeldJob[]> {
  return (await call<{ held: HeldJob[] }>('GET', `/dev/jobs?queue=${queue}`)).held;
}

/** What a journey watches live while the job runs: the release waits until its screen listens. */
export interface ReleaseOptions {
  live?: LiveTopic;
}

/**
 * Waits until the job for `key` (the entity's id) is held (it is queued right after the change
 * commits), releases it and waits until it has run.
 */
export async function releaseJob(queue: JobQueueName, key: string, options: ReleaseOptions = {}): Promise<void> {
  await releaseJobWhere(queue, (job) => job.key === key, `for ${key}`, options);
}

/** Like releaseJob, for the held jobs whose payload matches (when the journey does not see the entity's id). */
export async function releaseJobWhere(queue: JobQueueName, matches: (job: HeldJob) => boolean, what = 'matching', options: ReleaseOptions = {}): Promise<void> {
  if (options.live) await waitUntilListening(options.live);
  let found: HeldJob[] = [];
  await expect
    .poll(async () => (found = (await heldJobs(queue)).filter(matches)).length, { message: `a held ${queue} job ${what}` })
    .toBeGreaterThan(0);
  for (const job of found) {
    const { released } = await call<{ released: HeldJob[] }>('POST', `/dev/jobs/${queue}/release?key=${encodeURIComponent(job.key ?? '')}&wait=true`);
    expect(released.map((done) => done.id)).toEqual([job.id]);
  }
}
