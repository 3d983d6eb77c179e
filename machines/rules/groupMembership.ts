import { BUYER_PAYER_ROLE } from './roleAudiences';

/**
 * Spec 5 "The Payer role is allowed only in the top-level group", applied when users are moved into
 * a group (Create Group step 4, Move user) and, by the users screens, when roles are given. The
 * server checks it with the stored roles and the stored group tree (server/modules/groups); the
 * wizard checks it with what it loaded, so the user hears the rule before sending.
 */
export interface PlacementFacts {
  /** The roles the user holds. */
  roles: readonly string[];
  /** The group the user would be in has no parent. */
  targetIsTopLevel: boolean;
}

export type PlacementProblem = 'payerOnlyInTopLevelGroup';

export const PLACEMENT_RULES: Record<PlacementProblem, string> = {
  payerOnlyInTopLevelGroup: 'The Payer role is allowed only in the top-level group.',
};

/** Why this user may not be placed in that group; empty when they may. */
export function placementProblems(facts: PlacementFacts): PlacementProblem[] {
  return facts.roles.includes(BUYER_PAYER_ROLE) && !facts.targetIsTopLevel ? ['payerOnlyInTopLevelGroup'] : [];
}

/** The users of a list who may not be moved into a sub-group (a new group always is one). */
export function usersRefusedBelowTopLevel<U extends { id: string; roles: readonly string[] }>(users: readonly U[], ids: readonly string[]): U[] {
  return users.filter((user) => ids.includes(user.id) && placementProblems({ roles: user.roles, targetIsTopLevel: false }).length > 0);
}
