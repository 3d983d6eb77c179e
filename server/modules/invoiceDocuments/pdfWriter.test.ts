import { describe, expect, it } from 'vitest';
import { readPdf } from './pdfReader';
import { pdfString, winAnsiBytes, writePdf } from './pdfWriter';

describe('writePdf (PDF 1.4 text writer)', () => {
  it('writes a file whose xref offsets, trailer and stream lengths are right, and whose text reads back', () => {
    const pdf = writePdf({ title: 'Invoice INV-1 (copy)', lines: [{ text: 'Invoice INV-1', size: 18, bold: true }, { text: 'PO number: PO-(7)\\x' }, { text: 'Total: € 1.234,50 – Müller' }], createdAt: new Date('2026-03-01T10:00:00Z') });
    const parsed = readPdf(pdf);
    expect(parsed.version).toBe('1.4');
    expect(parsed.pageCount).toBe(1);
    expect(parsed.objectCount).toBe(7);
    expect(parsed.title).toBe('Invoice INV-1 (copy)');
    expect(parsed.texts).toEqual(['Invoice INV-1', 'PO number: PO-(7)\\x', 'Total: € 1.234,50 – Müller']);
  });

  it('breaks long documents into pages, every page listed and readable', () => {
    const lines = Array.from({ length: 130 }, (_, i) => ({ text: `Line ${i + 1}` }));
    const parsed = readPdf(writePdf({ title: 'Long', lines }));
    expect(parsed.pageCount).toBeGreaterThan(1);
    expect(parsed.objectCount).toBe(5 + parsed.pageCount * 2);
    expect(parsed.texts).toEqual(lines.map((l) => l.text));
  });

  it('is deterministic and detects a corrupted offset', () => {
    const input = { title: 'T', lines: [{ text: 'a' }] };
    const pdf = writePdf(input);
    expect(writePdf(input).equals(pdf)).toBe(true);
    const broken = Buffer.from(pdf.toString('latin1').replace('%PDF-1.4\n', '%PDF-1.4\n\n'), 'latin1');
    expect(() => readPdf(broken)).toThrow(/xref|startxref/);
  });

  it('escapes string delimiters and replaces characters the standard fonts lack', () => {
    expect(pdfString('a(b)c\\').toString('latin1')).toBe('(a\\(b\\)c\\\\)');
    expect(winAnsiBytes('日€')).toEqual([0x3f, 0x80]);
  });
});
