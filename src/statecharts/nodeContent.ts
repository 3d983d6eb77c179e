import { THEME } from './theme';
import { textWidth, wrapText } from './textMetrics';
import type { StateModel, TransitionModel } from './types';

/**
 * What a state box shows, measured: the state's name, then small lines for what it does while
 * active (invoked actors, entry/exit actions) and its targetless transitions written the UML way,
 * inside the box (`event [guard] / action`), so they need no loop arrows.
 */

export type LineStyle = 'title' | 'detail' | 'internal';

export interface TextLine {
  text: string;
  style: LineStyle;
}

export interface NodeContent {
  lines: TextLine[];
  /** Width the text needs, padding included. */
  width: number;
  /** Height of the text block, padding included (the whole box for a simple state). */
  height: number;
}

/** `event [guard] / actions` for a transition label or an internal transition line. */
export function guardSuffix(t: TransitionModel): string {
  if (t.guard) return `[${t.guard.short}]`;
  if (t.otherwise) return '[otherwise]';
  return '';
}

function internalLine(t: TransitionModel): string {
  const guard = guardSuffix(t);
  const actions = t.actions.length > 0 ? ` / ${t.actions.join(', ')}` : '';
  return `${t.event}${guard ? ` ${guard}` : ''}${actions}`;
}

function detailTexts(state: StateModel, internal: readonly TransitionModel[]): string[] {
  const texts: string[] = [];
  if (state.type === 'parallel') texts.push('parallel: all regions active at once');
  for (const src of state.invokes) texts.push(`invokes ${src}`);
  if (state.entry.length > 0) texts.push(`entry / ${state.entry.join(', ')}`);
  if (state.exit.length > 0) texts.push(`exit / ${state.exit.join(', ')}`);
  return [...texts, ...internal.map(internalLine)];
}

export function measureNode(state: StateModel, internal: readonly TransitionModel[]): NodeContent {
  const { title, detail, padX, padY, maxTextWidth, minStateWidth, finalInset } = THEME;
  const lines: TextLine[] = wrapText(state.key, maxTextWidth, title.size, true).map((text) => ({ text, style: 'title' }));
  for (const text of detailTexts(state, internal)) {
    const style: LineStyle = internal.some((t) => internalLine(t) === text) ? 'internal' : 'detail';
    for (const part of wrapText(text, maxTextWidth, detail.size)) lines.push({ text: part, style });
  }
  const inset = state.type === 'final' ? finalInset : 0;
  const textW = Math.max(...lines.map((l) => textWidth(l.text, l.style === 'title' ? title.size : detail.size, l.style === 'title')));
  const textH = lines.reduce((h, l) => h + (l.style === 'title' ? title.lineHeight : detail.lineHeight), 0);
  return {
    lines,
    width: Math.ceil(Math.max(minStateWidth, textW + 2 * (padX + inset))),
    height: Math.ceil(textH + 2 * (padY + inset)),
  };
}
