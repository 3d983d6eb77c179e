import type { Translate } from '../common/translate';

/** Spec 4 customer status, with the suspension reason of a suspended customer. */
export function customerStatusText(t: Translate, status: string, suspensionReason: string | null): string {
  const label = t(`staff.customerStatus.${status}`);
  return status === 'suspended' && suspensionReason ? t('staff.customerStatus.suspendedBecause', { status: label, reason: t(`staff.suspensionReason.${suspensionReason}`) }) : label;
}
