import { describe, expect, it } from 'vitest';
import { cardRequestProblems } from './cardRequest';
import { isPrintable, normaliseCompanyName, proposedBusinessName, proposedCardholderName, shortName } from './cardPrintedName';

describe('card printed names (spec 5)', () => {
  it.each([
    ['Acme Industrial Supply', 'ACME INDUSTRIAL SUPPLY'],
    ['  Müller & Söhne GmbH  ', 'MULLER & SOHNE GMBH'],
    ["O'Neil   Bros. (East), Inc.", "O'NEIL BROS. EAST, INC."],
    ['Smith/Jones – 50%', 'SMITH/JONES 50'],
    ['***', ''],
  ])('normalises %j to %j', (input, expected) => {
    expect(normaliseCompanyName(input)).toBe(expected);
    expect(expected === '' || isPrintable(expected)).toBe(true);
  });

  it('short name: first letter uppercased, then the second text cut to the limit minus 2', () => {
    expect(shortName('jane', '  Doe  ')).toBe('J Doe');
    expect(shortName('Bartholomew', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 26)).toBe('B ABCDEFGHIJKLMNOPQRSTUVWX');
    expect(shortName('Bartholomew', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 26)).toHaveLength(26);
  });

  it('proposes a name the card request rule accepts, shortening long names', () => {
    expect(proposedCardholderName('Alex', 'Morgan')).toBe('ALEX MORGAN');
    const long = proposedCardholderName('Maximilian', 'Featherstonehaugh-Wolfeschlegel');
    expect(long).toBe('M FEATHERSTONEHAUGH-WOLFES');
    expect(cardRequestProblems({ cardType: 'virtual', cardholderName: long })).toEqual([]);
    expect(proposedBusinessName('x'.repeat(80))).toHaveLength(64);
  });
});
