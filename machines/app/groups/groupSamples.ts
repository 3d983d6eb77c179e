import type { AnyEventObject } from 'xstate';
import type { CreateGroupEvent, CreateGroupInput } from './createGroupMachine';
import type { GroupTreeEvent } from './groupTreeMachine';
import type { GroupDirectoryData, GroupUserView, GroupView } from './groupTypes';

/** Example groups and events of the group app machines at their rule boundaries (catalog.ts). Pure data. */

const USD = (amountMinor: number) => ({ amountMinor, currency: 'USD' });

export const sampleUser = (change: Partial<GroupUserView> = {}): GroupUserView => ({
  id: 'u1', name: 'Alex Morgan', email: 'admin@acme.example', roles: ['Buyer:Administrator'], status: 'active', groupId: 'g1', ...change,
});

const ADMIN = sampleUser();
const PAYER = sampleUser({ id: 'u2', name: 'Priya Shah', email: 'payer@acme.example', roles: ['buyerPayer'] });
const PURCHASER = sampleUser({ id: 'u3', name: 'Sam Lee', email: 'purchaser@acme.example', roles: ['buyerPurchaser'], groupId: 'g2' });

export const sampleGroup = (change: Partial<GroupView> = {}): GroupView => ({
  id: 'g1', name: 'Acme Industrial Supply', kind: 'reporting', parentGroupId: null, admin: ADMIN, adminEmail: ADMIN.email, users: [ADMIN, PAYER], legalEntity: null,
  billTo: 'parent', billingContactName: null, billingEmail: null, totals: { openBalance: USD(1_250_000), openCharges: 4, userCount: 3 }, canManage: true, ...change,
});

const TOP = sampleGroup();
const WEST = sampleGroup({ id: 'g2', name: 'West Coast Operations', parentGroupId: 'g1', users: [PURCHASER], totals: { openBalance: USD(250_000), openCharges: 1, userCount: 1 } });

export const sampleDirectory: GroupDirectoryData = { groups: [TOP, WEST], users: [ADMIN, PAYER, PURCHASER], canCreate: true };
const READ_ONLY_DIRECTORY: GroupDirectoryData = { groups: [{ ...TOP, canManage: false }], users: [], canCreate: false };
const FAILED = { code: 'INTERNAL', messageId: 'groups.error.saveFailed' };
const PAYER_REFUSED = { code: 'GROUP_REFUSED', messageId: 'groups.problem.payerOnlyInTopLevelGroup', values: { name: 'Priya Shah' } };

export const sampleCreateGroupInput: CreateGroupInput = { mode: 'create', groupId: null, idempotencyKey: 'group-key-1' };

const ADDRESS = { line1: '1 Congress Ave', line2: '', city: 'Austin', state: 'TX', zip: '78701', country: 'US' };
export const sampleEntityDetails = {
  name: 'Acme Texas', parentGroupId: 'g1', legalName: 'Acme Texas LLC', dba: '', tradingName: '', registrationNumber: 'TX-0801234', taxId: '123456789', address: ADDRESS, relationToParent: 'subsidiary',
} as const;

export const createGroupSampleEvents = [
  { type: 'group.retry' },
  { type: 'group.submitKind', kind: '' }, // nothing chosen: refused
  { type: 'group.submitKind', kind: 'legalEntity' },
  { type: 'group.submitDetails', details: { ...sampleEntityDetails, taxId: '12-3456789' } }, // US tax ID not 9 digits: refused
  { type: 'group.submitDetails', details: sampleEntityDetails },
  { type: 'group.submitBillTo', billTo: { billTo: '', billingContactName: '', billingEmail: '' } }, // no choice: refused
  { type: 'group.submitBillTo', billTo: { billTo: 'own', billingContactName: 'Accounts Payable', billingEmail: 'ap@acme-texas.example' } },
  { type: 'group.submitMembers', members: { adminUserId: 'u1', userIds: ['u2'] } }, // a Payer below the top level: refused
  { type: 'group.submitMembers', members: { adminUserId: 'u1', userIds: ['u3'] } },
  { type: 'group.back', draft: { details: { ...sampleEntityDetails, name: 'Acme Texas (typed)' } } },
  { type: 'group.back' },
  { type: 'group.create' },
] as const satisfies readonly CreateGroupEvent[];

export const createGroupActorOutputs: Readonly<Record<string, readonly AnyEventObject[]>> = {
  loadGroupDirectory: [
    { type: 'xstate.done.actor.loadGroupDirectory', output: sampleDirectory },
    { type: 'xstate.done.actor.loadGroupDirectory', output: READ_ONLY_DIRECTORY },
    { type: 'xstate.error.actor.loadGroupDirectory', error: FAILED },
  ],
  saveGroup: [
    { type: 'xstate.done.actor.saveGroup', output: sampleGroup({ id: 'g9', name: 'Acme Texas', parentGroupId: 'g1', kind: 'legalEntity' }) },
    { type: 'xstate.error.actor.saveGroup', error: PAYER_REFUSED },
  ],
};

export const groupTreeSampleEvents = [
  { type: 'groups.reload' },
  { type: 'move.open', userId: 'u3' },
  { type: 'move.open', userId: 'nobody' }, // not a user the viewer manages: nothing opens
  { type: 'move.choose', groupId: 'g1' },
  { type: 'move.choose', groupId: 'g2' }, // already there: refused on confirm
  { type: 'move.confirm' },
  { type: 'move.cancel' },
] as const satisfies readonly GroupTreeEvent[];

export const groupTreeActorOutputs: Readonly<Record<string, readonly AnyEventObject[]>> = {
  loadGroupDirectory: [
    { type: 'xstate.done.actor.loadGroupDirectory', output: sampleDirectory },
    { type: 'xstate.error.actor.loadGroupDirectory', error: FAILED },
  ],
  moveUser: [
    { type: 'xstate.done.actor.moveUser', output: { ...PURCHASER, groupId: 'g1' } },
    { type: 'xstate.error.actor.moveUser', error: PAYER_REFUSED },
  ],
};
