import { fromPromise } from 'xstate';
import { profileMachine } from '../../machines/app/profile/profileMachine';
import type { ProfileActors, ProfileState } from '../../machines/app/profile/profileTypes';
import { MyProfileDocument, UpdateMyNotificationsDocument, UpdateMyProfileDocument, type MyProfileFieldsFragment } from './generated/graphql';
import { mutate, query } from './graphqlClient';

/** Browser implementation of the profile machine's actors (server/schema/profile.graphql). The layout's are in layoutActors.ts. */
const toProfile = (p: MyProfileFieldsFragment): ProfileState => ({
  id: p.id,
  firstName: p.firstName,
  lastName: p.lastName,
  email: p.email,
  phone: p.phone,
  language: p.language,
  languages: [...p.languages],
  notifications: p.notifications.map((n) => ({ topic: n.topic, channel: n.channel, enabled: n.enabled })),
  isLastInvoiceReceiver: p.isLastInvoiceReceiver,
  ssoStatus: p.ssoStatus,
});

export const profileActors: ProfileActors = {
  loadProfile: fromPromise(async () => toProfile((await query(MyProfileDocument, {}, { fetchPolicy: 'network-only' })).myProfile)),
  saveGeneral: fromPromise(async ({ input }) =>
    toProfile((await mutate(UpdateMyProfileDocument, { input: { firstName: input.firstName, lastName: input.lastName, phone: input.phone.trim() || null, language: input.language } })).updateMyProfile)),
  saveNotifications: fromPromise(async ({ input }) => toProfile((await mutate(UpdateMyNotificationsDocument, { choices: input.choices.map((c) => ({ ...c })) })).updateMyNotifications)),
};

/** The profile screens' machine, its actors provided (the route table binds it). */
export const profileMachines = {
  profileLogic: profileMachine.provide({ actors: profileActors }),
};
