/**
 * `npm run seed [-- --reset] [-- --invoices N]`: puts the demo data into the database the server
 * uses (DATABASE_URL, else the PGlite folder PORTAL_DATA_DIR, default ./data). Refuses while a
 * server owns that folder.
 */
import { parseArgs } from 'node:util';
import { DEFAULT_DATA_DIR, DataFolderLockedError, openDatabase } from './database';
import { resetDatabase, seedDemo } from './seed';

const USAGE = 'Usage: npm run seed -- [--reset] [--invoices N]';

class UsageError extends Error {}

function parseOptions(): { reset: boolean; invoices: number } {
  let values: { reset?: boolean; invoices?: string };
  try {
    ({ values } = parseArgs({ options: { reset: { type: 'boolean' }, invoices: { type: 'string' } } }));
  } catch (error) {
    throw new UsageError(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  const invoices = values.invoices === undefined ? 0 : Number(values.invoices);
  if (!Number.isSafeInteger(invoices) || invoices < 0) throw new UsageError(`--invoices needs a whole number.\n${USAGE}`);
  return { reset: values.reset ?? false, invoices };
}

async function main(): Promise<void> {
  const { reset, invoices } = parseOptions();
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = process.env.PORTAL_DATA_DIR || DEFAULT_DATA_DIR;
  const target = databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dataDir}`;
  const database = await openDatabase({ dataDir, databaseUrl, log: (message) => console.log(message) });
  try {
    if (reset) {
      await resetDatabase(database.db);
      console.log(`Emptied every table of ${target}.`);
    }
    const started = performance.now();
    const summary = await seedDemo(database.db, { now: new Date(), invoices });
    if (!summary.seeded) {
      console.log(`${target} already has data; nothing inserted. Use --reset to start over.`);
      return;
    }
    const large = summary.largeBuyerInvoices ? `, plus ${summary.largeBuyerInvoices} invoices of Globex Wholesale` : '';
    const ms = Math.round(performance.now() - started);
    console.log(`Seeded ${target}: ${summary.users} users, ${summary.invoices} invoices, ${summary.payments} payments${large} (${ms} ms).`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  // A locked folder or a wrong flag is an expected situation: say what to do, without a stack trace.
  const expected = error instanceof DataFolderLockedError || error instanceof UsageError;
  console.error(expected ? error.message : error);
  process.exitCode = 1;
});
