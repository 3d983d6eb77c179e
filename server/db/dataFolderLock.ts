import { linkSync, mkdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { join } from 'node:path';

/**
 * One process owns a PGlite data folder (DESIGN "Sessions and secrets", STACK-NOTES "Server and
 * data"): PGlite has no cross-process lock, and a second process on a live folder corrupts it.
 */
export const LOCK_FILE_NAME = 'portal.lock';

export interface LockOwner {
  pid: number;
  hostname: string;
  /** ISO time the owner took the lock. */
  startedAt: string;
}

export class DataFolderLockedError extends Error {
  constructor(
    readonly folder: string,
    readonly owner: LockOwner,
  ) {
    const where = owner.hostname === hostname() ? '' : ` on host ${owner.hostname}`;
    super(
      `The data folder ${folder} is in use by process ${owner.pid}${where} (since ${owner.startedAt}). ` +
        `Stop that process first, or point PORTAL_DATA_DIR at another folder.`,
    );
    this.name = 'DataFolderLockedError';
  }
}

export interface DataFolderLock {
  /** Gives the folder up; does nothing when the lock file is no longer ours. */
  release(): void;
}

/** Lock files this process holds: the pid in them is ours, yet they are not stale. */
const heldByThisProcess = new Set<string>();

export function lockDataFolder(folder: string, log: (message: string) => void): DataFolderLock {
  mkdirSync(folder, { recursive: true });
  const lockPath = join(folder, LOCK_FILE_NAME);
  const me: LockOwner = { pid: process.pid, hostname: hostname(), startedAt: new Date().toISOString() };
  // A few rounds: a later one follows the removal of a stale lock.
  for (let attempt = 0; attempt < 3; attempt++) {
    if (createExclusively(lockPath, JSON.stringify(me))) {
      heldByThisProcess.add(lockPath);
      return { release: () => releaseLock(lockPath, me) };
    }
    const existing = readLockFile(lockPath);
    if (existing === null) continue; // removed between our attempt and the read: try again
    const owner = parseOwner(existing);
    if (owner && isAlive(owner, lockPath)) throw new DataFolderLockedError(folder, owner);
    log(`Recovering stale lock ${lockPath} (${owner ? `process ${owner.pid} is gone` : 'unreadable'})`);
    removeIfUnchanged(lockPath, existing);
  }
  throw new Error(`Could not lock the data folder ${folder}: another process keeps replacing ${LOCK_FILE_NAME}`);
}

/**
 * Creates the lock file with its full content in one step: written to a private temporary file, then
 * hard-linked into place (link fails if the name exists). A reader never sees a half-written lock.
 */
function createExclusively(lockPath: string, content: string): boolean {
  const temporary = `${lockPath}.${randomUUID()}.tmp`;
  writeFileSync(temporary, content, { flag: 'wx' });
  try {
    linkSync(temporary, lockPath);
    return true;
  } catch (error) {
    if (isErrno(error, 'EEXIST')) return false;
    throw error;
  } finally {
    rmSync(temporary, { force: true });
  }
}

function readLockFile(lockPath: string): string | null {
  try {
    return readFileSync(lockPath, 'utf8');
  } catch (error) {
    if (isErrno(error, 'ENOENT')) return null;
    throw error;
  }
}

function parseOwner(content: string): LockOwner | null {
  try {
    const value: unknown = JSON.parse(content);
    if (typeof value !== 'object' || value === null) return null;
    const { pid, hostname: host, startedAt } = value as Record<string, unknown>;
    if (!Number.isSafeInteger(pid) || typeof host !== 'string' || typeof startedAt !== 'string') return null;
    return { pid: pid as number, hostname: host, startedAt };
  } catch {
    return null;
  }
}

function isAlive(owner: LockOwner, lockPath: string): boolean {
  // A process on another host cannot be checked from here: assume it is alive.
  if (owner.hostname !== hostname()) return true;
  // Our own pid in a lock we do not hold is a previous life of this pid (e.g. pid 1 in a container).
  if (owner.pid === process.pid) return heldByThisProcess.has(lockPath);
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (error) {
    return !isErrno(error, 'ESRCH'); // EPERM: alive, owned by another user
  }
}

/** Removes a stale lock unless someone replaced it since we read it (narrows the recovery race). */
function removeIfUnchanged(lockPath: string, staleContent: string): void {
  if (readLockFile(lockPath) !== staleContent) return;
  rmSync(lockPath, { force: true });
}

function releaseLock(lockPath: string, me: LockOwner): void {
  heldByThisProcess.delete(lockPath);
  const current = readLockFile(lockPath);
  if (current !== null && current === JSON.stringify(me)) unlinkSync(lockPath);
}

function isErrno(error: unknown, code: string): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === code;
}
