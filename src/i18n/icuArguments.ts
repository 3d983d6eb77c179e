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
