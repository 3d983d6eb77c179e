import type { PromiseActorLogic } from 'xstate';
import type { BillToChoice, GroupKind, RelationToParent } from '../../rules/groupEntity';
import type { GroupSubmission } from '../../rules/groupSchemas';
import type { CreateGroupLogic } from './createGroupMachine';
import type { GroupTreeLogic } from './groupTreeMachine';

/**
 * The group screens' data (spec 3 Group, spec 6 group totals) and the actors src/api/groupActors.ts
 * supplies (bound by the route table), so views never see the API client.
 */
export interface Money {
  amountMinor: number;
  currency: string;
}

export interface GroupUserView {
  id: string;
  name: string;
  email: string;
  roles: readonly string[];
  status: string;
  groupId: string | null;
}

export interface RegisteredAddressView {
  line1: string;
  line2: string | null;
  city: string;
  state: string | null;
  zip: string;
  country: string;
}

export interface GroupView {
  id: string;
  name: string;
  kind: GroupKind;
  parentGroupId: string | null;
  admin: GroupUserView | null;
  adminEmail: string | null;
  users: readonly GroupUserView[];
  legalEntity: {
    legalName: string;
    dba: string | null;
    tradingName: string | null;
    registrationNumber: string;
    taxId: string;
    address: RegisteredAddressView;
    relationToParent: RelationToParent | null;
  } | null;
  billTo: BillToChoice;
  billingContactName: string | null;
  billingEmail: string | null;
  totals: { openBalance: Money; openCharges: number; userCount: number };
  canManage: boolean;
}

/** What the viewer sees: groups top-down, the users they may place, whether they may create groups. */
export interface GroupDirectoryData {
  groups: readonly GroupView[];
  users: readonly GroupUserView[];
  canCreate: boolean;
}

export interface SaveGroupRequest {
  mode: 'create' | 'edit';
  /** The edited group (edit), null when creating. */
  groupId: string | null;
  idempotencyKey: string;
  group: GroupSubmission;
}

export interface MoveUserRequest {
  userId: string;
  groupId: string;
}

/** A refused call: the code and the message id (with values) to show (src/domain/errors.ts). */
export interface GroupFailure {
  code: string;
  messageId: string;
  values?: Record<string, string | number>;
}

export function groupFailureOf(error: unknown): GroupFailure {
  const e = error as Partial<GroupFailure> | null;
  const failure: GroupFailure = { code: typeof e?.code === 'string' ? e.code : 'INTERNAL', messageId: typeof e?.messageId === 'string' ? e.messageId : 'groups.error.saveFailed' };
  if (e?.values && typeof e.values === 'object') failure.values = e.values;
  return failure;
}

/** The actors src/api implements. */
export interface GroupsApi {
  loadGroupDirectory: PromiseActorLogic<GroupDirectoryData, void>;
  saveGroup: PromiseActorLogic<GroupView, SaveGroupRequest>;
  moveUser: PromiseActorLogic<GroupUserView, MoveUserRequest>;
}

/** What the group routes get from src/api: the machines with every actor provided. */
export interface GroupMachines {
  /** Manage Groups and the group page (groupTreeMachine). */
  treeLogic: GroupTreeLogic;
  /** Create Group and Edit Group (createGroupMachine); the screen provides `showGroup` (navigation). */
  wizardLogic: CreateGroupLogic;
}
