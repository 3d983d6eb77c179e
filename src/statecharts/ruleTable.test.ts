import { describe, expect, it } from 'vitest';
import { toGraphModel } from './graphModel';
import { ruleText, toRuleTable } from './ruleTable';
import { orderMachine, orderRules } from './testMachines';

describe('toRuleTable', () => {
  const rows = toRuleTable(toGraphModel(orderMachine, { rules: orderRules }));
  const row = (from: string, event: string) => rows.filter((r) => r.from === from && r.event === event);

  it('has one row per transition, in model order', () => {
    expect(rows).toHaveLength(toGraphModel(orderMachine).transitions.length);
    expect(rows[0]).toMatchObject({ from: '(any state)', event: 'order.cancel', to: 'cancelled', spec: '3. Orders' });
  });

  it('gives guarded branches the rule in words, the guard name and the most specific spec', () => {
    expect(row('open', 'order.ship')).toEqual([
      {
        transitionId: 'order.open|order.ship|0',
        from: 'open',
        event: 'order.ship',
        guard: `Paid orders are charged and shipped. Rule: ${orderRules.isPaid.description}`,
        guardName: 'isPaid',
        to: 'charging',
        spec: '5. Payments',
      },
      expect.objectContaining({ guard: 'Only when: is large and not is blocked.', guardName: 'and(isLarge, not(isBlocked))', to: 'review', spec: '3. Orders' }),
      expect.objectContaining({ guard: 'Otherwise (none of the rules above applies).', guardName: '', to: 'open' }),
    ]);
  });

  it('says where a targetless transition stays and lists every target of a parallel entry', () => {
    expect(row('open', 'order.note')[0]).toMatchObject({ to: '(stays in open)', guard: 'No condition.' });
    expect(row('delivery.shipping.packing', 'order.touch')[0]).toMatchObject({ to: 'delivery.shipping.sent' });
  });

  it('keeps a description that already is the rule', () => {
    const t = toGraphModel(orderMachine, { rules: orderRules }).transitions[1];
    expect(t && ruleText({ ...t, description: orderRules.isPaid.description })).toBe(orderRules.isPaid.description);
  });
});
