import { useParams, useSearchParams } from 'react-router';
import { ruleFocusOf } from './ruleFocus';
import { StatechartView } from './StatechartView';
import { useStatechartViewModel } from './useStatechartViewModel';
import './statecharts.css';
import { withScreenMessages } from '../common/WithScreenMessages';

/** Route `statechart` (/statecharts/:machineId[?rule=<guard>]): one machine's diagram, rules and states. */
function StatechartPageContent() {
  const { machineId = '' } = useParams();
  const [search] = useSearchParams();
  const vm = useStatechartViewModel(machineId);
  return <StatechartView {...vm} ruleFocus={ruleFocusOf(vm.rules, search.get('rule'))} />;
}

// The screen's texts load with it (src/i18n/messages/<locale>/screens/statecharts.json).
export default withScreenMessages('statecharts', StatechartPageContent);
