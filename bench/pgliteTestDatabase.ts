// `node --import tsx bench/pgliteTestDatabase.ts`: a PGlite test database opened from a copied
// template folder (the old way) against one started in memory from the template's dump (the way
// server/db/testing.ts opens them now): open, 51 statements, close; wall and CPU time, 4 runs each.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createTestDataFolder } from '../server/db/testing';

const dumpFile = join(tmpdir(), 'bench-pglite-template.tar');
const source = await createTestDataFolder();
if (!existsSync(dumpFile)) {
  const pglite = await PGlite.create({ dataDir: join(source, 'pgdata') });
  writeFileSync(dumpFile, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
  await pglite.close();
}
rmSync(source, { recursive: true, force: true });

async function work(pglite: PGlite): Promise<void> {
  await pglite.query('select count(*) from invoices');
  for (let i = 0; i < 50; i++) await pglite.query(`update invoices set notes = 'x${i}' where id = (select id from invoices limit 1)`);
}

async function measure(name: string, run: () => Promise<void>): Promise<void> {
  for (let i = 0; i < 4; i++) {
    const cpu = process.cpuUsage();
    const started = performance.now();
    await run();
    const used = process.cpuUsage(cpu);
    console.log(`${name}: wall ${Math.round(performance.now() - started)} ms, cpu ${Math.round((used.user + used.system) / 1000)} ms`);
  }
}

await measure('copied folder', async () => {
  const folder = await createTestDataFolder();
  const pglite = await PGlite.create({ dataDir: join(folder, 'pgdata') });
  await work(pglite);
  await pglite.close();
  rmSync(folder, { recursive: true, force: true });
});
await measure('in memory from the dump', async () => {
  const pglite = await PGlite.create({ loadDataDir: new Blob([readFileSync(dumpFile)]) });
  await work(pglite);
  await pglite.close();
});
