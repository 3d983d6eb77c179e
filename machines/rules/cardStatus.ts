/**
 * Spec 3 "Card replacement/cancel reasons" and spec 4 "Card status": lock and terminate reasons are
 * Damaged, Employee Terminated, Fraud, Lost, Other, Stolen. Terminating is permanent (spec 8: "already
 * terminated (reload)" when a terminated card is terminated again).
 */
export const CARD_REASONS = {
  Damaged: 'damaged',
  'Employee Terminated': 'employeeTerminated',
  Fraud: 'fraud',
  Lost: 'lost',
  Other: 'other',
  Stolen: 'stolen',
} as const;
export type CardReason = (typeof CARD_REASONS)[keyof typeof CARD_REASONS];
export const CARD_REASON_VALUES: readonly CardReason[] = Object.values(CARD_REASONS);

/** Is `value` one of the stored lock/termination reasons? */
export function isCardReason(value: unknown): value is CardReason {
  return typeof value === 'string' && (CARD_REASON_VALUES as readonly string[]).includes(value);
}

export type TerminationBlocker = 'alreadyTerminated' | 'terminationReasonMissing';

export const TERMINATION_BLOCKERS: Record<TerminationBlocker, string> = {
  alreadyTerminated: 'The card is already terminated; termination is permanent (reload to see its current status).',
  terminationReasonMissing: 'A termination needs a reason: Damaged, Employee Terminated, Fraud, Lost, Other or Stolen.',
};

/** Why a card cannot be terminated now; empty when it can. */
export function terminationBlockers(facts: { alreadyTerminated: boolean; reason: unknown }): TerminationBlocker[] {
  const blockers: TerminationBlocker[] = [];
  if (facts.alreadyTerminated) blockers.push('alreadyTerminated');
  if (!isCardReason(facts.reason)) blockers.push('terminationReasonMissing');
  return blockers;
}
