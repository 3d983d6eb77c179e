import { useCallback, useEffect, useReducer, useState } from 'react';
import { pathFor } from '../../src/app/routes';
import { runLoader } from '../common/runLoader';
import {
  PENDING_REFUSAL_ID, creditIncreaseFieldMessages, creditIncreasePageReducer, creditIncreaseScreen, toCreditIncreaseInput,
} from './creditIncreaseModel';
import type { CreditIncreaseFormValues, CreditIncreaseItem, CreditIncreaseOverviewData } from './creditIncreaseModel';
import type { CreditIncreaseLoaders } from './creditIncreaseLoaders';
import type { FieldMessages } from '../../src/i18n/validationMessages';

export interface IncreaseCreditViewModel {
  screen: 'loading' | 'loadFailed' | 'success' | 'pending' | 'form';
  overview: CreditIncreaseOverviewData | null;
  /** The request this visit submitted (success page), live until decided. */
  submitted: CreditIncreaseItem | null;
  submitting: boolean;
  /** A refusal to show above the form (message id). */
  refusalId: string | null;
  /** The rule's words shown while a request is pending. */
  pendingRefusalId: string;
  overviewPath: string;
  retry: () => void;
  validate: (values: CreditIncreaseFormValues) => FieldMessages | undefined;
  submit: (values: CreditIncreaseFormValues) => void;
}

const RULE_MESSAGE_ID = 'rule.creditIncrease.canSubmitRequest';

/** Route `increase-credit`: the form, the success page (updated live with the decision), or the one pending request. */
export function useIncreaseCreditViewModel(loaders: CreditIncreaseLoaders): IncreaseCreditViewModel {
  const [state, dispatch] = useReducer(creditIncreasePageReducer, { status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const abort = new AbortController();
    runLoader(loaders.loadCreditIncreaseOverview, { buyerId: null }, abort.signal).then(
      (overview) => !abort.signal.aborted && dispatch({ type: 'loaded', overview }),
      () => !abort.signal.aborted && dispatch({ type: 'loadFailed' }),
    );
    return () => abort.abort();
  }, [loaders, attempt]);

  useEffect(() => loaders.watchCreditIncreases((request) => dispatch({ type: 'updated', request })), [loaders]);

  const overview = state.status === 'ready' ? state.overview : null;
  const currency = overview?.creditApproved.currency ?? 'USD';

  const submit = useCallback(
    (values: CreditIncreaseFormValues) => {
      dispatch({ type: 'submit' });
      // A fresh idempotency key per submission: a retried request of this submission is answered with its first result.
      runLoader(loaders.requestCreditIncrease, { ...toCreditIncreaseInput(values, currency), idempotencyKey: crypto.randomUUID() }).then(
        (request) => dispatch({ type: 'submitted', request }),
        async (error: unknown) => {
          const { code, messageId } = (error ?? {}) as { code?: string; messageId?: string };
          if (code !== 'RULE_REFUSED') return dispatch({ type: 'refused', messageId: messageId ?? 'signIn.error.internal', overview: null });
          // The machine refused: most likely another request became pending meanwhile. Show the current facts.
          const latest = await runLoader(loaders.loadCreditIncreaseOverview, { buyerId: null }).catch(() => null);
          dispatch({ type: 'refused', messageId: latest?.pending ? PENDING_REFUSAL_ID : RULE_MESSAGE_ID, overview: latest });
        },
      );
    },
    [loaders, currency],
  );

  return {
    screen: creditIncreaseScreen(state),
    overview,
    submitted: state.status === 'ready' ? state.submitted : null,
    submitting: state.status === 'ready' && state.submitting,
    refusalId: state.status === 'ready' ? state.refusalId : null,
    pendingRefusalId: PENDING_REFUSAL_ID,
    overviewPath: pathFor('account-overview'),
    retry: useCallback(() => {
      dispatch({ type: 'retry' });
      setAttempt((n) => n + 1);
    }, []),
    validate: useCallback((values: CreditIncreaseFormValues) => creditIncreaseFieldMessages(values, currency), [currency]),
    submit,
  };
}
