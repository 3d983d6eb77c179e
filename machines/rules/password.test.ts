import { describe, expect, it } from 'vitest';
import { failedPasswordRules } from './password';

describe('failedPasswordRules', () => {
  it.each<[string, boolean[], string[]]>([
    ['Abcdef1!', [], []],
    ['Abcde1!', [], ['minLength']], // 7 characters: one short
    ['abcdefg1!', [], ['uppercase']],
    ['ABCDEFG1!', [], ['lowercase']],
    ['Abcdefgh!', [], ['number']],
    ['Abcdefgh1', [], ['special']],
    ['Abcdef 1', [], ['special']], // whitespace is not special
    ['', [], ['minLength', 'lowercase', 'uppercase', 'number', 'special']],
    ['Abcdef1!', [false, false], []],
    ['Abcdef1!', [false, true], ['notRecentlyUsed']],
    ['Ébcdéf1!', [], []], // Unicode letters count
    ['Abcdef٣!', [], []], // Arabic-Indic digit is a number
    ['Ab1!😀😀😀😀', [], []], // 8 code points
    ['Ab1!😀😀😀', [], ['minLength']], // 7 code points, 10 UTF-16 units
  ])('%j (recent %j) fails %j', (password, recent, expected) => {
    expect(failedPasswordRules(password, recent)).toEqual(expected);
  });
});
