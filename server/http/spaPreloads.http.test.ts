import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTestDist, startTestServer, type TestServer } from './testing/testServer';
import { acceptedLanguages, type BuildManifest } from './spaPreloads';

/**
 * index.html carries preload links for what the route's first screen loads (issue 9: cold /login
 * LCP), computed from the build manifest: a dist laid out as `npx vite build` lays it out.
 */
const MANIFEST: BuildManifest = {
  'index.html': { file: 'assets/index-E1.js', src: 'index.html', isEntry: true, imports: ['_runtime-R1.js'], css: ['assets/index-C1.css'], dynamicImports: ['views/public/SignInPage.tsx', '_messages-en-US-public-M1.js', '_messages-de-DE-public-M2.js', '_messages-en-US-signedIn-M3.js'] },
  '_runtime-R1.js': { file: 'assets/runtime-R1.js' },
  'views/public/SignInPage.tsx': { file: 'assets/SignInPage-S1.js', src: 'views/public/SignInPage.tsx', imports: ['_runtime-R1.js', 'index.html', '_TextField-T1.js'], css: ['assets/SignInPage-S1.css'], dynamicImports: ['views/public/signIn/SignInFailure.tsx'] },
  '_TextField-T1.js': { file: 'assets/TextField-T1.js', imports: ['_runtime-R1.js'], css: ['assets/Field-F1.css'] },
  'views/public/signIn/SignInFailure.tsx': { file: 'assets/SignInFailure-X1.js', imports: ['_runtime-R1.js'] },
  '_messages-en-US-public-M1.js': { file: 'assets/messages-en-US-public-M1.js', imports: ['_runtime-R1.js'] },
  '_messages-de-DE-public-M2.js': { file: 'assets/messages-de-DE-public-M2.js', imports: ['_runtime-R1.js'] },
  '_messages-en-US-signedIn-M3.js': { file: 'assets/messages-en-US-signedIn-M3.js', imports: ['_runtime-R1.js'] },
};
const VITE_HEAD = '<script type="module" crossorigin src="/assets/index-E1.js"></script><link rel="modulepreload" crossorigin href="/assets/runtime-R1.js"><link rel="stylesheet" crossorigin href="/assets/index-C1.css">';

function builtDist(): string {
  const dist = createTestDist();
  writeFileSync(join(dist, 'index.html'), `<!doctype html><html><head><title>Portal</title><!--page-config-->${VITE_HEAD}</head><body><div id="root"></div></body></html>`);
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  for (const chunk of Object.values(MANIFEST)) for (const file of [chunk.file, ...(chunk.css ?? [])]) writeFileSync(join(dist, file), '/* built */');
  return dist;
}

/** The hrefs of the `<link rel=... >` elements in the page's head, by rel (and `as`). */
function links(html: string): { modulepreload: string[]; style: string[]; stylesheet: string[] } {
  const head = html.slice(0, html.indexOf('</head>'));
  const all = [...head.matchAll(/<link ([^>]*)>/g)].map((match) => match[1]!);
  const hrefs = (test: (attributes: string) => boolean) => all.filter(test).map((attributes) => /href="([^"]+)"/.exec(attributes)![1]!);
  return {
    modulepreload: hrefs((a) => a.includes('rel="modulepreload"') && a.includes('crossorigin')),
    style: hrefs((a) => a.includes('rel="preload"') && a.includes('as="style"') && a.includes('crossorigin')),
    stylesheet: hrefs((a) => a.includes('rel="stylesheet"')),
  };
}

describe('preload links in index.html', () => {
  let server: TestServer;
  beforeAll(async () => {
    // The program offers German (the demo program: en-US and de-DE).
    server = await startTestServer('pglite', { distDir: builtDist() });
  });
  afterAll(() => server?.close());

  const page = async (path: string, acceptLanguage: string) => {
    const response = await fetch(`${server.url}${path}`, { headers: { 'Accept-Language': acceptLanguage } });
    expect(response.status).toBe(200);
    return response.text();
  };

  it('/login preloads the sign-in screen, its static imports and stylesheets, and the English public messages, each once and only files of the manifest', async () => {
    const found = links(await page('/login', 'en-US,en;q=0.9'));
    expect(found.modulepreload).toEqual(['/assets/runtime-R1.js', '/assets/messages-en-US-public-M1.js', '/assets/SignInPage-S1.js', '/assets/TextField-T1.js']);
    expect(found.style).toEqual(['/assets/SignInPage-S1.css', '/assets/Field-F1.css']);
    expect(found.stylesheet).toEqual(['/assets/index-C1.css']);
    const files = new Set(Object.values(MANIFEST).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]).map((file) => `/${file}`));
    for (const href of [...found.modulepreload, ...found.style]) {
      expect(files.has(href)).toBe(true);
      expect((await fetch(`${server.url}${href}`)).status).toBe(200);
    }
  });

  it('a German browser gets the German public messages and the English ones they fall back to, not the signed-in part or lazy chunks', async () => {
    const html = await page('/login', 'de-DE,de;q=0.9,en;q=0.5');
    expect(links(html).modulepreload).toEqual(['/assets/runtime-R1.js', '/assets/messages-de-DE-public-M2.js', '/assets/messages-en-US-public-M1.js', '/assets/SignInPage-S1.js', '/assets/TextField-T1.js']);
    expect(html).not.toContain('signedIn');
    expect(html).not.toContain('SignInFailure');
    expect(html).toContain('<script id="page-config" type="application/json">');
  });

  it('other SPA paths preload the public messages but not the sign-in screen', async () => {
    const found = links(await page('/account-overview', 'en-US'));
    expect(found.modulepreload).toEqual(['/assets/runtime-R1.js', '/assets/messages-en-US-public-M1.js']);
    expect(found.style).toEqual([]);
  });

  it('reads Accept-Language by q-value', () => {
    expect(acceptedLanguages('fr;q=0.5, de-DE, *;q=0.1, it;q=0')).toEqual(['de-DE', 'fr']);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });
});
