import { describe, expect, it } from 'vitest';
import { icuArguments } from './icuArguments';
import { loadScreenMessages } from './loadScreenMessages';

// The screens' own message files: the same rules as the bundles (bundles.test.ts) — every English
// key in German too, with the same ICU arguments.
const files = import.meta.glob<Record<string, string>>('./screenMessages/*/*.json', { eager: true, import: 'default' });

function area(locale: string, name: string): Record<string, string> {
  return files[`./screenMessages/${locale}/${name}.json`] ?? {};
}

const AREAS = [...new Set(Object.keys(files).map((path) => path.split('/')[3]!.replace(/\.json$/, '')))];

describe('screen messages', () => {
  it.each(AREAS)('%s: German has every English key with the same arguments', (name) => {
    const english = area('en-US', name);
    const german = area('de-DE', name);
    expect(Object.keys(english).length).toBeGreaterThan(0);
    expect(Object.keys(english).filter((id) => !(id in german))).toEqual([]);
    for (const [id, message] of Object.entries(english)) expect(icuArguments(german[id]!), id).toEqual(icuArguments(message));
  });

  it('loads a locale with English filling the gaps; an unknown locale gets English', async () => {
    const german = await loadScreenMessages('help', 'de-DE');
    expect(german['help.search.label']).toEqual(area('de-DE', 'help')['help.search.label']);
    const french = await loadScreenMessages('help', 'fr-FR');
    expect(french['help.search.label']).toEqual(area('en-US', 'help')['help.search.label']);
  });
});
