import type { Resolvers } from '../schema/generated/resolvers';
import { sessionResolvers } from '../modules/session/resolvers';
import { systemResolvers } from '../modules/system/resolvers';
import { DateTime, MinorUnits } from './scalars';

/** Every module's resolvers in one map. Modules own disjoint root fields. */
export const resolvers: Resolvers = {
  MinorUnits,
  DateTime,
  Query: { ...sessionResolvers.Query },
  Mutation: { ...systemResolvers.Mutation },
  Subscription: { ...systemResolvers.Subscription },
};
