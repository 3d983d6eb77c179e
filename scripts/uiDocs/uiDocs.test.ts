import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildUiDocs, UI_DOCS_FILE } from './buildUiDocs';
import { readComponentDocs } from './componentDocs';
import { fileURLToPath } from 'node:url';

/** /docs/ui/index.html is made from the sources and committed fresh (like docs/statecharts). */
describe('UI documentation', () => {
  const html = buildUiDocs();

  it('is fresh: public/docs/ui/index.html is what `npm run docs:ui` writes now', () => {
    expect(readFileSync(UI_DOCS_FILE, 'utf8') === html, 'public/docs/ui/index.html is stale: run `npm run docs:ui`').toBe(true);
  });

  it('documents the components of views/common with their props, and links every statechart', () => {
    const docs = readComponentDocs(fileURLToPath(new URL('../../', import.meta.url)));
    const banner = docs.find((d) => d.name === 'AlertBanner');
    expect(banner?.props.find((p) => p.name === 'type')).toMatchObject({ required: true });
    expect(banner?.props.find((p) => p.name === 'dismissible')).toMatchObject({ required: false });
    for (const doc of docs) expect(html).toContain(`id="component-${doc.name}"`);
    expect(html).toContain('href="/statecharts/chargeUpload"');
    expect(html).toContain('href="/statecharts/purchaseCard"');
    expect(html).not.toMatch(/<script/i);
  });
});
