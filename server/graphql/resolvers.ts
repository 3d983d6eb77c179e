import type { Resolvers } from '../schema/generated/resolvers';
import { sessionResolvers } from '../modules/session/resolvers';
import { systemResolvers } from '../modules/system/resolvers';
import { invoiceResolvers } from '../modules/invoices/resolvers';
import { overviewResolvers } from '../modules/overview/resolvers';
import { paymentResolvers } from '../modules/payments/resolvers';
import { activityResolvers } from '../modules/activity/resolvers';
import { DateTime, MinorUnits } from './scalars';

/** Every module's resolvers in one map. Modules own disjoint root fields. */
export const resolvers: Resolvers = {
  MinorUnits,
  DateTime,
  Query: { ...sessionResolvers.Query, ...invoiceResolvers.Query, ...overviewResolvers.Query, ...paymentResolvers.Query, ...activityResolvers.Query },
  Mutation: { ...systemResolvers.Mutation, ...paymentResolvers.Mutation },
  Subscription: { ...systemResolvers.Subscription, ...paymentResolvers.Subscription },
};
