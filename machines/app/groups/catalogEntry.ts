import type { AppCatalogEntry } from '../../catalog';
import { createGroupMachine } from './createGroupMachine';
import { createGroupActorOutputs, createGroupSampleEvents, groupTreeActorOutputs, groupTreeSampleEvents, sampleCreateGroupInput } from './groupSamples';
import { groupTreeMachine } from './groupTreeMachine';

/** Create Group / Edit Group: four steps and a review, sent once (for `catalog`, machines/catalog.ts). */
export const createGroupCatalogEntry: AppCatalogEntry = {
  id: 'createGroup',
  title: 'Create group (and edit group)',
  specRef: '3. Group',
  kind: 'app',
  machine: createGroupMachine,
  input: sampleCreateGroupInput,
  sampleEvents: createGroupSampleEvents,
  actorOutputs: createGroupActorOutputs,
};

/** Manage Groups and the group page: the tree, group totals, move a user. */
export const groupTreeCatalogEntry: AppCatalogEntry = {
  id: 'groupTree',
  title: 'Groups (tree, totals, move a user)',
  specRef: '2. Signed-in area (manage-groups)',
  kind: 'app',
  machine: groupTreeMachine,
  sampleEvents: groupTreeSampleEvents,
  actorOutputs: groupTreeActorOutputs,
};
