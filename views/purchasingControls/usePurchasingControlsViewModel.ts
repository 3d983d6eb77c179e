import { useActorRef, useSelector } from '@xstate/react';
import type { PurchasingControls, PurchasingControlsDeps, PurchasingFeature } from '../../machines/app/purchasingControls/purchasingControlsTypes';
import { useSessionActorRef } from '../../src/app/hooks';

export interface PurchasingControlsViewModel {
  controls: PurchasingControls | null;
  failed: boolean;
  retry: () => void;
  /** The feature being switched, while the server answers. */
  pending: PurchasingFeature | null;
  /** Why the last switch was refused: the rule's message id (rule.featureDependencies.<guard>) or an error id. */
  refusalId: string | null;
  /** The switches take input (a manager, nothing being saved). */
  canSwitch: boolean;
  toggle: (feature: PurchasingFeature, on: boolean) => void;
  setupDialogOpen: boolean;
  dismissSetupDialog: () => void;
}

/**
 * Route `manage-purchasing-controls`: the two switches, run by the purchasingControls machine
 * (machines/app/purchasingControls): the featureDependencies machine the server enforces answers
 * first, and a refusal shows the rule's own words. This hook selects and sends.
 */
export function usePurchasingControlsViewModel(deps: PurchasingControlsDeps): PurchasingControlsViewModel {
  const viewerId = useSelector(useSessionActorRef(), (s) => s.context.user?.id ?? null);
  const actor = useActorRef(deps.controls, { input: { viewerId, setupDialogDisplayed: viewerId ? deps.setupDialogFlag.read(viewerId) : false } });
  const controls = useSelector(actor, (s) => s.context.controls);
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const pending = useSelector(actor, (s) => s.context.pending);
  const refusalId = useSelector(actor, (s) => s.context.refusalId);
  const canSwitch = useSelector(actor, (s) => s.can({ type: 'feature.toggle', feature: 'IndividualCreditLimits', on: s.context.controls?.individualCreditLimits !== 'Enabled' }));
  const setupDialogOpen = useSelector(actor, (s) => s.can({ type: 'setupDialog.dismiss' }));
  return {
    controls,
    failed,
    retry: () => actor.send({ type: 'controls.retry' }),
    pending,
    refusalId,
    canSwitch,
    toggle: (feature, on) => actor.send({ type: 'feature.toggle', feature, on }),
    setupDialogOpen,
    dismissSetupDialog: () => actor.send({ type: 'setupDialog.dismiss' }),
  };
}
