// `node --import tsx bench/pdfFonts.ts`: one small page with DejaVu Sans, the font given to pdfkit as
// the file's bytes (parsed again for every document, the old way) or as the parsed font that
// server/modules/invoiceDocuments/pdfFonts.ts keeps per process.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import PDFDocument from 'pdfkit';
import { pdfFonts } from '../server/modules/invoiceDocuments/pdfFonts';

const require = createRequire(import.meta.url);
const folder = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const bytes = { regular: readFileSync(join(folder, 'DejaVuSans.ttf')), bold: readFileSync(join(folder, 'DejaVuSans-Bold.ttf')) };

function page(fonts: { regular: PDFKit.Mixins.PDFFontSource; bold: PDFKit.Mixins.PDFFontSource }): number {
  const doc = new PDFDocument({ size: 'A4' });
  doc.registerFont('R', fonts.regular);
  doc.registerFont('B', fonts.bold);
  doc.font('R').text('Müller & Søn, Łódź: invoice 1,234.00 EUR');
  doc.font('B').text('Total 1,234.00 EUR');
  doc.end();
  let size = 0;
  for (let chunk = doc.read() as Buffer | null; chunk !== null; chunk = doc.read() as Buffer | null) size += chunk.length;
  return size;
}

for (const [name, fonts] of [['bytes', bytes], ['parsed once', pdfFonts()], ['bytes', bytes], ['parsed once', pdfFonts()], ['parsed once', pdfFonts()]] as const) {
  const started = performance.now();
  const size = page(fonts);
  console.log(`${name}: ${Math.round(performance.now() - started)} ms, ${size} bytes`);
}
