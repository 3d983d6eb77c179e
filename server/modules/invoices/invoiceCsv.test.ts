import { describe, expect, it } from 'vitest';
import { csvCell, majorUnits } from './invoiceCsv';
import { containsPattern } from './invoiceQuery';
import { groupSubtree, scopeKindForRoles } from './chargeScope';

describe('CSV cells', () => {
  it.each<[string | number | null, string]>([
    ['plain', 'plain'],
    ['a, b', '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\r\nlines', '"two\r\nlines"'],
    ['=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ['+1', "'+1"],
    ['-2', "'-2"],
    ['@SUM', "'@SUM"],
    [null, ''],
    [12, '12'],
  ])('%j -> %j', (value, cell) => expect(csvCell(value)).toBe(cell));

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
