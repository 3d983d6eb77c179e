import { z } from 'zod';
import { portalError } from '../../graphql/errors';
import { parseInput } from '../../graphql/parseInput';
import type { Resolvers } from '../../schema/generated/resolvers';
import { dismissAppAlert } from './alertDismissals';
import { languageSchema, loadMyProfile, notificationChoicesSchema, setMyLanguage, updateMyNotifications, updateMyProfile, updateMyProfileSchema } from './profileService';

/**
 * myProfile, updateMyProfile, updateMyNotifications, setMyLanguage, dismissAppAlert: the signed-in user's own
 * (README.md). No argument names a user, so nobody reaches another user's profile.
 */
export const profileResolvers: Pick<Resolvers, 'Query' | 'Mutation'> = {
  Query: {
    myProfile: (_parent, _args, context) => loadMyProfile(context.services, context.viewer.user.id),
  },
  Mutation: {
    updateMyProfile: (_parent, args, context) => {
      if (context.viewer.user.sso_status === 'Active') throw portalError('FORBIDDEN'); // the identity provider owns an SSO user's profile
      return updateMyProfile(context.services, context.viewer.user.id, parseInput(updateMyProfileSchema, args.input, 'input'));
    },
    updateMyNotifications: (_parent, args, context) => updateMyNotifications(context.services, context.viewer.user.id, parseInput(notificationChoicesSchema, args.choices, 'choices')),
    setMyLanguage: (_parent, args, context) => setMyLanguage(context.services, context.viewer.user.id, parseInput(languageSchema, args.language, 'language')),
    dismissAppAlert: async (_parent, args, context) => {
      const id = parseInput(z.string().min(1).max(100), args.messageStorageId, 'messageStorageId');
      if (!(await dismissAppAlert(context, id))) throw portalError('NOT_FOUND');
      return true;
    },
  },
};
