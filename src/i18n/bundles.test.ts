import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { icuArguments } from './icuArguments';
import { BUILT_IN_LOCALE } from './bundleChain';
import { BUNDLED_LOCALES, loadMessages as loadBundledMessages } from './loadMessages';

type Bundle = Record<string, string>;

// Every area file of every locale, read as the browser gets it (flat id -> ICU message).
const files = import.meta.glob<Bundle>('./messages/*/*.json', { eager: true, import: 'default' });
const messagesDir = fileURLToPath(new URL('./messages', import.meta.url));

function byLocale(): Map<string, { merged: Bundle; areas: Map<string, Bundle> }> {
  const out = new Map<string, { merged: Bundle; areas: Map<string, Bundle> }>();
  for (const [path, bundle] of Object.entries(files)) {
    const [, , locale = '', file = ''] = path.split('/');
    const entry = out.get(locale) ?? { merged: {}, areas: new Map() };
    entry.areas.set(file, bundle);
    Object.assign(entry.merged, bundle);
    out.set(locale, entry);
  }
  return out;
}

const locales = byLocale();
const english = locales.get(BUILT_IN_LOCALE);

describe('message bundles', () => {
  it('has built-in English and every locale folder has its bundle module', () => {
    expect(english).toBeDefined();
    const folders = readdirSync(messagesDir).sort();
    expect(BUNDLED_LOCALES).toEqual(folders);
  });

  it('English messages are flat strings that parse as ICU', () => {
    for (const [id, message] of Object.entries(english?.merged ?? {})) {
      expect(typeof message, id).toBe('string');
      expect(() => icuArguments(message), id).not.toThrow();
    }
  });

  it('no id is defined in two area files of one locale', () => {
    for (const [locale, { areas }] of locales) {
      const seen = new Map<string, string>();
      for (const [file, bundle] of areas) {
        for (const id of Object.keys(bundle)) {
          expect(seen.get(id), `${locale}: ${id} in ${file} and ${seen.get(id)}`).toBeUndefined();
          seen.set(id, file);
        }
      }
    }
  });

  // Per locale (ids, ICU parity, still English, regional variants): localeCompleteness.test.ts.
});

describe('loadMessages: the public and signed-in parts', () => {
  it('serves the requested locale first', async () => {
    const messages = await loadBundledMessages(['de-DE', 'de', 'en-US']);
    expect(messages['signIn.heading']).toBe(locales.get('de-DE')?.merged['signIn.heading']);
  });

  it('maps a bare language to its bundle', async () => {
    const messages = await loadBundledMessages(['de']);
    expect(messages['signIn.heading']).toBe(locales.get('de-DE')?.merged['signIn.heading']);
  });

  it('serves a regional variant over its language, its language over English', async () => {
    const swiss = await loadBundledMessages(['de-CH', 'de', 'en-US']);
    const swissFiles = Object.entries(files).filter(([path]) => path.startsWith('./messages/de-CH/'));
    const [id, text] = Object.entries(swissFiles[0]?.[1] ?? {})[0] ?? ['', ''];
    expect(swiss[id]).toBe(text);
    expect(swiss['signIn.heading']).toBe(locales.get('de-DE')?.merged['signIn.heading']);
    const british = await loadBundledMessages(['en-GB', 'en', 'en-US']);
    expect(british['purchaseCards.address.zip']).toBe('Postcode');
    expect(british['signIn.heading']).toBe(english?.merged['signIn.heading']);
  });

  it('falls back to built-in English for unknown locales', async () => {
    const messages = await loadBundledMessages(['xx-YY', 'xx']);
    expect(messages).toEqual(english?.merged);
  });
});
