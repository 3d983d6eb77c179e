/**
 * Message ids of a buyer user's roles, shared by the users screens, the welcome step and the
 * seller's and staff's customer pages. Both spellings are known: the user records' (spec 3,
 * "Buyer:Administrator") and the session's role names ("buyerAdministrator").
 */
const BUYER_ROLE_IDS: Readonly<Record<string, string>> = {
  'Buyer:Administrator': 'users.role.administrator',
  buyerAdministrator: 'users.role.administrator',
  'Buyer:GroupAdministrator': 'users.role.groupAdministrator',
  buyerGroupAdministrator: 'users.role.groupAdministrator',
  buyerPayer: 'users.role.payer',
  'Buyer:Purchaser': 'users.role.purchaser',
  buyerPurchaser: 'users.role.purchaser',
};

/** The role's message id, or undefined for a role that is not a buyer role. */
export const knownRoleMessageId = (role: string): string | undefined => BUYER_ROLE_IDS[role];

/** The role's message id; an unknown role reads "Other role". */
export const roleMessageId = (role: string): string => knownRoleMessageId(role) ?? 'users.role.other';
