/**
 * Fixed ids of the demo data, so links, tests and documentation can name them. The first block of
 * a demo UUID says what it is: 1 buyer, 2 group, 3 user, 4 invoice, 5 payment.
 */
const KIND_PREFIX = { buyer: '10000000', group: '20000000', user: '30000000', invoice: '40000000', payment: '50000000' } as const;

export function demoUuid(kind: keyof typeof KIND_PREFIX, serial: number): string {
  return `${KIND_PREFIX[kind]}-0000-4000-8000-${serial.toString(16).padStart(12, '0')}`;
}

export const DEMO_PROGRAM_ID = 'northwind';
export const DEMO_CLIENT_ID = 'northwind-client';

export const ACME_BUYER_ID = demoUuid('buyer', 1);
export const ACME_GROUP_IDS = {
  topLevel: demoUuid('group', 1),
  westCoast: demoUuid('group', 2),
  eastCoast: demoUuid('group', 3),
} as const;

export const GLOBEX_BUYER_ID = demoUuid('buyer', 2);
export const GLOBEX_GROUP_ID = demoUuid('group', 4);
