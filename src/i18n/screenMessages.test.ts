import { describe, expect, it } from 'vitest';
import { icuArguments } from './icuArguments';
import { BUILT_IN_LOCALE, variantBaseOf } from './bundleChain';
import { loadMessages } from './loadMessages';

type Bundle = Record<string, string>;

// Screen messages (loadMessages.ts, source `screens/<area>`): every locale has English's ids in the same area file,
// with the same ICU arguments; none of their ids is also in a bundle (the app's would win).
const screens = import.meta.glob<Bundle>('./messages/*/screens/*.json', { eager: true, import: 'default' });
const bundles = import.meta.glob<Bundle>('./messages/*/*.json', { eager: true, import: 'default' });

const byArea = new Map<string, Map<string, Bundle>>();
for (const [path, messages] of Object.entries(screens)) {
  const [, , locale = '', , file = ''] = path.split('/');
  const area = byArea.get(file) ?? new Map<string, Bundle>();
  area.set(locale, messages);
  byArea.set(file, area);
}
const bundled = new Set(Object.values(bundles).flatMap((messages) => Object.keys(messages)));

describe('screen messages', () => {
  it('exist', () => {
    expect(byArea.size).toBeGreaterThan(0);
  });

  for (const [file, locales] of byArea) {
    const english = locales.get(BUILT_IN_LOCALE) ?? {};
    it(`${file}: every locale has exactly English's ids (a regional variant: some of them), with the same ICU arguments`, () => {
      expect(Object.keys(english).length).toBeGreaterThan(0);
      for (const [locale, messages] of locales) {
        if (variantBaseOf(locale) !== null) expect(Object.keys(messages).filter((id) => !(id in english)), locale).toEqual([]);
        else expect(Object.keys(messages).sort(), locale).toEqual(Object.keys(english).sort());
        for (const [id, message] of Object.entries(messages)) expect(icuArguments(message), `${locale} ${id}`).toEqual(icuArguments(english[id]!));
      }
    });
    it(`${file}: no id is also in a bundle`, () => {
      expect(Object.keys(english).filter((id) => bundled.has(id))).toEqual([]);
    });
  }

  it('loads a locale with English filling the gaps; an unknown locale gets English', async () => {
    const english = byArea.get('help.json')?.get('en-US') ?? {};
    const german = byArea.get('help.json')?.get('de-DE') ?? {};
    expect((await loadMessages(['de-DE', 'de', 'en-US'], ['screens/help']))['help.search.label']).toEqual(german['help.search.label']);
    expect((await loadMessages(['xx-XX', 'xx', 'en-US'], ['screens/help']))['help.search.label']).toEqual(english['help.search.label']);
  });
});
