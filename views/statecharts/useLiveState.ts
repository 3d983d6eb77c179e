import { useSelector } from '@xstate/react';
import { useLocaleActorRef, useSessionActorRef } from '../../src/app/hooks';
import type { StateValueLike } from '../../src/statecharts/activeStates';

/** Which live actor of this page runs the machine, and its state value. */
export interface LiveState {
  /** Message id of the "currently in state" line. */
  messageId: 'statecharts.live.session' | 'statecharts.live.locale';
  value: StateValueLike;
}

/** The state of the viewer's own session or locale actor, when it runs the machine with this id. */
export function useLiveState(machineId: string | null): LiveState | null {
  const session = useSelector(useSessionActorRef(), (s) => (s.machine.id === machineId ? (s.value as StateValueLike) : null));
  const locale = useSelector(useLocaleActorRef(), (s) => (s.machine.id === machineId ? (s.value as StateValueLike) : null));
  if (session !== null) return { messageId: 'statecharts.live.session', value: session };
  if (locale !== null) return { messageId: 'statecharts.live.locale', value: locale };
  return null;
}
