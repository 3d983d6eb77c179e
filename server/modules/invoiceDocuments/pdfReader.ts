/**
 * Reads back what pdfWriter writes (tests and checks): the trailer, the cross-reference table
 * (each offset must point at its `n 0 obj`), the page count and the text of every `Tj`. Not a
 * general PDF parser: no compressed streams, no object streams, no incremental updates.
 */
export interface ParsedPdf {
  version: string;
  objectCount: number;
  pageCount: number;
  title: string | null;
  /** The shown strings, in order, decoded from WinAnsi. */
  texts: string[];
}

const WIN_ANSI_BACK: Readonly<Record<number, string>> = {
  0x80: '€', 0x82: '‚', 0x83: 'ƒ', 0x84: '„', 0x85: '…', 0x86: '†', 0x87: '‡', 0x88: 'ˆ', 0x89: '‰', 0x8a: 'Š', 0x8b: '‹',
  0x8c: 'Œ', 0x8e: 'Ž', 0x91: '‘', 0x92: '’', 0x93: '“', 0x94: '”', 0x95: '•', 0x96: '–', 0x97: '—', 0x98: '˜', 0x99: '™',
  0x9a: 'š', 0x9b: '›', 0x9c: 'œ', 0x9e: 'ž', 0x9f: 'Ÿ',
};

/** Decodes the literal strings `( ... )` of a piece of PDF source (latin1 text). */
function literalStrings(source: string, before: RegExp): string[] {
  const found: string[] = [];
  for (let i = source.indexOf('('); i >= 0; i = source.indexOf('(', i + 1)) {
    if (!before.test(source.slice(Math.max(0, i - 40), i))) continue;
    let depth = 0;
    let text = '';
    let j = i;
    for (; j < source.length; j++) {
      const c = source[j]!;
      if (c === '\\') {
        text += source[++j] ?? '';
        continue;
      }
      if (c === '(' && depth++ === 0) continue;
      if (c === ')' && --depth === 0) break;
      text += c;
    }
    found.push([...text].map((ch) => WIN_ANSI_BACK[ch.charCodeAt(0)] ?? ch).join(''));
    i = j;
  }
  return found;
}

export function readPdf(bytes: Buffer): ParsedPdf {
  const source = bytes.toString('latin1');
  const header = /^%PDF-(\d\.\d)\n/.exec(source);
  if (!header) throw new Error('not a PDF: no %PDF- header');
  if (!source.trimEnd().endsWith('%%EOF')) throw new Error('no %%EOF');
  const startxref = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(source);
  if (!startxref) throw new Error('no startxref');
  const xrefAt = Number(startxref[1]);
  if (source.slice(xrefAt, xrefAt + 4) !== 'xref') throw new Error(`startxref ${xrefAt} does not point at the xref table`);
  const subsection = /^xref\n0 (\d+)\n/.exec(source.slice(xrefAt));
  if (!subsection) throw new Error('bad xref subsection');
  const size = Number(subsection[1]);
  const entriesAt = xrefAt + subsection[0].length;
  for (let n = 0; n < size; n++) {
    const entry = source.slice(entriesAt + n * 20, entriesAt + (n + 1) * 20);
    const match = /^(\d{10}) (\d{5}) ([nf])\r\n$/.exec(entry);
    if (!match) throw new Error(`xref entry ${n} is not 20 bytes of "oooooooooo ggggg n\\r\\n": ${JSON.stringify(entry)}`);
    if (n === 0 || match[3] === 'f') continue;
    const at = Number(match[1]);
    if (!source.startsWith(`${n} 0 obj`, at)) throw new Error(`xref entry ${n} points at byte ${at}, which is not "${n} 0 obj"`);
  }
  const trailer = /trailer\s*<<([\s\S]*?)>>\s*startxref/.exec(source.slice(entriesAt + size * 20));
  if (!trailer || !new RegExp(`/Size ${size}\\b`).test(trailer[1]!)) throw new Error('trailer /Size does not match the xref table');
  const pages = /\/Type \/Pages \/Kids \[[^\]]*\] \/Count (\d+)/.exec(source);
  // Stream lengths must match their data.
  for (const match of source.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
    const start = match.index + match[0].length;
    if (source.slice(start + Number(match[1]), start + Number(match[1]) + 10) !== '\nendstream') throw new Error('a stream /Length is wrong');
  }
  return {
    version: header[1]!,
    objectCount: size - 1,
    pageCount: pages ? Number(pages[1]) : 0,
    title: literalStrings(source, /\/Title $/)[0] ?? null,
    texts: literalStrings(source, /Td $/),
  };
}
