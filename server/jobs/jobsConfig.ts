import { z } from 'zod';

/**
 * The job queue's settings (server/jobs), read with the rest of the configuration:
 * - `DEMO_JOBS`: `auto` (default) runs each demo integration's job when it is due (after its
 *   DEMO_*_MS delay); `manual` holds every demo job until a test releases it (never in production),
 *   so a test sees each transient state for as long as it likes.
 * - `DEMO_JOBS_CONTROL_PORT`: with `manual`, a development-only HTTP control on 127.0.0.1:<port>
 *   lists held jobs and releases them (server/jobs/devControl.ts); unset: no control server.
 * - `JOBS_POLL_MS`: how often each instance asks the queue for due jobs (default 2000, at least 500; a job queued or released for now wakes the local worker at once).
 */
export type JobsMode = 'auto' | 'manual';

export interface JobsConfig {
  mode: JobsMode;
  controlPort: number | null;
  pollMs: number;
}

const jobsEnvSchema = z.object({
  DEMO_JOBS: z.enum(['auto', 'manual']).default('auto'),
  DEMO_JOBS_CONTROL_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  JOBS_POLL_MS: z.coerce.number().int().min(500).max(60_000).default(2000),
});

export function readJobsConfig(source: Record<string, string | undefined>, environment: string): JobsConfig {
  const blankAsUnset = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = jobsEnvSchema.safeParse(blankAsUnset);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (env.DEMO_JOBS === 'manual' && environment === 'production') {
    throw new Error('Invalid configuration:\n  DEMO_JOBS=manual is for tests and never allowed in production');
  }
  return { mode: env.DEMO_JOBS, controlPort: env.DEMO_JOBS === 'manual' ? (env.DEMO_JOBS_CONTROL_PORT ?? null) : null, pollMs: env.JOBS_POLL_MS };
}
