import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * DejaVu Sans (regular and bold) from the `dejavu-fonts-ttf` package, embedded (subset) in every
 * invoice PDF: it covers Latin, Greek and Cyrillic with their accents ("Müller & Søn", "Łódź",
 * "Ωmega"), where the PDF standard fonts stop at WinAnsi. Read once per process.
 */
export interface PdfFonts {
  regular: Buffer;
  bold: Buffer;
}

let loaded: PdfFonts | null = null;

export function pdfFonts(): PdfFonts {
  if (!loaded) {
    const folder = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');
    loaded = { regular: readFileSync(join(folder, 'DejaVuSans.ttf')), bold: readFileSync(join(folder, 'DejaVuSans-Bold.ttf')) };
  }
  return loaded;
}
