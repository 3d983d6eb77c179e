import { HEADER_REQUESTED_WITH } from '../domain/session';
import { reportUnauthenticated } from './unauthenticated';

/** Spec 8: "Failed GET or POST requests are rejected with the status and status text, or the response". */
export interface HttpFailure {
  status: number;
  statusText: string;
  /** Parsed JSON body when the response had one, else its text (may be empty). */
  body: unknown;
}

export function isHttpFailure(value: unknown): value is HttpFailure {
  return typeof value === 'object' && value !== null && 'status' in value && 'statusText' in value && 'body' in value;
}

export interface HttpOptions {
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * Whether a 401 answer means "the session is gone" and must reach the session actor. The auth
   * endpoints answer 401 for wrong credentials; they pass `false`.
   */
  reportUnauthenticated?: boolean;
}

const NETWORK_FAILURE_STATUS = 0;

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  const type = response.headers.get('Content-Type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function send<T>(method: 'GET' | 'POST', url: string, body: unknown, options: HttpOptions): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', [HEADER_REQUESTED_WITH]: 'XMLHttpRequest', ...options.headers };
  if (method === 'POST') headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      credentials: 'same-origin',
      body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
      signal: options.signal,
    });
  } catch (error) {
    const failure: HttpFailure = { status: NETWORK_FAILURE_STATUS, statusText: error instanceof Error ? error.message : 'Network error', body: null };
    throw failure;
  }
  const parsed = await readBody(response);
  if (!response.ok) {
    if (response.status === 401 && options.reportUnauthenticated !== false) reportUnauthenticated();
    const failure: HttpFailure = { status: response.status, statusText: response.statusText, body: parsed };
    throw failure;
  }
  return parsed as T;
}

/** Same-origin JSON GET (spec 7 "generic GET helper"). */
export function getJson<T>(url: string, options: HttpOptions = {}): Promise<T> {
  return send<T>('GET', url, undefined, options);
}

/** Same-origin JSON POST with X-Requested-With (state-changing requests need it). */
export function postJson<T>(url: string, body: unknown = {}, options: HttpOptions = {}): Promise<T> {
  return send<T>('POST', url, body, options);
}
