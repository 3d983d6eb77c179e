/** Characters XML 1.0 does not allow (C0 controls but tab/newline/return, U+FFFE, U+FFFF). */
function isXmlChar(ch: string): boolean {
  const code = ch.codePointAt(0) ?? 0;
  return (code >= 0x20 || code === 0x09 || code === 0x0a || code === 0x0d) && code !== 0xfffe && code !== 0xffff;
}

/** XML escaping for everything the SVG renderer writes between tags or inside attributes. */
export function esc(text: string): string {
  return [...text]
    .filter(isXmlChar)
    .join('')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** A number as the SVG writes it: at most one decimal, never `-0`. */
export function num(value: number): string {
  const v = Math.round(value * 10) / 10;
  return String(v === 0 ? 0 : v);
}

/** A string usable inside an XML id: letters, digits, `-` and `_` only. */
export function safeId(text: string): string {
  return text.replace(/[^A-Za-z0-9_-]/g, '_');
}
