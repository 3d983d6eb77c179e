import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import type { GraphQLError } from 'graphql';
import { portalError } from './errors';

/**
 * Query limits (graphql-armor). Each refusal becomes QUERY_TOO_COMPLEX with HTTP 400 and the
 * limit that was hit in `values.reason`, thrown from armor's onReject so it replaces armor's own
 * error. Field suggestions ("Did you mean …") are masked in production: they map the schema.
 */
export const QUERY_LIMITS = { maxDepth: 8, maxAliases: 15, maxTokens: 1000, maxCost: 5000, maxDirectives: 50 } as const;

function refuse(_context: unknown, error: GraphQLError): never {
  throw portalError('QUERY_TOO_COMPLEX', { reason: error.message.replace(/^Syntax Error: /, '') }, 400);
}

export function queryLimitsPlugin(options: { production: boolean }) {
  const onRejection = { onReject: [refuse], propagateOnRejection: true };
  return EnvelopArmorPlugin({
    maxDepth: { n: QUERY_LIMITS.maxDepth, ...onRejection },
    maxAliases: { n: QUERY_LIMITS.maxAliases, ...onRejection },
    maxTokens: { n: QUERY_LIMITS.maxTokens, ...onRejection },
    costLimit: { maxCost: QUERY_LIMITS.maxCost, ...onRejection },
    maxDirectives: { n: QUERY_LIMITS.maxDirectives, ...onRejection },
    blockFieldSuggestion: { enabled: options.production },
  });
}
