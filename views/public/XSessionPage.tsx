import { useXSessionViewModel } from './xSession/useXSessionViewModel';
import { XSessionView } from './xSession/XSessionView';

/** Route `x-session` (spec 2): session handoff. */
export default function XSessionPage() {
  return <XSessionView {...useXSessionViewModel()} />;
}
