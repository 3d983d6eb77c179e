import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/**
 * The placeholders of an ICU message as `name:kind` strings, sorted (`minutes:plural`, `b:tag`).
 * Two translations of one message must have the same list. Throws when the message does not parse.
 */
export function icuArguments(message: string): string[] {
  const found = new Set<string>();
  collect(parse(message), found);
  return [...found].sort();
}

function collect(elements: MessageFormatElement[], found: Set<string>): void {
  for (const el of elements) {
    switch (el.type) {
      case TYPE.argument:
      case TYPE.number:
      case TYPE.date:
      case TYPE.time:
        found.add(`${el.value}:${TYPE[el.type]}`);
        break;
      case TYPE.select:
      case TYPE.plural:
        found.add(`${el.value}:${TYPE[el.type]}`);
        for (const option of Object.values(el.options)) collect(option.value, found);
        break;
      case TYPE.tag:
        found.add(`${el.value}:tag`);
        collect(el.children, found);
        break;
      default:
        break;
    }
  }
}

/** The choices of one select or plural argument: its kind and option keys (`=0`, `one`, `other`, `admin`). */
export interface IcuChoice {
  kind: 'select' | 'plural' | 'selectordinal';
  keys: string[];
}

/**
 * Every select / plural / selectordinal argument of an ICU message with the union of its option
 * keys, sorted, by argument name. Throws when the message does not parse.
 */
export function icuChoices(message: string): Record<string, IcuChoice> {
  const found: Record<string, IcuChoice> = {};
  collectChoices(parse(message), found);
  for (const choice of Object.values(found)) choice.keys.sort();
  return found;
}

function collectChoices(elements: MessageFormatElement[], found: Record<string, IcuChoice>): void {
  for (const el of elements) {
    if (el.type === TYPE.select || el.type === TYPE.plural) {
      const kind = el.type === TYPE.select ? 'select' : el.pluralType === 'ordinal' ? 'selectordinal' : 'plural';
      const choice = (found[el.value] ??= { kind, keys: [] });
      for (const key of Object.keys(el.options)) if (!choice.keys.includes(key)) choice.keys.push(key);
      for (const option of Object.values(el.options)) collectChoices(option.value, found);
    } else if (el.type === TYPE.tag) {
      collectChoices(el.children, found);
    }
  }
}

/** The literal text of an ICU message (option texts and tag contents included, argument names not). */
export function icuText(message: string): string {
  const parts: string[] = [];
  collectText(parse(message), parts);
  return parts.join(' ');
}

function collectText(elements: MessageFormatElement[], parts: string[]): void {
  for (const el of elements) {
    if (el.type === TYPE.literal) parts.push(el.value);
    else if (el.type === TYPE.select || el.type === TYPE.plural) for (const option of Object.values(el.options)) collectText(option.value, parts);
    else if (el.type === TYPE.tag) collectText(el.children, parts);
  }
}

/**
 * Problems of a translation's choices against English's (issue 15 "ICU parity"): a select must
 * offer exactly English's keys; a plural or selectordinal must keep English's exact `=N` keys and
 * `other`, and its category keys must be ones the locale's plural rules know (Czech and Polish
 * need `few` and `many`, which English lacks; Intl.PluralRules says which). Empty when they agree.
 */
export function choiceProblems(locale: string, translated: string, english: string): string[] {
  const mine = icuChoices(translated);
  const theirs = icuChoices(english);
  const problems: string[] = [];
  for (const [name, source] of Object.entries(theirs)) {
    const choice = mine[name];
    if (!choice || choice.kind !== source.kind) {
      problems.push(`${name}: ${choice?.kind ?? 'missing'} instead of ${source.kind}`);
      continue;
    }
    if (choice.kind === 'select') {
      if (choice.keys.join() !== source.keys.join()) problems.push(`${name}: select keys ${choice.keys.join('|')} instead of ${source.keys.join('|')}`);
      continue;
    }
    const categories = new Intl.PluralRules(locale, { type: choice.kind === 'plural' ? 'cardinal' : 'ordinal' }).resolvedOptions().pluralCategories as string[];
    const unknown = choice.keys.filter((key) => !key.startsWith('=') && !categories.includes(key));
    const needed = choice.kind === 'plural' ? uncoveredCategories(locale, choice.keys) : [];
    if (needed.length > 0) problems.push(`${name}: lacks ${needed.join('|')}, which ${locale} uses for whole numbers`);
    const lost = source.keys.filter((key) => (key.startsWith('=') || key === 'other') && !choice.keys.includes(key));
    if (unknown.length > 0) problems.push(`${name}: ${unknown.join('|')} not plural categories of ${locale}`);
    if (lost.length > 0) problems.push(`${name}: lacks ${lost.join('|')}`);
  }
  for (const name of Object.keys(mine)) if (!(name in theirs)) problems.push(`${name}: not a choice in English`);
  return problems;
}

/**
 * Cardinal plural categories that some whole number 0-1000 falls into in the locale (Polish: one,
 * few, many, other) and that the keys do not cover: neither the category nor an `=N` for each of
 * its numbers (`=1` covers German's `one`, French's `one` needs `=0` and `=1` too).
 */
function uncoveredCategories(locale: string, keys: readonly string[]): string[] {
  const rules = new Intl.PluralRules(locale);
  const missing = new Set<string>();
  for (let n = 0; n <= 1000; n++) {
    const category = rules.select(n);
    if (!keys.includes(category) && !keys.includes(`=${n}`)) missing.add(category);
  }
  return [...missing];
}
