import { useCallback, useEffect, useState } from 'react';
import { runLoader } from '../invoices/runLoader';
import { failureOf, type ApiFailure, type PurchasingControls, type PurchasingControlsApi } from '../../machines/app/purchasingControls/purchasingControlsTypes';

/** Loads the buyer's purchasing controls once, keeps the latest answer of any change, and retries. */
export function useControlsLoader(api: PurchasingControlsApi) {
  const [controls, setControls] = useState<PurchasingControls | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const abort = new AbortController();
    setFailed(false);
    runLoader(api.load, undefined, abort.signal).then(
      (loaded) => !abort.signal.aborted && setControls(loaded),
      () => !abort.signal.aborted && setFailed(true),
    );
    return () => abort.abort();
  }, [api, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { controls, setControls, failed, retry };
}

/** Runs one change (an actor of the api) and reports its failure in the screen's terms. */
export async function runChange<O, I>(logic: Parameters<typeof runLoader<O, I>>[0], input: I): Promise<{ ok: true; output: O } | { ok: false; failure: ApiFailure }> {
  try {
    return { ok: true, output: await runLoader(logic, input) };
  } catch (error) {
    return { ok: false, failure: failureOf(error) };
  }
}
