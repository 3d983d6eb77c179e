import { useActorRef, useSelector } from '@xstate/react';
import { useNavigate } from 'react-router';
import type { Money } from '../../machines/app/purchasingControls/purchasingControlsTypes';
import { limitCeilingOf, type CreateCardDraft } from '../../machines/app/purchaseCards/createCardDraft';
import type { CreationOptions, PurchaseCardDeps } from '../../machines/app/purchaseCards/purchaseCardTypes';
import { useSessionActorRef } from '../../src/app/hooks';
import { pathFor } from '../../src/app/routes';

export interface CreateCardViewModel {
  options: CreationOptions | null;
  loadFailed: boolean;
  retry: () => void;
  /** The proposed draft: the form's starting values. */
  draft: CreateCardDraft;
  limitCeiling: Money | null;
  submitting: boolean;
  failureId: string | null;
  /** The form's draft, checked by the rules: one event to the machine. */
  submit: (draft: CreateCardDraft) => void;
}

function newKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `card-${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/**
 * Routes `profile-purchasing-create-purchase-card` (the viewer's card) and
 * `edit-user-purchasing-create` (a user's card, administrators): the create-card form, run by the
 * createCard machine (machines/app/purchaseCards). This hook selects and sends.
 */
export function useCreateCardViewModel(deps: PurchaseCardDeps, userId: string | null): CreateCardViewModel {
  const navigate = useNavigate();
  const viewerLanguage = useSelector(useSessionActorRef(), (s) => s.context.user?.language ?? null);
  // One key per opened form (the machine is created once per mount, with the key in its input).
  const actor = useActorRef(
    deps.createCardForm.provide({ actions: { showCards: () => navigate(userId === null ? pathFor('profile-purchasing-controls') : pathFor('purchase-cards-active')) } }),
    { input: { userId, viewerLanguage, idempotencyKey: newKey() } },
  );
  const options = useSelector(actor, (s) => s.context.options);
  const loadFailed = useSelector(actor, (s) => s.matches('failed'));
  const draft = useSelector(actor, (s) => s.context.draft);
  const submitting = useSelector(actor, (s) => s.matches('creating') || s.matches('created'));
  const failureId = useSelector(actor, (s) => s.context.failureId);
  return {
    options,
    loadFailed,
    retry: () => actor.send({ type: 'createCard.retry' }),
    draft,
    limitCeiling: options ? limitCeilingOf(options) : null,
    submitting,
    failureId,
    submit: (next) => actor.send({ type: 'createCard.submit', draft: next }),
  };
}
