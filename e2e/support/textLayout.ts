// Clipped or overlapping text on the page as it is now (the pseudo-locale journey of issue 15).
import type { Page } from '@playwright/test';

/**
 * Each visible text node's line boxes (Range.getClientRects) are checked:
 * - clipped: a box reaches outside an ancestor whose overflow hides (hidden/clip; scrolling boxes
 *   are fine: the text is reachable), e.g. a label cut off or truncated with an ellipsis;
 * - overlapping: boxes of two text nodes (neither inside the other's element) cover each other.
 * Visually hidden text (1-2 px boxes, screen-reader only) and chart text (SVG) are skipped.
 * Answers one line per problem.
 */
export function textLayoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const label = (el: Element) => `<${el.tagName.toLowerCase()}> "${(el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60)}"`;
    const tiny = (r: DOMRect) => r.width <= 2 || r.height <= 2;
    const boxes: { el: Element; rects: DOMRect[] }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      // Charts (SVG) are left out: their axis text is numbers and dates from Intl, and each chart has
      // a table alternative, which is checked like any table.
      if (!el || !node.textContent?.trim() || el.closest('script, style, noscript, [hidden], svg')) continue;
      const style = getComputedStyle(el);
      if (style.visibility !== 'visible' || Number(style.opacity) === 0 || tiny(el.getBoundingClientRect())) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()].filter((r) => r.width > 0.5 && r.height > 0.5);
      if (rects.length === 0) continue;
      let hidden = false;
      for (let a: Element | null = el; a && a !== document.documentElement; a = a.parentElement) {
        const s = getComputedStyle(a);
        const hides = [s.overflowX, s.overflowY].some((o) => o === 'hidden' || o === 'clip');
        if (!hides) continue;
        const box = a.getBoundingClientRect();
        if (tiny(box)) {
          hidden = true; // visually hidden
          break;
        }
        const cut = rects.some((r) => r.right > box.right + 1 || r.left < box.left - 1 || r.bottom > box.bottom + 1 || r.top < box.top - 1);
        if (cut) problems.push(`clipped: ${label(el)} inside ${label(a).slice(0, 40)}`);
        if (cut) break;
      }
      if (!hidden) boxes.push({ el, rects });
    }
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i]!;
        const b = boxes[j]!;
        if (a.el === b.el || a.el.contains(b.el) || b.el.contains(a.el)) continue;
        const overlaps = a.rects.some((r) => b.rects.some((q) => Math.min(r.right, q.right) - Math.max(r.left, q.left) > 2 && Math.min(r.bottom, q.bottom) - Math.max(r.top, q.top) > 2));
        if (overlaps) problems.push(`overlapping: ${label(a.el)} and ${label(b.el)}`);
      }
    }
    return problems;
  });
}
