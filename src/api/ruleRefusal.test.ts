import { describe, expect, it } from 'vitest';
import { messageValuesOf, ruleRefusalOf } from './ruleRefusal';

describe('ruleRefusalOf (a GraphQL error of server/rulebook)', () => {
  it('keeps the machine, the rule and the failed sub-rules of a RULE_REFUSED error', () => {
    const extensions = {
      code: 'RULE_REFUSED', rule: 'isDisputeEligible', machine: 'dispute', messageId: 'rule.dispute.isDisputeEligible',
      description: 'Only a single non-consolidated invoice…', spec: '5. Specific rules', subRules: ['feeInvoice', 'disputeTimeLimitPassed'],
    };
    expect(ruleRefusalOf(extensions)).toEqual({ machine: 'dispute', rule: 'isDisputeEligible', subRules: ['feeInvoice', 'disputeTimeLimitPassed'] });
  });

  it('has no sub-rules when the rule names none, and keeps the first of several refused guards', () => {
    expect(ruleRefusalOf({ code: 'RULE_REFUSED', rule: 'notAllowedInState', machine: 'purchaseCard' })).toEqual({ machine: 'purchaseCard', rule: 'notAllowedInState', subRules: [] });
    expect(ruleRefusalOf({ code: 'RULE_REFUSED', rule: 'hasLockReason | canBeTerminated', machine: 'purchaseCard', subRules: ['alreadyTerminated', 7] })).toEqual({
      machine: 'purchaseCard', rule: 'hasLockReason', subRules: ['alreadyTerminated'],
    });
  });

  it('is undefined for other errors or an incomplete refusal', () => {
    expect(ruleRefusalOf(undefined)).toBeUndefined();
    expect(ruleRefusalOf({ code: 'FORBIDDEN', machine: 'dispute', rule: 'isDisputeEligible' })).toBeUndefined();
    expect(ruleRefusalOf({ code: 'RULE_REFUSED', rule: 'isDisputeEligible' })).toBeUndefined();
    expect(ruleRefusalOf({ code: 'RULE_REFUSED', machine: 'dispute', rule: '' })).toBeUndefined();
  });
});

describe('messageValuesOf', () => {
  it('keeps string and number placeholders only', () => {
    expect(messageValuesOf({ values: { attemptsLeft: 2, name: 'x', nested: { a: 1 } } })).toEqual({ attemptsLeft: 2, name: 'x' });
    expect(messageValuesOf({ values: [1] })).toBeUndefined();
    expect(messageValuesOf({})).toBeUndefined();
  });
});
