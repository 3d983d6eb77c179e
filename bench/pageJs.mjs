// `node bench/pageJs.mjs <dist> login|overview [--modules]`: the JS a page loads (the size gate's sets), per chunk,
// gzip -9; with --modules, each package's share from the source maps (build with BUILD_SOURCEMAPS=hidden).
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
const [dist, page, flag] = process.argv.slice(2);
const manifest = JSON.parse(readFileSync(`${dist}/.vite/manifest.json`, 'utf8'));
// English messages: the public part at boot, the signed-in part with signed-in routes (src/i18n/messageAreas.ts).
const messages = (part) => Object.keys(manifest).filter((k) => manifest[k].file.startsWith(`assets/messages-en-US-${part}-`));
const BOOT = ['index.html', ...messages('public')];
const PAGES = { login: [...BOOT, 'views/public/SignInPage.tsx'], overview: [...BOOT, ...messages('signedIn'), 'src/api/sessionStart.ts', 'src/app/screens/buyerScreens.ts', 'views/layout/SignedInLayout.tsx', 'src/api/layoutActors.ts', 'views/overview/AccountOverviewPage.tsx', 'src/api/invoiceActors.ts', 'src/api/paymentHistoryActors.ts', 'src/api/creditIncreaseActors.ts', 'src/api/creditUsageActors.ts', 'src/api/addBankAccountPrompt.ts', 'views/common/invoiceList/InvoiceTable.tsx'] };
const seen = new Set(); const stack = [...PAGES[page]];
while (stack.length) { const k = stack.pop(); if (seen.has(k)) continue; seen.add(k); stack.push(...(manifest[k].imports ?? [])); }
const files = [...seen].map((k) => [k, manifest[k].file]).filter(([, f]) => f.endsWith('.js'));
let total = 0; const rows = [];
for (const [k, f] of files) { const buf = readFileSync(`${dist}/${f}`); const gz = gzipSync(buf, { level: 9 }).length; total += gz; rows.push([gz, f, k]); }
rows.sort((a, b) => b[0] - a[0]);
for (const [gz, f, k] of rows) console.log((gz / 1000).toFixed(1).padStart(7), f.padEnd(50), k);
console.log('TOTAL', (total / 1000).toFixed(1), 'kB gzip', files.length, 'files');
if (flag === '--modules') {
  // attribute each chunk's bytes to source modules via its source map (raw bytes, then scaled by the chunk's gzip ratio)
  const byPkg = new Map();
  for (const [gz, f] of rows) {
    const mapPath = `${dist}/${f}.map`; if (!existsSync(mapPath)) continue;
    const map = JSON.parse(readFileSync(mapPath, 'utf8'));
    const code = readFileSync(`${dist}/${f}`, 'utf8');
    const lines = code.split('\n');
    // decode mappings
    const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
    const counts = new Array(map.sources.length).fill(0);
    let src = 0; const segsLines = map.mappings.split(';');
    for (let li = 0; li < segsLines.length; li++) {
      let col = 0; const segs = segsLines[li].split(',').filter(Boolean); const parsed = [];
      for (const seg of segs) { const vals = []; let v = 0, shift = 0; for (const ch of seg) { let d = chars.indexOf(ch); const cont = d & 32; d &= 31; v += d << shift; if (cont) shift += 5; else { vals.push(v & 1 ? -(v >> 1) : v >> 1); v = 0; shift = 0; } } col += vals[0]; if (vals.length > 1) src += vals[1]; parsed.push([col, vals.length > 1 ? src : -1]); }
      const len = (lines[li] ?? '').length;
      for (let i = 0; i < parsed.length; i++) { const [c, s] = parsed[i]; const end = i + 1 < parsed.length ? parsed[i + 1][0] : len; if (s >= 0) counts[s] += end - c; }
    }
    const raw = code.length; const ratio = gz / raw;
    map.sources.forEach((s, i) => { const m = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(s); const key = m ? m[1] : s.replace(/^(\.\.\/)+/, ''); byPkg.set(key, (byPkg.get(key) ?? 0) + counts[i] * ratio); });
  }
  const sorted = [...byPkg].sort((a, b) => b[1] - a[1]);
  for (const [k, v] of sorted.slice(0, 60)) console.log((v / 1000).toFixed(1).padStart(7), k);
}
