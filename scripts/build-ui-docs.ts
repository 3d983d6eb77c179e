// `npm run docs:ui` (also the first step of `npm run build`): writes public/docs/ui/index.html, the
// UI documentation (views/common components and their props, the statecharts), which vite build
// copies to dist/ and the portal serves at /docs/ui/index.html. `--check` writes nothing and exits 1
// when the committed page is stale (CI makes the same check in scripts/uiDocs/uiDocs.test.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import { UI_DOCS_FILE, buildUiDocs } from './uiDocs/buildUiDocs';

const html = buildUiDocs();
const current = (() => {
  try {
    return readFileSync(UI_DOCS_FILE, 'utf8');
  } catch {
    return null;
  }
})();
if (process.argv.includes('--check')) {
  if (current !== html) {
    console.error('public/docs/ui/index.html is stale: run `npm run docs:ui`.');
    process.exit(1);
  }
  console.log('public/docs/ui/index.html is up to date.');
} else {
  if (current !== html) writeFileSync(UI_DOCS_FILE, html);
  console.log(`public/docs/ui/index.html ${current === html ? 'unchanged' : 'written'}.`);
}
