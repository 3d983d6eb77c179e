// Shared fixtures for the journeys: `expectAccessible(page)` (axe, WCAG 2.0 A/AA + 2.1 AA, zero
// violations) to call on every screen a test visits, and `signIn(email)` through the real sign-in form.
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './support/env';

export { expect };
export * from './support/env';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Violation = AxeResults['violations'][number];

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa'];

/**
 * axe as the journeys run it ~230 times a run. Legacy mode runs `axe.run` in the page itself: the
 * default opens a blank page per check to merge per-frame results (for cross-origin iframes, which
 * the portal has none of) and ships every passing node there as JSON. Only violations are collected
 * (`resultTypes`): passes and inapplicable rules carry no node details. Measured side by side on
 * three screens, the same violations at about a third of the time (e.g. Transaction History 13.4 s
 * -> 4.0 s per check on a loaded machine; issue 9 part 6, bench/README.md "axe in the journeys").
 */
// `options()` replaces every option, `withTags()` adds one: in this order both hold.
const axeBuilder = (page: Page) => new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(AXE_TAGS).setLegacyMode(true);

/** One readable block per violation: rule, impact, help, and every offending node with its fix. */
export function formatViolations(violations: Violation[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .map((n) => `    - ${n.target.join(' ')}\n      ${(n.failureSummary ?? '').replace(/\n/g, '\n      ')}`)
        .join('\n');
      return `[${v.impact ?? 'n/a'}] ${v.id}: ${v.help}\n  ${v.helpUrl}\n${nodes}`;
    })
    .join('\n\n');
}

/** Runs axe on the page as it is now and fails with a readable list when anything violates. */
export async function expectAccessible(page: Page): Promise<void> {
  // A dialog still fading in (or an overlay fading out) has colours between two states: axe would
  // judge the half-way contrast. Wait for running CSS transitions and animations to finish first.
  // Endless ones (spinners) never finish and do not change contrast: they are left out.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  let results = await axeBuilder(page).analyze();
  if (results.violations.length > 0) {
    // Judge the settled page, not one frame of a layout in motion: a virtualized table re-lays out
    // after a ResizeObserver tick (a dialog opening hides the scrollbar), and for that frame its body
    // can overflow without a focusable row (scrollable-region-focusable; CI, once). A violation the
    // page keeps after a few frames and a short pause is real, and fails.
    await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 250)))));
    results = await axeBuilder(page).analyze();
  }
  const where = new URL(page.url()).pathname;
  // The count keeps the failure short; the message lists every violation readably.
  expect(
    results.violations.length,
    `axe (${AXE_TAGS.join(', ')}) on ${where}: ${results.violations.length} violation(s)\n\n${formatViolations(results.violations)}\n`,
  ).toBe(0);
}

/** The sign-in form, by the accessible names the views promise. */
export function signInForm(page: Page): { heading: Locator; email: Locator; password: Locator; submit: Locator } {
  return {
    heading: page.getByRole('heading', { level: 1, name: 'Sign In' }),
    email: page.getByLabel(/^Email/),
    password: page.getByLabel(/^Password/),
    submit: page.getByRole('button', { name: 'Sign In', exact: true }),
  };
}

/**
 * Submits the sign-in form and waits for the server's answer to POST /auth/sign-in, so callers can
 * assert what the page shows for that answer (the same message may already be on screen).
 */
export async function submitSignIn(page: Page, email: string, password: string): Promise<number> {
  const form = signInForm(page);
  await form.email.fill(email);
  await form.password.fill(password);
  const [response] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === '/auth/sign-in' && r.request().method() === 'POST'),
    form.submit.click(),
  ]);
  return response.status();
}

/**
 * Signs in through the UI from /login (checked with axe first) and waits until the app has left
 * /login. It does not assert where the app lands: callers do.
 */
export async function signIn(page: Page, email: string, password: string = DEMO_PASSWORD): Promise<void> {
  if (pathnameOf(page) !== '/login') await page.goto('/login');
  const form = signInForm(page);
  await expect(form.heading).toBeVisible();
  await expectAccessible(page);
  const status = await submitSignIn(page, email, password);
  expect(status, `POST /auth/sign-in for ${email}`).toBe(200);
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
}

export interface Fixtures {
  /** axe with WCAG 2.0 A/AA and 2.1 AA tags: zero violations, printed readably otherwise. */
  expectAccessible: (page?: Page) => Promise<void>;
  /** `signIn(page, …)` on the test's page. */
  signIn: (email: string, password?: string) => Promise<void>;
}

export const test = base.extend<Fixtures>({
  expectAccessible: async ({ page }, use) => {
    await use((target = page) => expectAccessible(target));
  },
  signIn: async ({ page }, use) => {
    await use((email, password) => signIn(page, email, password));
  },
});

/** Pathname of the page's current URL ('' before the first navigation). */
export function pathnameOf(page: Page): string {
  const url = page.url();
  return url.startsWith('http') ? new URL(url).pathname : '';
}
