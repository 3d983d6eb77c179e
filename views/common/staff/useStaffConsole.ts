import { useEffect } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { StaffConsoleEmitted, StaffConsoleMachine } from '../../../machines/app/staff/staffConsoleMachine';
import type { StaffAction, StaffQuery } from '../../../machines/app/staff/staffTypes';
import type { ErrorBody } from '../../../src/domain/errors';

export interface StaffConsoleViewModel<T> {
  data: T | null;
  loading: boolean;
  failed: boolean;
  /** A reload or an action is under way: buttons wait. */
  busy: boolean;
  /** The action being run (or last run). */
  action: StaffAction | null;
  actionFailure: ErrorBody | null;
  /** The last action that succeeded and what it answered. */
  done: { action: StaffAction; outcome: unknown } | null;
  search: (query: StaffQuery) => void;
  act: (action: StaffAction) => void;
  refresh: () => void;
  retry: () => void;
}

/** One staff console page over the staffConsole machine (machines/app/staff): the view reads and sends only. */
export function useStaffConsole<T>(logic: StaffConsoleMachine, query: StaffQuery, onActed?: (event: StaffConsoleEmitted) => void): StaffConsoleViewModel<T> {
  const actorRef = useActorRef(logic, { input: { query } });
  useEffect(() => {
    if (!onActed) return undefined;
    const subscription = actorRef.on('console.acted', onActed);
    return () => subscription.unsubscribe();
  }, [actorRef, onActed]);
  const data = useSelector(actorRef, (s) => s.context.data as T | null);
  const loading = useSelector(actorRef, (s) => s.matches('loading'));
  const failed = useSelector(actorRef, (s) => s.matches('failed'));
  const acting = useSelector(actorRef, (s) => s.matches('acting'));
  const action = useSelector(actorRef, (s) => s.context.action);
  const actionFailure = useSelector(actorRef, (s) => s.context.actionFailure);
  const outcome = useSelector(actorRef, (s) => s.context.outcome);
  return {
    data,
    loading,
    failed,
    busy: loading || acting,
    action,
    actionFailure,
    done: action && outcome !== null && !acting ? { action, outcome } : null,
    search: (next) => actorRef.send({ type: 'console.search', query: next }),
    act: (next) => actorRef.send({ type: 'console.act', action: next }),
    refresh: () => actorRef.send({ type: 'console.refresh' }),
    retry: () => actorRef.send({ type: 'console.retry' }),
  };
}
