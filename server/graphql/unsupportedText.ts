import type { Plugin } from 'graphql-yoga';
import type { DocumentNode } from 'graphql';
import { GraphQLError, visit } from './graphqlRuntime';

/**
 * The one check for characters no text field may hold: NUL (U+0000), which PostgreSQL text cannot
 * store, and a lone UTF-16 surrogate, which is no character at all (it cannot be encoded as UTF-8).
 * Every string input passes here: GraphQL variables and the operation's string literals (HTTP and
 * WebSocket, through the yoga plugin below) and the CSV export's filter body. The answer is
 * BAD_USER_INPUT with a message id the client translates, never a database error.
 */
export const UNSUPPORTED_TEXT_MESSAGE_ID = 'error.unsupportedCharacters';
// eslint-disable-next-line no-control-regex -- finding NUL is this pattern's purpose
const UNSUPPORTED = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Does any string in this JSON-like value (keys included) hold an unsupported character? */
export function containsUnsupportedText(value: unknown): boolean {
  if (typeof value === 'string') return UNSUPPORTED.test(value);
  if (Array.isArray(value)) return value.some(containsUnsupportedText);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(([key, item]) => UNSUPPORTED.test(key) || containsUnsupportedText(item));
  }
  return false;
}

export function unsupportedTextError(): GraphQLError {
  return new GraphQLError('BAD_USER_INPUT', {
    extensions: { code: 'BAD_USER_INPUT', messageId: UNSUPPORTED_TEXT_MESSAGE_ID, http: { status: 400 } },
  });
}

function documentHasUnsupportedLiteral(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    StringValue(node) {
      if (UNSUPPORTED.test(node.value)) found = true;
    },
  });
  return found;
}

/** graphql-js refuses an escaped lone surrogate (`"\ud800"`) while lexing: the same mistake. */
const LEXER_UNICODE_COMPLAINT = /Invalid Unicode escape sequence|Invalid character within String/;

export function unsupportedTextPlugin(): Plugin {
  return {
    onParse: () => ({ result, replaceParseResult }) => {
      if (result instanceof Error) {
        if (LEXER_UNICODE_COMPLAINT.test(result.message)) replaceParseResult(unsupportedTextError());
      } else if (result && documentHasUnsupportedLiteral(result as DocumentNode)) {
        replaceParseResult(unsupportedTextError());
      }
    },
    onExecute({ args, setResultAndStopExecution }) {
      if (containsUnsupportedText(args.variableValues)) setResultAndStopExecution({ errors: [unsupportedTextError()] });
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      if (containsUnsupportedText(args.variableValues)) setResultAndStopExecution({ errors: [unsupportedTextError()] });
    },
  };
}
