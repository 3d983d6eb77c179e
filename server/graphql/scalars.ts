import { GraphQLError, GraphQLScalarType, Kind } from './graphqlRuntime';

/** MinorUnits: integer money in minor units; refusing floats keeps rounding out of the API. */
export const MinorUnits = new GraphQLScalarType<number, number>({
  name: 'MinorUnits',
  serialize(value) {
    const amount = typeof value === 'string' ? Number(value) : value;
    if (typeof amount !== 'number' || !Number.isSafeInteger(amount)) throw new GraphQLError('MinorUnits must be a safe integer');
    return amount;
  },
  parseValue(value) {
    if (typeof value !== 'number' || !Number.isSafeInteger(value)) throw new GraphQLError('MinorUnits must be a safe integer');
    return value;
  },
  parseLiteral(ast) {
    if (ast.kind !== Kind.INT) throw new GraphQLError('MinorUnits must be an integer literal');
    const value = Number(ast.value);
    if (!Number.isSafeInteger(value)) throw new GraphQLError('MinorUnits must be a safe integer');
    return value;
  },
});

function toIsoString(value: unknown): string {
  const date = value instanceof Date ? value : typeof value === 'string' ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) throw new GraphQLError('DateTime must be an ISO-8601 date-time');
  return date.toISOString();
}

/** DateTime: ISO-8601 in UTC on the wire. Inputs stay strings (validated) for zod to parse. */
export const DateTime = new GraphQLScalarType<string, string>({
  name: 'DateTime',
  serialize: toIsoString,
  parseValue(value) {
    toIsoString(value);
    return value as string;
  },
  parseLiteral(ast) {
    if (ast.kind !== Kind.STRING) throw new GraphQLError('DateTime must be a string');
    toIsoString(ast.value);
    return ast.value;
  },
});
