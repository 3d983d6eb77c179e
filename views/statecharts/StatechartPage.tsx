import { useParams } from 'react-router';
import { StatechartView } from './StatechartView';
import { useStatechartViewModel } from './useStatechartViewModel';
import './statecharts.css';

/** Route `statechart` (/statecharts/:machineId): one machine's diagram, rules and states. */
export default function StatechartPage() {
  const { machineId = '' } = useParams();
  return <StatechartView {...useStatechartViewModel(machineId)} />;
}
