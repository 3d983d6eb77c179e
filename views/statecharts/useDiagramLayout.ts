import { useEffect, useState } from 'react';
import { workerElk } from '../../src/statecharts/elkWorker';
import { layoutModel, type PositionedModel } from '../../src/statecharts/layout';
import type { GraphModel } from '../../src/statecharts/types';

export type DiagramLayout = { status: 'loading' } | { status: 'error' } | { status: 'ready'; positioned: PositionedModel };

/** Layouts already computed this page session, by catalog id (the catalog does not change at run time). */
const computed = new Map<string, Promise<PositionedModel>>();

function positionedOf(model: GraphModel): Promise<PositionedModel> {
  let promise = computed.get(model.id);
  if (!promise) {
    promise = layoutModel(model, { engine: workerElk() ?? undefined });
    promise.catch(() => computed.delete(model.id));
    computed.set(model.id, promise);
  }
  return promise;
}

/** Lays the model out with ELK in a Web Worker after render; the page shows a spinner meanwhile. */
export function useDiagramLayout(model: GraphModel | null): DiagramLayout {
  // Presentational: the diagram's layout computed off the main thread (no business rule).
  const [result, setResult] = useState<{ model: GraphModel; layout: DiagramLayout } | null>(null);
  useEffect(() => {
    if (!model) return;
    let current = true;
    positionedOf(model).then(
      (positioned) => current && setResult({ model, layout: { status: 'ready', positioned } }),
      () => current && setResult({ model, layout: { status: 'error' } }),
    );
    return () => {
      current = false;
    };
  }, [model]);
  return result && result.model === model ? result.layout : { status: 'loading' };
}
