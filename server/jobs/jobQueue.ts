import type { Kysely } from 'kysely';
import PgBoss from 'pg-boss';
import type { Database } from '../db/schema';
import type { AppServices } from '../http/services';
import { bossConnection } from './bossDatabase';
import type { JobsConfig, JobsMode } from './jobsConfig';
import { DEAD_LETTER_QUEUE, type JobData, type QueueName } from './queues';

/**
 * The server's job queue: pg-boss 10 on PostgreSQL or on the embedded PGlite (bossDatabase.ts).
 * Each job is taken by one instance (pg-boss fetches with FOR UPDATE SKIP LOCKED), waits for its
 * `runAt` in the database (so it survives a restart), is retried with backoff when its handler
 * throws, and lands in the dead-letter queue when the retries are spent. Every queue uses pg-boss's
 * `stately` policy with the entity's id as singleton key: asking twice for the same work (two
 * instances picking up pending rows at start) queues it once.
 */
export interface JobDefinition {
  queue: QueueName;
  /** A demo integration's answer: held in DEMO_JOBS=manual until a test releases it. */
  heldInManualMode: boolean;
  run(services: AppServices, data: JobData): Promise<void>;
  /** Default: 4 retries, 2 s apart doubling each time, then the dead-letter queue. */
  retry?: { retryLimit: number; retryDelay: number; retryBackoff: boolean };
}

export interface EnqueueOptions {
  /** One queued job per key and queue (the entity's id). */
  key: string;
  /** When it is due on the server's clock; absent or past: at once. */
  runAt?: Date | null;
}

export interface JobSummary {
  id: string;
  queue: string;
  key: string | null;
  state: string;
  data: JobData;
  retryCount: number;
}

export interface JobGate {
  /** Resolves with the first job of the queue this instance has taken and now holds, active. */
  arrived: Promise<JobSummary>;
  /** Lets the held job (and later ones) run. */
  open(): void;
}

export interface JobQueue {
  readonly mode: JobsMode;
  /** Resolves once the queue is installed and this instance works its queues. */
  readonly ready: Promise<void>;
  /** Queues a job (in manual mode a demo job is held); resolves with its id, or null when one is already queued for the key. */
  enqueue(queue: QueueName, data: JobData, options: EnqueueOptions): Promise<string | null>;
  /** Jobs held for a test (manual mode), oldest first; all queues when none is named. */
  held(queue?: QueueName): Promise<JobSummary[]>;
  /** Lets held jobs run now (one key, or all of the queue); resolves with the jobs released. */
  release(queue: QueueName, key?: string): Promise<JobSummary[]>;
  /** Every job of a queue still in the queue table (any state), optionally for one key: tests count runs. */
  jobs(queue: QueueName | typeof DEAD_LETTER_QUEUE, key?: string): Promise<JobSummary[]>;
  /** Waits until these jobs are completed, failed or cancelled (tests); resolves with them. */
  settled(queue: QueueName, ids: readonly string[], timeoutMs?: number): Promise<JobSummary[]>;
  /** Tests: this instance holds the next job of `queue` it takes (active) until the gate opens. */
  gate(queue: QueueName): JobGate;
  /** Tests: this instance stops taking jobs (resume: takes them again). Others are unaffected. */
  pause(): Promise<void>;
  resume(): Promise<void>;
  /**
   * Stops working and waits for running jobs (up to a grace period). `abandon`: like a killed
   * process, leaves running jobs unfinished and hands them back to the queue for another instance.
   */
  stop(options?: { abandon?: boolean }): Promise<void>;
}

/** A held job waits until this date; release moves it to now. Far enough to never come by itself. */
export const HELD_UNTIL = '2999-12-31T00:00:00.000Z';
const RETRY = { retryLimit: 4, retryDelay: 2, retryBackoff: true };
/** Demo answers take milliseconds: an active job older than this was lost with its instance. */
const EXPIRE_IN_SECONDS = 120;
const STOP_GRACE_MS = 5_000;
const TERMINAL_STATES = new Set(['completed', 'failed', 'cancelled']);

const queues = new WeakMap<AppServices, JobQueue>();

/** The job queue of a running server (undefined where no server started one, e.g. a module test alone). */
export function jobsFor(services: AppServices): JobQueue | undefined {
  return queues.get(services);
}

/**
 * Queues a job for this server, never throwing: the caller already committed its change, and the
 * rows it left pending are handed over again at the next start. Without a job queue (no server) it
 * only logs: such tests answer through the integration's settleNow/answerNow.
 */
export function enqueueJob(services: AppServices, queue: QueueName, data: JobData, options: EnqueueOptions, log: (message: string) => void): void {
  const jobs = jobsFor(services);
  if (!jobs) {
    log(`job queue: no queue is running; ${queue} ${options.key} is answered only when asked`);
    return;
  }
  jobs.enqueue(queue, data, options).catch((error: unknown) => log(`job queue: could not queue ${queue} ${options.key}: ${error instanceof Error ? error.message : String(error)}`));
}

type Row = Record<string, unknown>;

function summary(row: Row): JobSummary {
  return {
    id: String(row['id']),
    queue: String(row['name']),
    key: (row['singleton_key'] as string | null) ?? null,
    state: String(row['state']),
    data: (typeof row['data'] === 'string' ? JSON.parse(row['data']) : (row['data'] ?? {})) as JobData,
    retryCount: Number(row['retry_count'] ?? 0),
  };
}

const COLUMNS = 'id, name, singleton_key, state, data, retry_count';

type QueueSettings = Pick<JobDefinition, 'queue' | 'retry'>;

/**
 * Creates the dead-letter queue and one queue per definition where missing. pg-boss's createQueue
 * leaves an existing queue as it is: its options are set again, so a change of retries in
 * registry.ts reaches databases (and test templates) made by an older version.
 */
async function installQueues(boss: PgBoss, definitions: readonly QueueSettings[]): Promise<void> {
  await boss.createQueue(DEAD_LETTER_QUEUE, { name: DEAD_LETTER_QUEUE, policy: 'standard' });
  for (const { queue, retry } of definitions) {
    const options: PgBoss.Queue = { name: queue, policy: 'stately', ...(retry ?? RETRY), expireInSeconds: EXPIRE_IN_SECONDS, deadLetter: DEAD_LETTER_QUEUE };
    await boss.createQueue(queue, options);
    await boss.updateQueue(queue, options);
  }
}

/**
 * Installs pg-boss's schema and the queues into a database without working them, then lets go:
 * the test templates (server/db/testing.ts) carry them, so a test server's queue starts in
 * milliseconds instead of creating its schema and one partition per queue (seconds on PGlite).
 */
export async function installJobQueue(db: Kysely<Database>, definitions: readonly QueueSettings[]): Promise<void> {
  const connection = bossConnection(db, undefined);
  if (connection.kind !== 'adapter') throw new Error('installJobQueue runs over the database it is given');
  const boss = new PgBoss({ db: connection.db, schedule: false, supervise: false });
  await boss.start();
  try {
    await installQueues(boss, definitions);
  } finally {
    await boss.stop({ graceful: false, close: false });
  }
}

export function startJobQueue(
  services: AppServices,
  options: { definitions: readonly JobDefinition[]; config: JobsConfig; databaseUrl: string | undefined; log: (message: string) => void },
): JobQueue {
  const { definitions, config, log } = options;
  const connection = bossConnection(services.db, options.databaseUrl);
  const onPglite = connection.kind === 'adapter' && connection.backend === 'pglite';
  const boss = new PgBoss({
    ...(connection.kind === 'pool' ? { connectionString: connection.connectionString, max: 4, application_name: 'buyer-portal-jobs' } : { db: connection.db }),
    // No cron: the only recurring job (credit expiry) schedules its own next run.
    schedule: false,
    supervise: true,
    // Maintenance expires lost active jobs and archives finished ones. PGlite has one process and
    // one connection: every few minutes is plenty (lost jobs are recovered at start instead).
    maintenanceIntervalSeconds: onPglite ? 300 : 30,
    pollingIntervalSeconds: config.pollMs / 1000,
  });
  boss.on('error', (error: Error) => log(`job queue: ${error.message}`));
  const definitionOf = new Map(definitions.map((definition) => [definition.queue, definition]));
  const workerIds = new Map<QueueName, string>();
  const gates = new Map<QueueName, { waiting: Promise<void>; arrived: (job: JobSummary) => void }>();
  let stopping: Promise<void> | undefined;
  let abandoned = false;
  let paused = false;

  const sql = async (text: string, values: unknown[] = []): Promise<Row[]> => (await boss.getDb().executeSql(text, values)).rows as Row[];

  /**
   * A job a paused instance took anyway goes back to the queue as it was. pg-boss's offWork only
   * asks a worker to stop: a fetch already on its way may still bring a job (a loaded CI machine
   * once let a paused instance take the job another instance's test gate waited for). Its
   * retry count stays as it was; pg-boss's own completion then finds it no longer active.
   */
  async function handBack(queue: QueueName, id: string): Promise<void> {
    await sql(
      `UPDATE pgboss.job SET state = 'created', started_on = CASE WHEN retry_count = 0 THEN NULL ELSE started_on END,
         retry_count = GREATEST(retry_count - 1, 0) WHERE name = $1 AND id = $2 AND state = 'active'`,
      [queue, id],
    );
  }

  async function runJob(definition: JobDefinition, job: PgBoss.Job<JobData>): Promise<void> {
    if (paused) return handBack(definition.queue, job.id);
    const gate = gates.get(definition.queue);
    if (gate) {
      gate.arrived({ id: job.id, queue: job.name, key: null, state: 'active', data: job.data, retryCount: 0 });
      await gate.waiting;
    }
    if (abandoned) await new Promise<never>(() => {});
    await definition.run(services, job.data);
  }

  async function work(definition: JobDefinition): Promise<void> {
    const id = await boss.work<JobData>(definition.queue, { batchSize: 1, pollingIntervalSeconds: config.pollMs / 1000 }, async ([job]) => {
      if (job) await runJob(definition, job);
    });
    workerIds.set(definition.queue, id);
  }

  /** PGlite is owned by one process: a job still active at start was cut off by a crash. Run it again. */
  async function recoverCutOffJobs(): Promise<void> {
    for (const row of await sql(`SELECT id, name FROM pgboss.job WHERE state = 'active'`)) {
      await boss.fail(String(row['name']), String(row['id']), { message: 'the server stopped while this job ran' });
    }
  }

  const ready = (async () => {
    await boss.start();
    await installQueues(boss, definitions);
    if (onPglite) await recoverCutOffJobs();
    for (const definition of definitions) await work(definition);
  })();
  ready.catch((error: unknown) => log(`job queue: could not start: ${error instanceof Error ? error.message : String(error)}`));

  const notify = (queue: QueueName) => {
    const id = workerIds.get(queue);
    if (id) boss.notifyWorker(id);
  };

  const jobQueue: JobQueue = {
    mode: config.mode,
    ready,
    async enqueue(queue, data, { key, runAt }) {
      await ready;
      const definition = definitionOf.get(queue);
      if (!definition) throw new Error(`no handler for queue ${queue}`);
      const delaySeconds = runAt ? Math.max(0, (runAt.getTime() - services.now().getTime()) / 1000) : 0;
      const held = config.mode === 'manual' && definition.heldInManualMode;
      const startAfter = held ? HELD_UNTIL : delaySeconds > 0 ? delaySeconds : undefined;
      const id = await boss.send(queue, data, { singletonKey: key, ...(startAfter === undefined ? {} : { startAfter }) });
      if (!held && delaySeconds === 0) notify(queue);
      return id;
    },
    async held(queue) {
      await ready;
      const rows = await sql(
        `SELECT ${COLUMNS} FROM pgboss.job WHERE state = 'created' AND start_after >= $1::timestamptz ${queue ? 'AND name = $2' : ''} ORDER BY created_on, id`,
        queue ? [HELD_UNTIL, queue] : [HELD_UNTIL],
      );
      return rows.map(summary);
    },
    async release(queue, key) {
      await ready;
      const rows = await sql(
        `UPDATE pgboss.job SET start_after = now() WHERE state = 'created' AND start_after >= $1::timestamptz AND name = $2 ${key === undefined ? '' : 'AND singleton_key = $3'} RETURNING ${COLUMNS}`,
        key === undefined ? [HELD_UNTIL, queue] : [HELD_UNTIL, queue, key],
      );
      notify(queue);
      return rows.map(summary);
    },
    async jobs(queue, key) {
      await ready;
      const rows = await sql(
        `SELECT ${COLUMNS} FROM pgboss.job WHERE name = $1 ${key === undefined ? '' : 'AND singleton_key = $2'} ORDER BY created_on, id`,
        key === undefined ? [queue] : [queue, key],
      );
      return rows.map(summary);
    },
    async settled(queue, ids, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const rows = (await jobQueue.jobs(queue)).filter((job) => ids.includes(job.id));
        if (rows.length === ids.length && rows.every((job) => TERMINAL_STATES.has(job.state))) return rows;
        if (Date.now() > deadline) throw new Error(`jobs ${ids.join(', ')} of ${queue} did not finish within ${timeoutMs} ms: ${rows.map((job) => job.state).join(', ')}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    gate(queue) {
      let open!: () => void;
      let arrived!: (job: JobSummary) => void;
      const waiting = new Promise<void>((resolve) => (open = resolve));
      const arrival = new Promise<JobSummary>((resolve) => (arrived = resolve));
      gates.set(queue, { waiting, arrived });
      return {
        arrived: arrival,
        open: () => {
          gates.delete(queue);
          open();
        },
      };
    },
    async pause() {
      await ready;
      paused = true;
      for (const queue of workerIds.keys()) await boss.offWork(queue);
      workerIds.clear();
    },
    async resume() {
      await ready;
      paused = false;
      for (const definition of definitions) if (!workerIds.has(definition.queue)) await work(definition);
    },
    stop({ abandon = false } = {}) {
      return (stopping ??= (async () => {
        abandoned = abandon;
        await ready.catch(() => undefined);
        // Abandoned: active jobs are failed at once (back to the queue, retried by another
        // instance); otherwise running jobs get a grace period to finish.
        await boss.stop(abandon ? { graceful: false, close: true } : { graceful: true, timeout: STOP_GRACE_MS, close: true });
      })());
    },
  };
  queues.set(services, jobQueue);
  return jobQueue;
}
