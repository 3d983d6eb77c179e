import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { domainEntries } from '../../machines/catalog';
import enUS from '../../src/i18n/messages/en-US/bundle';
import { describeRefusal, ruleMessageId, subRuleMessageId } from './ruleRefusal';

const has = (id: string) => id in enUS;

describe('describeRefusal', () => {
  it('a server refusal shows each failed check and links to the rule', () => {
    const error = { code: 'RULE_REFUSED', messageId: 'rule.dispute.isDisputeEligible', refusal: { machine: 'dispute', rule: 'isDisputeEligible', subRules: ['feeInvoice'] } };
    expect(describeRefusal(error, has)).toEqual({ lines: ['rule.dispute.isDisputeEligible.feeInvoice'], checks: true, link: { machine: 'dispute', rule: 'isDisputeEligible' } });
    expect(enUS['rule.dispute.isDisputeEligible.feeInvoice']).toBe('Fee invoices cannot be disputed.');
  });

  it('the rule itself (a check the browser ran) shows its checks in order, once each', () => {
    const shown = describeRefusal({ machine: 'dispute', rule: 'isDisputeEligible', subRules: ['consolidatedInvoice', 'disputeTimeLimitPassed'] }, has);
    expect(shown?.lines).toEqual(['rule.dispute.isDisputeEligible.consolidatedInvoice', 'rule.dispute.isDisputeEligible.disputeTimeLimitPassed']);
  });

  it('a refusal without checks shows the rule\'s words; a check without words of its own falls back to them', () => {
    expect(describeRefusal({ messageId: 'rule.creditIncrease.canSubmitRequest', refusal: { machine: 'creditIncrease', rule: 'canSubmitRequest', subRules: [] } }, has)).toMatchObject({
      lines: ['rule.creditIncrease.canSubmitRequest'], checks: false, link: { machine: 'creditIncrease', rule: 'canSubmitRequest' },
    });
    expect(describeRefusal({ machine: 'dispute', rule: 'isDisputeEligible', subRules: ['newCheckWithoutWords'] }, has)?.lines).toEqual(['rule.dispute.isDisputeEligible']);
  });

  it('a bare rule message id (a hook that kept only that) still links to its rule', () => {
    expect(describeRefusal('rule.bankMandate.isMandateSigned', has)).toEqual({ lines: ['rule.bankMandate.isMandateSigned'], checks: false, link: { machine: 'bankMandate', rule: 'isMandateSigned' } });
  });

  it('no guard refused (notAllowedInState): links to the machine, not to a rule', () => {
    expect(describeRefusal({ code: 'RULE_REFUSED', messageId: 'rule.purchaseCard.notAllowedInState', refusal: { machine: 'purchaseCard', rule: 'notAllowedInState', subRules: [] } }, has)).toEqual({
      lines: ['rule.purchaseCard.notAllowedInState'], checks: false, link: { machine: 'purchaseCard', rule: null },
    });
  });

  it('any other error shows its own message without a link, or the general refusal when the id is unknown', () => {
    expect(describeRefusal({ code: 'INTERNAL', messageId: 'signIn.error.internal' }, has)).toEqual({ lines: ['signIn.error.internal'], checks: false, link: null });
    expect(describeRefusal('no.such.message', has)).toEqual({ lines: ['error.ruleRefused'], checks: false, link: null });
    expect(describeRefusal({ code: 'X', messageId: 'signIn.error.accountLocked', values: { minutes: 3 } }, has)?.values).toEqual({ minutes: 3 });
  });

  it('nothing refused: nothing to show', () => {
    expect(describeRefusal(null, has)).toBeNull();
    expect(describeRefusal(undefined, has)).toBeNull();
    expect(describeRefusal('', has)).toBeNull();
  });
});

describe('every rule of the rule books has words in en-US', () => {
  // A rule of one screen area's machine may have its words in that area's screen messages
  // (messages/en-US/screens/<area>.json, e.g. the buyer application's in apply.json): describeRefusal
  // looks them up in the messages of the screen that shows the refusal, which has that file loaded.
  const screens: Record<string, string> = Object.assign({}, ...Object.values(import.meta.glob<Record<string, string>>('../../src/i18n/messages/en-US/screens/*.json', { eager: true, import: 'default' })));
  const words = { ...enUS, ...screens };
  const has = (id: string) => id in words;
  const rules = domainEntries.flatMap((entry) => Object.entries(entry.rules).map(([rule, doc]) => ({ machine: entry.id, rule, doc })));

  it('each rule (rule.<machine>.<rule>)', () => {
    expect(rules.map(({ machine, rule }) => ruleMessageId(machine, rule)).filter((id) => !has(id))).toEqual([]);
  });

  it('each check of a composite rule, in the rule book\'s own words (rule.<machine>.<rule>.<check>)', () => {
    const checks = rules.flatMap(({ machine, rule, doc }) => Object.entries(doc.subRules ?? {}).map(([check, text]) => ({ id: subRuleMessageId(machine, rule, check), text })));
    expect(checks.length).toBeGreaterThan(30);
    for (const { id, text } of checks) {
      const message = words[id];
      expect(message, id).toBeDefined();
      expect(new IntlMessageFormat(message ?? '', 'en-US').format(), id).toBe(text);
    }
  });
});
