import { useMemo, useState } from 'react';
import { activeLeafPaths, activeStateIds } from '../../src/statecharts/activeStates';
import { statechartSources } from '../../src/statecharts/catalogBrowser';
import { renderSvg } from '../../src/statecharts/renderSvg';
import { toRuleTable } from '../../src/statecharts/ruleTable';
import { sanitizeSvg } from '../../src/statecharts/sanitizeSvg';
import { exportJson, modelOf } from '../../src/statecharts/statechart';
import type { RuleRow } from '../../src/statecharts/types';
import { downloadText } from './download';
import { statechartsIndexPath } from './statechartLinks';
import { useDiagramLayout } from './useDiagramLayout';
import { useLiveState } from './useLiveState';

export interface StateItem {
  id: string;
  path: string;
  description: string | null;
  spec: string | null;
  isInitial: boolean;
  isFinal: boolean;
}

export type DiagramView =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; svg: string; width: number; height: number };

export interface StatechartViewModel {
  machineId: string;
  found: boolean;
  title: string;
  kind: 'domain' | 'app';
  spec: string | null;
  description: string | null;
  /** The machine's own id (`machine.id`). */
  machineKey: string;
  indexPath: string;
  diagram: DiagramView;
  actualSize: boolean;
  setActualSize: (on: boolean) => void;
  rules: readonly RuleRow[];
  states: readonly StateItem[];
  /** "Your session is currently in state: …" when the viewer's own actor runs this machine. */
  live: { messageId: string; state: string } | null;
  canDownload: boolean;
  downloadSvg: () => void;
  downloadJson: () => void;
}

/** One statechart page: model, diagram (laid out in the browser), rule table, live state, downloads. */
export function useStatechartViewModel(machineId: string): StatechartViewModel {
  const source = useMemo(() => statechartSources().find((s) => s.id === machineId) ?? null, [machineId]);
  const model = useMemo(() => (source ? modelOf(source) : null), [source]);
  const layout = useDiagramLayout(model);
  const liveState = useLiveState(source ? source.machine.id : null);
  // Presentational: fit-to-width or actual size of the diagram.
  const [actualSize, setActualSize] = useState(false);

  const highlight = useMemo(() => (model && liveState ? activeStateIds(model, liveState.value) : []), [model, liveState]);
  const highlightKey = highlight.join('|');
  const diagram = useMemo<DiagramView>(() => {
    if (layout.status !== 'ready') return layout;
    const { positioned } = layout;
    const svg = sanitizeSvg(renderSvg(positioned, { highlight: highlightKey ? highlightKey.split('|') : [], fit: null, caption: false }));
    return { status: 'ready', svg, width: positioned.width, height: positioned.height };
  }, [layout, highlightKey]);
  const rules = useMemo(() => (model ? toRuleTable(model) : []), [model]);
  const states = useMemo<StateItem[]>(
    () =>
      (model?.states.slice(1) ?? []).map((s) => ({
        id: s.id,
        path: s.path,
        description: s.description,
        spec: s.spec,
        isInitial: s.isInitial,
        isFinal: s.type === 'final',
      })),
    [model],
  );

  return {
    machineId,
    found: source !== null,
    title: source?.title ?? machineId,
    kind: source?.kind ?? 'app',
    spec: model?.spec ?? null,
    description: model?.description ?? null,
    machineKey: model?.machineId ?? machineId,
    indexPath: statechartsIndexPath(),
    diagram,
    actualSize,
    setActualSize,
    rules,
    states,
    live: model && liveState ? { messageId: liveState.messageId, state: activeLeafPaths(model, highlight).join(', ') } : null,
    canDownload: layout.status === 'ready',
    downloadSvg: () => {
      if (layout.status === 'ready' && source) downloadText(`${source.id}.svg`, renderSvg(layout.positioned), 'image/svg+xml');
    },
    downloadJson: () => {
      if (source && model) downloadText(`${source.id}.json`, exportJson(source, model), 'application/json');
    },
  };
}
