import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { DataFolderLockedError, LOCK_FILE_NAME, lockDataFolder } from './dataFolderLock';
import { PGDATA_FOLDER, openDatabase, pgliteBehind, type PortalDatabase } from './database';
import { seedDemo } from './seed';

/**
 * Fresh, isolated databases for tests (ours and other modules'). Each call gives a new migrated
 * database, seeded with the demo data unless `seed: false`; close() throws it away. Each is a copy
 * of a template built once per code version and day: on PGlite an in-memory instance started from
 * the template's dump, on PostgreSQL `CREATE DATABASE ... TEMPLATE`. A seeded one also carries the
 * job queue's schema and queues, as a server's database has after its first start.
 */
export type TestBackend = PortalDatabase['kind'];

export interface TestDatabaseOptions {
  /** Insert the demo data (default true). */
  seed?: boolean;
  /** The seed's "now" (default: the start of today, UTC, so one template serves a whole day). */
  now?: Date;
}

/**
 * The demo users' password hash cost in test databases: scrypt N=1024 (about 4 ms) instead of the
 * product's N=16384 (about 60-150 ms on this machine). Every test that signs in verifies a hash;
 * a run signs in about a thousand times (every authorization file signs everyone in on both
 * databases, every journey signs in through the form). The hash names its cost and sign-in checks it
 * as stored, so nothing else differs; server/security/password.test.ts tests the product's cost.
 * An unknown e-mail is still checked against a hash at the product's cost (server/auth/signIn.ts).
 */
const TEST_PASSWORD_COST = { N: 1024, r: 8, p: 1 };

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export async function openTestDatabase(kind: TestBackend, options: TestDatabaseOptions = {}): Promise<PortalDatabase> {
  const seed = options.seed ?? true;
  const now = options.now ?? startOfTodayUtc();
  return kind === 'pglite' ? openPgliteCopy(seed, now) : openPostgresDatabase(seed, now);
}

/** Is the test PostgreSQL reachable (1 s timeout)? Asked once per process. */
export function postgresAvailable(): Promise<boolean> {
  return (postgresReachable ??= canConnect(TEST_DATABASE_URL));
}

export interface TestBackendsOptions {
  /**
   * The file's subject is how the database behaves: concurrent transactions and their locks, the
   * job queue across instances, migrations, the audit chain under parallel writers. PGlite runs one
   * connection at a time, so only PostgreSQL can prove these.
   */
  databaseBehaviour?: boolean;
}

/**
 * The backends a test file runs on, for describe.each: PGlite (the embedded default) always;
 * PostgreSQL too when it is reachable and the file is about the database's behaviour, or for every
 * file with TEST_ALL_BACKENDS=1 (`npm run test:all-backends`). Every other file checks rules, roles
 * and answers that do not depend on the backend: both databases are PostgreSQL, and running each
 * such file twice cost `npm test` a third of its Vitest time (bench/README.md "Vitest on one backend").
 */
export async function testBackends({ databaseBehaviour = false }: TestBackendsOptions = {}): Promise<TestBackend[]> {
  const both = databaseBehaviour || process.env.TEST_ALL_BACKENDS === '1';
  return both && (await postgresAvailable()) ? ['pglite', 'postgres'] : ['pglite'];
}

let postgresReachable: Promise<boolean> | undefined;

async function canConnect(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

function startOfTodayUtc(): Date {
  return new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
}

// --- PostgreSQL: a uniquely named copy of a template database per call, dropped on close ---------

async function openPostgresDatabase(seed: boolean, now: Date): Promise<PortalDatabase> {
  const template = await postgresTemplate(seed, now);
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  await administer(`create database ${name} template ${template}`);
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  try {
    const database = await openDatabase({ databaseUrl: url.toString() });
    return {
      ...database,
      close: async () => {
        await database.close();
        await administer(`drop database if exists ${name} with (force)`);
      },
    };
  } catch (error) {
    await administer(`drop database if exists ${name} with (force)`);
    throw error;
  }
}

/**
 * A migrated (and seeded, with the job queue installed) database to copy: CREATE DATABASE ...
 * TEMPLATE copies files, where migrating and seeding each test's database ran hundreds of
 * statements. Named by the day it was built and the schema fingerprint, so a new code version or
 * day gets its own; built once per machine (the template folder's lock serialises the processes).
 * It takes no connections once built: a connection to a template makes copying it fail.
 */
function postgresTemplate(seed: boolean, now: Date): Promise<string> {
  const variant = `${sourceFingerprint()}-${seed ? `seeded-${now.toISOString()}` : 'empty'}`;
  const name = `portal_tpl_${dayStamp(new Date())}_${createHash('sha256').update(variant).digest('hex').slice(0, 16)}`;
  let template = templates.get(name);
  if (!template) {
    template = buildPostgresTemplateOnce(name, seed, now).catch((error: unknown) => {
      templates.delete(name);
      throw error;
    });
    templates.set(name, template);
  }
  return template;
}

async function buildPostgresTemplateOnce(name: string, seed: boolean, now: Date): Promise<string> {
  if (await databaseExists(name)) return name;
  const lock = await waitForLock(TEMPLATE_ROOT);
  try {
    if (await databaseExists(name)) return name;
    await pruneStalePostgresTemplates();
    const building = `${name}_b${randomBytes(4).toString('hex')}`;
    await administer(`create database ${building}`);
    try {
      const url = new URL(TEST_DATABASE_URL);
      url.pathname = `/${building}`;
      const database = await openDatabase({ databaseUrl: url.toString() });
      try {
        await fillTemplate(database.db, seed, now);
      } finally {
        await database.close();
      }
      // Appears complete or not at all: others only look for the final name. A closed
      // connection's backend may linger a moment, and a database in use cannot be renamed.
      await retrying(() => administer(`alter database ${building} rename to ${name}`));
      await administer(`alter database ${name} with allow_connections false`);
    } catch (error) {
      await administer(`drop database if exists ${building} with (force)`).catch(() => undefined);
      throw error;
    }
    return name;
  } finally {
    lock.release();
  }
}

async function databaseExists(name: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    return (await client.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
  } finally {
    await client.end();
  }
}

/** Drops templates built before yesterday (no test copies them any more); one in use stays. */
async function pruneStalePostgresTemplates(): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  let names: string[];
  try {
    names = (await client.query<{ datname: string }>(`select datname from pg_database where datname like 'portal\\_tpl\\_%'`)).rows.map((row) => row.datname);
  } finally {
    await client.end();
  }
  const yesterday = dayStamp(new Date(Date.now() - 24 * 60 * 60 * 1000));
  for (const name of names) {
    const day = /^portal_tpl_(\d{8})_/.exec(name)?.[1];
    if (day !== undefined && day < yesterday) await administer(`drop database if exists ${name}`).catch(() => undefined);
  }
}

function dayStamp(date: Date): string {
  return date.toISOString().slice(0, 10).replace(/-/g, '');
}

async function retrying(action: () => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await action();
    } catch (error) {
      if (attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** Runs one statement on the maintenance database (CREATE/DROP DATABASE cannot run in a pool transaction). */
async function administer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

// --- PGlite: a migrated (and seeded) template folder, built once and shared across processes; ------
// --- each test database is an in-memory PGlite started from the template's dump ----------------------

const TEMPLATE_ROOT = join(tmpdir(), 'portal-test-templates');
const STALE_TEMPLATE_MS = 24 * 60 * 60 * 1000;
/** Beside the template's pgdata folder: the same database as one tar (PGlite's dumpDataDir). */
const DUMP_FILE = 'pgdata.tar';
const templates = new Map<string, Promise<string>>();
const dumps = new Map<string, Blob>();

/**
 * In memory, not a copied folder: copying the template's 40 MB of files and deleting them again
 * took each test database seconds of disk work on a busy machine, and every write went to disk.
 */
async function openPgliteCopy(seed: boolean, now: Date): Promise<PortalDatabase> {
  const pgdata = await pgliteTemplate(seed, now);
  let dump = dumps.get(pgdata);
  if (!dump) {
    dump = new Blob([readFileSync(join(dirname(pgdata), DUMP_FILE))]);
    dumps.set(pgdata, dump);
  }
  return openDatabase({ memoryFrom: dump });
}

/**
 * A new temporary PGlite data folder holding a migrated (and by default seeded) database, for tests
 * that start their own process on it. The caller removes it.
 */
export async function createTestDataFolder(options: TestDatabaseOptions = {}): Promise<string> {
  const template = await pgliteTemplate(options.seed ?? true, options.now ?? startOfTodayUtc());
  const folder = mkdtempSync(join(tmpdir(), 'portal-test-'));
  cpSync(template, join(folder, PGDATA_FOLDER), { recursive: true });
  return folder;
}

/** The template's pgdata folder for this schema, seed and day, building it when no process has. */
function pgliteTemplate(seed: boolean, now: Date): Promise<string> {
  const fingerprint = sourceFingerprint();
  const name = `${fingerprint}-${seed ? `seeded-${now.toISOString().replace(/[:.]/g, '')}` : 'empty'}`;
  let template = templates.get(name);
  if (!template) {
    template = buildTemplateOnce(name, fingerprint, seed, now).catch((error: unknown) => {
      templates.delete(name);
      throw error;
    });
    templates.set(name, template);
  }
  return template;
}

async function buildTemplateOnce(name: string, fingerprint: string, seed: boolean, now: Date): Promise<string> {
  const pgdata = join(TEMPLATE_ROOT, name, PGDATA_FOLDER);
  if (existsSync(pgdata)) return pgdata;
  // Test files run in parallel processes: one builds, the others wait for it.
  const lock = await waitForLock(TEMPLATE_ROOT);
  try {
    if (existsSync(pgdata)) return pgdata;
    pruneStaleTemplates(`${fingerprint}-empty`);
    const building = join(TEMPLATE_ROOT, `${name}.${randomUUID()}.building`);
    const database = await openDatabase({ dataDir: building });
    try {
      await fillTemplate(database.db, seed, now);
      const pglite = pgliteBehind(database.db)!;
      await pglite.exec('checkpoint');
      const dump = await pglite.dumpDataDir('none');
      writeFileSync(join(building, DUMP_FILE), Buffer.from(await dump.arrayBuffer()));
    } finally {
      await database.close();
    }
    // Appears complete or not at all: other processes only look for the final name.
    renameSync(building, join(TEMPLATE_ROOT, name));
    return pgdata;
  } finally {
    lock.release();
  }
}

/**
 * A seeded template is what a test server's database looks like after its first start: the demo
 * data and pg-boss's schema with the server's queues (server/jobs), which took each test server
 * seconds to create on PGlite. The empty template stays bare (the job queue's own tests start there).
 */
async function fillTemplate(db: PortalDatabase['db'], seed: boolean, now: Date): Promise<void> {
  if (!seed) return;
  await seedDemo(db, { now, passwordCost: TEST_PASSWORD_COST });
  // Imported here only: the job registry pulls in the server modules, which most tests never load.
  const [{ installJobQueue }, { jobDefinitions }] = await Promise.all([import('../jobs/jobQueue'), import('../jobs/registry')]);
  await installJobQueue(db, jobDefinitions(() => {}));
}

async function waitForLock(folder: string): Promise<{ release(): void }> {
  for (;;) {
    try {
      return lockDataFolder(folder, () => {});
    } catch (error) {
      if (!(error instanceof DataFolderLockedError)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/** Removes templates of other code versions or other days, once they are a day old. */
function pruneStaleTemplates(keep: string): void {
  for (const entry of readdirSync(TEMPLATE_ROOT)) {
    const path = join(TEMPLATE_ROOT, entry);
    if (entry === keep || entry === LOCK_FILE_NAME) continue;
    if (Date.now() - statSync(path).mtimeMs > STALE_TEMPLATE_MS) rmSync(path, { recursive: true, force: true });
  }
}

/**
 * Changes whenever the migrations, the seed (all of server/db), the password format, the PGlite or
 * pg-boss version or the job queues change, so a template never outlives the code that made it.
 */
function sourceFingerprint(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const hash = createHash('sha256');
  const sources = [...listSources(here), join(here, '..', 'security', 'password.ts')];
  for (const file of sources) hash.update(file.slice(here.length)).update(readFileSync(file));
  // The package's entry file differs between PGlite releases (its package.json is not exported).
  const require = createRequire(import.meta.url);
  hash.update(readFileSync(require.resolve('@electric-sql/pglite')));
  // The seeded templates carry pg-boss's schema (its version) and our queues.
  hash.update(readFileSync(join(dirname(require.resolve('pg-boss')), '..', 'package.json')));
  for (const file of ['queues.ts', 'registry.ts', 'jobQueue.ts']) hash.update(readFileSync(join(here, '..', 'jobs', file)));
  return hash.digest('hex').slice(0, 16);
}

function listSources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true })
    .flatMap((entry) => {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) return listSources(path);
      return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
    })
    .sort();
}
