import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { printAST } from '@formatjs/icu-messageformat-parser/printer.js';

/**
 * A pseudo-locale of the English messages (issue 15): every letter accented and each message about
 * 40% longer, inside brackets (`Sign In` -> `[Šîĝñ Îñ ~~~~]`), arguments, plurals, selects and tags
 * kept. Layouts that clip or overlap with it will do so with German or Polish. e2e/languages.spec.ts
 * serves it as the program's translation overrides, so the real app renders every screen in it.
 */
const ACCENTED: Readonly<Record<string, string>> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((c, i) => [c, [...'åƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][i] ?? c]),
);

/** How much longer a pseudo message is than the English one. */
export const PSEUDO_EXPANSION = 0.4;

function accent(text: string): string {
  return [...text].map((c) => ACCENTED[c] ?? c).join('');
}

function transform(elements: MessageFormatElement[]): number {
  let letters = 0;
  for (const el of elements) {
    if (el.type === TYPE.literal) {
      letters += el.value.length;
      el.value = accent(el.value);
    } else if (el.type === TYPE.select || el.type === TYPE.plural) {
      // The longest option counts: it is the one a layout must hold.
      letters += Math.max(0, ...Object.values(el.options).map((option) => transform(option.value)));
    } else if (el.type === TYPE.tag) {
      letters += transform(el.children);
    }
  }
  return letters;
}

/** One English ICU message in the pseudo-locale. A message without words (`{number}`) stays as it is. */
export function pseudoMessage(message: string): string {
  const ast = parse(message);
  const letters = transform(ast);
  if (letters === 0 || !/\p{L}/u.test(message)) return message;
  const padding = '~'.repeat(Math.max(1, Math.ceil(letters * PSEUDO_EXPANSION) - 2));
  return `[${printAST(ast)} ${padding}]`;
}

/** Every message of a map in the pseudo-locale. */
export function pseudoMessages(messages: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, pseudoMessage(message)]));
}
