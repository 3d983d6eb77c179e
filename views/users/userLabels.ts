/** Message ids of the users screens' values (roles, statuses, contact types, invoice permissions). */
const ROLE_IDS: Readonly<Record<string, string>> = {
  'Buyer:Administrator': 'users.role.administrator',
  'Buyer:GroupAdministrator': 'users.role.groupAdministrator',
  buyerPayer: 'users.role.payer',
  buyerPurchaser: 'users.role.purchaser',
};
export const roleMessageId = (role: string): string => ROLE_IDS[role] ?? 'users.role.other';
export const statusMessageId = (status: string): string => `users.status.${status}`;
export const contactTypeMessageId = (type: string): string => `users.contactType.${type}`;
export const permissionMessageId = (permission: string): string => `users.permission.${permission}`;
export const ruleWordsId = (problem: string): string => `users.rule.${problem}`;
