/** Message ids of the users screens' values (roles, statuses, contact types, invoice permissions). */
export { roleMessageId } from '../common/roleLabels';
export const statusMessageId = (status: string): string => `users.status.${status}`;
export const contactTypeMessageId = (type: string): string => `users.contactType.${type}`;
export const permissionMessageId = (permission: string): string => `users.permission.${permission}`;
export const ruleWordsId = (problem: string): string => `users.rule.${problem}`;
