import type { Role, SsoStatus, UserType } from '../../src/domain/roles';
import { ACME_BUYER_ID, ACME_GROUP_IDS, DEMO_CLIENT_ID, GLOBEX_BUYER_ID, GLOBEX_GROUP_ID, demoUuid } from './demoIds';

/** Every demo user signs in with this password (README "Demo sign-ins"). */
export const DEMO_PASSWORD = 'Demo-Passw0rd!';

export interface DemoUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  roles: readonly Role[];
  userType: UserType;
  buyerId: string | null;
  groupId: string | null;
  clientId: string | null;
  ssoStatus: SsoStatus;
  contactTypes: readonly string[];
  receiveEmail: boolean;
  creditLimitMinor: number | null;
  phone: string | null;
  /** Who this is, for the start-up banner and the README. */
  description: string;
}

export const DEMO_USER_IDS = {
  admin: demoUuid('user', 1),
  payer: demoUuid('user', 2),
  purchaser: demoUuid('user', 3),
  groupAdmin: demoUuid('user', 4),
  sso: demoUuid('user', 5),
  clientAdmin: demoUuid('user', 6),
  developer: demoUuid('user', 7),
  support: demoUuid('user', 8),
  underwriter: demoUuid('user', 9),
  globexAdmin: demoUuid('user', 10),
  accountManager: demoUuid('user', 11),
} as const;

const ACME_DEFAULTS = {
  userType: 'BUYER',
  buyerId: ACME_BUYER_ID,
  clientId: null,
  ssoStatus: 'Inactive',
  contactTypes: [],
  receiveEmail: false,
  creditLimitMinor: null,
} as const;

const NORTHWIND_DEFAULTS = {
  buyerId: null,
  groupId: null,
  ssoStatus: 'Inactive',
  contactTypes: [],
  receiveEmail: false,
  creditLimitMinor: null,
  phone: null,
} as const;

/** The users of the always-present demo data: Acme's people, then the seller's and our staff. */
export const DEMO_USERS: readonly DemoUser[] = [
  {
    ...ACME_DEFAULTS,
    id: DEMO_USER_IDS.admin,
    email: 'admin@acme.example',
    firstName: 'Alex',
    lastName: 'Morgan',
    roles: ['Buyer:Administrator'],
    groupId: ACME_GROUP_IDS.topLevel,
    contactTypes: ['primary', 'admin'],
    receiveEmail: true,
    phone: '+1 415 555 0101',
    description: 'Acme Industrial Supply, account admin and primary contact',
  },
  {
    ...ACME_DEFAULTS,
    id: DEMO_USER_IDS.payer,
    email: 'payer@acme.example',
    firstName: 'Priya',
    lastName: 'Shah',
    roles: ['buyerPayer'],
    groupId: ACME_GROUP_IDS.topLevel,
    contactTypes: ['billing'],
    receiveEmail: true,
    phone: '+1 415 555 0102',
    description: 'pays invoices, sees bank accounts',
  },
  {
    ...ACME_DEFAULTS,
    id: DEMO_USER_IDS.purchaser,
    email: 'purchaser@acme.example',
    firstName: 'Sam',
    lastName: 'Lee',
    roles: ['buyerPurchaser'],
    groupId: ACME_GROUP_IDS.westCoast,
    contactTypes: ['purchaser'],
    creditLimitMinor: 5_000_000,
    phone: '+1 206 555 0103',
    description: 'makes purchases in the West Coast group, sees only own charges',
  },
  {
    ...ACME_DEFAULTS,
    id: DEMO_USER_IDS.groupAdmin,
    email: 'groupadmin@acme.example',
    firstName: 'Jordan',
    lastName: 'Rivera',
    roles: ['Buyer:GroupAdministrator'],
    groupId: ACME_GROUP_IDS.eastCoast,
    contactTypes: ['admin'],
    creditLimitMinor: 7_500_000,
    phone: '+1 212 555 0104',
    description: 'administers the East Coast group',
  },
  {
    ...ACME_DEFAULTS,
    id: DEMO_USER_IDS.sso,
    email: 'sso@acme.example',
    firstName: 'Taylor',
    lastName: 'Kim',
    roles: ['buyerPurchaser'],
    groupId: ACME_GROUP_IDS.eastCoast,
    ssoStatus: 'Active',
    contactTypes: ['purchaser'],
    phone: null,
    description: 'signs in through single sign-on (East Coast group)',
  },
  {
    ...NORTHWIND_DEFAULTS,
    id: DEMO_USER_IDS.clientAdmin,
    email: 'client.admin@northwind.example',
    firstName: 'Casey',
    lastName: 'Nguyen',
    roles: ['clientAdministrator'],
    userType: 'CLIENT',
    clientId: DEMO_CLIENT_ID,
    description: "the seller's administrator",
  },
  {
    ...NORTHWIND_DEFAULTS,
    id: DEMO_USER_IDS.developer,
    email: 'developer@northwind.example',
    firstName: 'Devon',
    lastName: 'Patel',
    roles: ['clientDeveloper'],
    userType: 'CLIENT',
    clientId: DEMO_CLIENT_ID,
    description: "the seller's developer",
  },
  {
    ...NORTHWIND_DEFAULTS,
    id: DEMO_USER_IDS.support,
    email: 'support@northwind.example',
    firstName: 'Morgan',
    lastName: 'Blake',
    roles: ['customerSupport'],
    userType: 'STAFF',
    clientId: null,
    description: 'customer support staff',
  },
  {
    ...NORTHWIND_DEFAULTS,
    id: DEMO_USER_IDS.underwriter,
    email: 'underwriter@northwind.example',
    firstName: 'Riley',
    lastName: 'Chen',
    roles: ['underwriter'],
    userType: 'STAFF',
    clientId: null,
    description: 'underwriting staff',
  },
  {
    ...NORTHWIND_DEFAULTS,
    id: DEMO_USER_IDS.accountManager,
    email: 'account.manager@northwind.example',
    firstName: 'Avery',
    lastName: 'Okafor',
    roles: ['accountManager'],
    userType: 'CLIENT',
    clientId: DEMO_CLIENT_ID,
    description: "the seller's account manager (customers, read-only)",
  },
];

/** The administrator of the large buyer that `seedDemo(db, { invoices: N })` adds. */
export const GLOBEX_ADMIN: DemoUser = {
  ...ACME_DEFAULTS,
  id: DEMO_USER_IDS.globexAdmin,
  buyerId: GLOBEX_BUYER_ID,
  email: 'admin@globex.example',
  firstName: 'Dana',
  lastName: 'Whitfield',
  roles: ['Buyer:Administrator'],
  groupId: GLOBEX_GROUP_ID,
  contactTypes: ['primary', 'admin'],
  receiveEmail: true,
  phone: '+1 312 555 0110',
  description: 'Globex Wholesale, account admin of the large demo buyer (only with --invoices N)',
};

export interface DemoSignIn {
  email: string;
  /** The user's roles, comma-separated. */
  role: string;
  description: string;
}

function toSignIn(user: DemoUser): DemoSignIn {
  const role = user.ssoStatus === 'Active' ? `${user.roles.join(', ')}, SSO active` : user.roles.join(', ');
  return { email: user.email, role, description: user.description };
}

/** The demo sign-ins, all with DEMO_PASSWORD, for the start-up banner and the README. */
export const DEMO_SIGN_INS: readonly DemoSignIn[] = DEMO_USERS.map(toSignIn);

/** Present only when the large demo buyer was seeded. */
export const LARGE_BUYER_SIGN_IN: DemoSignIn = toSignIn(GLOBEX_ADMIN);
