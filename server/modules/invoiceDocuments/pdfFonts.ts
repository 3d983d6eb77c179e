import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * DejaVu Sans (regular and bold) from the `dejavu-fonts-ttf` package, embedded (subset) in every
 * invoice PDF: it covers Latin, Greek and Cyrillic with their accents ("Müller & Søn", "Łódź",
 * "Ωmega"), where the PDF standard fonts stop at WinAnsi.
 *
 * Parsed once per process: given the file's bytes, pdfkit parses the font again for every document
 * (fontkit reads its cmap, glyph and OpenType layout tables lazily, on first use), which cost about
 * 300 ms of every PDF. Given a parsed font instead (pdfkit accepts any object with fontkit's
 * `layout`), the tables fontkit has read stay cached on that object; each document still makes its
 * own subset, so the bytes of a document do not change (invoicePdf.test.ts "same content, same bytes").
 */
export interface PdfFonts {
  regular: PDFKit.Mixins.PDFFontSource;
  bold: PDFKit.Mixins.PDFFontSource;
}

/** The fontkit copy pdfkit itself uses (resolved from pdfkit's folder, not a dependency of ours). */
interface Fontkit {
  create(buffer: Uint8Array): { layout(text: string): unknown };
}

let loaded: PdfFonts | null = null;

export function pdfFonts(): PdfFonts {
  if (!loaded) {
    const require = createRequire(import.meta.url);
    const fontkit = createRequire(require.resolve('pdfkit'))('fontkit') as Fontkit;
    const folder = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
    const parse = (file: string) => fontkit.create(readFileSync(join(folder, file))) as unknown as PDFKit.Mixins.PDFFontSource;
    loaded = { regular: parse('DejaVuSans.ttf'), bold: parse('DejaVuSans-Bold.ttf') };
  }
  return loaded;
}
