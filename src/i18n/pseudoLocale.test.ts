import { describe, expect, it } from 'vitest';
import { icuArguments } from './icuArguments';
import { pseudoMessage, pseudoMessages } from './pseudoLocale';
import bundle from './messages/en-US/bundle';

// The bundles and the screen messages (messages/en-US/screens/*.json): the pseudo-locale covers both.
const screens = import.meta.glob<Record<string, string>>('./messages/en-US/screens/*.json', { eager: true, import: 'default' });
const enUS: Record<string, string> = Object.assign({}, bundle, ...Object.values(screens));

describe('pseudo-locale', () => {
  it('accents letters, brackets the message and makes it about 40% longer', () => {
    expect(pseudoMessage('Sign In')).toBe('[Šîĝñ Îñ ~]');
    const long = 'Make a payment for the selected invoices';
    expect(pseudoMessage(long).length).toBeGreaterThanOrEqual(Math.round(long.length * 1.4));
  });

  it('keeps arguments, plurals, selects and tags', () => {
    const message = 'Exported {rows, plural, one {# invoice} other {# invoices}} for <b>{name}</b>.';
    const pseudo = pseudoMessage(message);
    expect(icuArguments(pseudo)).toEqual(icuArguments(message));
    expect(pseudo).toContain('# îñṽöîçéš');
    expect(pseudoMessage('{number}')).toBe('{number}');
  });

  it('turns every English message into one with the same arguments', () => {
    const pseudo = pseudoMessages(enUS);
    const changed = Object.entries(pseudo).filter(([id]) => icuArguments(pseudo[id]!).join() !== icuArguments(enUS[id]!).join());
    expect(changed).toEqual([]);
    expect(Object.values(pseudo).filter((m) => m.startsWith('[')).length).toBeGreaterThan(800);
  });
});
