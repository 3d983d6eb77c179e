/**
 * `tsx server/audit/measureAudit.ts [pglite|postgres] [entries]`: measures the audit trail on a
 * fresh test database: appends per second (one transaction each, serial and 10 at a time) and the
 * time to verify the chain. Prints numbers, asserts nothing (DESIGN: benchmarks are not tests).
 */
import { openTestDatabase, type TestBackend } from '../db/testing';
import { appendAuditEntry } from './auditLog';
import { sampleEntry } from './auditTesting';
import { verifyAuditChain } from './verifyAuditChain';

const kind = (process.argv[2] ?? 'pglite') as TestBackend;
const total = Number(process.argv[3] ?? 10_000);

const database = await openTestDatabase(kind, { seed: false });
try {
  let n = 0;
  const appendOne = () => database.db.transaction().execute((trx) => appendAuditEntry(trx, sampleEntry((n += 1))));
  const serialCount = Math.floor(total / 2);
  let started = performance.now();
  for (let i = 0; i < serialCount; i += 1) await appendOne();
  const serialSeconds = (performance.now() - started) / 1000;

  const concurrentCount = total - serialCount;
  started = performance.now();
  let remaining = concurrentCount;
  await Promise.all(Array.from({ length: 10 }, async () => {
    while (remaining > 0) {
      remaining -= 1;
      await appendOne();
    }
  }));
  const concurrentSeconds = (performance.now() - started) / 1000;

  started = performance.now();
  const result = await verifyAuditChain(database.db);
  const verifyMs = performance.now() - started;
  console.log(JSON.stringify({
    backend: kind,
    serialAppendsPerSecond: Math.round(serialCount / serialSeconds),
    concurrent10AppendsPerSecond: Math.round(concurrentCount / concurrentSeconds),
    verified: result.ok ? result.entries : result,
    verifyMs: Math.round(verifyMs),
  }));
} finally {
  await database.close();
}
