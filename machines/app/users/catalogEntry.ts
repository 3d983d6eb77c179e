import type { AppCatalogEntry } from '../../catalog';
import { editUserMachine } from './editUserMachine';
import { inviteUserMachine } from './inviteUserMachine';
import { usersListMachine } from './usersListMachine';
import {
  editUserActorOutputs, editUserSampleEvents, inviteUserActorOutputs, inviteUserSampleEvents, sampleEditUserInput, sampleInviteInput, usersListActorOutputs,
  usersListSampleEvents,
} from './userSamples';

/** Manage Users: the users table (sort, filter, search, pages, CSV). */
export const usersListCatalogEntry: AppCatalogEntry = {
  id: 'usersList',
  title: 'Users table',
  specRef: '2. Signed-in area (manage-users)',
  kind: 'app',
  machine: usersListMachine,
  input: {},
  sampleEvents: usersListSampleEvents,
  actorOutputs: usersListActorOutputs,
};

/** Invite New User and Create Contact User. */
export const inviteUserCatalogEntry: AppCatalogEntry = {
  id: 'inviteUser',
  title: 'Invite a user',
  specRef: '5. Validation rules (users)',
  kind: 'app',
  machine: inviteUserMachine,
  input: sampleInviteInput,
  sampleEvents: inviteUserSampleEvents,
  actorOutputs: inviteUserActorOutputs,
};

/** Edit User: tabs, status commands, resend invitation, MFA reset. */
export const editUserCatalogEntry: AppCatalogEntry = {
  id: 'editUser',
  title: 'Edit a user (tabs, suspend, re-enable, deactivate, resend, MFA reset)',
  specRef: '4. User status',
  kind: 'app',
  machine: editUserMachine,
  input: sampleEditUserInput,
  sampleEvents: editUserSampleEvents,
  actorOutputs: editUserActorOutputs,
};
