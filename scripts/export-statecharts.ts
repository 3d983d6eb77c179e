// `npm run statecharts`: writes docs/statecharts/<id>.svg, .json, .md and README.md for every machine
// of the catalog, from the same code the statechart pages use. `--check` writes nothing and exits 1
// listing the stale files. CI makes the same check in vitest (src/statecharts/docsFreshness.test.ts).
import { relative } from 'node:path';
import { DOCS_DIR, loadSources, staleFiles, writePlan } from '../src/statecharts/docsFiles';
import { planExport } from '../src/statecharts/exportPlan';

const check = process.argv.includes('--check');
const sources = await loadSources();
const plan = await planExport(sources);
const where = relative(process.cwd(), DOCS_DIR) || '.';

if (check) {
  const stale = staleFiles(plan);
  if (stale.length > 0) {
    console.error(`Stale statechart docs in ${where} (run \`npm run statecharts\`):\n${stale.map((f) => `  ${f}`).join('\n')}`);
    process.exit(1);
  }
  console.log(`${where}: ${plan.size} files up to date (${sources.length} machines).`);
} else {
  const changed = writePlan(plan);
  console.log(`${where}: ${sources.length} machines, ${plan.size} files, ${changed.length} changed${changed.length ? `: ${changed.join(', ')}` : ''}.`);
}
