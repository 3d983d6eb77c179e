import { createSchema, createYoga } from 'graphql-yoga';
import type { AppServices } from '../http/services';
import type { GraphQLContext } from './context';
import { queryLimitsPlugin } from './armor';
import { disableIntrospectionPlugin } from './introspection';
import { refusalStatusPlugin } from './refusalStatus';
import { unsupportedTextPlugin } from './unsupportedText';
import { resolvers } from './resolvers';
import { schemaSdlFiles } from './schemaSdl';

/**
 * Schema-first: the SDL files of server/schema (one per module, base.graphql holding the root types)
 * are the contract; resolvers are typed from them by codegen. Read in name order so the schema is
 * the same on every machine.
 */
const typeDefs = schemaSdlFiles();

export function createPortalSchema() {
  return createSchema<GraphQLContext>({ typeDefs, resolvers });
}

/**
 * The GraphQL engine for both transports. Requests reach it only after the HTTP guard
 * (graphql/httpEndpoint.ts) or the graphql-ws connection check has put `viewer` in the context.
 */
export function createPortalYoga(services: AppServices) {
  const production = services.config.environment === 'production';
  return createYoga<GraphQLContext>({
    schema: createPortalSchema(),
    graphqlEndpoint: '/graphql',
    plugins: [unsupportedTextPlugin(), queryLimitsPlugin({ production }), refusalStatusPlugin(), production ? disableIntrospectionPlugin() : {}],
    maskedErrors: true,
    batching: false,
    multipart: false,
    graphiql: false,
    landingPage: false,
    // Same origin only: the SPA is served by this server; no CORS headers are ever sent.
    cors: false,
    logging: services.config.environment === 'test' ? false : 'warn',
  });
}

export type PortalYoga = ReturnType<typeof createPortalYoga>;
