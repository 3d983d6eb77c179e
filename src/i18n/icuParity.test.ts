import { describe, expect, it } from 'vitest';
import { choiceProblems, icuChoices, icuText } from './icuArguments';
import { stillEnglishWords } from './stillEnglish';

const EN_PLURAL = '{count, plural, =0 {No invoices} one {# invoice} other {# invoices}}';

describe('ICU parity of choices', () => {
  it('collects the choices of a message, nested ones too', () => {
    expect(icuChoices('{role, select, admin {{n, plural, one {#} other {#}}} other {x}}')).toEqual({
      role: { kind: 'select', keys: ['admin', 'other'] },
      n: { kind: 'plural', keys: ['one', 'other'] },
    });
  });

  it('accepts a Polish plural with few and many, refuses one without them', () => {
    expect(choiceProblems('pl-PL', '{count, plural, =0 {Brak faktur} one {# faktura} few {# faktury} many {# faktur} other {# faktury}}', EN_PLURAL)).toEqual([]);
    expect(choiceProblems('pl-PL', '{count, plural, =0 {Brak faktur} one {# faktura} other {# faktury}}', EN_PLURAL)).toEqual([
      'count: lacks few|many, which pl-PL uses for whole numbers',
    ]);
  });

  it('refuses a category the language does not have, a lost =N key and other select keys', () => {
    expect(choiceProblems('de-DE', '{count, plural, one {# Rechnung} few {#} other {# Rechnungen}}', EN_PLURAL)).toEqual([
      'count: few not plural categories of de-DE',
      'count: lacks =0',
    ]);
    expect(choiceProblems('fr-FR', '{role, select, admin {Admin} other {Autre}}', '{role, select, admin {Admin} user {User} other {Other}}')).toEqual([
      'role: select keys admin|other instead of admin|other|user',
    ]);
    expect(choiceProblems('fr-FR', '{count} factures', EN_PLURAL)).toEqual(['count: missing instead of plural']);
  });

  it('=1 covers German one', () => {
    expect(choiceProblems('de-DE', '{count, plural, =0 {Keine} =1 {Eine Rechnung} other {# Rechnungen}}', EN_PLURAL)).toEqual([]);
  });
});

describe('still English', () => {
  it('lets brand, technical and same-spelled words pass, and names the English ones', () => {
    expect(stillEnglishWords('de', icuText('IBAN'))).toEqual([]);
    expect(stillEnglishWords('de', icuText('Status'))).toEqual([]);
    expect(stillEnglishWords('fr', icuText('Status'))).toEqual(['Status']);
    expect(stillEnglishWords('it', icuText('Pay {amount} now'))).toEqual(['Pay', 'now']);
  });
});
