/**
 * Spec 5 "Individual credit limit": it cannot exceed the inviter's own limit or the company credit
 * line; it is required when the inviter has one; left blank, a new user gets the inviter's limit;
 * lowering it below open charges blocks further purchases. Spec 5: amounts range from 0 to 9e12.
 *
 * The "inviter" is the user who invited this user (users.parent_user_id); a user nobody invited
 * (the account's first administrator) is bounded by the company credit line only.
 * Amounts are integer minor units.
 */
export const MAX_AMOUNT_MINOR = 9e12 * 100;

export interface IndividualLimitFacts {
  /** The limit asked for; null when left blank. */
  requestedMinor: number | null;
  /** The inviter's own individual limit; null when the inviter has none (or there is no inviter). */
  inviterLimitMinor: number | null;
  /** The company's credit line (credit approved). */
  companyLineMinor: number;
}

export type IndividualLimitProblem = 'notWholeAmount' | 'negative' | 'exceedsInviterLimit' | 'exceedsCompanyLine' | 'requiredByInviter';

export const INDIVIDUAL_LIMIT_PROBLEMS: Record<IndividualLimitProblem, string> = {
  notWholeAmount: 'The limit must be an amount in whole cents.',
  negative: 'The limit cannot be negative.',
  exceedsInviterLimit: "An individual credit limit cannot exceed the inviter's own limit.",
  exceedsCompanyLine: 'An individual credit limit cannot exceed the company credit line.',
  requiredByInviter: 'An individual credit limit is required when the inviter has one.',
};

/** Every rule the limit breaks; empty when it may be set. */
export function individualLimitProblems(facts: IndividualLimitFacts): IndividualLimitProblem[] {
  const { requestedMinor: limit, inviterLimitMinor: inviter, companyLineMinor } = facts;
  if (limit === null) return [];
  if (!Number.isSafeInteger(limit) || limit > MAX_AMOUNT_MINOR) return ['notWholeAmount'];
  const problems: IndividualLimitProblem[] = [];
  if (limit < 0) problems.push('negative');
  if (inviter !== null && limit > inviter) problems.push('exceedsInviterLimit');
  if (limit > companyLineMinor) problems.push('exceedsCompanyLine');
  return problems;
}

/**
 * The limit a user ends up with: the one asked for, or, left blank, the inviter's (null: none, the
 * user draws on the company line). "Required when the inviter has one" is met by that default for
 * a new user; `requiredProblems` is for forms that must not leave it blank (an existing user).
 */
export function effectiveIndividualLimit(facts: Pick<IndividualLimitFacts, 'requestedMinor' | 'inviterLimitMinor'>): number | null {
  return facts.requestedMinor ?? facts.inviterLimitMinor;
}

/** Clearing the limit of an existing user whose inviter has one is refused. */
export function requiredProblems(facts: Pick<IndividualLimitFacts, 'requestedMinor' | 'inviterLimitMinor'>): IndividualLimitProblem[] {
  return facts.requestedMinor === null && facts.inviterLimitMinor !== null ? ['requiredByInviter'] : [];
}

/** The most this user's limit may be: the inviter's limit and the company line, whichever is lower. */
export function individualLimitCeiling(facts: Pick<IndividualLimitFacts, 'inviterLimitMinor' | 'companyLineMinor'>): number {
  return facts.inviterLimitMinor === null ? facts.companyLineMinor : Math.min(facts.inviterLimitMinor, facts.companyLineMinor);
}

/**
 * Are the user's purchases blocked? When the individual limit is below what the user's open
 * charges already owe (a limit lowered below them), no further purchase is allowed.
 */
export function purchasesBlocked(facts: { limitMinor: number | null; openChargesMinor: number }): boolean {
  return facts.limitMinor !== null && facts.limitMinor < facts.openChargesMinor;
}
