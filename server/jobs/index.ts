import type { AppServices } from '../http/services';
import { registerActivationDevRoutes } from '../modules/activation/devExpire';
import { registerPasswordResetDevRoutes } from '../modules/passwordReset/devExpire';
import { startDevJobControl } from './devControl';
import { startJobQueue, type JobQueue } from './jobQueue';
import { jobDefinitions, queueStartupJobs, startIntegrations } from './registry';

export { jobsFor, type JobQueue, type JobSummary } from './jobQueue';
export { QUEUES, type QueueName } from './queues';

export interface BackgroundJobs {
  queue: JobQueue;
  /** Stops taking jobs (running ones get a grace period), then the integrations. Idempotent. */
  stop(): Promise<void>;
}

/**
 * Starts the server's background work: the job queue (pg-boss, server/jobs/jobQueue.ts) with one
 * worker per queue of registry.ts, the demo integrations that hand it work, and (DEMO_JOBS=manual
 * with DEMO_JOBS_CONTROL_PORT) the development job control. The one call server/http/server.ts makes.
 */
export function startBackgroundJobs(services: AppServices, options: { log: (message: string) => void; liveListeners?: () => Record<string, number> }): BackgroundJobs {
  const { log, liveListeners = () => ({}) } = options;
  const queue = startJobQueue(services, { definitions: jobDefinitions(log), config: services.config.jobs, databaseUrl: services.config.databaseUrl, log });
  const integrations = startIntegrations(services, log);
  void queue.ready.then(() => queueStartupJobs(services, log), () => undefined);
  const readOutbox = async (recipient: string) =>
    (await services.db.selectFrom('outbox_messages').select(['kind', 'subject', 'body', 'created_at']).where('recipient', '=', recipient.toLowerCase()).orderBy('created_at', 'desc').limit(50).execute())
      .map((row) => ({ kind: row.kind, subject: row.subject, body: row.body, createdAt: row.created_at.toISOString() }));
  const control = services.config.jobs.controlPort === null ? null : startDevJobControl(queue, {
    port: services.config.jobs.controlPort, liveListeners, readOutbox, log, extraRoutes: (app) => {
      registerPasswordResetDevRoutes(app, services);
      registerActivationDevRoutes(app, services);
    },
  });
  let stopping: Promise<void> | undefined;
  return {
    queue,
    stop: () =>
      (stopping ??= (async () => {
        await control?.close();
        await queue.stop();
        for (const integration of [...integrations].reverse()) await integration.stop();
      })()),
  };
}
