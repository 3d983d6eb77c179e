import { and, not, or, stateIn } from 'xstate';
import { readableName } from './labels';
import type { GuardModel, GuardRules } from './types';

/**
 * A transition's guard as a name and a plain-language rule. Named guards (the DESIGN rule) read
 * from the machine file's Rules record, or their name made readable. Combinators (`and`/`or`/`not`)
 * lose their names in the machine JSON; here they are recognised by their check function (which
 * survives minification, unlike function names) and spelled out from their parts.
 */

interface Combinator {
  check?: unknown;
  guards?: readonly unknown[];
  stateValue?: unknown;
}

const AND_CHECK = (and([]) as unknown as Combinator).check;
const OR_CHECK = (or([]) as unknown as Combinator).check;
const NOT_CHECK = (not('x') as unknown as Combinator).check;
const STATE_IN_CHECK = (stateIn('x') as unknown as Combinator).check;

interface Described {
  name: string;
  text: string;
  short: string;
  fromRules: boolean;
  spec: string | null;
}

function describeNamed(name: string, rules: GuardRules | undefined): Described {
  const rule = rules && Object.hasOwn(rules, name) ? rules[name] : undefined;
  const short = readableName(name);
  if (rule) return { name, text: rule.description, short, fromRules: true, spec: rule.spec ?? null };
  return { name, text: short, short, fromRules: false, spec: null };
}

function stateValueText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function describe(guard: unknown, rules: GuardRules | undefined): Described {
  if (typeof guard === 'string') return describeNamed(guard, rules);
  if (guard && typeof guard === 'object' && typeof (guard as { type?: unknown }).type === 'string') {
    return describeNamed((guard as { type: string }).type, rules);
  }
  if (typeof guard === 'function') {
    const { check, guards = [], stateValue } = guard as Combinator;
    if (check === STATE_IN_CHECK) {
      const where = stateValueText(stateValue);
      return { name: `stateIn(${where})`, text: `in state ${where}`, short: `in ${where}`, fromRules: false, spec: null };
    }
    const parts = guards.map((g) => describe(g, rules));
    const fromRules = parts.some((p) => p.fromRules);
    const spec = parts.find((p) => p.spec)?.spec ?? null;
    const names = parts.map((p) => p.name).join(', ');
    const group = (text: string) => (parts.length > 1 && /\s(and|or)\s/.test(text) ? `(${text})` : text);
    const texts = parts.map((p) => group(p.text));
    const shorts = parts.map((p) => group(p.short));
    const base = { fromRules, spec };
    if (check === AND_CHECK) return { ...base, name: `and(${names})`, text: texts.join(' and '), short: shorts.join(' and ') };
    if (check === OR_CHECK) return { ...base, name: `or(${names})`, text: texts.join(' or '), short: shorts.join(' or ') };
    if (check === NOT_CHECK) return { ...base, name: `not(${names})`, text: `not ${texts[0] ?? ''}`.trim(), short: `not ${shorts[0] ?? ''}`.trim() };
  }
  return { name: 'inline guard', text: 'an unnamed inline condition', short: 'inline condition', fromRules: false, spec: null };
}

/** The guard of a transition definition, or null when it has none. */
export function guardModel(guard: unknown, rules?: GuardRules): GuardModel | null {
  if (guard === undefined || guard === null) return null;
  const d = describe(guard, rules);
  return { name: d.name, text: d.text, short: d.short, source: d.fromRules ? 'rules' : 'name', spec: d.spec };
}
