import { useCallback } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { CreditIncreaseItem, CreditIncreaseLoaders, CreditIncreaseOverviewData } from '../../machines/app/creditIncrease/creditIncreaseTypes';
import { PENDING_REFUSAL_ID, type IncreaseCreditSnapshot } from '../../machines/app/creditIncrease/increaseCreditMachine';
import { pathFor } from '../../src/app/routes';
import type { FieldMessages } from '../../src/i18n/validationMessages';
import { creditIncreaseFieldMessages, toCreditIncreaseInput } from './creditIncreaseModel';
import type { CreditIncreaseFormValues } from './creditIncreaseModel';

export type IncreaseCreditScreen = 'loading' | 'loadFailed' | 'success' | 'pending' | 'form';

export interface IncreaseCreditViewModel {
  screen: IncreaseCreditScreen;
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

/** The screen the machine's state shows (submitting and refreshing keep the form up). */
function screenOf(s: IncreaseCreditSnapshot): IncreaseCreditScreen {
  if (s.matches('loading')) return 'loading';
  if (s.matches('loadFailed')) return 'loadFailed';
  if (s.matches({ ready: 'submitted' })) return 'success';
  if (s.matches({ ready: 'pending' })) return 'pending';
  return 'form';
}
const isSubmitting = (s: IncreaseCreditSnapshot) => s.matches({ ready: 'submitting' }) || s.matches({ ready: 'refreshing' });

/** Route `increase-credit` over the increaseCredit machine (machines/app/creditIncrease): the form, the success page (updated live), or the one pending request. */
export function useIncreaseCreditViewModel(loaders: CreditIncreaseLoaders): IncreaseCreditViewModel {
  const actorRef = useActorRef(loaders.increaseCreditLogic);
  const screen = useSelector(actorRef, screenOf);
  const overview = useSelector(actorRef, (s) => s.context.overview);
  const submitted = useSelector(actorRef, (s) => s.context.submitted);
  const refusalId = useSelector(actorRef, (s) => s.context.refusalId);
  const submitting = useSelector(actorRef, isSubmitting);
  const currency = overview?.creditApproved.currency ?? 'USD';

  return {
    screen,
    overview,
    submitted,
    submitting,
    refusalId,
    pendingRefusalId: PENDING_REFUSAL_ID,
    overviewPath: pathFor('account-overview'),
    retry: useCallback(() => actorRef.send({ type: 'creditIncrease.retry' }), [actorRef]),
    validate: useCallback((values: CreditIncreaseFormValues) => creditIncreaseFieldMessages(values, currency), [currency]),
    // A fresh idempotency key per submission: a retried request of this submission is answered with its first result.
    submit: useCallback(
      (values: CreditIncreaseFormValues) => actorRef.send({ type: 'creditIncrease.submit', request: { ...toCreditIncreaseInput(values, currency), idempotencyKey: crypto.randomUUID() } }),
      [actorRef, currency],
    ),
  };
}
