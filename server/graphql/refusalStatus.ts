import { isAsyncIterable, type Plugin } from 'graphql-yoga';

/**
 * Makes our own refusals (portalError with an HTTP status, e.g. QUERY_TOO_COMPLEX) set the
 * response status even when they happen while parsing: yoga marks parse errors as "spec" errors
 * and answers them 200 to clients that accept application/json.
 */
function refusalStatus(errors: readonly { extensions?: Record<string, unknown> }[]): number {
  let status = 0;
  for (const error of errors) {
    const http = error.extensions?.['http'] as { status?: number } | undefined;
    if (error.extensions?.['messageId'] && http?.status) status = Math.max(status, http.status);
  }
  return status;
}

export function refusalStatusPlugin(): Plugin {
  return {
    onResultProcess({ result, setResult }) {
      if (Array.isArray(result) || isAsyncIterable(result) || !result.errors) return;
      const status = refusalStatus(result.errors);
      if (status) setResult({ ...result, extensions: { ...result.extensions, http: { status } } });
    },
  };
}
