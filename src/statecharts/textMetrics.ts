/**
 * Text widths without a DOM, so the same layout comes out in Node (docs export) and in the browser.
 * Advance widths of DejaVu Sans (the sans-serif of Debian/most Linux), per 100 px, ASCII 32..126,
 * measured once in Chromium. DejaVu is among the widest common sans fonts (Verdana, its model, is as
 * wide; Arial/Helvetica are narrower), so boxes sized with it fit the text in any of the fallbacks.
 */

export const FONT_FAMILY = "'DejaVu Sans', Verdana, Geneva, 'Segoe UI', Arial, sans-serif";

// prettier-ignore
const NORMAL = [32,40,46,84,64,95,78,27,39,39,50,84,32,36,32,34,64,64,64,64,64,64,64,64,64,64,34,34,84,84,84,53,100,68,69,70,77,63,58,77,75,29,29,66,56,86,75,79,60,79,69,63,61,73,68,99,69,61,69,39,34,39,84,50,50,61,63,55,63,62,35,63,63,28,28,58,28,97,63,61,63,63,41,52,39,63,59,82,59,59,52,64,34,64,84];
// prettier-ignore
const BOLD = [35,46,52,84,70,100,87,31,46,46,52,84,38,42,38,37,70,70,70,70,70,70,70,70,70,70,40,40,84,84,84,58,100,77,76,73,83,68,68,82,84,37,37,77,64,100,84,85,73,85,77,72,68,81,77,110,77,72,73,46,37,46,84,50,50,67,72,59,72,68,44,72,71,34,34,67,34,104,71,69,72,72,49,60,48,71,65,92,65,65,58,71,37,71,84];

/** Width in px of `text` at `size` px; characters outside ASCII count as a wide letter. */
export function textWidth(text: string, size: number, bold = false): number {
  const table = bold ? BOLD : NORMAL;
  let units = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    units += code >= 32 && code < 127 ? (table[code - 32] ?? 64) : 72;
  }
  return (units * size) / 100;
}

/** Greedy word wrap to `maxWidth`; a word longer than a line breaks after `.`, `/`, `-` or before a capital, else anywhere. */
export function wrapText(text: string, maxWidth: number, size: number, bold = false): string[] {
  const words = text.split(/[ \t\n\r]+/).filter(Boolean).flatMap((w) => splitLongWord(w, maxWidth, size, bold));
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, size, bold) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function splitLongWord(word: string, maxWidth: number, size: number, bold: boolean): string[] {
  if (textWidth(word, size, bold) <= maxWidth) return [word];
  // Prefer breaks after . / - and before a capital (camelCase); force-break what is still too long.
  const pieces = word.split(/(?<=[./-])|(?=[A-Z][a-z])/).flatMap((p) => forceSplit(p, maxWidth, size, bold));
  const parts: string[] = [];
  let current = '';
  for (const piece of pieces) {
    if (current && textWidth(current + piece, size, bold) > maxWidth) {
      parts.push(current);
      current = '';
    }
    current += piece;
  }
  if (current) parts.push(current);
  return parts;
}

function forceSplit(piece: string, maxWidth: number, size: number, bold: boolean): string[] {
  const parts: string[] = [];
  let current = '';
  for (const ch of piece) {
    if (current && textWidth(current + ch, size, bold) > maxWidth) {
      parts.push(current);
      current = '';
    }
    current += ch;
  }
  if (current) parts.push(current);
  return parts;
}
