import { decide } from '../../decide';
import { featureDependenciesMachine, featureDependenciesRules, initialFor, type FeatureDependenciesEvent } from '../../domain/featureDependencies';
import type { PurchasingControls, PurchasingFeature } from './purchasingControlsTypes';

function eventFor(feature: PurchasingFeature, on: boolean, activeCardCount: number): FeatureDependenciesEvent {
  if (feature === 'IndividualCreditLimits') return { type: on ? 'individualCreditLimits.enable' : 'individualCreditLimits.disable' };
  return on ? { type: 'purchaseCards.enable' } : { type: 'purchaseCards.disable', activeCardCount };
}

/**
 * Would the featureDependencies machine (spec 4) refuse this switch now? The rule's message id
 * (`rule.featureDependencies.<guard>`), or null when the change may be asked of the server (which
 * decides again with the same machine).
 */
export function featureToggleRefusal(controls: PurchasingControls, feature: PurchasingFeature, on: boolean): string | null {
  const stored = initialFor(controls);
  const decision = decide(featureDependenciesMachine, { value: stored.value, context: stored.context }, eventFor(feature, on, controls.activeCardCount), undefined, {
    rules: featureDependenciesRules,
  });
  return decision.accepted ? null : `rule.featureDependencies.${decision.rule.name}`;
}
