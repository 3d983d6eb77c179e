import { useMemo } from 'react';
import { statechartSources } from '../../src/statecharts/catalogBrowser';
import { modelOf } from '../../src/statecharts/statechart';
import { statechartPath } from './statechartLinks';

export interface StatechartListItem {
  id: string;
  title: string;
  kind: 'domain' | 'app';
  spec: string | null;
  states: number;
  transitions: number;
  path: string;
}

export interface StatechartsIndexViewModel {
  machines: readonly StatechartListItem[];
}

/** Every catalog machine with what the index shows: title, kind, spec section, size, link. */
export function useStatechartsIndexViewModel(): StatechartsIndexViewModel {
  const machines = useMemo(
    () =>
      statechartSources().map((source) => {
        const model = modelOf(source);
        return {
          id: source.id,
          title: source.title,
          kind: source.kind,
          spec: model.spec,
          states: model.states.length - 1,
          transitions: model.transitions.length,
          path: statechartPath(source.id),
        };
      }),
    [],
  );
  return { machines };
}
