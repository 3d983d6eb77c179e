import { useSelector } from '@xstate/react';
import { useCallback, useState } from 'react';
import { decide } from '../../machines/decide';
import {
  featureDependenciesMachine, featureDependenciesRules, initialFor, type FeatureDependenciesEvent,
} from '../../machines/domain/featureDependencies';
import { useSessionActorRef } from '../../src/app/hooks';
import { runChange, useControlsLoader } from './useControlsLoader';
import type { PurchasingControls, PurchasingControlsApi, PurchasingFeature } from '../../machines/app/purchasingControls/purchasingControlsTypes';

export interface PurchasingControlsViewModel {
  controls: PurchasingControls | null;
  failed: boolean;
  retry: () => void;
  /** The feature being switched, while the server answers. */
  pending: PurchasingFeature | null;
  /** Why the last switch was refused: the rule's message id (rule.featureDependencies.<guard>) or an error id. */
  refusalId: string | null;
  toggle: (feature: PurchasingFeature, on: boolean) => void;
  setupDialogOpen: boolean;
  dismissSetupDialog: () => void;
}

function eventFor(feature: PurchasingFeature, on: boolean, activeCardCount: number): FeatureDependenciesEvent {
  if (feature === 'IndividualCreditLimits') return { type: on ? 'individualCreditLimits.enable' : 'individualCreditLimits.disable' };
  return on ? { type: 'purchaseCards.enable' } : { type: 'purchaseCards.disable', activeCardCount };
}

/**
 * Would the featureDependencies machine refuse this switch now? The rule's message id
 * (`rule.featureDependencies.<guard>`), or null when the change may be asked of the server.
 */
export function featureToggleRefusal(controls: PurchasingControls, feature: PurchasingFeature, on: boolean): string | null {
  const stored = initialFor(controls);
  const decision = decide(featureDependenciesMachine, { value: stored.value, context: stored.context }, eventFor(feature, on, controls.activeCardCount), undefined, {
    rules: featureDependenciesRules,
  });
  return decision.accepted ? null : `rule.featureDependencies.${decision.rule.name}`;
}

/**
 * Route `manage-purchasing-controls`: the two switches. Before asking the server, the same
 * featureDependencies machine the server enforces says whether the change is allowed; a refusal
 * shows the rule's own words (and the server would refuse it the same way).
 */
export function usePurchasingControlsViewModel(api: PurchasingControlsApi): PurchasingControlsViewModel {
  const { controls, setControls, failed, retry } = useControlsLoader(api);
  const [pending, setPending] = useState<PurchasingFeature | null>(null);
  const [refusalId, setRefusalId] = useState<string | null>(null);
  const userId = useSelector(useSessionActorRef(), (s) => s.context.user?.id ?? null);
  const [setupFlag, setSetupFlag] = useState(() => (userId ? api.setupDialogFlag.read(userId) : false));

  const toggle = useCallback(
    (feature: PurchasingFeature, on: boolean) => {
      if (!controls || pending) return;
      const refusal = featureToggleRefusal(controls, feature, on);
      if (refusal) {
        setRefusalId(refusal);
        return;
      }
      setRefusalId(null);
      setPending(feature);
      void runChange(api.setFeature, { feature, on }).then((result) => {
        setPending(null);
        if (result.ok) setControls(result.output);
        else setRefusalId(result.failure.messageId);
      });
    },
    [api, controls, pending, setControls],
  );

  const dismissSetupDialog = useCallback(() => {
    if (userId) api.setupDialogFlag.dismiss(userId);
    setSetupFlag(false);
  }, [api, userId]);

  return {
    controls,
    failed,
    retry,
    pending,
    refusalId,
    toggle,
    setupDialogOpen: setupFlag && controls !== null && controls.canManage && controls.purchaseCards === 'Disabled',
    dismissSetupDialog,
  };
}
