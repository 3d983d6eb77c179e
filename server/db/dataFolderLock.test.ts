import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { DataFolderLockedError, LOCK_FILE_NAME, lockDataFolder } from './dataFolderLock';
import { openDatabase } from './database';
import { createTestDataFolder } from './testing';

const folders: string[] = [];
function newFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'portal-lock-'));
  folders.push(folder);
  return folder;
}
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function writeLock(folder: string, owner: object | string): void {
  writeFileSync(join(folder, LOCK_FILE_NAME), typeof owner === 'string' ? owner : JSON.stringify(owner));
}

/** The pid of a process that has already exited. */
function deadPid(): number {
  const { pid } = spawnSync(process.execPath, ['-e', '']);
  if (!pid) throw new Error('could not start a process');
  return pid;
}

describe('data folder lock', () => {
  it('records the owner and refuses a second owner, naming the folder and the owning pid', () => {
    const folder = newFolder();
    const lock = lockDataFolder(folder, () => {});
    const owner = JSON.parse(readFileSync(join(folder, LOCK_FILE_NAME), 'utf8')) as Record<string, unknown>;
    expect(owner).toMatchObject({ pid: process.pid, hostname: hostname() });
    expect(Number.isNaN(Date.parse(String(owner.startedAt)))).toBe(false);

    const second = () => lockDataFolder(folder, () => {});
    expect(second).toThrow(DataFolderLockedError);
    expect(second).toThrow(`${folder} is in use by process ${process.pid}`);
    lock.release();
    expect(existsSync(join(folder, LOCK_FILE_NAME))).toBe(false);
    lockDataFolder(folder, () => {}).release();
  });

  it.each([
    ['a process that is gone', () => ({ pid: deadPid(), hostname: hostname(), startedAt: '2026-01-01T00:00:00Z' })],
    ['an unreadable lock file', () => '{"pid":'],
    ['an earlier life of this very pid (e.g. pid 1 after a container restart)', () => ({ pid: process.pid, hostname: hostname(), startedAt: '2026-01-01T00:00:00Z' })],
  ])('recovers a stale lock left by %s, and says so', (_case, staleOwner) => {
    const folder = newFolder();
    writeLock(folder, staleOwner());
    const log: string[] = [];
    const lock = lockDataFolder(folder, (message) => log.push(message));
    expect(log).toEqual([expect.stringMatching(/^Recovering stale lock .*portal\.lock/)]);
    expect(JSON.parse(readFileSync(join(folder, LOCK_FILE_NAME), 'utf8'))).toMatchObject({ pid: process.pid });
    lock.release();
  });

  it('treats a lock taken on another host as live: it cannot check that process', () => {
    const folder = newFolder();
    writeLock(folder, { pid: deadPid(), hostname: 'another-host', startedAt: '2026-01-01T00:00:00Z' });
    expect(() => lockDataFolder(folder, () => {})).toThrow(/in use by process \d+ on host another-host/);
  });

  it('leaves a lock file alone on release once it is no longer ours', () => {
    const folder = newFolder();
    const lock = lockDataFolder(folder, () => {});
    const newcomer = JSON.stringify({ pid: 4242, hostname: 'another-host', startedAt: '2026-01-01T00:00:00Z' });
    writeLock(folder, newcomer);
    lock.release();
    expect(readFileSync(join(folder, LOCK_FILE_NAME), 'utf8')).toBe(newcomer);
  });
});

describe('a second process on a PGlite folder the server owns', () => {
  const seedCli = fileURLToPath(new URL('./seedCli.ts', import.meta.url));

  it('is refused with a clear message, and the folder is free again after close()', async () => {
    const folder = await createTestDataFolder({ seed: false });
    folders.push(folder);
    const owner = await openDatabase({ dataDir: folder });
    try {
      const env: NodeJS.ProcessEnv = { ...process.env, PORTAL_DATA_DIR: folder };
      delete env.DATABASE_URL;
      const child = spawn(process.execPath, ['--import', 'tsx', seedCli], { env, stdio: ['ignore', 'pipe', 'pipe'] });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const exitCode = await new Promise<number | null>((resolve) => child.on('close', resolve));
      expect(exitCode).toBe(1);
      expect(stderr).toContain(`The data folder ${folder} is in use by process ${process.pid}`);
      // The refused process touched nothing: the owner still works.
      await expect(owner.db.selectFrom('programs').select('id').execute()).resolves.toEqual([]);
    } finally {
      await owner.close();
    }
    expect(existsSync(join(folder, LOCK_FILE_NAME))).toBe(false);
  });
});
