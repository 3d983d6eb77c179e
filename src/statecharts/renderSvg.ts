import { fitScale, type PositionedModel } from './layout';
import { statePath } from './ruleTable';
import { edgeShape, labelShape, pseudoShape, stateShape } from './svgShapes';
import { esc, num, safeId } from './svgText';
import { FONT_FAMILY, textWidth } from './textMetrics';
import { THEME } from './theme';

/**
 * A positioned model as a standalone, accessible SVG document: `role="img"` named by its <title>
 * and described by its <desc>; each state and arrow carries a <title> tooltip (description, rule, spec). Every text
 * goes through `esc`, so the output is safe to inline. Same input, byte-identical output.
 */

/** The screen a standalone SVG is sized for. */
export const SCREEN = { width: 1280, height: 800 } as const;

export interface RenderOptions {
  /** State ids to highlight as the current state (a leaf and its ancestors). */
  highlight?: readonly string[];
  /** Prefix of the ids inside the SVG, unique per page when several SVGs are inlined. */
  idPrefix?: string;
  /**
   * The frame the `width`/`height` attributes are scaled down to (the viewBox keeps the natural
   * size), so the image fits a 1280×800 screen by default; `null` keeps the natural size.
   */
  fit?: { width: number; height: number } | null;
  /**
   * Draw the machine's title and spec section above the diagram (default), so a downloaded or
   * printed file says what it shows; the statechart page turns it off (its h1 says it).
   */
  caption?: boolean;
}

const CAPTION = { height: 34, size: 16, specSize: 13 } as const;

function captionSvg(p: PositionedModel): { svg: string; width: number } {
  const { title, spec } = p.model;
  const specText = spec ? `Spec: ${spec}` : '';
  const titleWidth = textWidth(title, CAPTION.size, true);
  const x = 16;
  const specX = x + titleWidth + 16;
  const width = Math.ceil(specX + textWidth(specText, CAPTION.specSize) + 16);
  const svg =
    `<text x="${x}" y="24" font-size="${CAPTION.size}" font-weight="700" fill="${THEME.colors.text}">${esc(title)}</text>` +
    (specText ? `<text x="${num(specX)}" y="24" font-size="${CAPTION.specSize}" fill="${THEME.colors.muted}">${esc(specText)}</text>` : '');
  return { svg, width };
}

function description(p: PositionedModel, current: readonly string[]): string {
  const { model } = p;
  const byId = new Map(model.states.map((s) => [s.id, s]));
  const leaves = current.filter((id) => !model.states.some((s) => s.parent === id && current.includes(s.id)));
  const parts = [
    `Statechart of ${model.title}${model.spec ? ` (spec ${model.spec})` : ''}: ${model.states.length - 1} states, ${model.transitions.length} transitions.`,
  ];
  if (model.description) parts.push(model.description);
  if (leaves.length > 0) parts.push(`Current state: ${leaves.map((id) => statePath(byId.get(id))).join(', ')}.`);
  parts.push('The rule table beside this diagram lists every transition in words.');
  return parts.join(' ');
}

export function renderSvg(p: PositionedModel, options: RenderOptions = {}): string {
  const prefix = safeId(options.idPrefix ?? `statechart-${p.model.id}`);
  const current = new Set(options.highlight ?? []);
  const caption = options.caption === false ? null : captionSvg(p);
  const top = caption ? CAPTION.height : 0;
  const size = { width: Math.max(p.width, caption?.width ?? 0), height: p.height + top };
  const fit = options.fit === undefined ? SCREEN : options.fit;
  const scale = fit ? fitScale(size, fit) : 1;
  const marker = `${prefix}-arrow`;
  const transitions = new Map(p.model.transitions.map((t) => [t.id, t]));
  const parallel = new Set(p.model.states.filter((s) => s.type === 'parallel').map((s) => s.id));
  const highlighted = [...current].filter((id) => p.model.states.some((s) => s.id === id)).sort();

  const states = p.states.map((s) => stateShape(s, { current: current.has(s.state.id), region: s.state.parent !== null && parallel.has(s.state.parent) })).join('\n');
  const edges = p.edges
    .map((e) => edgeShape(p, e, marker, e.transitionIds.flatMap((id) => transitions.get(id) ?? [])))
    .join('\n');
  const labels = p.edges.map(labelShape).filter(Boolean).join('\n');
  const pseudo = p.pseudo.map(pseudoShape).join('\n');
  const c = THEME.colors;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${num(size.width * scale)}" height="${num(size.height * scale)}" viewBox="0 0 ${num(size.width)} ${num(size.height)}" role="img" aria-labelledby="${prefix}-title" aria-describedby="${prefix}-desc" font-family="${esc(FONT_FAMILY)}">`,
    `<title id="${prefix}-title">${esc(`${p.model.title}: statechart`)}</title>`,
    `<desc id="${prefix}-desc">${esc(description(p, highlighted))}</desc>`,
    `<defs><marker id="${marker}" viewBox="0 0 10 10" refX="9.5" refY="5" markerWidth="9" markerHeight="9" markerUnits="userSpaceOnUse" orient="auto"><path d="M0 0.5L10 5L0 9.5z" fill="${c.edge}"/></marker></defs>`,
    `<rect width="${num(size.width)}" height="${num(size.height)}" fill="${c.background}"/>`,
    ...(caption ? [caption.svg] : []),
    `<g${top ? ` transform="translate(0 ${top})"` : ''}>`,
    `<g>\n${states}\n</g>`,
    `<g>\n${edges}\n</g>`,
    `<g>\n${pseudo}\n</g>`,
    `<g>\n${labels}\n</g>`,
    '</g>',
    '</svg>',
    '',
  ].join('\n');
}
