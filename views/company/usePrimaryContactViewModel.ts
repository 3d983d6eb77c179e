import { useCallback } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { CompanyActors, CompanyRefusal, PrimaryContactData, PrimaryEmailChangeItem } from '../../machines/app/company/companyTypes';
import type { PrimaryContactSnapshot } from '../../machines/app/company/primaryContactMachine';
import { pathFor } from '../../src/app/routes';

export type PrimaryContactScreen = 'loading' | 'loadFailed' | 'form' | 'pending';

export interface PrimaryContactViewModel {
  screen: PrimaryContactScreen;
  data: PrimaryContactData | null;
  /** The change to show: the pending one, else the last decision. */
  shownChange: PrimaryEmailChangeItem | null;
  submitting: boolean;
  refusal: CompanyRefusal | null;
  companyInfoPath: string;
  retry: () => void;
  requestChange: (newEmail: string) => void;
}

function screenOf(s: PrimaryContactSnapshot): PrimaryContactScreen {
  if (s.matches('loading')) return 'loading';
  if (s.matches('loadFailed')) return 'loadFailed';
  if (s.matches({ ready: 'pending' })) return 'pending';
  return 'form';
}
const isSubmitting = (s: PrimaryContactSnapshot) => s.matches({ ready: 'submitting' }) || s.matches({ ready: 'refreshing' });

/** Route `primary-contact` over the primaryContact machine (machines/app/company): the contact, the form, or the one waiting change, live. */
export function usePrimaryContactViewModel(actors: CompanyActors): PrimaryContactViewModel {
  const actorRef = useActorRef(actors.primaryContactLogic);
  const data = useSelector(actorRef, (s) => s.context.data);
  return {
    screen: useSelector(actorRef, screenOf),
    data,
    shownChange: data?.pending ?? data?.lastDecided ?? null,
    submitting: useSelector(actorRef, isSubmitting),
    refusal: useSelector(actorRef, (s) => s.context.refusal),
    companyInfoPath: pathFor('company-info'),
    retry: useCallback(() => actorRef.send({ type: 'primaryContact.retry' }), [actorRef]),
    // A fresh idempotency key per submission: a retried request of this submission gets its first result.
    requestChange: useCallback(
      (newEmail: string) => actorRef.send({ type: 'primaryEmail.request', change: { idempotencyKey: crypto.randomUUID(), newEmail: newEmail.trim() } }),
      [actorRef],
    ),
  };
}
