import { useEffect, useState } from 'react';
import { layoutModel, type PositionedModel } from '../../src/statecharts/layout';
import type { GraphModel } from '../../src/statecharts/types';

export type DiagramLayout = { status: 'loading' } | { status: 'error' } | { status: 'ready'; positioned: PositionedModel };

/** Lays the model out with ELK (loaded on first use) after render; the page shows a spinner meanwhile. */
export function useDiagramLayout(model: GraphModel | null): DiagramLayout {
  const [result, setResult] = useState<{ model: GraphModel; layout: DiagramLayout } | null>(null);
  useEffect(() => {
    if (!model) return;
    let current = true;
    layoutModel(model).then(
      (positioned) => current && setResult({ model, layout: { status: 'ready', positioned } }),
      () => current && setResult({ model, layout: { status: 'error' } }),
    );
    return () => {
      current = false;
    };
  }, [model]);
  return result && result.model === model ? result.layout : { status: 'loading' };
}
