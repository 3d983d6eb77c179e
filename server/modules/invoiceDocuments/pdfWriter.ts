/**
 * A small, dependency-free PDF 1.4 writer for text documents (invoices): A4 pages, the standard
 * Helvetica fonts (no embedding) in WinAnsiEncoding, one text line per `PdfLine`, automatic page
 * breaks. The cross-reference table holds each object's exact byte offset (the file is built as
 * bytes, never re-encoded), which `pdfReader.ts` checks in the tests.
 */
export interface PdfLine {
  text: string;
  /** Points; default 10. */
  size?: number;
  bold?: boolean;
  /** Extra space above the line, in points. */
  gapBefore?: number;
}

export interface PdfDocumentInput {
  title: string;
  lines: readonly PdfLine[];
  /** Info dictionary /CreationDate (e.g. the generation time). */
  createdAt?: Date;
}

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 56;
const DEFAULT_SIZE = 10;
const LEADING = 1.4;

/** Unicode characters WinAnsiEncoding places in 0x80-0x9F (the rest of Latin-1 maps to itself). */
const WIN_ANSI_EXTRA: Readonly<Record<string, number>> = {
  '€': 0x80, '‚': 0x82, 'ƒ': 0x83, '„': 0x84, '…': 0x85, '†': 0x86, '‡': 0x87, 'ˆ': 0x88, '‰': 0x89, 'Š': 0x8a, '‹': 0x8b,
  'Œ': 0x8c, 'Ž': 0x8e, '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '•': 0x95, '–': 0x96, '—': 0x97, '˜': 0x98, '™': 0x99,
  'š': 0x9a, '›': 0x9b, 'œ': 0x9c, 'ž': 0x9e, 'Ÿ': 0x9f,
};

/** The text as WinAnsi bytes; characters the standard fonts cannot show become '?'. */
export function winAnsiBytes(text: string): number[] {
  const bytes: number[] = [];
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0) ?? 0x3f;
    const extra = WIN_ANSI_EXTRA[char];
    if (extra !== undefined) bytes.push(extra);
    else if (code === 0x09) bytes.push(0x20);
    else if ((code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff)) bytes.push(code);
    else bytes.push(0x3f);
  }
  return bytes;
}

/** A PDF literal string `( ... )` with `\`, `(` and `)` escaped. */
export function pdfString(text: string): Buffer {
  const out: number[] = [0x28];
  for (const byte of winAnsiBytes(text)) {
    if (byte === 0x5c || byte === 0x28 || byte === 0x29) out.push(0x5c);
    out.push(byte);
  }
  out.push(0x29);
  return Buffer.from(out);
}

/** Splits the lines into pages that fit between the margins. */
function paginate(lines: readonly PdfLine[]): PdfLine[][] {
  const pages: PdfLine[][] = [[]];
  let y = PAGE_HEIGHT - MARGIN;
  for (const line of lines) {
    const height = (line.size ?? DEFAULT_SIZE) * LEADING + (line.gapBefore ?? 0);
    if (y - height < MARGIN && pages.at(-1)!.length > 0) {
      pages.push([]);
      y = PAGE_HEIGHT - MARGIN;
    }
    pages.at(-1)!.push(line);
    y -= height;
  }
  return pages;
}

function contentStream(lines: readonly PdfLine[]): Buffer {
  const parts: Buffer[] = [];
  let y = PAGE_HEIGHT - MARGIN;
  for (const line of lines) {
    const size = line.size ?? DEFAULT_SIZE;
    y -= size * LEADING + (line.gapBefore ?? 0);
    parts.push(Buffer.from(`BT /${line.bold ? 'F2' : 'F1'} ${size} Tf ${MARGIN} ${y.toFixed(2)} Td `, 'latin1'), pdfString(line.text), Buffer.from(' Tj ET\n', 'latin1'));
  }
  return Buffer.concat(parts);
}

/** `D:YYYYMMDDHHmmSSZ` */
function pdfDate(date: Date): string {
  return `D:${date.toISOString().replace(/[-:T]/g, '').slice(0, 14)}Z`;
}

/** The whole PDF file. Deterministic for the same input. */
export function writePdf(input: PdfDocumentInput): Buffer {
  const pages = paginate(input.lines);
  // Objects: 1 catalog, 2 pages, 3 regular font, 4 bold font, 5 info, then a page and its content per page.
  const firstPage = 6;
  const pageIds = pages.map((_, index) => firstPage + index * 2);
  const bodies: Buffer[] = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>', 'latin1'),
    Buffer.from(`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`, 'latin1'),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>', 'latin1'),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>', 'latin1'),
    Buffer.concat([
      Buffer.from('<< /Title ', 'latin1'),
      pdfString(input.title),
      Buffer.from(` /Producer (Buyer portal)${input.createdAt ? ` /CreationDate (${pdfDate(input.createdAt)})` : ''} >>`, 'latin1'),
    ]),
  ];
  pages.forEach((lines, index) => {
    const stream = contentStream(lines);
    bodies.push(
      Buffer.from(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageIds[index]! + 1} 0 R >>`,
        'latin1',
      ),
      Buffer.concat([Buffer.from(`<< /Length ${stream.length} >>\nstream\n`, 'latin1'), stream, Buffer.from('\nendstream', 'latin1')]),
    );
  });

  // A binary comment after the header tells transfer tools the file is binary.
  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = chunks[0]!.length;
  const offsets: number[] = [];
  bodies.forEach((body, index) => {
    offsets.push(offset);
    const object = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`, 'latin1'), body, Buffer.from('\nendobj\n', 'latin1')]);
    chunks.push(object);
    offset += object.length;
  });
  const size = bodies.length + 1;
  // Each xref entry is exactly 20 bytes: 10-digit offset, space, 5-digit generation, space, n/f, CR LF.
  const xref = [`xref\n0 ${size}\n`, '0000000000 65535 f\r\n', ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n\r\n`)].join('');
  chunks.push(Buffer.from(`${xref}trailer\n<< /Size ${size} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${offset}\n%%EOF\n`, 'latin1'));
  return Buffer.concat(chunks);
}
