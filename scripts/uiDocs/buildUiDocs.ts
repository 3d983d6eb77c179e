import { fileURLToPath } from 'node:url';
import { catalog } from '../../machines/catalog';
import { readComponentDocs } from './componentDocs';
import { uiDocsHtml } from './uiDocsPage';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const UI_DOCS_FILE = fileURLToPath(new URL('../../public/docs/ui/index.html', import.meta.url));

/** The page as the sources make it now. */
export function buildUiDocs(): string {
  return uiDocsHtml(readComponentDocs(ROOT), catalog.map((entry) => ({ id: entry.id, title: entry.title, specRef: entry.specRef, kind: entry.kind })));
}
