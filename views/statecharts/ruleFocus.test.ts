import { describe, expect, it } from 'vitest';
import { ruleFocusOf } from './ruleFocus';
import type { RuleRow } from '../../src/statecharts/types';

const row = (transitionId: string, guardName: string): RuleRow => ({ transitionId, from: 'draft', event: 'dispute.raise', guard: 'words', guardName, to: 'open', spec: '5' });
const rows = [row('a', 'isDisputeEligible'), row('b', ''), row('c', 'and(hasReason, isFraud)'), row('d', 'isFraudulent')];

describe('ruleFocusOf (?rule= of a statechart page)', () => {
  it('finds the transitions a rule guards, alone or inside a composite guard', () => {
    expect(ruleFocusOf(rows, 'isDisputeEligible')?.rows.map((r) => r.transitionId)).toEqual(['a']);
    expect(ruleFocusOf(rows, 'isFraud')?.rows.map((r) => r.transitionId)).toEqual(['c']);
    expect(ruleFocusOf(rows, 'hasReason')?.rows.map((r) => r.transitionId)).toEqual(['c']);
  });

  it('is null without a rule, for a rule the machine does not have, or a malformed name', () => {
    expect(ruleFocusOf(rows, null)).toBeNull();
    expect(ruleFocusOf(rows, 'canBeTerminated')).toBeNull();
    expect(ruleFocusOf(rows, 'is.*')).toBeNull();
  });
});
