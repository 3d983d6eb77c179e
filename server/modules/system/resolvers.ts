import type { Resolvers } from '../../schema/generated/resolvers';

/** `ping` (server time) and the `heartbeat` subscription fed by startHeartbeat. */
export const systemResolvers: Resolvers = {
  Mutation: {
    ping: (_parent, _args, { services }) => services.now(),
  },
  Subscription: {
    heartbeat: {
      subscribe: (_parent, _args, { services }) => services.pubsub.subscribe('heartbeat'),
      resolve: (at: string) => at,
    },
  },
};
