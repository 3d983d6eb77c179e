import { guardSuffix } from './nodeContent';
import { THEME } from './theme';
import { textWidth, wrapText } from './textMetrics';
import type { TransitionModel } from './types';

/**
 * Edge labels: `event [guard]` per transition, one line when it fits, else the event and the guard
 * on lines of their own. Transitions with the same source and target share one arrow, so their
 * labels stack.
 */

export type LabelStyle = 'event' | 'guard' | 'otherwise';

export interface LabelSegment {
  text: string;
  style: LabelStyle;
}

export type LabelLine = LabelSegment[];

const isBold = (style: LabelStyle) => style === 'event';

export function lineWidth(line: LabelLine): number {
  return line.reduce((w, s) => w + textWidth(s.text, THEME.label.size, isBold(s.style)), 0);
}

export function transitionLabel(t: TransitionModel): LabelLine[] {
  const { size } = THEME.label;
  const max = THEME.maxLabelWidth;
  const guard = guardSuffix(t);
  const guardStyle: LabelStyle = t.guard ? 'guard' : 'otherwise';
  const oneLine: LabelLine = guard ? [{ text: t.event, style: 'event' }, { text: ` ${guard}`, style: guardStyle }] : [{ text: t.event, style: 'event' }];
  if (lineWidth(oneLine) <= max) return [oneLine];
  const lines: LabelLine[] = wrapText(t.event, max, size, true).map((text) => [{ text, style: 'event' }]);
  if (guard) for (const text of wrapText(guard, max, size)) lines.push([{ text, style: guardStyle }]);
  return lines;
}

export function labelSize(lines: readonly LabelLine[]): { width: number; height: number } {
  const { lineHeight } = THEME.label;
  return { width: Math.ceil(Math.max(...lines.map(lineWidth)) + 8), height: lines.length * lineHeight + 4 };
}
