import { createRequire } from 'node:module';
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

/**
 * Vite plugin: the bundled messages (src/i18n/messages/<locale>/<area>.json, and the screen messages
 * loaded with their screen, <locale>/screens/<area>.json: src/i18n/loadMessages.ts) reach the browser as
 * ICU syntax trees, parsed here at build time, and the app bundle gets the formatjs parser's
 * `no-parser` build, which formats trees but parses nothing (issue 9: the parser and its number
 * skeleton parser were 8 kB gzip of every page; the trees add about 1 kB over the strings).
 *
 * The one place that still parses in the browser is src/i18n/parseMessages.ts, for the program's
 * translation overrides (spec 7), which arrive as strings at run time: it gets the real parser, and
 * it is loaded only when a program has overrides. A string message anywhere else (a `defaultMessage`
 * in code) cannot be formatted in the built app: react-intl reports it and shows it verbatim.
 */
const PARSER = '@formatjs/icu-messageformat-parser';
const MESSAGE_FILE = /[\\/]src[\\/]i18n[\\/]messages[\\/][^\\/]+[\\/](?:screens[\\/])?[^\\/]+\.json$/;
const RUNTIME_PARSER = /[\\/]src[\\/]i18n[\\/]parseMessages\.ts$/;

export function precompiledMessages(): Plugin {
  const noParser = createRequire(import.meta.url).resolve(`${PARSER}/no-parser.js`);
  return {
    name: 'portal:precompiled-messages',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== PARSER || (importer !== undefined && RUNTIME_PARSER.test(importer))) return null;
      return noParser;
    },
    // Still JSON after this step: Vite's JSON plugin turns it into a module as before.
    transform(code, id) {
      if (!MESSAGE_FILE.test(id)) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      const trees: Record<string, MessageFormatElement[]> = {};
      for (const [messageId, message] of Object.entries(messages)) {
        try {
          trees[messageId] = parse(message);
        } catch (error) {
          throw new Error(`${id}: message "${messageId}" is not valid ICU: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
        }
      }
      return { code: JSON.stringify(trees), map: null };
    },
  };
}
