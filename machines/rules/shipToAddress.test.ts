import { describe, expect, it } from 'vitest';
import { cardRequestProblems } from './cardRequest';
import { shipToFieldProblems, tidyShipTo } from './shipToAddress';

describe('ship-to address fields (spec 5 lengths)', () => {
  const ok = { attentionTo: 'ACCOUNTS', line1: '1 HARBOUR ROAD', city: 'BRISTOL', state: 'AV', zip: 'BS1 5AA' };
  it('accepts a complete address within the limits, as the card request rule does', () => {
    expect(shipToFieldProblems(ok)).toEqual([]);
    expect(cardRequestProblems({ cardType: 'physical', cardholderName: 'A B', shipTo: tidyShipTo(ok) })).toEqual([]);
  });
  it('names each missing or too long field with its maximum', () => {
    expect(shipToFieldProblems({ ...ok, line1: ' ', city: 'C'.repeat(41), zip: '1'.repeat(15), state: 'S'.repeat(11) })).toEqual([
      { field: 'line1', problem: 'required', max: 50 },
      { field: 'city', problem: 'tooLong', max: 40 },
      { field: 'state', problem: 'tooLong', max: 10 },
    ]);
    expect(shipToFieldProblems(null).map((p) => p.field)).toEqual(['line1', 'city', 'zip']);
  });
  it('tidies blanks to null and trims', () => {
    expect(tidyShipTo({ line1: ' 1 A ', line2: '  ', city: 'X', zip: '9' })).toEqual({ attentionTo: null, line1: '1 A', line2: null, city: 'X', state: null, zip: '9' });
  });
});
