import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testBackends, type TestBackend } from '../db/testing';
import type { PortalDatabase } from '../db/database';
import type { AppServices } from '../http/services';
import { startJobQueue, type JobDefinition, type JobQueue } from './jobQueue';
import type { JobsConfig } from './jobsConfig';
import { DEAD_LETTER_QUEUE, QUEUES, type JobData } from './queues';

/**
 * The job queue on each backend (PGlite always, PostgreSQL when reachable): a job waits for its
 * time in the database and survives a restart, runs once when two queues share a database, a
 * failing job is retried and then dead-lettered, and manual mode holds demo jobs until released.
 */
const backends = await testBackends({ databaseBehaviour: true });
const AUTO: JobsConfig = { mode: 'auto', controlPort: null, pollMs: 500 };
const MANUAL: JobsConfig = { ...AUTO, mode: 'manual' };

describe.each(backends)('job queue on %s', (kind: TestBackend) => {
  let database: PortalDatabase;
  const running: JobQueue[] = [];
  const ran: { instance: string; data: JobData }[] = [];

  beforeAll(async () => {
    database = await openTestDatabase(kind, { seed: false });
    return () => database.close();
  });
  afterEach(async () => {
    for (const queue of running.splice(0)) await queue.stop();
    ran.length = 0;
  });

  function start(instance: string, config: JobsConfig = AUTO, definitions?: JobDefinition[]): JobQueue {
    const services = { db: database.db, now: () => new Date() } as unknown as AppServices;
    const queue = startJobQueue(services, {
      definitions: definitions ?? [
        {
          queue: QUEUES.documentRegeneration,
          heldInManualMode: true,
          run: async (_services, data) => {
            ran.push({ instance, data });
          },
        },
      ],
      config,
      databaseUrl: undefined,
      log: () => {},
    });
    running.push(queue);
    return queue;
  }

  it('keeps a job due later across a restart and runs it once, on one of two instances', async () => {
    const first = start('first');
    const id = await first.enqueue(QUEUES.documentRegeneration, { invoiceId: 'due-later' }, { key: 'due-later', runAt: new Date(Date.now() + 1_500) });
    expect(id).not.toBeNull();
    // Asked again for the same entity before it ran: queued once.
    expect(await first.enqueue(QUEUES.documentRegeneration, { invoiceId: 'due-later' }, { key: 'due-later' })).toBeNull();
    await first.stop();
    expect(ran).toEqual([]);

    const second = start('second');
    const third = start('third');
    await Promise.all([second.ready, third.ready]);
    const [job] = await second.settled(QUEUES.documentRegeneration, [id!]);
    expect(job?.state).toBe('completed');
    expect(ran.map((run) => run.data)).toEqual([{ invoiceId: 'due-later' }]);
    expect((await third.jobs(QUEUES.documentRegeneration, 'due-later')).map((j) => j.state)).toEqual(['completed']);
  });

  it('retries a failing job, then moves it to the dead-letter queue', async () => {
    const queue = start('failing', AUTO, [
      {
        queue: QUEUES.bankSettlement,
        heldInManualMode: true,
        retry: { retryLimit: 1, retryDelay: 1, retryBackoff: true },
        run: async (_services, data) => {
          ran.push({ instance: 'failing', data });
          throw new Error('the bank is down');
        },
      },
    ]);
    const id = await queue.enqueue(QUEUES.bankSettlement, { id: 'p-dead' }, { key: 'p-dead' });
    const [job] = await queue.settled(QUEUES.bankSettlement, [id!]);
    expect(job).toMatchObject({ state: 'failed', retryCount: 1 });
    expect(ran).toHaveLength(2);
    expect((await queue.jobs(DEAD_LETTER_QUEUE)).map((dead) => dead.data)).toContainEqual({ id: 'p-dead' });
  });

  it('in manual mode holds a demo job until it is released, then runs it', async () => {
    const queue = start('manual', MANUAL);
    const id = await queue.enqueue(QUEUES.documentRegeneration, { invoiceId: 'held' }, { key: 'held' });
    expect((await queue.held()).map((job) => [job.id, job.key])).toEqual([[id, 'held']]);
    // Polling passes over it: still held.
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(ran).toEqual([]);
    const released = await queue.release(QUEUES.documentRegeneration, 'held');
    expect(released.map((job) => job.id)).toEqual([id]);
    await queue.settled(QUEUES.documentRegeneration, [id!]);
    expect(ran.map((run) => run.data)).toEqual([{ invoiceId: 'held' }]);
    expect(await queue.held()).toEqual([]);
  });
});
