// Size gate (`npx size-limit`, step `size` of `npm test`, after `build`): the JavaScript each budgeted
// page loads, gzip, from the built files. Deterministic: the sets come from Vite's manifest
// (dist/.vite/manifest.json), following static imports from the modules a page loads, the way the
// browser follows them. Budgets: issue 9 part 3. Checked against the browser's own list of
// downloads with `npx tsx bench/coldLoad.ts` (the same files, measured in Chromium).
import { existsSync, readFileSync } from 'node:fs';

const MANIFEST = 'dist/.vite/manifest.json';
if (!existsSync(MANIFEST)) throw new Error(`${MANIFEST} is missing: run \`npx vite build\` first (build.manifest is on in vite.config.ts)`);
/** @type {Record<string, { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean }>} */
const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'));

/**
 * The English messages of one part (src/i18n/messageAreas.ts): the build puts each locale's public
 * areas in one chunk `messages-en-US-public-*` and every other area in `messages-en-US-signedIn-*`
 * (vite.config.ts); public pages load the first, signed-in routes both.
 */
function messageChunks(part) {
  const keys = Object.keys(manifest).filter((key) => manifest[key].file.startsWith(`assets/messages-en-US-${part}-`));
  if (keys.length !== 1) throw new Error(`size gate: expected one messages-en-US-${part} chunk in ${MANIFEST}, found ${keys.length}`);
  return keys;
}

/** Modules a page loads at start (the entry) or lazily while it first renders. */
const BOOT = ['index.html', ...messageChunks('public')];
const PAGES = [
  {
    name: 'sign-in route (/login): entry, sign-in screen, English messages',
    // Issue 9 asks for 160 kB: met in session 8 (158.8 kB, from 299); see bench/README.md "Sign-in page
    // JS" and "Session 8". This limit is a ratchet at today's size: lower it, never raise it.
    // Raised 208 -> 211 kB when issue 11's users, groups and company messages landed (210.9 kB): every
    // area file of a locale is in the one bundle the sign-in page loads; loading the signed-in areas'
    // messages with their screens is the open step that wins this back and more. Then 211 -> 214 kB
    // with issue 12's password-reset and single-sign-on messages and screens' routes (213.4 kB).
    // Lowered to 194 kB when the signed-in areas' messages moved out of the boot bundle (193.7 kB:
    // src/i18n/messageAreas.ts; a new area file lands in the signed-in part and costs this page nothing),
    // then to 186 kB (185.6 kB) with zod/mini's own tree-shaken copy of zod core (vite.config.ts).
    // Raised 186 -> 192 kB (191.3 kB) when session 5 merged the sign-in code step (session machine state
    // and its lazy screen's route), the activation, apply, profile, help, reports and MFA routes and
    // menu entries into the route table the entry carries. Lowered 192 -> 183 kB (182.5 kB) in session 6:
    // the screen loaders and their preload lists in their own chunk (src/app/screens.ts, -7.6 kB),
    // react-router's production build (-0.5 kB), two message loaders per locale instead of one per
    // area file (src/i18n/loadMessages.ts, -0.9 kB now; it also keeps ten more locales from adding
    // ~12 kB here). Raised 183 -> 185 kB (184.1 kB) by session 6's merge: sixteen locales in the locale
    // rules and picker (issue 15) and the seller, staff and developer routes in the route table (issue 14).
    // Lowered 185 -> 159 kB (158.8 kB, 5 files) in session 8 (bench/README.md "Session 8"): no zod at
    // boot (shape readers, the sign-in rules loaded on first use), react-router's Link/NavLink/Form and
    // react-intl's Formatted* out, the entry's static imports in the entry chunk and the sign-in
    // screen's modules in one chunk (vite.config.ts). Issue 9's budget, 160 kB, is met: this limit
    // stays the ratchet at today's size and never goes above 160.
    limit: '159 kB',
    modules: [...BOOT, 'views/public/SignInPage.tsx'],
  },
  {
    name: 'Account Overview signed in: entry, both message parts, layout, overview and its actors, session start, invoice table',
    // Issue 9 asks for 300 kB. Reached so far: see bench/README.md. A ratchet at today's size; raised
    // once from 385 to 391 kB when the issue-10 app machines (invoice row actions, credit status) landed,
    // lowered to 385 kB by the precompiled messages (384.0 kB), raised to 390 kB by issue 11's
    // messages and routes (389.4 kB; see the sign-in page), to 392 kB by issue 12's (391.9 kB).
    // Lowered to 369 kB (368.8 kB): its own tabs instead of Spectrum Tabs (which import Picker), the
    // invoice dialogs loaded when one first opens; the messages now come in two chunks (public, signed-in).
    // Then 361 kB (360.7 kB) with zod/mini's own copy of zod core (vite.config.ts), 349 kB (348.9 kB)
    // when the HTML sanitiser, which no screen uses yet, stopped being warmed up at boot.
    // Raised 349 -> 362 kB (361.0 kB) in session 5's merge: the signed-in messages of the new areas
    // (mfa, activation, apply, alerts: 21.9 -> 25.5 kB), the closable app alerts and the header's language
    // choice (deferred like the sign-in page's: the Picker loads on first use). Next: public-page areas
    // (activation, apply) into screen messages, then the budget work of bench/README.md.
    // Lowered 362 -> 357 kB (356.9 kB) in session 6: activation and apply are screen messages (-2.4 kB),
    // the route table's loaders and message loaders as on the sign-in page (the screen loaders' chunk,
    // 7.4 kB, is in this set: it loads with the first signed-in screen). Raised 357 -> 364 kB (363.9 kB)
    // by session 6's merge: the staff and developer areas in the signed-in messages, their screens in the
    // loaders' chunk, the locale rules for sixteen locales. Moving staff/developers to screen files was
    // measured (-1.4 kB here) but costs the sign-in page +1.1 kB (every locale's screen loaders are in the
    // entry): next, screen-message loaders out of the entry, then that move.
    // Lowered 364 -> 351 kB (349.8 kB) in session 7: the operations are strings POSTed by our own small
    // client (codegen.ts documentMode 'string', src/api/graphqlClient.ts), no graphql-request, parser or printer.
    // Then 349 kB (347.3 kB): the staff and developers texts are screen messages (screens/staff.json,
    // screens/developers.json), loaded with their screens, not in the signed-in part (26.1 -> 23.7 kB).
    // Then 345 kB (343.3 kB): the screen loaders in four group modules (src/app/screens/), the overview
    // loads the buyer group's only (8.3 -> 4.2 kB); the sign-in page pays 0.1 kB for the four group loaders.
    // Then 343 kB (341.7 kB): the statecharts and disputes texts are screen messages too (signed-in part 23.7 -> 22.0 kB).
    // Then 344 kB (343.4 kB): session 7's merge (the payment approval step and its operations, the
    // chargeCreated subscription, the seller console's operations in the shared documents chunk).
    // Session 8 (w/overview-size): the set now also holds what the layout's and the overview's screen
    // loaders import beside their pages (layoutActors, creditUsageActors, addBankAccountPrompt; 343.4
    // kB was 348.3 kB counted this way). Lowered 344 -> 320 kB (319.3 kB): a module per GraphQL
    // operation (scripts/operationDocuments.ts), the overview's loaders without the payment, credit
    // request and reports workflow machines, the purchase cards, bank accounts, users, groups, company,
    // purchasing controls and payment screens' texts as screen messages. What is left (the invoice
    // table's TableView, 55 kB of this set): bench/README.md "Session 8". Then 298 kB (297.2 kB) in
    // session 8's merge: the sign-in page's cuts (no zod at boot, react-router's Link out) and the
    // layout's modules in one chunk (vite.config.ts `signedInLayout`). Issue 9's 300 kB is met.
    limit: '298 kB',
    modules: [
      ...BOOT,
      ...messageChunks('signedIn'),
      'src/api/sessionStart.ts',
      // The screen loaders of the layout and the buyer's screens (src/app/screens/buyerScreens.ts): out of the entry, loaded with the first signed-in screen.
      'src/app/screens/buyerScreens.ts',
      'views/layout/SignedInLayout.tsx',
      'src/api/layoutActors.ts',
      'views/overview/AccountOverviewPage.tsx',
      // What the overview's screen loader imports with its page (buyerScreens.ts accountOverview).
      'src/api/invoiceActors.ts',
      'src/api/paymentHistoryActors.ts',
      'src/api/creditIncreaseActors.ts',
      'src/api/creditUsageActors.ts',
      'src/api/addBankAccountPrompt.ts',
      'views/common/invoiceList/InvoiceTable.tsx',
      // Not the HTML sanitiser any more: it was warmed up when the browser was idle with a session;
      // it now loads with the first screen that shows program HTML (src/app/boot/sanitiser.ts).
    ],
  },
];
const LAZY_CHUNK_LIMIT_KB = 130;
/** The statechart layout engine: only in its Web Worker, which only /statecharts pages start. */
const LAYOUT_ENGINE = /elk/i;

function closure(modules) {
  const seen = new Set();
  const stack = [...modules];
  while (stack.length > 0) {
    const key = stack.pop();
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`size gate: ${key} is not in ${MANIFEST} (renamed? update .size-limit.mjs)`);
    seen.add(key);
    stack.push(...(chunk.imports ?? []));
  }
  return [...seen].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
}

const checks = PAGES.map((page) => {
  const files = closure(page.modules);
  const engine = files.filter((file) => LAYOUT_ENGINE.test(file));
  if (engine.length > 0) throw new Error(`size gate: ${page.name} loads the statechart layout engine (${engine.join(', ')}); it belongs in its worker`);
  return { name: page.name, path: files.map((file) => `dist/${file}`), limit: page.limit, gzip: true };
});

// The layout engine (elkjs, ~440 kB gzip) runs in a Web Worker (an asset file, not in the manifest);
// its main-thread build is a dynamic import of the statecharts module only. Nothing else may import it.
for (const [key, chunk] of Object.entries(manifest)) {
  const imported = [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])].filter((dep) => LAYOUT_ENGINE.test(dep));
  const owner = (chunk.src ?? key).replace(/^_/, '');
  if (imported.length > 0 && !/statecharts/.test(owner)) throw new Error(`size gate: ${owner} imports the statechart layout engine (${imported.join(', ')})`);
}

// Every other chunk on its own: no lazy route chunk over 130 kB (the entry is in the page sets above).
const entryFile = manifest['index.html'].file;
const chunkFiles = new Set(
  Object.values(manifest)
    .map((chunk) => chunk.file)
    .filter((file) => file.endsWith('.js') && file !== entryFile && !LAYOUT_ENGINE.test(file)),
);
for (const file of chunkFiles) {
  checks.push({ name: `lazy chunk ${file.replace(/^assets\//, '')}`, path: [`dist/${file}`], limit: `${LAZY_CHUNK_LIMIT_KB} kB`, gzip: true });
}

export default checks;
