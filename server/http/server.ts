import type { AddressInfo } from 'node:net';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { openDatabase } from '../db/database';
import { seedDemo } from '../db/seed';
import { DEMO_PROGRAM_ID } from '../db/demoIds';
import type { PortalConfig } from '../config';
import { Redis } from 'ioredis';
import { createMemoryAttemptStore, createRedisAttemptStore } from '../auth/signInAttemptStore';
import { createSessionCache } from '../auth/sessionCache';
import { createSigningKeys, resolveSessionSecret } from '../auth/sessionSecret';
import { mintHandoffToken as signHandoffToken } from '../auth/handoffToken';
import { attachGraphQLWebSocket } from '../graphql/websocket';
import { createPortalYoga } from '../graphql/yoga';
import { HEARTBEAT_INTERVAL_MS, startHeartbeat } from '../modules/system/heartbeat';
import { startBackgroundJobs } from '../jobs';
import { createPortalPubSub } from '../pubsub/pubsub';
import { createPortalNotifier } from '../notify/portalNotifier';
import { createSsoRuntime } from '../sso/ssoRuntime';
import { SPA_DIST_FOLDER } from '../paths';
import { buildHttpApp } from './app';
import type { AppServices } from './services';

export interface StartServerOptions {
  config: PortalConfig;
  /** An open database (tests); the caller keeps ownership. Absent: open the configured one and seed it. */
  db?: Kysely<Database>;
  /** The built SPA; default <repo>/dist. */
  distDir?: string;
  now?: () => Date;
  heartbeatIntervalMs?: number;
  log?: (message: string) => void;
}

export interface RunningServer {
  /** e.g. http://127.0.0.1:8080 */
  url: string;
  services: AppServices;
  /** A single-use handoff token for `userId` (tests, staff tooling). */
  mintHandoffToken(userId: string, now?: Date): string;
  /** Stops accepting, closes sockets, the pub/sub and (when owned) the database. Idempotent. */
  close(): Promise<void>;
}

const SHUTDOWN_GRACE_MS = 5000;

/** Opens the configured database; outside production an empty one gets the demo data. */
async function openOwnedDatabase(config: PortalConfig, now: () => Date, log: (message: string) => void) {
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, log });
  try {
    // Never in production: the demo users share a published password.
    if (config.environment !== 'production') await seedDemo(database.db, { now: now() });
    if (config.environment !== 'production' && config.demoMfaAtLogin !== undefined) {
      await database.db.updateTable('programs').set({ mfa_at_login: config.demoMfaAtLogin }).where('id', '=', DEMO_PROGRAM_ID).execute();
    }
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

export async function startServer(options: StartServerOptions): Promise<RunningServer> {
  const { config } = options;
  const now = options.now ?? (() => new Date());
  const log = options.log ?? (() => {});
  const secret = await resolveSessionSecret(config.sessionSecret, config.dataDir);
  const owned = options.db ? null : await openOwnedDatabase(config, now, log);
  const db = options.db ?? owned!.db;
  const pubsubHandle = await createPortalPubSub({ redisUrl: config.redisUrl });
  // Rate limits and sign-in counts: in Redis when configured, so they hold across instances.
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 3 }) : null;
  const notify = createPortalNotifier(db, config, pubsubHandle.pubsub, log);
  const keys = createSigningKeys(secret);
  const services: AppServices = {
    db,
    config,
    keys,
    pubsub: pubsubHandle.pubsub,
    signInAttempts: redis ? createRedisAttemptStore(redis) : createMemoryAttemptStore(),
    sessions: createSessionCache(db, pubsubHandle.pubsub),
    notifier: notify.notifier,
    sso: createSsoRuntime(config.sso, keys.ssoDemoIdp, log),
    now,
  };

  const yoga = createPortalYoga(services);
  const app = await buildHttpApp(services, { distDir: options.distDir ?? SPA_DIST_FOLDER, yoga, redis });
  const httpServer = app.server;
  const sockets = attachGraphQLWebSocket(httpServer, services, yoga);
  const stopHeartbeat = startHeartbeat(services.pubsub, options.heartbeatIntervalMs ?? HEARTBEAT_INTERVAL_MS, now);
  // Background work (demo integrations, credit expiry) on the job queue: server/jobs.
  const backgroundJobs = startBackgroundJobs(services, { log, liveListeners: pubsubHandle.liveListeners });

  async function shutdown() {
    stopHeartbeat();
    await backgroundJobs.stop();
    await sockets.close();
    const stopped = app.close();
    // Requests still running after the grace period are cut so the database can close.
    const forceClose = setTimeout(() => httpServer.closeAllConnections(), SHUTDOWN_GRACE_MS).unref();
    await stopped;
    clearTimeout(forceClose);
    notify.close();
    await services.sessions.close();
    await pubsubHandle.close();
    await redis?.quit();
    await owned?.close();
  }

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await shutdown();
    throw error;
  }
  const { port } = httpServer.address() as AddressInfo;
  const hostForUrl = config.host.includes(':') ? `[${config.host}]` : config.host === '0.0.0.0' ? '127.0.0.1' : config.host;
  let closing: Promise<void> | undefined;
  // The demo identity provider's issuer is this address (or SSO_DEMO_ISSUER): known only now.
  try {
    await services.sso.start(`http://${hostForUrl}:${port}`);
  } catch (error) {
    await shutdown();
    throw error;
  }

  return {
    url: `http://${hostForUrl}:${port}`,
    services,
    mintHandoffToken: (userId, at = now()) => signHandoffToken(services.keys.handoff, userId, at),
    close: () => (closing ??= shutdown()),
  };
}
