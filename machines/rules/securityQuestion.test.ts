import { describe, expect, it } from 'vitest';
import {
  SECURITY_ANSWER_HOLD_MS,
  SECURITY_ANSWER_MAX_FAILURES,
  SECURITY_QUESTION_KEYS,
  afterWrongSecurityAnswer,
  isSecurityAnswerAcceptable,
  isSecurityQuestionKey,
  normalizeSecurityAnswer,
  securityAnswerHeldUntil,
} from './securityQuestion';

const at = (iso: string) => new Date(iso);

describe('security question rules', () => {
  it('has the ten keys of spec 3', () => {
    expect(SECURITY_QUESTION_KEYS).toHaveLength(10);
    expect(isSecurityQuestionKey('firstPetName')).toBe(true);
    expect(isSecurityQuestionKey('mothersMaidenName')).toBe(false);
  });

  it.each([
    ['Elm Street', 'elmstreet'],
    ['  ELM\tstreet ', 'elmstreet'],
    ['Müller Straße', 'müllerstraße'],
    ['ＥＬＭ', 'elm'], // full-width letters (NFKC)
  ])('normalises %j to %j (case and spaces do not matter)', (answer, expected) => {
    expect(normalizeSecurityAnswer(answer)).toBe(expected);
  });

  it('accepts 2 to 100 characters', () => {
    expect(isSecurityAnswerAcceptable('a')).toBe(false);
    expect(isSecurityAnswerAcceptable(' a  ')).toBe(false);
    expect(isSecurityAnswerAcceptable('ab')).toBe(true);
    expect(isSecurityAnswerAcceptable('x'.repeat(100))).toBe(true);
    expect(isSecurityAnswerAcceptable('x'.repeat(101))).toBe(false);
  });

  it(`holds answers for 15 minutes after the ${SECURITY_ANSWER_MAX_FAILURES}th wrong one`, () => {
    let attempts = { failedAttempts: 0, lastFailedAt: null as Date | null };
    const t0 = at('2026-11-20T10:00:00Z');
    for (let i = 1; i < SECURITY_ANSWER_MAX_FAILURES; i += 1) attempts = afterWrongSecurityAnswer(attempts, t0);
    expect(securityAnswerHeldUntil(attempts, t0)).toBeNull();
    attempts = afterWrongSecurityAnswer(attempts, t0);
    expect(securityAnswerHeldUntil(attempts, t0)).toEqual(new Date(t0.getTime() + SECURITY_ANSWER_HOLD_MS));
    expect(securityAnswerHeldUntil(attempts, new Date(t0.getTime() + SECURITY_ANSWER_HOLD_MS - 1))).not.toBeNull();
    expect(securityAnswerHeldUntil(attempts, new Date(t0.getTime() + SECURITY_ANSWER_HOLD_MS))).toBeNull();
    // After the hold a wrong answer starts a new count.
    expect(afterWrongSecurityAnswer(attempts, new Date(t0.getTime() + SECURITY_ANSWER_HOLD_MS)).failedAttempts).toBe(1);
  });
});
