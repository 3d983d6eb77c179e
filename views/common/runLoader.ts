import { useCallback, useEffect, useState } from 'react';
import { createActor, toPromise } from 'xstate';
import type { PromiseActorLogic } from 'xstate';

/** Runs a loader actor (supplied by src/api) once and resolves with its output; stops it on abort. */
export function runLoader<O, I>(logic: PromiseActorLogic<O, I>, input: I, signal?: AbortSignal): Promise<O> {
  const actor = createActor(logic, { input });
  signal?.addEventListener('abort', () => actor.stop(), { once: true });
  const result = toPromise(actor);
  actor.start();
  return result;
}

export type Loaded<O> = { status: 'loading' } | { status: 'done'; output: O } | { status: 'error'; error: unknown };

/**
 * Runs a loader actor when the screen mounts, when its (JSON) input changes and when `retry` is
 * called; the latest answer wins.
 */
export function useLoader<O, I>(logic: PromiseActorLogic<O, I>, input: I, enabled = true): { state: Loaded<O>; retry: () => void } {
  // Not a workflow: the generic one-shot loader (attempt number and last answer of a promise actor).
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Loaded<O>>({ status: 'loading' });
  const inputKey = JSON.stringify(input);
  useEffect(() => {
    if (!enabled) return;
    const abort = new AbortController();
    setState({ status: 'loading' });
    runLoader(logic, JSON.parse(inputKey) as I, abort.signal).then(
      (output) => !abort.signal.aborted && setState({ status: 'done', output }),
      (error: unknown) => !abort.signal.aborted && setState({ status: 'error', error }),
    );
    return () => abort.abort();
  }, [logic, attempt, inputKey, enabled]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
