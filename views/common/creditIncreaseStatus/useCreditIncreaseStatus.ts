import { useEffect, useRef } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { creditIncreaseStatusMachine } from '../../../machines/app/creditIncrease/creditIncreaseStatusMachine';
import type { CreditIncreaseItem, CreditIncreaseLoaders } from '../../../machines/app/creditIncrease/creditIncreaseTypes';
import { pathFor } from '../../../src/app/routes';

export interface CreditIncreaseStatusModel {
  pending: CreditIncreaseItem | null;
  lastDecided: CreditIncreaseItem | null;
  /** The Increase Credit page; null while a request is pending (only one at a time). */
  increaseCreditPath: string | null;
}

/**
 * The credit-increase line of the overview's Current Status (Buyer:Administrator only) over the
 * creditIncreaseStatus machine: the pending request or the last decision, kept live;
 * `onDecision` runs when the machine emits a decision so the overview reloads its credit figures.
 */
export function useCreditIncreaseStatus(loaders: Partial<CreditIncreaseLoaders>, enabled: boolean, onDecision: () => void): CreditIncreaseStatusModel | null {
  const actorRef = useActorRef(loaders.creditIncreaseStatusLogic ?? creditIncreaseStatusMachine);
  const data = useSelector(actorRef, (s) => (s.matches('live') ? s.context.data : null));
  const decided = useRef(onDecision);
  useEffect(() => {
    decided.current = onDecision;
  }, [onDecision]);
  useEffect(() => {
    const subscription = actorRef.on('creditIncrease.decided', () => decided.current());
    return () => subscription.unsubscribe();
  }, [actorRef]);
  const supplied = loaders.creditIncreaseStatusLogic !== undefined;
  useEffect(() => {
    if (enabled && supplied) actorRef.send({ type: 'creditIncrease.show' });
  }, [actorRef, enabled, supplied]);

  if (!enabled || !data) return null;
  return { pending: data.pending, lastDecided: data.lastDecided, increaseCreditPath: data.pending ? null : pathFor('increase-credit') };
}
