import { describe, expect, it } from 'vitest';
import { createCsvRecordCounter, dataRowsOf } from './csvExportProgress';

const CSV = 'Invoice number,Notes\r\nINV-1,"two\r\nlines"\r\nINV-2,"say ""hi"", ok"\r\nINV-3,\r\n';

describe('counting CSV records as bytes arrive', () => {
  it('counts records, not line breaks inside quoted cells', () => {
    const counter = createCsvRecordCounter();
    expect(counter.push(CSV)).toBe(4);
    expect(dataRowsOf(counter.records)).toBe(3);
  });

  it.each([1, 2, 3, 5, 7, 11])('gives the same count for chunks of %d characters (CRLF and quotes split anywhere)', (size) => {
    const counter = createCsvRecordCounter();
    const seen: number[] = [];
    for (let i = 0; i < CSV.length; i += size) seen.push(counter.push(CSV.slice(i, i + size)));
    expect(counter.records).toBe(4);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
  });

  it('a lone CR or LF is not a record end; nothing counted is negative', () => {
    const counter = createCsvRecordCounter();
    expect(counter.push('a\nb\rc')).toBe(0);
    expect(dataRowsOf(0)).toBe(0);
  });
});
