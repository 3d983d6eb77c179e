// Built by scripts/prerender/plugin.ts into dist/prerender/signIn/fill.mjs (one self-contained
// module), which the server loads to fill the prerendered sign-in markup in: the program's name
// and its texts, merged and formatted by the app's own rules (src/i18n), not a server copy of them.
import { createIntl } from 'react-intl';
import { DEFAULT_LOCALE } from '../../src/domain/constants';
import { flattenMessages, mergeOverrides } from '../../src/i18n/mergeOverrides';
import { parseMessages } from '../../src/i18n/parseMessages';
import type { Messages } from '../../src/i18n/types';
import { brandTitle } from '../../views/common/brand';

/** A text the server fills in: a message id, or `#brand` for the program's name. Private-use marks survive HTML escaping. */
export const token = (name: string): string => `\uE000${name}\uE001`;
export const BRAND = '#brand';
const TOKEN = /\uE000([^\uE001]+)\uE001/g;

/** The ids of the messages a markup names. */
export function tokensOf(markup: string): string[] {
  return [...new Set([...markup.matchAll(TOKEN)].map((match) => match[1]!))].filter((name) => name !== BRAND);
}

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface FillInput {
  locale: string;
  markup: string;
  /** The bundled syntax trees of the ids the markup names. */
  messages: Messages;
  programName: string | null | undefined;
  /** The program's overrides for the locale, as GET /public/program-locale-translations answers. */
  overrides: unknown;
}

/**
 * The markup with its texts: overrides over the bundled messages as the locale actor merges them
 * (src/api/localeActors.ts: non-empty strings, parsed, an invalid one left out), formatted with the
 * program's name. Null when a message cannot be formatted: the server then sends the plain page.
 */
export function fillSignInTexts({ locale, markup, messages, programName, overrides }: FillInput): string | null {
  const sources = flattenMessages(overrides);
  const used = Object.fromEntries(Object.keys(messages).filter((id) => Object.hasOwn(sources, id)).map((id) => [id, sources[id]!]));
  const brand = brandTitle(programName);
  let failed = false;
  const intl = createIntl({ locale, defaultLocale: DEFAULT_LOCALE, messages: mergeOverrides(messages, parseMessages(used)), onError: () => void (failed = true) });
  const texts = new Map<string, string>([[BRAND, brand]]);
  for (const id of Object.keys(messages)) texts.set(id, intl.formatMessage({ id }, { programName: brand }));
  return failed ? null : markup.replace(TOKEN, (_, name: string) => escapeHtml(texts.get(name) ?? ''));
}
