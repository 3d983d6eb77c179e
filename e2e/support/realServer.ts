// Starts the REAL portal server (`node scripts/start.mjs`, what `npm start` runs) on a fresh PGlite data
// folder that lives exactly as long as the server: it is created under os.tmpdir() and removed once
// the server has exited. Used by the Playwright webServer (e2e/support/serve.ts) and by the
// benchmarks (bench/run.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface RealServerOptions {
  port: number;
  /**
   * Extra environment (e.g. MAINTENANCE_WINDOW). PORT and PORTAL_DATA_DIR are set here; the server
   * settings in NOT_INHERITED are not taken from our own environment, so the server is hermetic:
   * embedded PGlite on its own folder, in-process pub/sub, 127.0.0.1, no maintenance unless asked for.
   */
  env?: Record<string, string>;
  /** Short name for the data folder and the log file (.tmp/e2e/<name>-<port>.log). */
  name: string;
  /** Also copy the server's stderr to ours (the Playwright webServer shows it). */
  echoStderr?: boolean;
  /**
   * Start from a copy of the seeded test template (server/db/testing.ts `createTestDataFolder`: the
   * demo data and the job queue, as a first start leaves them, seeded once per code version and day
   * and shared with the server tests) instead of an empty folder the server migrates and seeds.
   * A first start spent 13.5 s CPU (PGlite's initdb, migrations, seed, queues); from the copy 6.3 s.
   * Off for the benchmarks, which measure a real first start.
   */
  fromSeededTemplate?: boolean;
}

export interface RealServer {
  child: ChildProcess;
  dataDir: string;
  logFile: string;
  /** Resolves with the exit code (or signal) once the server has exited and its data folder is gone. */
  exited: Promise<number | NodeJS.Signals | null>;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves like `exited`. */
  stop(graceMs?: number): Promise<number | NodeJS.Signals | null>;
}

const NOT_INHERITED = new Set([
  ...['DATABASE_URL', 'REDIS_URL', 'MAINTENANCE_WINDOW', 'PORT', 'PORTAL_DATA_DIR', 'HOST', 'PORTAL_ENV'],
  ...['FEATURE_FLAGS', 'PROGRAM_ID', 'CDN_ROOT', 'SECURE_COOKIES', 'SESSION_SECRET'],
]);

function hermeticEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (value !== undefined && !NOT_INHERITED.has(key)) env[key] = value;
  }
  return env;
}

export async function startRealServer(options: RealServerOptions): Promise<RealServer> {
  const dataDir = options.fromSeededTemplate
    ? await (await import('../../server/db/testing')).createTestDataFolder()
    : await mkdtemp(path.join(tmpdir(), `buyer-portal-${options.name}-`));
  const logDir = path.join(REPO_ROOT, '.tmp', 'e2e');
  mkdirSync(logDir, { recursive: true });
  const logFile = path.join(logDir, `${options.name}-${options.port}.log`);
  const log = createWriteStream(logFile);

  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: REPO_ROOT,
    env: { ...hermeticEnv(), ...options.env, PORT: String(options.port), PORTAL_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.on('data', (chunk: Buffer) => {
    log.write(chunk);
    if (options.echoStderr) process.stderr.write(chunk);
  });

  const exited = new Promise<number | NodeJS.Signals | null>((resolve) => {
    child.once('exit', (code, signal) => {
      log.end();
      void rm(dataDir, { recursive: true, force: true, maxRetries: 3 }).finally(() => resolve(code ?? signal));
    });
  });

  const stop = async (graceMs = 10_000): Promise<number | NodeJS.Signals | null> => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      timer.unref();
    }
    return exited;
  };

  return { child, dataDir, logFile, exited, stop };
}

/** Polls `url` until it answers any HTTP status (the server is up) or the deadline passes. */
export async function waitForHttp(url: string, timeoutMs: number, server?: RealServer): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    if (server && (server.child.exitCode !== null || server.child.signalCode !== null)) {
      throw new Error(`server exited early (${server.child.exitCode ?? server.child.signalCode}); see ${server.logFile}`);
    }
    try {
      await fetch(url, { signal: AbortSignal.timeout(2_000) });
      return;
    } catch (error) {
      lastError = error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms: ${String(lastError)}`);
}
