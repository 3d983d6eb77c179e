import { useIntl } from 'react-intl';
import type { StateItem } from './useStatechartViewModel';

/** Every state with its description and spec section (a description list: read, not operated). */
export function StateList({ states }: { states: readonly StateItem[] }) {
  const intl = useIntl();
  return (
    <dl className="statechart-states">
      {states.map((s) => {
        const marks = [s.isInitial && intl.formatMessage({ id: 'statecharts.states.initial' }), s.isFinal && intl.formatMessage({ id: 'statecharts.states.final' })].filter(Boolean);
        return (
          <div key={s.id}>
            <dt>
              <code>{s.path}</code>
              {marks.length > 0 && ` (${marks.join(', ')})`}
            </dt>
            <dd>
              {s.description ?? intl.formatMessage({ id: 'statecharts.states.noDescription' })}
              {s.spec && ` ${intl.formatMessage({ id: 'statecharts.spec' }, { spec: s.spec })}`}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
