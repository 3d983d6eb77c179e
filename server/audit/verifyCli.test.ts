import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { promisify } from 'node:util';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import type { Database } from '../db/schema';
import { createTestDataFolder } from '../db/testing';
import { appendSamples, tamper } from './auditTesting';

const run = promisify(execFile);

async function verifyCli(dataDir: string, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const env = { ...process.env, PORTAL_DATA_DIR: dataDir, DATABASE_URL: '' };
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'server/audit/verifyCli.ts', ...args], { env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

async function withDatabase(dataDir: string, action: (db: Kysely<Database>) => Promise<unknown>): Promise<void> {
  const database = await openDatabase({ dataDir });
  try {
    await action(database.db);
  } finally {
    await database.close();
  }
}

describe('verifyCli', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await createTestDataFolder({ seed: false });
    await withDatabase(dataDir, (db) => appendSamples(db, 3));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('prints OK with the head to anchor later runs, exit 0', async () => {
    const result = await verifyCli(dataDir);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^OK: 3 entries verified in \d+ ms, head 3 [0-9a-f]{64}\n$/);
    const anchor = /head (\d+) ([0-9a-f]{64})/.exec(result.stdout);
    expect((await verifyCli(dataDir, '--anchor', `${anchor?.[1]}:${anchor?.[2]}`, '--from', '2')).stdout).toMatch(/^OK: 2 entries/);
  });

  it('prints the problem and exits 1 when an entry was edited', async () => {
    await withDatabase(dataDir, (db) => tamper(db, sql`update audit_log set entity_id = 'card-x' where seq = 2`));
    const result = await verifyCli(dataDir);
    expect(result).toMatchObject({ code: 1, stdout: 'PROBLEM: edited at seq 2: entry 2 does not match its hash\n' });
  });

  it('exits 2 on a usage error', async () => {
    const result = await verifyCli(dataDir, '--anchor', 'nonsense');
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/--anchor needs SEQ:HASH/);
  });
});
