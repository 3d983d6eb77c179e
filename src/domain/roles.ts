/** Role names exactly as spec section 6 writes them. A user holds a list of these. */
export const ROLES = [
  'Buyer:Administrator',
  'Buyer:GroupAdministrator',
  'buyerPayer',
  'buyerPurchaser',
  'clientAdministrator',
  'clientDeveloper',
  'customerSupport',
  'underwriter',
  'accountManager',
] as const;
export type Role = (typeof ROLES)[number];

/** Who the user is to the program: a buyer's employee, a seller (client), our staff, or MSTS. */
export const USER_TYPES = ['BUYER', 'CLIENT', 'STAFF', 'MSTS'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const SSO_STATUSES = ['Active', 'Inactive'] as const;
export type SsoStatus = (typeof SSO_STATUSES)[number];
