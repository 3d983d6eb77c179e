import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Issue 15: no string a user sees is outside a bundle. The message descriptors of the browser code
 * (`intl.formatMessage({ id })`, `<FormattedMessage id>`) are extracted with @formatjs/cli, and the
 * ids the views pass to their translate helper (`t('…')`) are collected; every one must be in
 * built-in English (area files or screens/), and none may carry its text inline (`defaultMessage`).
 * Literal words in JSX are the ESLint rule i18n/no-words-in-jsx (eslint.config.js).
 */
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SOURCES = ['views', 'src'];

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(ROOT, path)).isDirectory()) return name === 'generated' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test(-d)?\.tsx?$/.test(name) ? [path] : [];
  });
}

function englishIds(): Set<string> {
  const dir = join(ROOT, 'src/i18n/messages/en-US');
  const files = [...readdirSync(dir).map((f) => join(dir, f)), ...readdirSync(join(dir, 'screens')).map((f) => join(dir, 'screens', f))].filter((f) => f.endsWith('.json'));
  return new Set(files.flatMap((file) => Object.keys(JSON.parse(readFileSync(file, 'utf8')) as object)));
}

const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

interface Extracted {
  defaultMessage?: string;
  file?: string;
  line?: number;
}

describe('messages a user sees are in the bundles', () => {
  const files = SOURCES.flatMap(sourceFiles);
  const english = englishIds();

  it('descriptors extracted with @formatjs/cli name English ids and carry no inline text', () => {
    const out = join(mkdtempSync(join(tmpdir(), 'extract-')), 'messages.json');
    execFileSync(join(ROOT, 'node_modules/.bin/formatjs'), ['extract', ...files, '--out-file', out, '--extract-source-location'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'] });
    const extracted = JSON.parse(readFileSync(out, 'utf8')) as Record<string, Extracted>;
    expect(Object.keys(extracted).length).toBeGreaterThan(50);
    const unknown = Object.entries(extracted).filter(([id]) => !english.has(id)).map(([id, m]) => `${m.file}:${m.line} ${id}`);
    const inline = Object.entries(extracted).filter(([, m]) => m.defaultMessage).map(([id, m]) => `${m.file}:${m.line} ${id}`);
    expect(unknown).toEqual([]);
    expect(inline).toEqual([]);
  });

  it("ids passed to the views' translate helper as literals are in English", () => {
    const named = files.flatMap((file) =>
      [...withoutComments(readFileSync(join(ROOT, file), 'utf8')).matchAll(/\bt\(\s*'([a-zA-Z][\w-]*(?:\.[\w-]+)+)'/g)].map((m) => ({ file: relative(ROOT, join(ROOT, file)), id: m[1] ?? '' })),
    );
    expect(named.length).toBeGreaterThan(100);
    expect(named.filter(({ id }) => !english.has(id)).map(({ file, id }) => `${file}: ${id}`)).toEqual([]);
  });
});
