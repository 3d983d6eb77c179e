import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { DataFolderLockedError, LOCK_FILE_NAME, lockDataFolder } from './dataFolderLock';
import { PGDATA_FOLDER, openDatabase, type PortalDatabase } from './database';
import { seedDemo } from './seed';

/**
 * Fresh, isolated databases for tests (ours and other modules'). Each call gives a new migrated
 * database, seeded with the demo data unless `seed: false`; close() throws it away.
 */
export type TestBackend = PortalDatabase['kind'];

export interface TestDatabaseOptions {
  /** Insert the demo data (default true). */
  seed?: boolean;
  /** The seed's "now" (default: the start of today, UTC, so one template serves a whole day). */
  now?: Date;
}

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

/** The backends tests should run on: PGlite always, PostgreSQL when reachable. For describe.each. */
export async function testBackends(): Promise<TestBackend[]> {
  return (await postgresAvailable()) ? ['pglite', 'postgres'] : ['pglite'];
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

// --- PostgreSQL: a uniquely named database per call, dropped on close -------------------------

async function openPostgresDatabase(seed: boolean, now: Date): Promise<PortalDatabase> {
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  await administer(`create database ${name}`);
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  try {
    const database = await openDatabase({ databaseUrl: url.toString() });
    if (seed) await seedDemo(database.db, { now });
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

// --- PGlite: copy a migrated (and seeded) template folder, built once and shared across processes --

const TEMPLATE_ROOT = join(tmpdir(), 'portal-test-templates');
const STALE_TEMPLATE_MS = 24 * 60 * 60 * 1000;
const templates = new Map<string, Promise<string>>();

async function openPgliteCopy(seed: boolean, now: Date): Promise<PortalDatabase> {
  const folder = await createTestDataFolder({ seed, now });
  try {
    const database = await openDatabase({ dataDir: folder });
    return {
      ...database,
      close: async () => {
        await database.close();
        rmSync(folder, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
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
      if (seed) await seedDemo(database.db, { now });
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
 * Changes whenever the migrations, the seed (all of server/db), the password format or the PGlite
 * version change, so a template never outlives the code that made it.
 */
function sourceFingerprint(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const hash = createHash('sha256');
  const sources = [...listSources(here), join(here, '..', 'security', 'password.ts')];
  for (const file of sources) hash.update(file.slice(here.length)).update(readFileSync(file));
  // The package's entry file differs between PGlite releases (its package.json is not exported).
  hash.update(readFileSync(createRequire(import.meta.url).resolve('@electric-sql/pglite')));
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
