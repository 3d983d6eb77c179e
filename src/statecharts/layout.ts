import type { ElkExtendedEdge, ElkLabel, ElkNode } from 'elkjs/lib/elk-api';
import { labelSize, transitionLabel, type LabelLine } from './edgeLabels';
import { measureNode, type TextLine } from './nodeContent';
import { THEME } from './theme';
import { textWidth } from './textMetrics';
import type { GraphModel, StateModel, TransitionModel } from './types';

/**
 * Lays a graph model out with ELK's layered algorithm (offline, no DOM): states are boxes sized to
 * their text, nested states are compound nodes laid out together with their parents
 * (`hierarchyHandling: INCLUDE_CHILDREN`), edge labels are placed by ELK. With direction `AUTO`
 * both RIGHT and DOWN are tried and the one that fits the target frame at the larger scale wins.
 * Coordinates come back absolute and rounded, so the same model always gives the same positions.
 */

export type Direction = 'RIGHT' | 'DOWN';
export type EdgeRouting = 'ORTHOGONAL' | 'SPLINES';

export interface LayoutOptions {
  direction?: Direction | 'AUTO';
  edgeRouting?: EdgeRouting;
  /** The frame the diagram should fit (for AUTO); 1280×800 minus the page chrome by default. */
  fit?: { width: number; height: number };
  /** Extra ELK layout options for the root (they win over the defaults). */
  elkOptions?: Readonly<Record<string, string>>;
  /** The ELK instance to use; by default elkjs's bundled build, loaded on first use (Node and browser). */
  engine?: LayoutEngine;
}

/** What layout needs of ELK: the browser passes one running in a Web Worker (elkWorker.ts). */
export interface LayoutEngine {
  layout(graph: ElkNode): Promise<ElkNode>;
}

export interface Point {
  x: number;
  y: number;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PositionedState extends Box {
  state: StateModel;
  lines: TextLine[];
  /** Height of the title/detail block at the top of the box. */
  headerHeight: number;
}

export interface PositionedPseudo extends Box {
  id: string;
  kind: 'initial' | 'anyState';
}

export interface PositionedLabel extends Box {
  lines: LabelLine[];
}

export interface PositionedEdge {
  id: string;
  kind: 'transition' | 'initial';
  /** The transitions drawn by this arrow (same source and target); none for an initial dot's. */
  transitionIds: string[];
  source: string;
  target: string;
  points: Point[];
  label: PositionedLabel | null;
}

export interface PositionedModel {
  model: GraphModel;
  direction: Direction;
  edgeRouting: EdgeRouting;
  width: number;
  height: number;
  states: PositionedState[];
  pseudo: PositionedPseudo[];
  edges: PositionedEdge[];
}

export const DEFAULT_FIT = { width: 1200, height: 640 } as const;

const ANY_STATE_LABEL = 'from any state';
const MARGIN = 16;

let bundled: Promise<LayoutEngine> | null = null;

/** elkjs is loaded on first use only (it is large): its own chunk in the browser build. */
function bundledElk(): Promise<LayoutEngine> {
  bundled ??= import('elkjs/lib/elk.bundled.js').then((m) => new m.default());
  return bundled;
}

const round = (v: number | undefined) => Math.round((v ?? 0) * 10) / 10;

interface EdgeInfo {
  kind: PositionedEdge['kind'];
  transitionIds: string[];
  source: string;
  target: string;
  lines: LabelLine[] | null;
}

interface Built {
  graph: ElkNode;
  elkIdOf: Map<string, string>;
  contents: Map<string, { lines: TextLine[]; height: number }>;
  edgeInfo: Map<string, EdgeInfo>;
  pseudoKinds: Map<string, PositionedPseudo['kind']>;
}

function rootOptions(direction: Direction, edgeRouting: EdgeRouting, extra: Readonly<Record<string, string>>): Record<string, string> {
  return {
    'elk.algorithm': 'layered',
    'elk.direction': direction,
    'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
    'elk.edgeRouting': edgeRouting,
    'elk.json.shapeCoords': 'ROOT',
    'elk.json.edgeCoords': 'ROOT',
    'elk.padding': `[top=${MARGIN},left=${MARGIN},bottom=${MARGIN},right=${MARGIN}]`,
    'elk.spacing.nodeNode': '20',
    'elk.spacing.edgeNode': '12',
    'elk.spacing.edgeEdge': '8',
    'elk.spacing.edgeLabel': '4',
    'elk.layered.spacing.nodeNodeBetweenLayers': '32',
    'elk.layered.spacing.edgeNodeBetweenLayers': '12',
    'elk.layered.spacing.edgeEdgeBetweenLayers': '8',
    'elk.edgeLabels.placement': 'CENTER',
    // The machine file's order is the story's order: keep it, and break cycles against it.
    'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
    'elk.layered.cycleBreaking.strategy': 'MODEL_ORDER',
    'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
    'elk.layered.mergeEdges': 'false',
    ...extra,
  };
}

function build(model: GraphModel, direction: Direction, edgeRouting: EdgeRouting, extra: Readonly<Record<string, string>>): Built {
  const byId = new Map(model.states.map((s) => [s.id, s]));
  const internal = new Map<string, TransitionModel[]>();
  for (const t of model.transitions) {
    if (t.targets.length === 0 && t.source !== model.root) internal.set(t.source, [...(internal.get(t.source) ?? []), t]);
  }
  const elkIdOf = new Map<string, string>();
  model.states.forEach((s, i) => elkIdOf.set(s.id, i === 0 ? 'root' : `n${i}`));
  const contents = new Map<string, { lines: TextLine[]; height: number }>();
  const nodes = new Map<string, ElkNode>();
  const pseudoKinds = new Map<string, PositionedPseudo['kind']>();
  const edgeInfo: Built['edgeInfo'] = new Map();
  const graph: ElkNode = { id: 'root', layoutOptions: rootOptions(direction, edgeRouting, extra), children: [], edges: [] };
  nodes.set(model.root, graph);
  // Parent of every ELK node (states and pseudo states), by state id / pseudo id.
  const parentOf = new Map<string, string>();

  for (const state of model.states.slice(1)) {
    const content = measureNode(state, internal.get(state.id) ?? []);
    contents.set(state.id, content);
    const hasChildren = model.states.some((s) => s.parent === state.id);
    const node: ElkNode = { id: elkIdOf.get(state.id) ?? '', children: [], edges: [] };
    if (hasChildren) {
      const top = content.height + THEME.headerGap - THEME.padY;
      node.layoutOptions = {
        'elk.padding': `[top=${top},left=14,bottom=14,right=14]`,
        'elk.nodeSize.constraints': 'MINIMUM_SIZE',
        'elk.nodeSize.minimum': `(${content.width}, ${content.height + 20})`,
      };
    } else {
      node.width = content.width;
      node.height = content.height;
    }
    nodes.get(state.parent ?? model.root)?.children?.push(node);
    nodes.set(state.id, node);
    parentOf.set(state.id, state.parent ?? model.root);
  }

  const addPseudo = (id: string, kind: PositionedPseudo['kind'], container: string, size: { width: number; height: number }) => {
    // Pseudo states start their container's flow: first layer (left of / above everything else).
    nodes.get(container)?.children?.unshift({ id, ...size, layoutOptions: { 'elk.layered.layering.layerConstraint': 'FIRST' } });
    elkIdOf.set(id, id);
    parentOf.set(id, container);
    pseudoKinds.set(id, kind);
  };

  // Edges are stored in the lowest node that contains both ends (ELK's containment rule).
  const ancestors = (id: string): string[] => {
    const chain: string[] = [];
    for (let p = parentOf.get(id); p !== undefined; p = parentOf.get(p)) chain.push(p);
    return chain;
  };
  const containerOf = (source: string, target: string): string => {
    if (source === target) return parentOf.get(source) ?? model.root;
    const up = ancestors(target);
    if (up.includes(source)) return source;
    if (ancestors(source).includes(target)) return target;
    const mine = ancestors(source);
    return mine.find((a) => up.includes(a)) ?? model.root;
  };
  let edgeCount = 0;
  const addEdge = (source: string, target: string, info: Omit<EdgeInfo, 'source' | 'target'>) => {
    const id = `e${edgeCount++}`;
    const text = (info.lines ?? []).map((l) => l.map((s) => s.text).join('')).join(' ');
    const labels: ElkLabel[] = info.lines ? [{ id: `${id}l`, text, ...labelSize(info.lines) }] : [];
    const edge: ElkExtendedEdge = { id, sources: [elkIdOf.get(source) ?? ''], targets: [elkIdOf.get(target) ?? ''], labels };
    nodes.get(containerOf(source, target))?.edges?.push(edge);
    edgeInfo.set(id, { ...info, source, target });
  };

  // Initial dots: one per compound state (and the root), pointing at the initial child.
  for (const state of [...model.states].reverse()) {
    if (state.type !== 'compound') continue;
    const initial = model.states.find((s) => s.parent === state.id && s.isInitial);
    if (!initial) continue;
    const id = `init${elkIdOf.get(state.id)}`;
    addPseudo(id, 'initial', state.id, { width: THEME.initialSize, height: THEME.initialSize });
    addEdge(id, initial.id, { kind: 'initial', transitionIds: [], lines: null });
  }
  const rootTransitions = model.transitions.some((t) => t.source === model.root && t.targets.length > 0);
  if (rootTransitions) {
    const w = Math.ceil(textWidth(ANY_STATE_LABEL, THEME.detail.size, true) + 2 * THEME.padX);
    addPseudo('anyState', 'anyState', model.root, { width: w, height: THEME.detail.lineHeight + 2 * THEME.padY });
  }

  // One arrow per (source, target): transitions between the same two states stack their labels.
  const arrows = new Map<string, { source: string; target: string; transitions: TransitionModel[] }>();
  for (const t of model.transitions) {
    for (const target of t.targets) {
      if (!byId.has(target) || target === model.root) continue;
      const source = t.source === model.root ? 'anyState' : t.source;
      const key = `${source}\u0000${target}`;
      const arrow = arrows.get(key) ?? { source, target, transitions: [] };
      arrow.transitions.push(t);
      arrows.set(key, arrow);
    }
  }
  for (const { source, target, transitions } of arrows.values()) {
    const lines = transitions.flatMap(transitionLabel);
    addEdge(source, target, { kind: 'transition', transitionIds: transitions.map((t) => t.id), lines });
  }
  return { graph, elkIdOf, contents, edgeInfo, pseudoKinds };
}

function collect(node: ElkNode, out: { nodes: Map<string, ElkNode>; edges: ElkExtendedEdge[] }): void {
  out.nodes.set(node.id, node);
  for (const e of node.edges ?? []) out.edges.push(e);
  for (const c of node.children ?? []) collect(c, out);
}

function toPositioned(model: GraphModel, built: Built, laid: ElkNode, direction: Direction, edgeRouting: EdgeRouting): PositionedModel {
  const found = { nodes: new Map<string, ElkNode>(), edges: [] as ElkExtendedEdge[] };
  collect(laid, found);
  const box = (n: { x?: number; y?: number; width?: number; height?: number } | undefined): Box => ({ x: round(n?.x), y: round(n?.y), width: round(n?.width), height: round(n?.height) });

  const states: PositionedState[] = model.states.slice(1).map((state) => {
    const content = built.contents.get(state.id) ?? { lines: [], height: 0 };
    return { ...box(found.nodes.get(built.elkIdOf.get(state.id) ?? '')), state, lines: content.lines, headerHeight: content.height };
  });
  const pseudo: PositionedPseudo[] = [...built.pseudoKinds].map(([id, kind]) => ({ id, kind, ...box(found.nodes.get(id)) }));
  pseudo.sort((a, b) => a.id.localeCompare(b.id));
  const edges: PositionedEdge[] = found.edges
    .map((e) => {
      const info = built.edgeInfo.get(e.id);
      if (!info) return null;
      const points = (e.sections ?? []).flatMap((s) => [s.startPoint, ...(s.bendPoints ?? []), s.endPoint]).map((p) => ({ x: round(p.x), y: round(p.y) }));
      const l = e.labels?.[0];
      const label = info.lines && l ? { ...box(l), lines: info.lines } : null;
      return { id: e.id, kind: info.kind, transitionIds: info.transitionIds, source: info.source, target: info.target, points, label };
    })
    .filter((e): e is PositionedEdge => e !== null)
    .sort((a, b) => Number(a.id.slice(1)) - Number(b.id.slice(1)));
  return { model, direction, edgeRouting, width: round(laid.width), height: round(laid.height), states, pseudo, edges };
}

async function layoutOnce(
  model: GraphModel,
  direction: Direction,
  edgeRouting: EdgeRouting,
  extra: Readonly<Record<string, string>>,
  engine: LayoutEngine | undefined,
): Promise<PositionedModel> {
  const built = build(model, direction, edgeRouting, extra);
  const laid = await (engine ?? (await bundledElk())).layout(built.graph);
  return toPositioned(model, built, laid, direction, edgeRouting);
}

/** The scale at which a diagram fits the frame (never above 1). */
export function fitScale(size: { width: number; height: number }, frame: { width: number; height: number } = DEFAULT_FIT): number {
  return Math.min(1, frame.width / size.width, frame.height / size.height);
}

/** Positions every state, pseudo state, edge and label of the model. */
export async function layoutModel(model: GraphModel, options: LayoutOptions = {}): Promise<PositionedModel> {
  const edgeRouting = options.edgeRouting ?? 'ORTHOGONAL';
  const direction = options.direction ?? 'AUTO';
  const extra = options.elkOptions ?? {};
  const { engine } = options;
  if (direction !== 'AUTO') return layoutOnce(model, direction, edgeRouting, extra, engine);
  const [right, down] = await Promise.all([
    layoutOnce(model, 'RIGHT', edgeRouting, extra, engine),
    layoutOnce(model, 'DOWN', edgeRouting, extra, engine),
  ]);
  const frame = options.fit ?? DEFAULT_FIT;
  return fitScale(down, frame) > fitScale(right, frame) + 0.02 ? down : right;
}
