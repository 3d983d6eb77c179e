import type { StatechartSource } from './catalog';
import { toGraphModel } from './graphModel';
import { layoutModel, type LayoutOptions, type PositionedModel } from './layout';
import { renderSvg, type RenderOptions } from './renderSvg';
import type { GraphModel } from './types';

/** One catalog machine through the pipeline: model -> layout -> SVG, and its JSON export. */

export const KIND_LABEL: Readonly<Record<StatechartSource['kind'], string>> = { domain: 'business rule', app: 'app flow' };

export function modelOf(source: StatechartSource): GraphModel {
  return toGraphModel(source.machine, { id: source.id, title: source.title, spec: source.specRef ?? null, rules: source.rules });
}

export interface DrawnStatechart {
  model: GraphModel;
  positioned: PositionedModel;
  svg: string;
}

export async function drawStatechart(source: StatechartSource, layout: LayoutOptions = {}, render: RenderOptions = {}): Promise<DrawnStatechart> {
  const model = modelOf(source);
  const positioned = await layoutModel(model, layout);
  return { model, positioned, svg: renderSvg(positioned, render) };
}

/** A JSON-safe copy: functions and undefined dropped, cycles cut (only true cycles, not shared objects). */
function toPlain(value: unknown, ancestors: readonly object[] = [], converted = false): unknown {
  if (value === null || typeof value !== 'object') {
    return typeof value === 'function' || value === undefined ? undefined : value;
  }
  if (ancestors.includes(value)) return '[Circular]';
  const withThis = [...ancestors, value];
  const json = (value as { toJSON?: unknown }).toJSON;
  // Like JSON.stringify: a value's toJSON is applied once, not to its own result.
  if (!converted && typeof json === 'function' && !Array.isArray(value)) {
    return toPlain((json as () => unknown).call(value), withThis, true);
  }
  if (Array.isArray(value)) return value.map((v) => toPlain(v, withThis) ?? null);
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    const plain = toPlain(v, withThis);
    if (plain !== undefined) out[key] = plain;
  }
  return out;
}

/** The `<id>.json` export: catalog facts, the graph model and XState's own definition (`machine.toJSON()`). */
export function exportJson(source: StatechartSource, model: GraphModel = modelOf(source)): string {
  const doc = {
    id: source.id,
    title: source.title,
    specRef: source.specRef ?? null,
    kind: source.kind,
    model,
    definition: toPlain(source.machine.toJSON()),
  };
  return `${JSON.stringify(doc, null, 2)}\n`;
}
