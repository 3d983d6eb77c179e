import { parse } from '@formatjs/icu-messageformat-parser';
import type { Messages, MessageSources } from './types';

/**
 * Program translation overrides (spec 7) arrive as ICU strings at run time; react-intl in the built
 * app formats syntax trees only (scripts/precompiledMessages.ts). The one module with the real
 * parser (the build gives every other importer the no-parser build), loaded only when a program
 * has overrides. An override that is not valid ICU is left out, so the bundled message shows.
 */
export function parseMessages(sources: Readonly<MessageSources>): Messages {
  const trees: Messages = {};
  for (const [id, source] of Object.entries(sources)) {
    try {
      trees[id] = parse(source);
    } catch (error) {
      console.warn(`[i18n] program override ${id} is not a valid ICU message; the bundled one shows`, error);
    }
  }
  return trees;
}
