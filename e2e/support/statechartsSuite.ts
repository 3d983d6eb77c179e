// The statechart pages (issue "The executable rulebook"): every catalog machine is listed and drawn
// in the browser from the same code as docs/statecharts, with its rule table, downloads and, for
// the viewer's own session, the current state highlighted. Local server only.
//
// Speed (issue 9 part 6: this spec alone took 5.6 minutes): every test used to sign in through the
// form and load each machine's page from scratch, so the ELK worker started and laid out again per
// test. Now each part shares ONE signed-in page (a worker-scoped fixture) and moves between machines
// by their links as a user does: the app stays loaded, the layout worker stays warm, and each
// machine is laid out once per run (views/statecharts/useDiagramLayout caches layouts per page
// session, so the keyboard and session tests, in the part that draws their machine, reuse them).
//
// The machines are split between two spec files (statecharts.spec.ts, statecharts-2.spec.ts), every
// other one each, so the two workers draw them at once: as one file, the last ~14 minutes of a
// loaded run were this file alone on one worker. Axe checks a sample of the machine pages (AXE_CHECKED).
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible as expectPageAccessible, signIn, test as base, USERS } from '../fixtures';

const DOCS = fileURLToPath(new URL('../../docs/statecharts/', import.meta.url));

/** The machines, as the committed export lists them (a unit test keeps that export fresh). */
const MACHINES: { id: string; title: string; rules: number }[] = readdirSync(DOCS)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((f) => {
    const doc = JSON.parse(readFileSync(`${DOCS}${f}`, 'utf8')) as { id: string; title: string; model: { transitions: unknown[] } };
    return { id: doc.id, title: doc.title, rules: doc.model.transitions.length };
  });

const SCREEN = { width: 1280, height: 800 };

/**
 * The machine pages axe checks: every machine's page is one template (heading, diagram, rule table,
 * downloads) filled from its export, so a sample finds what a page-wide rule would: every fifth
 * machine, the one with the most rules (the largest table and diagram) and the session page (the
 * highlighted current state, its own test). Axe was most of this journey's time (89 of 120 s over 20
 * machines, 26 Nov); each page is still drawn, measured, counted and downloaded. (Every fifth, not
 * fourth: the two spec files take every other machine, so both get a share.)
 */
const mostRules = MACHINES.reduce((most, m) => (most === undefined || m.rules > most.rules ? m : most), MACHINES[0])?.id;
const AXE_CHECKED = new Set(MACHINES.filter((m, index) => index % 5 === 0 || m.id === mostRules).map((m) => m.id));

/**
 * `page`: the one signed-in page every test of this spec uses (created once per worker; a worker
 * restarted after a failure signs in again). `expectAccessible` checks that page.
 */
const test = base.extend<object, { sharedPage: Page }>({
  sharedPage: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, userAgent, locale } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, userAgent, locale, viewport: SCREEN, acceptDownloads: true });
      const page = await context.newPage();
      await signIn(page, USERS.admin);
      await page.goto('/statecharts');
      // The first visit loads the statecharts chunks: give it the time the diagram gets below.
      await expect(page.getByRole('heading', { level: 1, name: 'Statecharts' })).toBeVisible({ timeout: 20_000 });
      await use(page);
      await context.close();
    },
    // Sign-in (with its axe check) and the first load: one test's budget is tight for that on a busy machine.
    { scope: 'worker', timeout: 120_000 },
  ],
  page: async ({ sharedPage }, use) => {
    await use(sharedPage);
  },
  expectAccessible: async ({ sharedPage }, use) => {
    await use((target = sharedPage) => expectPageAccessible(target));
  },
});

const diagramOf = (page: Page, title: string) => page.getByRole('img', { name: `${title}: statechart`, exact: true });
const rulesOf = (page: Page, title: string) => page.getByRole('grid', { name: `Rules of ${title}`, exact: true });

/** The index, by the "All statecharts" link when on a machine's page (no reload). */
async function openIndex(page: Page): Promise<Locator> {
  const back = page.getByRole('link', { name: 'All statecharts' });
  if (new URL(page.url()).pathname !== '/statecharts') {
    if (await back.isVisible()) await back.click();
    else await page.goto('/statecharts');
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Statecharts' })).toBeVisible();
  return page.getByRole('list', { name: 'Statecharts of the portal' });
}

/** A machine's page, reached from the index by its link (the app and its layout worker stay loaded). */
async function openMachine(page: Page, m: { id: string; title: string }): Promise<Locator> {
  const list = await openIndex(page);
  await list.getByRole('link', { name: m.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/statecharts/${m.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: m.title, exact: true })).toBeVisible();
  const diagram = diagramOf(page, m.title);
  await expect(diagram).toBeVisible({ timeout: 20_000 }); // ELK is loaded and run on this page
  return diagram;
}

async function download(page: Page, name: string): Promise<{ fileName: string; text: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name, exact: true }).click()]);
  return { fileName: file.suggestedFilename(), text: readFileSync(await file.path(), 'utf8') };
}

/** Part `part` of `parts`: the machines whose index in MACHINES is `part` modulo `parts`, and the tests that reuse their layouts. */
export function statechartsPart(part: number, parts: number): void {
  const mine = MACHINES.filter((_m, index) => index % parts === part);
  const drawsHere = (id: string | undefined) => mine.some((m) => m.id === id);

  test.describe(`statecharts (part ${part + 1} of ${parts})`, () => {
    if (part === 0) test('the index lists every machine with its kind and spec section, and links to its page', async ({ page, expectAccessible }) => {
      expect(MACHINES.length).toBeGreaterThan(0);
      const list = await openIndex(page);
      await expect(list.getByRole('listitem')).toHaveCount(MACHINES.length);
      for (const m of MACHINES) await expect(list.getByRole('link', { name: m.title, exact: true })).toBeVisible();
      await expect(list.getByText(/^(Business rule|App flow)$/)).toHaveCount(MACHINES.length);
      await expectAccessible();

      const first = MACHINES[0];
      if (!first) return;
      await list.getByRole('link', { name: first.title, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/statecharts/${first.id}$`));
      await expect(diagramOf(page, first.title)).toBeVisible({ timeout: 20_000 });
    });

    for (const m of mine) {
      const axe = AXE_CHECKED.has(m.id);
      test(`${m.id}: diagram fits 1280×800, rule table, downloads equal the committed export${axe ? ', axe clean' : ''}`, async ({ page, expectAccessible }) => {
        const diagram = await openMachine(page, m);
        const box = await diagram.boundingBox();
        expect(box, 'diagram box').not.toBeNull();
        expect(box?.width ?? Infinity).toBeLessThanOrEqual(SCREEN.width);
        expect(box?.height ?? Infinity).toBeLessThanOrEqual(SCREEN.height);

        const rows = rulesOf(page, m.title).getByRole('row');
        await expect(rows).toHaveCount(m.rules + 1); // header row + one per transition
        if (axe) await expectAccessible();

        const svg = await download(page, 'Download SVG');
        expect(svg.fileName).toBe(`${m.id}.svg`);
        expect(svg.text, 'the browser draws the same SVG as `npm run statecharts`').toBe(readFileSync(`${DOCS}${m.id}.svg`, 'utf8'));
        const json = await download(page, 'Download JSON');
        expect(json.fileName).toBe(`${m.id}.json`);
        expect(JSON.parse(json.text)).toMatchObject({ id: m.id, title: m.title });
      });
    }

    if (drawsHere(MACHINES[0]?.id)) test('keyboard: Tab reaches the download buttons and the rule table', async ({ page }) => {
      const m = MACHINES[0];
      if (!m) return;
      await openMachine(page, m);
      await page.getByRole('link', { name: 'All statecharts' }).focus();
      const targets = [
        page.getByRole('button', { name: 'Download SVG', exact: true }),
        page.getByRole('button', { name: 'Download JSON', exact: true }),
        rulesOf(page, m.title),
      ];
      const reached = new Set<number>();
      for (let presses = 0; presses < 30 && reached.size < targets.length; presses++) {
        await page.keyboard.press('Tab');
        for (const [i, target] of targets.entries()) {
          if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement))) reached.add(i);
        }
      }
      expect([...reached].sort()).toEqual([0, 1, 2]);
    });

    // In the part that draws the session machine (or part 1, to report its absence as a skip).
    if (drawsHere('session') || (part === 0 && !MACHINES.some((m) => m.id === 'session'))) test('the session page highlights the viewer’s own session state', async ({ page, expectAccessible }) => {
      const session = MACHINES.find((m) => m.id === 'session');
      test.skip(!session, 'no session machine in the catalog');
      if (!session) return;
      const diagram = await openMachine(page, session);
      await expect(page.getByText(/^Your session is currently in state: signedIn\b/)).toBeVisible();
      await expect(diagram.locator('[data-current="true"][data-state-id="session.signedIn"]')).toHaveCount(1);
      await expect(diagram.locator('desc')).toContainText('Current state: signedIn');
      await expectAccessible();
    });
  });
}
