import { ACME_GROUP_IDS } from '../../db/demoIds';
import { DEMO_USER_IDS } from '../../db/demoUsers';

/** Test helpers for the group tests (module tests and the authorization suite). */
export const GROUP_FIELDS = `id name kind parentGroupId adminEmail canManage billTo billingEmail
  admin { id email } users { id email groupId }
  legalEntity { legalName dba tradingName registrationNumber taxId relationToParent address { line1 line2 city state zip country } }
  totals { openBalance { amountMinor currency } openCharges userCount }`;
export const DIRECTORY = `query($buyerId: ID) { groupDirectory(buyerId: $buyerId) { canCreate groups { ${GROUP_FIELDS} } users { id email groupId roles } } }`;
export const CREATE_GROUP = `mutation($input: CreateGroupInput!) { createGroup(input: $input) { ${GROUP_FIELDS} } }`;
export const UPDATE_GROUP = `mutation($input: UpdateGroupInput!) { updateGroup(input: $input) { ${GROUP_FIELDS} } }`;
export const MOVE_USER = 'mutation($input: MoveUserToGroupInput!) { moveUserToGroup(input: $input) { id groupId } }';

let serial = 0;
export const newGroupKey = () => `group-test-${Date.now()}-${++serial}`;

export interface GroupOut {
  id: string;
  name: string;
  parentGroupId: string | null;
  canManage: boolean;
  [field: string]: unknown;
}

/** A valid separate legal entity below `parent`, administered by `admin` (overrides merged per step). */
export function legalEntityGroup(parent: string = ACME_GROUP_IDS.westCoast, admin: string = DEMO_USER_IDS.admin, change: { details?: object; billTo?: object; members?: object } = {}) {
  return {
    kind: 'legalEntity',
    details: {
      name: 'Acme Texas', parentGroupId: parent, legalName: 'Acme Texas LLC', dba: 'Acme TX', tradingName: '', registrationNumber: 'TX-0801234', taxId: '123456789',
      address: { line1: '1 Congress Ave', line2: '', city: 'Austin', state: 'TX', zip: '78701', country: 'US' }, relationToParent: 'subsidiary', ...change.details,
    },
    billTo: { billTo: 'own', billingContactName: 'Accounts Payable', billingEmail: 'ap@acme-texas.example', ...change.billTo },
    members: { adminUserId: admin, userIds: [], ...change.members },
  };
}

export function reportingGroup(name: string, parent: string, admin: string, userIds: string[] = []) {
  return {
    kind: 'reporting',
    details: { name, parentGroupId: parent, legalName: '', dba: '', tradingName: '', registrationNumber: '', taxId: '', address: { line1: '', line2: '', city: '', state: '', zip: '', country: '' }, relationToParent: '' },
    billTo: { billTo: 'parent', billingContactName: '', billingEmail: '' },
    members: { adminUserId: admin, userIds },
  };
}
