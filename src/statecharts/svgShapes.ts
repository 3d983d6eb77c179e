import { polylinePath, splinePath } from './edgePath';
import type { LabelStyle } from './edgeLabels';
import type { PositionedEdge, PositionedModel, PositionedPseudo, PositionedState } from './layout';
import type { TextLine } from './nodeContent';
import { statePath } from './ruleTable';
import { esc, num } from './svgText';
import { textWidth } from './textMetrics';
import { THEME } from './theme';
import type { TransitionModel } from './types';

/** The SVG of one state box, one pseudo state, one edge and one edge label. */

const C = THEME.colors;

function lineMetrics(style: TextLine['style']) {
  return style === 'title' ? THEME.title : THEME.detail;
}

function textLines(lines: readonly TextLine[], left: number, top: number, width: number, centred: boolean): string {
  let y = top;
  return lines
    .map((line) => {
      const m = lineMetrics(line.style);
      const baseline = y + (m.lineHeight - m.size) / 2 + m.size * 0.8;
      y += m.lineHeight;
      const x = centred ? left + width / 2 : left;
      const anchor = centred ? ' text-anchor="middle"' : '';
      const style =
        line.style === 'title'
          ? ` font-size="${m.size}" font-weight="700" fill="${C.text}"`
          : ` font-size="${m.size}" fill="${C.muted}"${line.style === 'internal' ? ' font-style="italic"' : ''}`;
      return `<text x="${num(x)}" y="${num(baseline)}"${anchor}${style}>${esc(line.text)}</text>`;
    })
    .join('');
}

/**
 * A state box. `region`: a child of a parallel state, drawn with a dashed border (UML's region).
 * `current`: highlighted (thicker border, warm fill, "current state" in its tooltip).
 */
export function stateShape(p: PositionedState, { current, region }: { current: boolean; region: boolean }): string {
  const { state } = p;
  const compound = state.type === 'compound' || state.type === 'parallel';
  // The current leaf is filled; its current ancestors only get the thick border, so the leaf stands out.
  const stroke = current ? C.highlightStroke : region ? C.regionStroke : C.stateStroke;
  const fill = current && !compound ? C.highlightFill : compound ? C.compoundFill : C.stateFill;
  const width = current ? 3.5 : 1.5;
  const dash = region && !current ? ' stroke-dasharray="6 4"' : '';
  const mark = current ? (compound ? '(contains the current state)' : '(current state)') : '';
  const tip = [state.path || state.key, state.description ?? '', state.spec ? `Spec: ${state.spec}` : '', mark]
    .filter(Boolean)
    .join('\n');
  const attrs = `data-state-id="${esc(state.id)}"${current ? ' data-current="true"' : ''}`;
  let body: string;
  if (state.type === 'history') {
    const r = Math.min(p.width, p.height) / 2;
    body = `<circle cx="${num(p.x + p.width / 2)}" cy="${num(p.y + p.height / 2)}" r="${num(r)}" fill="${fill}" stroke="${stroke}" stroke-width="${width}"/>`;
  } else {
    body = `<rect x="${num(p.x)}" y="${num(p.y)}" width="${num(p.width)}" height="${num(p.height)}" rx="${THEME.corner}" fill="${fill}" stroke="${stroke}" stroke-width="${width}"${dash}/>`;
  }
  if (state.type === 'final') {
    const i = THEME.finalInset;
    body += `<rect x="${num(p.x + i)}" y="${num(p.y + i)}" width="${num(p.width - 2 * i)}" height="${num(p.height - 2 * i)}" rx="${THEME.corner - 2}" fill="none" stroke="${stroke}" stroke-width="1.5"/>`;
  }
  const inset = state.type === 'final' ? THEME.finalInset : 0;
  const text = textLines(p.lines, p.x + THEME.padX + inset, p.y + THEME.padY + inset, p.width - 2 * (THEME.padX + inset), !compound);
  return `<g ${attrs}><title>${esc(tip)}</title>${body}${text}</g>`;
}

export function pseudoShape(p: PositionedPseudo): string {
  if (p.kind === 'initial') {
    const r = p.width / 2;
    return `<g><title>initial state</title><circle cx="${num(p.x + r)}" cy="${num(p.y + r)}" r="${num(r - 1)}" fill="${C.initial}"/></g>`;
  }
  const label = 'from any state';
  const size = THEME.detail.size;
  const tx = p.x + (p.width - textWidth(label, size, true)) / 2;
  return (
    `<g><title>Transitions that apply in every state of the machine</title>` +
    `<rect x="${num(p.x)}" y="${num(p.y)}" width="${num(p.width)}" height="${num(p.height)}" rx="${num(p.height / 2)}" fill="${C.background}" stroke="${C.stateStroke}" stroke-width="1.5" stroke-dasharray="4 3"/>` +
    `<text x="${num(tx)}" y="${num(p.y + p.height / 2 + size * 0.35)}" font-size="${size}" font-weight="700" fill="${C.text}">${esc(label)}</text></g>`
  );
}

function transitionTitle(model: PositionedModel, t: TransitionModel): string {
  const byId = new Map(model.model.states.map((s) => [s.id, s]));
  const to = t.targets.map((id) => statePath(byId.get(id))).join(', ');
  const parts = [`${statePath(byId.get(t.source))} → ${to}: ${t.event}`];
  if (t.guard) parts.push(`Rule: ${t.guard.text}`);
  if (t.description) parts.push(t.description);
  if (t.actions.length > 0) parts.push(`Actions: ${t.actions.join(', ')}`);
  if (t.spec ?? t.guard?.spec) parts.push(`Spec: ${t.spec ?? t.guard?.spec}`);
  return parts.join('\n');
}

/** The tooltip of an arrow: every transition it draws, with its rule, actions and spec. */
export function edgeTitle(model: PositionedModel, transitions: readonly TransitionModel[]): string {
  if (transitions.length === 0) return 'initial state';
  return transitions.map((t) => transitionTitle(model, t)).join('\n\n');
}

export function edgeShape(model: PositionedModel, e: PositionedEdge, markerId: string, transitions: readonly TransitionModel[]): string {
  const d = model.edgeRouting === 'SPLINES' ? splinePath(e.points) : polylinePath(e.points);
  return `<g><title>${esc(edgeTitle(model, transitions))}</title><path d="${d}" fill="none" stroke="${C.edge}" stroke-width="1.5" marker-end="url(#${markerId})"/></g>`;
}

function segmentStyle(style: LabelStyle): string {
  if (style === 'event') return ` font-weight="700" fill="${C.event}"`;
  return ` fill="${style === 'guard' ? C.guard : C.otherwise}"`;
}

export function labelShape(e: PositionedEdge): string {
  const l = e.label;
  if (!l) return '';
  const { size, lineHeight } = THEME.label;
  const cx = l.x + l.width / 2;
  const text = l.lines
    .map((line, i) => {
      const y = l.y + 2 + i * lineHeight + (lineHeight - size) / 2 + size * 0.8;
      const spans = line.map((s) => `<tspan${segmentStyle(s.style)}>${esc(s.text)}</tspan>`).join('');
      return `<text x="${num(cx)}" y="${num(y)}" text-anchor="middle" font-size="${size}">${spans}</text>`;
    })
    .join('');
  return `<g><rect x="${num(l.x)}" y="${num(l.y)}" width="${num(l.width)}" height="${num(l.height)}" rx="3" fill="${C.labelBackground}" fill-opacity="0.9"/>${text}</g>`;
}
