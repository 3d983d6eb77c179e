import { useParams, useSearchParams } from 'react-router';
import { ruleFocusOf } from './ruleFocus';
import { StatechartView } from './StatechartView';
import { useStatechartViewModel } from './useStatechartViewModel';
import './statecharts.css';

/** Route `statechart` (/statecharts/:machineId[?rule=<guard>]): one machine's diagram, rules and states. */
export default function StatechartPage() {
  const { machineId = '' } = useParams();
  const [search] = useSearchParams();
  const vm = useStatechartViewModel(machineId);
  return <StatechartView {...vm} ruleFocus={ruleFocusOf(vm.rules, search.get('rule'))} />;
}
