import { existsSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import { lockDataFolder } from './dataFolderLock';
import { migrateToLatest } from './migrate';
import type { Database } from './schema';
import { PG_TYPE_PARSERS, VALUE_PARSERS } from './valueParsers';

export { DataFolderLockedError } from './dataFolderLock';

/** Where PGlite keeps its data when neither a folder nor a database URL is given. */
export const DEFAULT_DATA_DIR = 'data';

export interface OpenDatabaseOptions {
  /** PGlite data folder (default ./data); ignored when databaseUrl is set. */
  dataDir?: string;
  /** postgres:// URL: use PostgreSQL instead of PGlite. */
  databaseUrl?: string;
  /**
   * Tests: a PGlite kept in memory, started from this dump of a data folder (PGlite's
   * dumpDataDir), instead of a folder. Nothing is written to disk and nothing outlives close().
   */
  memoryFrom?: Blob;
  log?: (message: string) => void;
}

export interface PortalDatabase {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  /** Closes the connection(s) and, for PGlite, shuts Postgres down cleanly and frees the folder. */
  close(): Promise<void>;
}

/** Opens PostgreSQL (databaseUrl) or the PGlite folder, and applies pending migrations. */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<PortalDatabase> {
  const log = options.log ?? (() => {});
  const database = options.databaseUrl
    ? openPostgres(options.databaseUrl, log)
    : options.memoryFrom
      ? await openPgliteInMemory(options.memoryFrom)
      : await openPglite(resolve(options.dataDir ?? DEFAULT_DATA_DIR), log);
  try {
    const applied = await migrateToLatest(database.db);
    if (applied.length > 0) log(`Applied migrations: ${applied.join(', ')}`);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

/**
 * The PGlite instance behind a database opened here (undefined on PostgreSQL): the job queue runs
 * its multi-statement SQL through PGlite's exec, which Kysely's dialect does not offer.
 */
export function pgliteBehind(db: Kysely<Database>): PGlite | undefined {
  return pgliteOfDb.get(db);
}

const pgliteOfDb = new WeakMap<Kysely<Database>, PGlite>();

function openPostgres(databaseUrl: string, log: (message: string) => void): PortalDatabase {
  const pool = new pg.Pool({ connectionString: databaseUrl, types: PG_TYPE_PARSERS });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on('error', (error) => log(`PostgreSQL connection error: ${error.message}`));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, kind: 'postgres', close: once(() => db.destroy()) };
}

/** The folder inside the data folder where PGlite keeps Postgres' files (beside our lock file). */
export const PGDATA_FOLDER = 'pgdata';

/*
 * Durability: PGlite starts Postgres with fsync off, but its Node filesystem writes straight to the
 * host files, and Postgres writes a transaction's WAL at commit. So once a commit is acknowledged it
 * is in the operating system's file cache and survives the process being killed (proved by
 * pglite.durability.test.ts); it is not guaranteed to survive a power loss. Production runs on
 * PostgreSQL.
 */
async function openPglite(folder: string, log: (message: string) => void): Promise<PortalDatabase> {
  const startedAt = performance.now();
  const lock = lockDataFolder(folder, log);
  try {
    const pgdata = join(folder, PGDATA_FOLDER);
    removeStalePostmasterPid(pgdata, log);
    const pglite = await PGlite.create({ dataDir: pgdata, parsers: VALUE_PARSERS });
    const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
    pgliteOfDb.set(db, pglite);
    log(`PGlite opened ${folder} in ${Math.round(performance.now() - startedAt)} ms`);
    const close = once(async () => {
      try {
        await db.destroy();
        if (!pglite.closed) await pglite.close();
      } finally {
        lock.release();
      }
    });
    return { db, kind: 'pglite', close };
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** No folder, so no lock: the instance is this process's alone. */
async function openPgliteInMemory(dump: Blob): Promise<PortalDatabase> {
  const pglite = await PGlite.create({ loadDataDir: dump, parsers: VALUE_PARSERS });
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  pgliteOfDb.set(db, pglite);
  const close = once(async () => {
    await db.destroy();
    if (!pglite.closed) await pglite.close();
  });
  return { db, kind: 'pglite', close };
}

/**
 * A process killed while it owned the folder leaves postmaster.pid behind, which can make the next
 * start abort. We hold the folder lock, so no live Postgres can own that file: remove it.
 */
function removeStalePostmasterPid(pgdata: string, log: (message: string) => void): void {
  const pidFile = join(pgdata, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  log(`Removing stale ${pidFile} left by a process that did not shut down cleanly`);
  rmSync(pidFile);
}

function once(action: () => Promise<void>): () => Promise<void> {
  let result: Promise<void> | undefined;
  return () => (result ??= action());
}
