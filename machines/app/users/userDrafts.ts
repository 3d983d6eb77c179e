import { individualLimitCeiling, individualLimitProblems } from '../../rules/individualCreditLimit';
import { draftProblems, type UserRuleProblem } from '../../rules/userAdministration';
import type { InviteDraft, Money, UserAdminOptions, UserChange, UserSummary } from './userTypes';

/**
 * The rules the browser checks before sending (machines/rules/userAdministration.ts and
 * individualCreditLimit.ts, the server's own): what the form alone can know. Duplicates and the
 * last receiver / primary contact need the account's facts: the server answers those.
 */
export function inviteDraftProblems(draft: InviteDraft, options: UserAdminOptions, contactOnly: boolean): UserRuleProblem[] {
  const group = options.groups.find((g) => g.id === draft.groupId);
  const problems = draftProblems({
    roles: contactOnly ? [] : draft.roles, contactOnly, phone: draft.phone, groupIsTopLevel: group?.isTopLevel ?? false,
    groupWithinActorsGroups: group !== undefined, actorIsAccountAdmin: options.isAccountAdmin,
  });
  if (!options.individualCreditLimitsEnabled) return draft.limitMinor === null ? problems : [...problems, 'individualCreditLimitsDisabled'];
  return [...problems, ...individualLimitProblems({ requestedMinor: draft.limitMinor, inviterLimitMinor: options.inviterLimit?.amountMinor ?? null, companyLineMinor: options.companyCreditLine.amountMinor })];
}

/** An Edit User change, checked on the user as it would be after it. */
export function userChangeDraftProblems(user: UserSummary, change: UserChange, options: UserAdminOptions): UserRuleProblem[] {
  const groupId = change.groupId ?? user.groupId;
  const group = options.groups.find((g) => g.id === groupId);
  const roles = change.roles ?? user.roles;
  const problems = draftProblems({
    roles, contactOnly: user.contactOnly, phone: change.phone ?? null, groupIsTopLevel: group?.isTopLevel ?? false,
    groupWithinActorsGroups: change.groupId === undefined || group !== undefined, actorIsAccountAdmin: options.isAccountAdmin,
  });
  // Roles the user already has are not held against the editor; only a change of roles is.
  return change.roles === undefined ? problems.filter((p) => p !== 'noRole' && p !== 'roleNotGrantable') : problems;
}

/** The most an invited user's limit may be (the inviter's limit and the company line, whichever is lower). */
export function inviteLimitCeiling(options: UserAdminOptions): Money {
  return { amountMinor: individualLimitCeiling({ inviterLimitMinor: options.inviterLimit?.amountMinor ?? null, companyLineMinor: options.companyCreditLine.amountMinor }), currency: options.companyCreditLine.currency };
}
