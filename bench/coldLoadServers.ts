// Two real servers for a before/after cold-load run (bench/coldLoad.ts before=… after=…): this tree
// and another checkout (BENCH_BEFORE_ROOT, built with `npx vite build` there), each on its own fresh
// data folder. Prints their URLs and runs until stopped (Ctrl-C / SIGTERM).
//   BENCH_BEFORE_ROOT=/work/wt/size-before npx tsx bench/coldLoadServers.ts 50101 50102
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as thisTree from '../e2e/support/realServer';
import { startRealServer, waitForHttp } from '../e2e/support/realServer';

const [beforePort = '48196', afterPort = '48197'] = process.argv.slice(2);
const beforeRoot = process.env.BENCH_BEFORE_ROOT;
if (!beforeRoot) throw new Error('BENCH_BEFORE_ROOT=<checkout of the before commit, built> is required');

// The other checkout's own helper: its REPO_ROOT is that checkout, so it starts that tree's server.
const before = (await import(pathToFileURL(path.join(beforeRoot, 'e2e', 'support', 'realServer.ts')).href)) as typeof thisTree;
const servers = [await before.startRealServer({ name: 'bench-before', port: Number(beforePort) }), await startRealServer({ name: 'bench-after', port: Number(afterPort) })];
await before.waitForHttp(`http://127.0.0.1:${beforePort}/`, 300_000, servers[0]!);
await waitForHttp(`http://127.0.0.1:${afterPort}/`, 300_000, servers[1]!);
console.log(`ready: before=http://127.0.0.1:${beforePort} after=http://127.0.0.1:${afterPort}`);
const stop = async () => {
  await Promise.all(servers.map((server) => server.stop(8_000)));
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
await new Promise(() => {});
