import { describe, expect, it } from 'vitest';
import { BUILT_IN_LOCALE, variantBaseOf } from './bundleChain';
import { choiceProblems, icuArguments, icuText } from './icuArguments';
import { stillEnglishWords } from './stillEnglish';

type Bundle = Record<string, string>;

/**
 * Issue 15 "Checks that keep it complete", for every locale folder that exists (a new folder is
 * covered without a change here):
 * - a full bundle (a language's home locale: de-DE, fr-FR, sv-SE…) has exactly English's ids, each
 *   in the same file as English (area files and screens/), and no other;
 * - a regional variant (en-GB, de-CH, fr-CA, es-MX: another region of a language) holds a subset of
 *   English's ids in English's files, and falls back to its language's bundle for the rest;
 * - every message has English's ICU arguments, a select exactly English's keys, a plural English's
 *   `=N` keys and the plural categories its language needs (icuArguments.ts);
 * - no message is still English: one identical to English must consist of brand and technical words
 *   (stillEnglish.ts), and a variant of English differs from en-US in each message it holds.
 */
const files = import.meta.glob<Bundle>(['./messages/*/*.json', './messages/*/screens/*.json'], { eager: true, import: 'default' });

interface Folder {
  files: Map<string, Bundle>;
  merged: Bundle;
}

const folders = new Map<string, Folder>();
for (const [path, bundle] of Object.entries(files)) {
  const [, , locale = '', ...rest] = path.split('/');
  const folder = folders.get(locale) ?? { files: new Map<string, Bundle>(), merged: {} };
  folder.files.set(rest.join('/'), bundle);
  Object.assign(folder.merged, bundle);
  folders.set(locale, folder);
}
const english = folders.get(BUILT_IN_LOCALE)!;
const fileOfId = new Map<string, string>();
for (const [file, bundle] of english.files) for (const id of Object.keys(bundle)) fileOfId.set(id, file);

describe('locale folders', () => {
  it('include built-in English, German and the regional variants', () => {
    expect([...folders.keys()]).toEqual(expect.arrayContaining([BUILT_IN_LOCALE, 'de-DE', 'en-GB', 'de-CH', 'fr-CA', 'es-MX']));
    expect(english.merged['signIn.heading']).toBeTruthy();
  });

  it('English messages all parse', () => {
    for (const [id, message] of Object.entries(english.merged)) expect(() => icuArguments(message), id).not.toThrow();
  });
});

for (const [locale, folder] of folders) {
  if (locale === BUILT_IN_LOCALE) continue;
  const base = variantBaseOf(locale);
  describe(`${locale} (${base ? `regional variant of ${base}` : 'full bundle'})`, () => {
    if (base === null) {
      it('has exactly English’s ids, file by file', () => {
        const missing = [...fileOfId.keys()].filter((id) => !(id in folder.merged));
        const extra = Object.keys(folder.merged).filter((id) => !fileOfId.has(id));
        expect(missing, `${locale} lacks`).toEqual([]);
        expect(extra, `${locale} has ids English has not`).toEqual([]);
        for (const [file, bundle] of english.files) expect(Object.keys(folder.files.get(file) ?? {}).sort(), `${locale}/${file}`).toEqual(Object.keys(bundle).sort());
      });
    } else {
      it('holds only English ids, each in English’s file', () => {
        const misplaced = [...folder.files].flatMap(([file, bundle]) => Object.keys(bundle).filter((id) => fileOfId.get(id) !== file).map((id) => `${file}: ${id}`));
        expect(misplaced).toEqual([]);
        expect(Object.keys(folder.merged).length).toBeGreaterThan(0);
      });
    }

    it('has English’s ICU arguments and choices in every message', () => {
      const problems = Object.entries(folder.merged).flatMap(([id, message]) => {
        const source = english.merged[id];
        if (source === undefined) return [];
        const args = icuArguments(message).join() === icuArguments(source).join() ? [] : [`${id}: arguments ${icuArguments(message).join()} instead of ${icuArguments(source).join()}`];
        return [...args, ...choiceProblems(locale, message, source).map((problem) => `${id}: ${problem}`)];
      });
      expect(problems).toEqual([]);
    });

    it('holds no English sentence', () => {
      const language = locale.split('-')[0] ?? '';
      const copies = Object.entries(folder.merged).flatMap(([id, message]) => {
        if (english.merged[id] !== message) return [];
        if (language === 'en') return [`${id}: same as en-US (a variant holds only what differs)`];
        const words = stillEnglishWords(language, icuText(message));
        return words.length > 0 ? [`${id}: ${words.join(' ')}`] : [];
      });
      expect(copies).toEqual([]);
    });
  });
}
