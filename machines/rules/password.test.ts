import { describe, expect, it } from 'vitest';
import { failedPasswordRules } from './password';

describe('failedPasswordRules', () => {
  it.each<[string, boolean[], string[]]>([
    ['Kwmpdz1!', [], []],
    ['Kwmpd1!', [], ['minLength']], // 7 characters: one short
    ['kwmpdzx1!', [], ['uppercase']],
    ['KWMPDZX1!', [], ['lowercase']],
    ['Kwmpdzxh!', [], ['number']],
    ['Kwmpdzxh1', [], ['special']],
    ['Kwmpdz 1', [], ['special']], // whitespace is not special
    ['', [], ['minLength', 'lowercase', 'uppercase', 'number', 'special']],
    ['Password1!', [], ['notCommon']],
    ['Kwmpdz1!', [false, false], []],
    ['Kwmpdz1!', [false, true], ['notRecentlyUsed']],
    ['Éwmpdé1!', [], []], // Unicode letters count
    ['Kwmpdz٣!', [], []], // Arabic-Indic digit is a number
    ['Ab1!😀😀😀😀', [], []], // 8 code points
    ['Ab1!😀😀😀', [], ['minLength']], // 7 code points, 10 UTF-16 units
  ])('%j (recent %j) fails %j', (password, recent, expected) => {
    expect(failedPasswordRules(password, recent)).toEqual(expected);
  });
});
