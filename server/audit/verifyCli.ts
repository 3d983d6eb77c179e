/**
 * `tsx server/audit/verifyCli.ts [--from SEQ] [--anchor SEQ:HASH]`: verifies the audit chain of
 * the database the server uses (DATABASE_URL, else the PGlite folder PORTAL_DATA_DIR, default
 * ./data). Prints `OK: N entries, head SEQ HASH` (record the head: it is the anchor of a later run)
 * and exits 0, or prints the problem and exits 1. Exit 2: could not run (usage, locked folder).
 */
import { parseArgs } from 'node:util';
import { DEFAULT_DATA_DIR, DataFolderLockedError, openDatabase } from '../db/database';
import { verifyAuditChain, type VerifyOptions } from './verifyAuditChain';

const USAGE = 'Usage: tsx server/audit/verifyCli.ts [--from SEQ] [--anchor SEQ:HASH]';

class UsageError extends Error {}

function parseOptions(): VerifyOptions {
  let values: { from?: string; anchor?: string };
  try {
    ({ values } = parseArgs({ options: { from: { type: 'string' }, anchor: { type: 'string' } } }));
  } catch (error) {
    throw new UsageError(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  const options: VerifyOptions = {};
  if (values.from !== undefined) {
    const fromSeq = Number(values.from);
    if (!Number.isSafeInteger(fromSeq) || fromSeq < 1) throw new UsageError(`--from needs a positive whole number.\n${USAGE}`);
    options.fromSeq = fromSeq;
  }
  if (values.anchor !== undefined) {
    const match = /^(\d+):([0-9a-f]{64})$/.exec(values.anchor);
    if (!match) throw new UsageError(`--anchor needs SEQ:HASH (64 hex digits).\n${USAGE}`);
    options.anchor = { seq: Number(match[1]), hash: match[2] as string };
  }
  return options;
}

async function main(): Promise<number> {
  const options = parseOptions();
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = process.env.PORTAL_DATA_DIR || DEFAULT_DATA_DIR;
  const database = await openDatabase({ dataDir, databaseUrl });
  try {
    const started = performance.now();
    const result = await verifyAuditChain(database.db, options);
    const ms = Math.round(performance.now() - started);
    if (!result.ok) {
      console.log(`PROBLEM: ${result.problem} at seq ${result.seq}: ${result.detail}`);
      return 1;
    }
    const head = result.head ? `, head ${result.head.seq} ${result.head.hash}` : '';
    console.log(`OK: ${result.entries} entries verified in ${ms} ms${head}`);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    const expected = error instanceof DataFolderLockedError || error instanceof UsageError;
    console.error(expected ? error.message : error);
    process.exitCode = 2;
  },
);
