// Sign-in route JS size: load /login in Chromium against a running server, record every JavaScript
// response the page loads (entry, imports, lazy route chunks, modulepreloads), gzip each at level 9.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../e2e/support/chromium';

export interface ChunkSize {
  path: string;
  bytes: number;
  gzipBytes: number;
}

export interface RouteJsSize {
  route: string;
  chunks: ChunkSize[];
  totalBytes: number;
  totalGzipBytes: number;
  /** Whether the sign-in heading rendered (false means the numbers describe a broken page). */
  signInRendered: boolean;
}

const isJavaScript = (contentType: string | undefined, resourceType: string): boolean =>
  resourceType === 'script' || /javascript|ecmascript/.test(contentType ?? '');

export async function measureRouteJs(baseURL: string, route = '/login', timeoutMs = 60_000): Promise<RouteJsSize> {
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    const page = await browser.newPage({ baseURL, serviceWorkers: 'block' });
    const pending: Promise<ChunkSize | null>[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin !== new URL(baseURL).origin) return;
      if (!isJavaScript(response.headers()['content-type'], response.request().resourceType())) return;
      pending.push(
        response.body().then(
          (body) => ({ path: url.pathname, bytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length }),
          () => null,
        ),
      );
    });
    await page.goto(route, { timeout: timeoutMs });
    const signInRendered = await page
      .getByRole('heading', { level: 1, name: 'Sign In' })
      .waitFor({ timeout: timeoutMs })
      .then(
        () => true,
        () => false,
      );
    await page.waitForLoadState('networkidle', { timeout: timeoutMs });

    const seen = new Set<string>();
    const chunks = (await Promise.all(pending))
      .filter((c): c is ChunkSize => c !== null)
      .filter((c) => !seen.has(c.path) && Boolean(seen.add(c.path)))
      .sort((a, b) => b.gzipBytes - a.gzipBytes);
    return {
      route,
      chunks,
      totalBytes: chunks.reduce((sum, c) => sum + c.bytes, 0),
      totalGzipBytes: chunks.reduce((sum, c) => sum + c.gzipBytes, 0),
      signInRendered,
    };
  } finally {
    await browser.close();
  }
}
