import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { messagePartOf, MESSAGE_PARTS } from '../src/i18n/messageAreas';

/**
 * Vite plugin: the loaders of the message files (src/i18n/loadMessages.ts), generated from the folders
 * under src/i18n/messages/ at build (and dev server, and vitest) start, so a new locale folder or area
 * file needs no code change.
 *
 * - `virtual:message-bundles`: `{ [locale]: { public, signedIn } }`, one loader per locale and part
 *   (messageAreas.ts), each importing `virtual:message-part/<locale>/<part>`, a module that imports the
 *   part's area files and merges them: one chunk per locale and part (`messages-<locale>-<part>`,
 *   vite.config.ts). This map is in the entry; it grows by two short loaders per locale.
 * - `virtual:message-screens`: `{ [area]: { [locale]: loader } }` for the screen messages
 *   (`<locale>/screens/<area>.json`, each its own chunk), loaded only when a screen first asks.
 *
 * Why not `import.meta.glob` over the files: its map has one loader, with its preload list, per file
 * and locale, all in the entry (3.1 kB gzip with two locales, about 15 kB with twelve).
 */
export const MESSAGE_BUNDLES_ID = 'virtual:message-bundles';
export const MESSAGE_SCREENS_ID = 'virtual:message-screens';
const PART_PREFIX = 'virtual:message-part/';

/** The id of a part module as the bundler sees it (vite.config.ts names its chunk from it). */
export const MESSAGE_PART_MODULE = /^\0virtual:message-part\/([^/]+)\/([^/]+)$/;

export function messageBundles(messagesDir = path.resolve(import.meta.dirname, '../src/i18n/messages')): Plugin {
  const locales = () =>
    readdirSync(messagesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
  const jsonIn = (dir: string) => (existsSync(dir) ? readdirSync(dir).filter((file) => file.endsWith('.json')).sort() : []);
  const importPath = (file: string) => JSON.stringify(file.split(path.sep).join('/'));

  return {
    name: 'portal:message-bundles',
    resolveId(source) {
      if (source === MESSAGE_BUNDLES_ID || source === MESSAGE_SCREENS_ID || source.startsWith(PART_PREFIX)) return `\0${source}`;
      return null;
    },
    load(id) {
      if (!id.startsWith('\0virtual:message-')) return null;
      const source = id.slice(1);
      if (source === MESSAGE_BUNDLES_ID) {
        const entries = locales().map((locale) => {
          const parts = MESSAGE_PARTS.map((part) => `${part}: () => import(${JSON.stringify(`${PART_PREFIX}${locale}/${part}`)})`);
          return `  ${JSON.stringify(locale)}: { ${parts.join(', ')} },`;
        });
        return `export default {\n${entries.join('\n')}\n};\n`;
      }
      if (source === MESSAGE_SCREENS_ID) {
        const byArea = new Map<string, string[]>();
        for (const locale of locales()) {
          for (const file of jsonIn(path.join(messagesDir, locale, 'screens'))) {
            const area = file.slice(0, -'.json'.length);
            const loader = `${JSON.stringify(locale)}: () => import(${importPath(path.join(messagesDir, locale, 'screens', file))}).then((m) => m.default)`;
            byArea.set(area, [...(byArea.get(area) ?? []), loader]);
          }
        }
        const entries = [...byArea].map(([area, loaders]) => `  ${JSON.stringify(area)}: { ${loaders.join(', ')} },`);
        return `export default {\n${entries.join('\n')}\n};\n`;
      }
      const [locale = '', part = ''] = source.slice(PART_PREFIX.length).split('/');
      const files = jsonIn(path.join(messagesDir, locale)).filter((file) => messagePartOf(file.slice(0, -'.json'.length)) === part);
      const imports = files.map((file, index) => `import m${index} from ${importPath(path.join(messagesDir, locale, file))};`);
      return `${imports.join('\n')}\nexport default Object.assign({}, ${files.map((_, index) => `m${index}`).join(', ')});\n`;
    },
  };
}
