/**
 * The one graphql-js instance the server uses. graphql 16 has no "exports" map: Node (tsx, and
 * yoga itself) loads its CommonJS build, while Vite-based runners (vitest) pick the ESM build from
 * "module". Two copies make `instanceof` checks fail ("from another module or realm"), so our
 * errors would be masked. Importing the CommonJS entry by path gives every runner the same copy.
 */
export { GraphQLError, GraphQLScalarType, Kind, NoSchemaIntrospectionCustomRule, visit } from 'graphql/index.js';
export type { ExecutionArgs } from 'graphql';
