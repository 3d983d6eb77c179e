import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openTestDatabase } from '../../db/testing';
import { loadConfig, type PortalConfig } from '../../config';
import { startServer, type RunningServer } from '../server';

/**
 * A real server on an ephemeral port over a fresh, demo-seeded test database, for API-level tests
 * (ours and model-tests/api). Time is a settable clock so lockout and expiry tests need not wait.
 */
export interface TestServer extends RunningServer {
  db: RunningServer['services']['db'];
  /** Moves the server's clock forward. */
  advanceTime(ms: number): void;
}

/** A tiny built SPA: index.html plus one hashed asset. */
export function createTestDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'portal-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>Portal</title></head><body><div id="root"></div></body></html>');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log("app");');
  return dist;
}

export async function startTestServer(
  kind: 'pglite' | 'postgres',
  options: { env?: Record<string, string>; config?: Partial<PortalConfig>; distDir?: string; heartbeatIntervalMs?: number } = {},
): Promise<TestServer> {
  const database = await openTestDatabase(kind);
  let offsetMs = 0;
  const now = () => new Date(Date.now() + offsetMs);
  try {
    const config = {
      ...loadConfig({
        PORT: '0',
        PORTAL_ENV: 'test',
        SESSION_SECRET: 'test-secret-test-secret-test-secret',
        PORTAL_DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-data-')),
        ...options.env,
      }),
      ...options.config,
    };
    const server = await startServer({
      config,
      db: database.db,
      distDir: options.distDir ?? createTestDist(),
      now,
      heartbeatIntervalMs: options.heartbeatIntervalMs ?? 100,
    });
    return {
      ...server,
      db: database.db,
      advanceTime: (ms) => {
        offsetMs += ms;
      },
      close: async () => {
        await server.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
