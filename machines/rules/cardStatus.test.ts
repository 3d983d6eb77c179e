import { describe, expect, it } from 'vitest';
import { CARD_REASONS, CARD_REASON_VALUES, isCardReason, terminationBlockers } from './cardStatus';

describe('card reasons', () => {
  it('are the six reasons of spec 3, label -> stored value', () => {
    expect(Object.keys(CARD_REASONS)).toEqual(['Damaged', 'Employee Terminated', 'Fraud', 'Lost', 'Other', 'Stolen']);
    expect(CARD_REASON_VALUES).toEqual(['damaged', 'employeeTerminated', 'fraud', 'lost', 'other', 'stolen']);
  });

  it.each([
    ['lost', true], ['employeeTerminated', true], ['Lost', false], ['Employee Terminated', false], ['', false], [null, false], [undefined, false], [3, false],
  ])('isCardReason(%j) = %s', (value, expected) => {
    expect(isCardReason(value)).toBe(expected);
  });
});

describe('terminationBlockers', () => {
  it.each([
    [{ alreadyTerminated: false, reason: 'stolen' }, []],
    [{ alreadyTerminated: false, reason: null }, ['terminationReasonMissing']],
    [{ alreadyTerminated: true, reason: 'fraud' }, ['alreadyTerminated']],
    [{ alreadyTerminated: true, reason: 'nope' }, ['alreadyTerminated', 'terminationReasonMissing']],
  ])('%j -> %j', (facts, expected) => {
    expect(terminationBlockers(facts)).toEqual(expected);
  });
});
