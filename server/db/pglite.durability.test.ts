import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { createTestDataFolder } from './testing';

const CHILD = fileURLToPath(new URL('./fixtures/writeUntilKilled.ts', import.meta.url));
/** Acknowledged inserts to wait for before the kill, so it lands mid-loop with writes in flight. */
const ACKS_BEFORE_KILL = 25;

interface KilledRun {
  acknowledged: string[];
  signal: NodeJS.Signals | null;
}

/** Runs the writer on the folder and SIGKILLs it once it has acknowledged enough rows. */
function writeThenKill(dataDir: string, runId: string): Promise<KilledRun> {
  return new Promise((resolve, reject) => {
    // node --import tsx (not npx): the pid we kill is the writer itself, not a wrapper.
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD, dataDir, runId], { stdio: ['ignore', 'pipe', 'pipe'] });
    const acknowledged: string[] = [];
    let pending = '';
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      const lines = (pending + chunk.toString()).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) if (line.startsWith('ack ')) acknowledged.push(line.slice(4));
      if (acknowledged.length >= ACKS_BEFORE_KILL) child.kill('SIGKILL');
    });
    child.on('error', reject);
    child.on('close', (_code, signal) => {
      if (signal !== 'SIGKILL') reject(new Error(`writer ended without being killed:\n${stderr}`));
      else resolve({ acknowledged, signal });
    });
  });
}

describe('PGlite data folder after SIGKILL', () => {
  let dataDir = '';
  afterAll(() => {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged write and reopens despite the stale lock and postmaster.pid', async () => {
    // A migrated copy: spares the writer PGlite's slow first-time initialisation.
    dataDir = await createTestDataFolder({ seed: false });
    const acknowledged: string[] = [];
    for (const runId of ['first', 'second']) {
      const run = await writeThenKill(dataDir, runId);
      expect(run.acknowledged.length).toBeGreaterThanOrEqual(ACKS_BEFORE_KILL);
      acknowledged.push(...run.acknowledged);

      const log: string[] = [];
      const database = await openDatabase({ dataDir, log: (message) => log.push(message) });
      try {
        expect(log.join('\n')).toMatch(/Recovering stale lock .*portal\.lock/);
        expect(log.join('\n')).toMatch(/Removing stale .*postmaster\.pid/);
        const stored = await database.db.selectFrom('used_handoffs').select('jti').execute();
        const storedIds = new Set(stored.map((row) => row.jti));
        expect(acknowledged.filter((jti) => !storedIds.has(jti))).toEqual([]);
      } finally {
        await database.close();
      }
    }
  });
});
