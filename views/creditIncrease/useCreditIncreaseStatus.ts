import { useEffect, useRef, useState } from 'react';
import { pathFor } from '../../src/app/routes';
import { runLoader } from '../common/runLoader';
import { applyCreditIncreaseUpdate, type CreditIncreaseItem, type CreditIncreaseOverviewData } from './creditIncreaseModel';
import type { CreditIncreaseLoaders } from './creditIncreaseLoaders';

export interface CreditIncreaseStatusModel {
  pending: CreditIncreaseItem | null;
  lastDecided: CreditIncreaseItem | null;
  /** The Increase Credit page; null while a request is pending (only one at a time). */
  increaseCreditPath: string | null;
}

/**
 * The credit-increase line of the overview's Current Status (Buyer:Administrator only): the
 * pending request or the last decision, kept live, and the way to ask for more; `onDecision` runs when a decision arrives so
 * the overview reloads its credit figures.
 */
export function useCreditIncreaseStatus(loaders: Partial<CreditIncreaseLoaders>, enabled: boolean, onDecision: () => void): CreditIncreaseStatusModel | null {
  const [data, setData] = useState<CreditIncreaseOverviewData | null>(null);
  const decided = useRef(onDecision);
  decided.current = onDecision;
  const { loadCreditIncreaseOverview: load, watchCreditIncreases: watch } = loaders;

  useEffect(() => {
    if (!enabled || !load) return;
    const abort = new AbortController();
    runLoader(load, { buyerId: null }, abort.signal).then(
      (overview) => !abort.signal.aborted && setData((known) => known ?? overview),
      () => {},
    );
    return () => abort.abort();
  }, [enabled, load]);

  useEffect(() => {
    if (!enabled || !watch) return;
    return watch((update) => {
      setData((known) => (known ? applyCreditIncreaseUpdate(known, update) : known));
      if (update.status !== 'submitted') decided.current();
    });
  }, [enabled, watch]);

  if (!enabled || !data) return null;
  return { pending: data.pending, lastDecided: data.lastDecided, increaseCreditPath: data.pending ? null : pathFor('increase-credit') };
}
