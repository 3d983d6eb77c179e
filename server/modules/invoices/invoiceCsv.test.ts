import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvCell, majorUnits, type CsvValue } from './invoiceCsv';
import { containsPattern } from './invoiceQuery';
import { groupSubtree, scopeKindForRoles } from './chargeScope';

describe('CSV cells', () => {
  it.each<[CsvValue, string]>([
    ['plain', 'plain'],
    ['a, b', '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\r\nlines', '"two\r\nlines"'],
    ['=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ['+1', "'+1"],
    ['-2', "'-2"],
    ['@SUM', "'@SUM"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', `"'\rcmd"`],
    ['\uFF1D1+1', "'\uFF1D1+1"],
    ['a\nb', '"a\nb"'],
    ['a\rb', '"a\rb"'],
    ['', ''],
    [null, ''],
    [12, '12'],
    [-3, '-3'],
    [true, 'true'],
    [false, 'false'],
  ])('%j -> %j', (value, cell) => expect(csvCell(value)).toBe(cell));

  /** RFC 4180 reading of one field: unquote and undouble quotes. */
  const readField = (cell: string) => (cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell);
  const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

  it('any text reads back as written, with an apostrophe before a formula start, and is quoted exactly when RFC 4180 needs it', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: fc.constantFrom('=', '+', '-', '@', '\t', '\r', '\n', '"', ',', 'a', ' ', "'") })), (text) => {
        const cell = csvCell(text);
        expect(readField(cell)).toBe(FORMULA_START.test(text) ? `'${text}` : text);
        expect(cell.startsWith('"')).toBe(/[",\r\n]/.test(text));
      }),
      { numRuns: 2000 },
    );
  });

  it('writes amounts as plain decimals, a negative one without the formula guard', () => {
    expect(csvCell({ decimal: '-19.99' })).toBe('-19.99');
    expect(csvCell({ decimal: '1234.50' })).toBe('1234.50');
  });

  it.each<[number, string, string]>([
    [123_450, 'USD', '1234.50'],
    [5, 'USD', '0.05'],
    [0, 'EUR', '0.00'],
    [-1_999, 'GBP', '-19.99'],
    [9_000_000_000_000_00, 'USD', '9000000000000.00'],
  ])('%d %s -> %s', (minor, currency, text) => expect(majorUnits(minor, currency)).toBe(text));
});

describe('scope helpers', () => {
  it('ILIKE patterns take % _ and \\ literally', () => {
    expect(containsPattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });

  it('roles -> scope', () => {
    expect(scopeKindForRoles(['Buyer:Administrator'])).toBe('account');
    expect(scopeKindForRoles(['buyerPayer'])).toBe('account');
    expect(scopeKindForRoles(['Buyer:GroupAdministrator', 'buyerPurchaser'])).toBe('group');
    expect(scopeKindForRoles(['buyerPurchaser'])).toBe('own');
    expect(scopeKindForRoles([])).toBe('own');
  });

  it('a group subtree holds the group and every descendant, nothing else', () => {
    const groups = [
      { id: 'top', parentGroupId: null },
      { id: 'west', parentGroupId: 'top' },
      { id: 'east', parentGroupId: 'top' },
      { id: 'boston', parentGroupId: 'east' },
      { id: 'back', parentGroupId: 'boston' },
    ];
    expect(groupSubtree('east', groups).sort()).toEqual(['back', 'boston', 'east']);
    expect(groupSubtree('top', groups)).toHaveLength(5);
    expect(groupSubtree('west', groups)).toEqual(['west']);
  });
});
