import { describe, expect, it } from 'vitest';
import { cardRequestProblems } from './cardRequest';
import type { CardRequest } from './cardRequest';

const address = { line1: '1 MAIN ST', city: 'AUSTIN', state: 'TX', zip: '78701' };
const ok: CardRequest = { cardType: 'physical', cardholderName: "J. O'NEIL-SMITH & CO, 2/3", shipTo: address };

describe('cardRequestProblems', () => {
  it.each<[string, Partial<CardRequest> | null, string[]]>([
    ['valid physical card', ok, []],
    ['valid virtual card without address', { cardType: 'virtual', cardholderName: 'JANE DOE' }, []],
    ['nothing at all', null, ['cardTypeUnknown', 'cardholderNameMissing']],
    ['unknown card type', { cardType: 'plastic' as never, cardholderName: 'JANE' }, ['cardTypeUnknown']],
    ['blank name', { cardType: 'virtual', cardholderName: '   ' }, ['cardholderNameMissing']],
    ['name of 26 characters', { cardType: 'virtual', cardholderName: 'A'.repeat(26) }, []],
    ['name of 27 characters', { cardType: 'virtual', cardholderName: 'A'.repeat(27) }, ['cardholderNameTooLong']],
    ['lowercase name', { cardType: 'virtual', cardholderName: 'Jane' }, ['cardholderNameCharacters']],
    ['accented name', { cardType: 'virtual', cardholderName: 'JOSÉ' }, ['cardholderNameCharacters']],
    ['business name of 64', { cardType: 'virtual', cardholderName: 'JANE', businessName: 'B'.repeat(64) }, []],
    ['business name of 65', { cardType: 'virtual', cardholderName: 'JANE', businessName: 'B'.repeat(65) }, ['businessNameTooLong']],
    ['business name with @', { cardType: 'virtual', cardholderName: 'JANE', businessName: 'ACME@' }, ['businessNameCharacters']],
    ['physical without address', { cardType: 'physical', cardholderName: 'JANE' }, ['shipToMissing']],
    ['address without city', { ...ok, shipTo: { ...address, city: '' } }, ['shipToIncomplete']],
    ['zip of 15', { ...ok, shipTo: { ...address, zip: '1'.repeat(15) } }, []],
    ['zip of 16', { ...ok, shipTo: { ...address, zip: '1'.repeat(16) } }, ['shipToTooLong']],
    ['line 1 of 51', { ...ok, shipTo: { ...address, line1: 'X'.repeat(51) } }, ['shipToTooLong']],
    ['state of 11', { ...ok, shipTo: { ...address, state: 'X'.repeat(11) } }, ['shipToTooLong']],
  ])('%s', (_name, request, expected) => {
    expect(cardRequestProblems(request)).toEqual(expected);
  });
});
