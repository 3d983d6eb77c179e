import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SESSION_INFO_COOKIE } from '../../src/domain/session';
import { createTestDist, startTestServer, type TestServer } from './testing/testServer';
import type { BuildManifest } from './spaPreloads';

/**
 * /login's first response carries the sign-in screen inside #root (issue 9 part 3), from the files
 * `vite build` writes (scripts/prerender/signInEntry.tsx): markup with each text as a token, and the
 * bundled messages those tokens name. The server fills in the program's name and its overrides (the
 * demo program overrides `signIn.intro` in en-US), and sends the plain page whenever the markup might
 * not be what the app shows. A dist laid out as the build lays it out, with a small stand-in markup.
 */
const FILL_SOURCE = fileURLToPath(new URL('../../scripts/prerender/fillTexts.ts', import.meta.url));
const token = (name: string) => `\uE000${name}\uE001`;
const literal = (value: string) => [{ type: 0, value }];
const MARKUP = (variant: string) =>
  `<div data-variant="${variant}"><span>${token('#brand')}</span><form aria-label="${token('signIn.form.label')}"><h1>${token('signIn.heading')}</h1><p>${token('signIn.intro')}</p><input type="email"/></form></div>`;
const PRERENDER = {
  locale: 'en-US',
  markup: { single: MARKUP('single'), picker: MARKUP('picker') },
  messages: { 'signIn.heading': literal('Sign In'), 'signIn.intro': literal('Bundled intro'), 'signIn.form.label': literal('Sign in "now"') },
};
const MANIFEST: BuildManifest = {
  'index.html': { file: 'assets/index-E1.js', src: 'index.html', isEntry: true, css: ['assets/index-C1.css'], dynamicImports: ['views/public/SignInPage.tsx'] },
  'views/public/SignInPage.tsx': { file: 'assets/SignInPage-S1.js', src: 'views/public/SignInPage.tsx', css: ['assets/SignInPage-S1.css'] },
};

function builtDist(): string {
  const dist = createTestDist();
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>Portal</title><!--page-config--><link rel="stylesheet" crossorigin href="/assets/index-C1.css"></head><body><div id="root"></div></body></html>');
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  mkdirSync(join(dist, 'prerender', 'signIn'), { recursive: true });
  writeFileSync(join(dist, 'prerender', 'signIn', 'en-US.json'), JSON.stringify(PRERENDER));
  // The build bundles the text filler into this file; here it is the source itself.
  writeFileSync(join(dist, 'prerender', 'signIn', 'fill.mjs'), `export { fillSignInTexts } from ${JSON.stringify(FILL_SOURCE)};`);
  return dist;
}

const root = (html: string) => /<div id="root"([^>]*)>([\s\S]*)<\/div>\s*<\/body>/.exec(html);

describe('the prerendered sign-in screen in /login', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', { distDir: builtDist() });
  });
  afterAll(() => server?.close());

  const page = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${server.url}${path}`, { headers: { 'Accept-Language': 'en-US,en;q=0.9', ...headers } });
    expect(response.status).toBe(200);
    return response.text();
  };

  it("fills #root with the screen in the browser's language: the program's name, its overrides over the bundled texts, all escaped", async () => {
    const html = await page('/login?returnUrl=%2Fpayments');
    // Home sends a visitor without a session to sign in: the same markup.
    expect(root(await page('/'))?.[2]).toBe(root(html)?.[2]);
    const [, attributes, markup] = root(html)!;
    expect(attributes).toBe(' data-prerendered="signIn"');
    // The demo program offers 16 locales: the language picker's variant.
    expect(markup).toContain('data-variant="picker"');
    expect(markup).toContain('<span>Northwind Trade Credit</span>');
    expect(markup).toContain('<h1>Sign In</h1>');
    expect(markup).toContain('<p>Sign in to manage your Northwind Trade Credit account.</p>');
    expect(markup).toContain('aria-label="Sign in &#34;now&#34;"');
    expect(markup).not.toMatch(/[\uE000\uE001]/);
    // Its stylesheet blocks the first paint like the entry's, so the markup paints styled.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/SignInPage-S1.css">');
    expect(html).not.toContain('as="style"');
  });

  it("names the page's language on <html>, prerendered or not: screen readers read the first bytes in it", async () => {
    expect(await page('/login')).toContain('<html lang="en-US">');
    expect(await page('/login', { 'Accept-Language': 'de-DE,de;q=0.9' })).toContain('<html lang="de-DE">');
    expect(await page('/account-overview', { 'Accept-Language': 'fr-FR' })).toContain('<html lang="fr-FR">');
    // A language the program does not offer: its default.
    expect(await page('/login', { 'Accept-Language': 'xx-YY' })).toContain('<html lang="en-US">');
  });

  it('sends the plain page where the app might show something else: a session cookie, a language without markup, another path', async () => {
    for (const html of [
      await page('/login', { Cookie: `${SESSION_INFO_COOKIE}=v1.e30.x` }),
      await page('/login', { 'Accept-Language': 'de-DE,de;q=0.9' }),
      await page('/account-overview'),
      await page('/login/extra'),
    ]) {
      expect(root(html)?.[2]).toBe('');
      expect(html).not.toContain('data-prerendered');
    }
    // Without markup the screen's stylesheet stays a preload: it must not hold up the first paint.
    expect(await page('/login', { 'Accept-Language': 'de-DE' })).toContain('<link rel="preload" as="style" crossorigin href="/assets/SignInPage-S1.css">');
  });
});
