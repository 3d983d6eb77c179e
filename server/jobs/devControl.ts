import Fastify, { type FastifyInstance } from 'fastify';
import type { JobQueue } from './jobQueue';
import { QUEUES, type QueueName } from './queues';

/**
 * The development job control (DEMO_JOBS=manual with DEMO_JOBS_CONTROL_PORT; the configuration
 * refuses manual mode in production). It listens on 127.0.0.1 only, on its own port, apart from the
 * portal, so browser journeys can hold a demo integration's answer and let it go when they choose:
 * - `GET  /dev/jobs[?queue=<queue>]`        -> `{ held: JobSummary[] }`
 * - `POST /dev/jobs/<queue>/release`        -> `{ released: JobSummary[] }` (all held of that queue)
 * - `POST /dev/jobs/<queue>/release?key=<k>` -> only the job for that entity
 * Add `&wait=true` to answer once the released jobs have finished.
 * - `GET  /dev/live`                        -> `{ listeners: { '<event>:<routing key>': n } }`: the
 *   subscriptions open on this instance, so a journey releases a job only once its screen listens.
 * - `GET  /dev/outbox?recipient=<address>`  -> `{ messages: [...] }`, newest first: what the portal
 *   sent to someone who cannot sign in to read the demo outbox page (an invited user, issue 11).
 * - whatever `extraRoutes` adds: test-only time moves of modules (`POST /dev/password-resets/expire`,
 *   `POST /dev/activations/expire`).
 */
export type OutboxReader = (recipient: string) => Promise<readonly { kind: string; subject: string; body: string; createdAt: string }[]>;

const QUEUE_NAMES = new Set<string>(Object.values(QUEUES));
const isQueue = (name: unknown): name is QueueName => typeof name === 'string' && QUEUE_NAMES.has(name);

export interface DevJobControlOptions {
  port: number;
  liveListeners: () => Record<string, number>;
  /** The outbox for one recipient, newest first. */
  readOutbox?: OutboxReader;
  log: (message: string) => void;
  /** Further test-only routes of other modules, on this same 127.0.0.1-only server. */
  extraRoutes?: (app: FastifyInstance) => void;
}

export function startDevJobControl(queue: JobQueue, options: DevJobControlOptions): { close(): Promise<void> } {
  const { port, log, readOutbox } = options;
  const app = Fastify({ logger: false });

  app.get('/dev/live', async () => ({ listeners: options.liveListeners() }));
  options.extraRoutes?.(app);

  app.get<{ Querystring: { recipient?: string } }>('/dev/outbox', async (request, reply) => {
    const recipient = request.query.recipient?.trim();
    if (!readOutbox || !recipient) return reply.code(404).send({ error: 'give ?recipient=<address>' });
    return { messages: await readOutbox(recipient) };
  });

  app.get<{ Querystring: { queue?: string } }>('/dev/jobs', async (request, reply) => {
    const name = request.query.queue;
    if (name !== undefined && !isQueue(name)) return reply.code(404).send({ error: `unknown queue ${name}` });
    return { held: await queue.held(name) };
  });

  app.post<{ Params: { queue: string }; Querystring: { key?: string; wait?: string } }>('/dev/jobs/:queue/release', async (request, reply) => {
    const name = request.params.queue;
    if (!isQueue(name)) return reply.code(404).send({ error: `unknown queue ${name}` });
    const released = await queue.release(name, request.query.key);
    if (request.query.wait === 'true' && released.length > 0) {
      return { released: await queue.settled(name, released.map((job) => job.id)) };
    }
    return { released };
  });

  const listening = app.listen({ host: '127.0.0.1', port }).then(
    () => log(`job control: http://127.0.0.1:${port}/dev/jobs (DEMO_JOBS=manual)`),
    (error: unknown) => log(`job control: could not listen on ${port}: ${error instanceof Error ? error.message : String(error)}`),
  );
  return {
    async close() {
      await listening;
      await app.close();
    },
  };
}
