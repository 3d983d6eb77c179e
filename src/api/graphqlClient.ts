import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { ClientError, GraphQLClient, type RequestOptions } from 'graphql-request';
import type { ErrorBody, ErrorCode, RuleRefusalBody } from '../domain/errors';
import { ERRORS } from '../domain/errors';
import { dataRequestHeaders, registerCacheClearer } from './requestContext';
import { messageValuesOf, ruleRefusalOf } from './ruleRefusal';
import { reportUnauthenticated } from './unauthenticated';

/**
 * The data client (spec 7): graphql-request on same-origin /graphql, headers from requestContext,
 * cache-first queries with in-flight de-duplication, and the spec 4/8 rule that a 401 or a GraphQL
 * error with code UNAUTHENTICATED ends the session.
 */
const client = new GraphQLClient(new URL('/graphql', window.location.origin).href, {
  credentials: 'same-origin',
  headers: dataRequestHeaders,
});

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

function toDataError(error: unknown): DataError {
  if (error instanceof ClientError) {
    const first = error.response.errors?.[0];
    const extensions = first?.extensions;
    const code = extensions?.code;
    const messageId = extensions?.messageId;
    if (isErrorCode(code)) {
      const body: ErrorBody = { code, messageId: typeof messageId === 'string' ? messageId : ERRORS[code] };
      const values = messageValuesOf(extensions);
      const refusal = ruleRefusalOf(extensions);
      if (values) body.values = values;
      if (refusal) body.refusal = refusal;
      return new DataError(body, error.response.status);
    }
    if (error.response.status === 401) return new DataError({ code: 'UNAUTHENTICATED', messageId: ERRORS.UNAUTHENTICATED }, 401);
    return new DataError({ code: 'INTERNAL', messageId: ERRORS.INTERNAL }, error.response.status);
  }
  return new DataError({ code: 'INTERNAL', messageId: ERRORS.INTERNAL }, 0);
}

async function execute<R, V extends object>(document: TypedDocumentNode<R, V>, variables: V, signal?: AbortSignal): Promise<R> {
  try {
    const options = { document, variables, signal } as unknown as RequestOptions<V, R>;
    return await client.request<R, V>(options);
  } catch (error) {
    const failure = toDataError(error);
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

export function query<R, V extends object>(document: TypedDocumentNode<R, V>, variables: V, options: QueryOptions = {}): Promise<R> {
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
export async function mutate<R, V extends object>(document: TypedDocumentNode<R, V>, variables: V, options: { signal?: AbortSignal } = {}): Promise<R> {
  const data = await execute(document, variables, options.signal);
  clearQueryCache();
  return data;
}
