import { inflateSync } from 'node:zlib';

/**
 * Reads our invoice PDFs back for the tests, independently of the library that wrote them: checks
 * the file's structure (header, %%EOF, startxref, every xref offset pointing at its object, stream
 * lengths), then follows catalog -> pages -> content streams and decodes the shown text through
 * each font's ToUnicode CMap. Each BT..ET block is one text fragment; fragments on one baseline
 * form a line (left to right, joined by a space). Not a general PDF parser: it reads plain objects
 * (no object streams, no encryption) and the operators a text document uses.
 */
export interface ParsedPdf {
  version: string;
  /** The /Count of the page tree. */
  pageCount: number;
  /** Info dictionary /Title and /CreationDate (raw `D:...` string), when present. */
  title: string | null;
  creationDate: string | null;
  /** Each page's lines, top to bottom. */
  pages: string[][];
  /** Each page's text fragments (one per BT..ET block), in drawing order. */
  fragments: Fragment[][];
  /** Every line of every page, in order. */
  texts: string[];
}

interface PdfObject {
  /** The object's text before any stream (latin1). */
  head: string;
  stream: Buffer | null;
}

const OBJECT_HEADER = /(\d+) 0 obj\b/g;

function parseObjects(bytes: Buffer, source: string): Map<number, PdfObject> {
  const objects = new Map<number, PdfObject>();
  for (const match of source.matchAll(OBJECT_HEADER)) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endobj', start);
    if (end < 0) throw new Error(`object ${match[1]} has no endobj`);
    const body = source.slice(start, end);
    const streamAt = body.search(/\bstream\r?\n/);
    if (streamAt < 0) {
      objects.set(Number(match[1]), { head: body, stream: null });
      continue;
    }
    const head = body.slice(0, streamAt);
    const length = /\/Length (\d+)/.exec(head);
    if (!length) throw new Error(`stream of object ${match[1]} has no direct /Length`);
    const dataStart = start + streamAt + (/\bstream\r?\n/.exec(body.slice(streamAt))?.[0].length ?? 0);
    const dataEnd = dataStart + Number(length[1]);
    if (!/^\r?\nendstream/.test(source.slice(dataEnd, dataEnd + 12))) throw new Error(`stream /Length of object ${match[1]} is wrong`);
    const raw = bytes.subarray(dataStart, dataEnd);
    objects.set(Number(match[1]), { head, stream: /\/Filter \/FlateDecode/.test(head) ? inflateSync(raw) : raw });
  }
  return objects;
}

function checkCrossReferences(source: string): void {
  const startxref = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(source);
  if (!startxref) throw new Error('no startxref before %%EOF');
  const xrefAt = Number(startxref[1]);
  if (source.slice(xrefAt, xrefAt + 4) !== 'xref') throw new Error(`startxref ${xrefAt} does not point at the xref table`);
  const subsection = /^xref\r?\n0 (\d+)\r?\n/.exec(source.slice(xrefAt));
  if (!subsection) throw new Error('bad xref subsection');
  const size = Number(subsection[1]);
  const entriesAt = xrefAt + subsection[0].length;
  for (let n = 0; n < size; n++) {
    const entry = source.slice(entriesAt + n * 20, entriesAt + (n + 1) * 20);
    const match = /^(\d{10}) (\d{5}) ([nf])( \r| \n|\r\n)$/.exec(entry);
    if (!match) throw new Error(`xref entry ${n} is not 20 bytes: ${JSON.stringify(entry)}`);
    if (match[3] === 'f') continue;
    if (!source.startsWith(`${n} 0 obj`, Number(match[1]))) throw new Error(`xref entry ${n} points at byte ${match[1]}, which is not "${n} 0 obj"`);
  }
  const trailer = /trailer\s*<<([\s\S]*?)>>\s*startxref/.exec(source.slice(entriesAt + size * 20));
  if (!trailer || !new RegExp(`/Size ${size}\\b`).test(trailer[1]!)) throw new Error('trailer /Size does not match the xref table');
}

const refIn = (text: string, key: string): number | null => {
  const match = new RegExp(`/${key}\\s+(\\d+) 0 R`).exec(text);
  return match ? Number(match[1]) : null;
};

/** A PDF literal string's text (escapes resolved), or a hex string's UTF-16BE text. */
function stringValue(text: string | undefined): string | null {
  if (text === undefined) return null;
  if (text.startsWith('<')) return utf16(text.slice(1, -1));
  return text.slice(1, -1).replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_, e: string) =>
    /^[0-7]/.test(e) ? String.fromCharCode(parseInt(e, 8)) : ({ n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' } as Record<string, string>)[e] ?? e,
  );
}

function utf16(hex: string): string {
  const clean = hex.replace(/\s+/g, '');
  const units: number[] = [];
  for (let i = 0; i + 4 <= clean.length; i += 4) units.push(parseInt(clean.slice(i, i + 4), 16));
  if (units[0] === 0xfeff) units.shift();
  return String.fromCharCode(...units);
}

/** The glyph code -> text map of a ToUnicode CMap (bfchar and bfrange, array and offset forms). */
function toUnicodeMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const pair of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F\s]+)>/g)) map.set(parseInt(pair[1]!, 16), utf16(pair[2]!));
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const range of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F\s]+>)/g)) {
      const from = parseInt(range[1]!, 16);
      const to = parseInt(range[2]!, 16);
      const target = range[3]!;
      if (target.startsWith('[')) {
        [...target.matchAll(/<([0-9a-fA-F\s]+)>/g)].forEach((entry, i) => map.set(from + i, utf16(entry[1]!)));
      } else {
        const first = utf16(target.slice(1, -1));
        for (let code = from; code <= to; code++) map.set(code, first.slice(0, -1) + String.fromCharCode(first.charCodeAt(first.length - 1) + code - from));
      }
    }
  }
  return map;
}

export interface Fragment {
  /** Left edge and baseline, in points from the page's bottom left. */
  x: number;
  y: number;
  /** Advance width of the shown glyphs (the font's /W widths, less TJ adjustments), in points. */
  width: number;
  text: string;
}

interface FontInfo {
  unicode: Map<number, string>;
  /** Glyph code -> width in thousandths of the font size. */
  widths: Map<number, number>;
  defaultWidth: number;
}

/** A CIDFont /W array: `c [w1 w2 ...]` and `cFirst cLast w` entries. */
function glyphWidths(w: string): Map<number, number> {
  const widths = new Map<number, number>();
  // The tokens inside the outer brackets.
  const tokens = (w.match(/\[|\]|-?[\d.]+/g) ?? []).slice(1, -1);
  for (let i = 0; i < tokens.length; ) {
    const first = Number(tokens[i]);
    if (tokens[i + 1] === '[') {
      let code = first;
      for (i += 2; tokens[i] !== ']' && i < tokens.length; i++) widths.set(code++, Number(tokens[i]));
      i++;
    } else {
      for (let code = first; code <= Number(tokens[i + 1]); code++) widths.set(code, Number(tokens[i + 2]));
      i += 3;
    }
  }
  return widths;
}

/** The text fragments of one page's content stream. */
function pageFragments(content: string, fonts: ReadonlyMap<string, FontInfo>): Fragment[] {
  const fragments: Fragment[] = [];
  for (const block of content.matchAll(/\bBT\b([\s\S]*?)\bET\b/g)) {
    const body = block[1]!;
    const at = /([-\d.]+) ([-\d.]+) Tm/.exec(body);
    const font = /\/(\S+) ([\d.]+) Tf/.exec(body);
    const info = font ? fonts.get(font[1]!) : undefined;
    if (!at || !font || !info) continue;
    let text = '';
    let advance = 0;
    for (const shown of body.matchAll(/(\[[^\]]*\])\s*TJ|(<[0-9a-fA-F\s]*>)\s*Tj/g)) {
      for (const part of (shown[1] ?? shown[2]!).matchAll(/<([0-9a-fA-F\s]*)>|(-?[\d.]+)/g)) {
        if (part[2] !== undefined) {
          advance -= Number(part[2]);
          continue;
        }
        const codes = part[1]!.replace(/\s+/g, '');
        for (let i = 0; i + 4 <= codes.length; i += 4) {
          const code = parseInt(codes.slice(i, i + 4), 16);
          text += info.unicode.get(code) ?? '\uFFFD';
          advance += info.widths.get(code) ?? info.defaultWidth;
        }
      }
    }
    fragments.push({ x: Number(at[1]), y: Number(at[2]), width: (advance * Number(font[2])) / 1000, text });
  }
  return fragments;
}

/** Fragments on one baseline (within half a point) make a line; lines top to bottom. */
function linesOf(fragments: readonly Fragment[]): string[] {
  const rows: Fragment[][] = [];
  for (const fragment of [...fragments].sort((a, b) => b.y - a.y || a.x - b.x)) {
    const row = rows.at(-1);
    if (row && Math.abs(row[0]!.y - fragment.y) < 0.5) row.push(fragment);
    else rows.push([fragment]);
  }
  return rows.map((row) => row.sort((a, b) => a.x - b.x).map((f) => f.text).join(' '));
}

export function readPdf(bytes: Buffer): ParsedPdf {
  const source = bytes.toString('latin1');
  const header = /^%PDF-(\d\.\d)\r?\n/.exec(source);
  if (!header) throw new Error('not a PDF: no %PDF- header');
  if (!source.trimEnd().endsWith('%%EOF')) throw new Error('no %%EOF');
  checkCrossReferences(source);
  const objects = parseObjects(bytes, source);
  const object = (id: number | null): PdfObject => {
    const found = id === null ? undefined : objects.get(id);
    if (!found) throw new Error(`missing object ${id}`);
    return found;
  };

  const trailer = source.slice(source.lastIndexOf('trailer'));
  const catalog = object(refIn(trailer, 'Root'));
  const pageTree = object(refIn(catalog.head, 'Pages'));
  const kids = /\/Kids\s*\[([^\]]*)\]/.exec(pageTree.head)?.[1] ?? '';
  const pageIds = [...kids.matchAll(/(\d+) 0 R/g)].map((m) => Number(m[1]));
  const infoId = refIn(trailer, 'Info');
  const info = infoId === null ? '' : object(infoId).head;
  // An info value may be direct or a reference to a string object.
  const infoString = (key: string) => {
    const direct = new RegExp(`/${key}\\s+(\\([^)]*\\)|<[0-9a-fA-F\\s]*>)`).exec(info)?.[1];
    const ref = refIn(info, key);
    return stringValue(direct ?? (ref === null ? undefined : object(ref).head.trim()));
  };

  const pages: Fragment[][] = pageIds.map((id) => {
    const page = object(id);
    const resourcesRef = refIn(page.head, 'Resources');
    const resources = resourcesRef === null ? page.head : object(resourcesRef).head;
    const fontDict = /\/Font\s*<<([\s\S]*?)>>/.exec(resources)?.[1] ?? '';
    const fonts = new Map<string, FontInfo>();
    for (const entry of fontDict.matchAll(/\/(\S+)\s+(\d+) 0 R/g)) {
      const font = object(Number(entry[2])).head;
      const cmapRef = refIn(font, 'ToUnicode');
      const descendant = /\/DescendantFonts\s*\[\s*(\d+) 0 R/.exec(font);
      const cidFont = descendant ? object(Number(descendant[1])).head : '';
      fonts.set(entry[1]!, {
        unicode: toUnicodeMap(cmapRef === null ? '' : (object(cmapRef).stream?.toString('latin1') ?? '')),
        widths: glyphWidths(/\/W\s*(\[(?:[^[\]]|\[[^\]]*\])*\])/.exec(cidFont)?.[1] ?? ''),
        defaultWidth: Number(/\/DW\s+([\d.]+)/.exec(cidFont)?.[1] ?? 1000),
      });
    }
    const content = object(refIn(page.head, 'Contents')).stream?.toString('latin1') ?? '';
    return pageFragments(content, fonts);
  });

  return {
    version: header[1]!,
    pageCount: Number(/\/Count\s+(\d+)/.exec(pageTree.head)?.[1] ?? 0),
    title: infoString('Title'),
    creationDate: infoString('CreationDate'),
    pages: pages.map(linesOf),
    fragments: pages,
    texts: pages.flatMap(linesOf),
  };
}
