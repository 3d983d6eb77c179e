// The message folders as the browser gets them, for journeys that check a screen in every language
// (e2e/languages.spec.ts). Reads src/i18n/messages, so a locale folder added later is covered
// without a change here.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO_PROGRAM_LOCALES } from '../../server/db/demoProgram';
import { DEFAULT_REGION_BY_LANGUAGE } from '../../src/domain/constants';
import { fileURLToPath } from 'node:url';

const MESSAGES = fileURLToPath(new URL('../../src/i18n/messages', import.meta.url));

function folderMessages(locale: string): Record<string, string> {
  const dir = path.join(MESSAGES, locale);
  if (!existsSync(dir)) return {};
  const files = [...readdirSync(dir).map((f) => path.join(dir, f)), ...(existsSync(path.join(dir, 'screens')) ? readdirSync(path.join(dir, 'screens')).map((f) => path.join(dir, 'screens', f)) : [])];
  return Object.assign({}, ...files.filter((f) => f.endsWith('.json')).map((f) => JSON.parse(readFileSync(f, 'utf8')) as Record<string, string>));
}

/** The language's home locale (`fr-CA` -> `fr-FR`), whose bundle serves its regions. */
export function homeLocale(locale: string): string {
  const language = locale.split('-')[0] ?? '';
  return `${language}-${(DEFAULT_REGION_BY_LANGUAGE as Readonly<Record<string, string>>)[language] ?? ''}`;
}

/** Messages of a locale as the app looks them up: the locale, its language's home bundle, then English. */
export function messagesFor(locale: string): Record<string, string> {
  return { ...folderMessages('en-US'), ...folderMessages(homeLocale(locale)), ...folderMessages(locale) };
}

/** English's messages, area files and screens. */
export const englishMessages = (): Record<string, string> => folderMessages('en-US');

/**
 * The demo program's locales whose language has a bundle here (en-US, en-GB, de-DE, de-CH now; the
 * others as their folders arrive). A locale whose language has none would show English.
 */
export function availableLocales(): string[] {
  const folders = new Set(readdirSync(MESSAGES));
  return DEMO_PROGRAM_LOCALES.filter((locale) => folders.has(homeLocale(locale)));
}
