import { GraphQLError } from './graphqlRuntime';
import { ERRORS, type ErrorBody, type ErrorCode } from '../../src/domain/errors';

/**
 * A client-facing GraphQL error: stable `extensions.code`, the `messageId` the browser translates,
 * and the message's placeholder values. `httpStatus` sets the HTTP status of a request that fails
 * as a whole (yoga reads `extensions.http` and leaves it out of the response).
 */
export function portalError(code: ErrorCode, values?: ErrorBody['values'], httpStatus?: number): GraphQLError {
  return new GraphQLError(code, {
    extensions: {
      code,
      messageId: ERRORS[code],
      ...(values ? { values } : {}),
      ...(httpStatus ? { http: { status: httpStatus } } : {}),
    },
  });
}
