import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import type { ErrorBody, ErrorCode, RuleRefusalBody } from '../domain/errors';
import { ERRORS } from '../domain/errors';
import { dataRequestHeaders, registerCacheClearer } from './requestContext';
import { messageValuesOf, ruleRefusalOf } from './ruleRefusal';
import { reportUnauthenticated } from './unauthenticated';

/**
 * The data client (spec 7): GraphQL over a same-origin POST to /graphql, headers from requestContext,
 * cache-first queries with in-flight de-duplication, and the spec 4/8 rule that a 401 or a GraphQL
 * error with code UNAUTHENTICATED ends the session.
 *
 * The operations are strings (codegen.ts `documentMode: 'string'`, or a `.graphql?raw` import typed
 * by codegen), sent as they are: no GraphQL parser or printer in the browser (graphql-request parsed
 * every document to find its operation name, about 13 kB gzip on every signed-in page; issue 9).
 */
const ENDPOINT = '/graphql';
/** As graphql-request sent it: yoga answers errors with their HTTP status for graphql-response+json. */
const ACCEPT = 'application/graphql-response+json, application/json';

/** The operation's name, sent beside it as graphql-request did (server logs, e2e routes that match it). */
const OPERATION_NAME = /\b(?:query|mutation|subscription)\s+(\w+)/;

/** A typed operation: its text (`toString()`), with result and variables types from codegen. */
export type Operation<R, V> = DocumentTypeDecoration<R, V> & { toString(): string };

export type FetchPolicy = 'cache-first' | 'network-only';

interface QueryOptions {
  fetchPolicy?: FetchPolicy;
  signal?: AbortSignal;
}

/** A refused GraphQL call, in the shape the machines expect (src/domain/errors.ts). */
export class DataError extends Error implements ErrorBody {
  readonly code: ErrorCode;
  readonly messageId: string;
  readonly values?: Record<string, string | number>;
  /** The refused rule (code RULE_REFUSED): machine, rule and failed sub-rules, for "Why can't I?". */
  readonly refusal?: RuleRefusalBody;
  readonly status: number;

  constructor(body: ErrorBody, status: number) {
    super(body.code);
    this.name = 'DataError';
    this.code = body.code;
    this.messageId = body.messageId;
    this.values = body.values;
    if (body.refusal) this.refusal = body.refusal;
    this.status = status;
  }
}

function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERRORS, value);
}

interface GraphQLBody {
  data?: unknown;
  errors?: readonly { extensions?: Record<string, unknown> }[];
}

function graphQLBodyOf(value: unknown): GraphQLBody | null {
  return typeof value === 'object' && value !== null ? (value as GraphQLBody) : null;
}

/** The refusal in a GraphQL answer (its first error's extensions), or by HTTP status when it has none. */
function toDataError(status: number, body: GraphQLBody | null): DataError {
  const extensions = body?.errors?.[0]?.extensions;
  const code = extensions?.code;
  const messageId = extensions?.messageId;
  if (isErrorCode(code)) {
    const error: ErrorBody = { code, messageId: typeof messageId === 'string' ? messageId : ERRORS[code] };
    const values = messageValuesOf(extensions);
    const refusal = ruleRefusalOf(extensions);
    if (values) error.values = values;
    if (refusal) error.refusal = refusal;
    return new DataError(error, status);
  }
  if (status === 401) return new DataError({ code: 'UNAUTHENTICATED', messageId: ERRORS.UNAUTHENTICATED }, 401);
  return new DataError({ code: 'INTERNAL', messageId: ERRORS.INTERNAL }, status);
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/** One POST; the data, or a DataError (any GraphQL error or non-2xx answer fails the call, as graphql-request did). */
async function post<R>(operation: { toString(): string }, variables: object, signal?: AbortSignal): Promise<R> {
  const query = operation.toString();
  let response: Response;
  try {
    response = await fetch(ENDPOINT, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { ...dataRequestHeaders(), 'Content-Type': 'application/json', Accept: ACCEPT },
      body: JSON.stringify({ query, variables, operationName: OPERATION_NAME.exec(query)?.[1] }),
      signal,
    });
  } catch {
    throw new DataError({ code: 'INTERNAL', messageId: ERRORS.INTERNAL }, 0);
  }
  const body = graphQLBodyOf(await readJson(response));
  if (!response.ok || !body || (body.errors?.length ?? 0) > 0) throw toDataError(response.status, body);
  return body.data as R;
}

async function execute<R, V extends object>(operation: Operation<R, V>, variables: V, signal?: AbortSignal): Promise<R> {
  try {
    return await post<R>(operation, variables, signal);
  } catch (error) {
    const failure = error instanceof DataError ? error : toDataError(0, null);
    if (failure.code === 'UNAUTHENTICATED') reportUnauthenticated();
    throw failure;
  }
}

// Cache-first with in-flight de-duplication (spec 7: "cache policy default is cache-first; query
// de-duplication is on"). Keyed by document object and variables.
const results = new Map<unknown, Map<string, unknown>>();
const inFlight = new Map<unknown, Map<string, Promise<unknown>>>();

function bucket<T>(maps: Map<unknown, Map<string, T>>, document: unknown): Map<string, T> {
  let map = maps.get(document);
  if (!map) {
    map = new Map();
    maps.set(document, map);
  }
  return map;
}

function clearQueryCache(): void {
  results.clear();
  inFlight.clear();
}
registerCacheClearer(clearQueryCache);

export function query<R, V extends object>(document: Operation<R, V>, variables: V, options: QueryOptions = {}): Promise<R> {
  const key = JSON.stringify(variables);
  const cached = bucket(results, document);
  if ((options.fetchPolicy ?? 'cache-first') === 'cache-first' && cached.has(key)) return Promise.resolve(cached.get(key) as R);
  const pending = bucket(inFlight, document);
  const running = pending.get(key);
  if (running) return running as Promise<R>;
  const request = execute(document, variables, options.signal)
    .then((data) => {
      cached.set(key, data);
      return data;
    })
    .finally(() => pending.delete(key));
  pending.set(key, request);
  return request;
}

/** Mutations always go to the network and drop cached query results (they may be stale now). */
export async function mutate<R, V extends object>(document: Operation<R, V>, variables: V, options: { signal?: AbortSignal } = {}): Promise<R> {
  const data = await execute(document, variables, options.signal);
  clearQueryCache();
  return data;
}
