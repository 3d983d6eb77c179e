// The journeys' hold on background work. Each e2e server runs with DEMO_JOBS=manual: every demo
// integration's answer (bank settlement, mandate, underwriting, card issuer, document
// regeneration, support's review of a primary e-mail change) waits in the job queue until a journey releases it through the development job
// control (server/jobs/devControl.ts), which listens JOB_CONTROL_OFFSET ports above the server (env.ts).
// So a journey asserts the state before the answer for as long as it likes, releases the job, and
// asserts the state after: in order, never racing a demo delay.
import { expect, test } from '@playwright/test';
import { JOB_CONTROL_OFFSET } from './env';

export type JobQueueName = 'bank-settlement' | 'bank-mandate' | 'underwriting' | 'card-issuer' | 'document-regeneration' | 'primary-email-review';

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

export async function heldJobs(queue: JobQueueName): Promise<HeldJob[]> {
  return (await call<{ held: HeldJob[] }>('GET', `/dev/jobs?queue=${queue}`)).held;
}

/**
 * Waits until the job for `key` (the entity's id) is held (it is queued right after the change
 * commits), releases it and waits until it has run.
 */
export async function releaseJob(queue: JobQueueName, key: string): Promise<void> {
  await releaseJobWhere(queue, (job) => job.key === key, `for ${key}`);
}

/** Like releaseJob, for the held jobs whose payload matches (when the journey does not see the entity's id). */
export async function releaseJobWhere(queue: JobQueueName, matches: (job: HeldJob) => boolean, what = 'matching'): Promise<void> {
  let found: HeldJob[] = [];
  await expect
    .poll(async () => (found = (await heldJobs(queue)).filter(matches)).length, { message: `a held ${queue} job ${what}` })
    .toBeGreaterThan(0);
  for (const job of found) {
    const { released } = await call<{ released: HeldJob[] }>('POST', `/dev/jobs/${queue}/release?key=${encodeURIComponent(job.key ?? '')}&wait=true`);
    expect(released.map((done) => done.id)).toEqual([job.id]);
  }
}
