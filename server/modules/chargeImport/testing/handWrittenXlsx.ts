import { crc32, deflateRawSync } from 'node:zlib';

/**
 * A workbook written by hand, not by exceljs: the SpreadsheetML parts a spreadsheet program writes
 * (content types, relationships, workbook, styles with a built-in date format, shared strings) in
 * the order Excel puts them in the zip (the sheet before styles and shared strings), deflated by
 * zlib into a zip built here. Tests and the browser journey upload it to prove the import reads
 * files of other programs: texts as shared strings, dates as serial numbers styled as dates,
 * amounts as numbers.
 */
export type HandCell = string | number | { date: string } | null;

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Excel's serial day number of a YYYY-MM-DD date (1900 date system). */
export const excelSerial = (date: string) => Math.round((Date.parse(`${date}T00:00:00Z`) - Date.UTC(1899, 11, 30)) / 86_400_000);

function column(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

function parts(rows: readonly (readonly HandCell[])[]): [string, string][] {
  const strings: string[] = [];
  const stringIndex = (text: string) => {
    const at = strings.indexOf(text);
    return at >= 0 ? at : strings.push(text) - 1;
  };
  const sheetRows = rows.map((cells, r) => {
    const xml = cells.map((cell, c) => {
      const ref = `${column(c)}${r + 1}`;
      if (cell === null || cell === '') return '';
      if (typeof cell === 'number') return `<c r="${ref}"><v>${cell}</v></c>`;
      if (typeof cell === 'object') return `<c r="${ref}" s="1"><v>${excelSerial(cell.date)}</v></c>`;
      return `<c r="${ref}" t="s"><v>${stringIndex(cell)}</v></c>`;
    });
    return `<row r="${r + 1}">${xml.join('')}</row>`;
  });
  const ns = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  return [
    ['[Content_Types].xml', `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>`],
    ['_rels/.rels', `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`],
    ['xl/workbook.xml', `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="${ns}" xmlns:r="${rel}"><sheets><sheet name="Charges" sheetId="1" r:id="rId1"/></sheets></workbook>`],
    ['xl/_rels/workbook.xml.rels', `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${rel}/styles" Target="styles.xml"/><Relationship Id="rId3" Type="${rel}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`],
    ['xl/worksheets/sheet1.xml', `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="${ns}"><sheetData>${sheetRows.join('')}</sheetData></worksheet>`],
    ['xl/styles.xml', `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><styleSheet xmlns="${ns}"><fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts><fills count="1"><fill><patternFill patternType="none"/></fill></fills><borders count="1"><border/></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="14" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs></styleSheet>`],
    ['xl/sharedStrings.xml', `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><sst xmlns="${ns}" count="${strings.length}" uniqueCount="${strings.length}">${strings.map((s) => `<si><t xml:space="preserve">${escapeXml(s)}</t></si>`).join('')}</sst>`],
  ];
}

/** A zip of the parts (deflate), with local headers, central directory and end record. */
function zip(files: readonly [string, string][]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of files) {
    const data = Buffer.from(text, 'utf8');
    const packed = deflateRawSync(data);
    const nameBytes = Buffer.from(name, 'utf8');
    const crc = crc32(data) >>> 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0); local.writeUInt16LE(20, 4); local.writeUInt16LE(0x0800, 6); local.writeUInt16LE(8, 8);
    local.writeUInt32LE(0, 10); local.writeUInt32LE(crc, 14); local.writeUInt32LE(packed.length, 18); local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26); local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0); central.writeUInt16LE(20, 4); central.writeUInt16LE(20, 6); central.writeUInt16LE(0x0800, 8); central.writeUInt16LE(8, 10);
    central.writeUInt32LE(0, 12); central.writeUInt32LE(crc, 16); central.writeUInt32LE(packed.length, 20); central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28); central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, packed);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0); end.writeUInt16LE(files.length, 8); end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12); end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The .xlsx bytes of a one-sheet workbook with these rows. */
export function handWrittenXlsx(rows: readonly (readonly HandCell[])[]): Buffer {
  return zip(parts(rows));
}

export const TEMPLATE_HEADER: readonly string[] = ['Invoice Reference ID', 'Buyer Client Reference ID', 'Invoice Number', 'Bill Date', 'Due Date', 'Amount', 'Currency', 'PO Number', 'Notes'];

/**
 * The "Done when" file: 3 good rows for Acme (client reference ACME-0001, USD) and 1 bad row (a
 * buyer reference no buyer has), references and numbers prefixed so runs on one server differ.
 */
export function threeGoodOneBad(prefix: string): { file: Buffer; good: string[]; bad: string; badReason: string } {
  const good = [1, 2, 3].map((n) => `${prefix}-${n}`);
  const bad = `${prefix}-BAD`;
  const rows: HandCell[][] = [
    [...TEMPLATE_HEADER],
    [good[0]!, 'ACME-0001', `${prefix}-INV-1`, { date: '2026-11-02' }, { date: '2026-12-02' }, 1250.5, 'USD', 'PO-77', 'First import'],
    [good[1]!, 'ACME-0001', `${prefix}-INV-2`, { date: '2026-11-03' }, { date: '2026-12-03' }, 99, 'USD', null, null],
    [bad, 'NOPE-9999', `${prefix}-INV-X`, { date: '2026-11-03' }, { date: '2026-12-03' }, 10, 'USD', null, null],
    [good[2]!, 'ACME-0001', `${prefix}-INV-3`, '2026-11-04', '2026-12-04', '42.42', 'usd', null, 'Dates typed as text'],
  ];
  return { file: handWrittenXlsx(rows), good, bad, badReason: 'uploadData.failure.buyerNotFound' };
}
