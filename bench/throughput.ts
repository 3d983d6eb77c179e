// Shared by the benchmarks: autocannon runs (probe, warm-up, measure), signing in the way the SPA
// does, and reporting outcomes without failing on a number.
import autocannon, { type Result } from 'autocannon';

export const CONNECTIONS = 10;
export const DURATION_S = 10;
export const WARMUP_S = 2;
export const DEMO_PASSWORD = 'Demo-Passw0rd!';

export const round = (n: number, digits = 1): number => Math.round(n * 10 ** digits) / 10 ** digits;

export function step(title: string): void {
  console.log(`\n── ${title}`);
}

export interface Throughput {
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

/** Signs in the way the SPA does; returns the headers a GraphQL call needs. */
export async function portalHeaders(baseURL: string, email: string, password = DEMO_PASSWORD): Promise<Record<string, string>> {
  const xrw = { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' };
  const signIn = await fetch(`${baseURL}/auth/sign-in`, {
    method: 'POST',
    signal: AbortSignal.timeout(15_000),
    headers: xrw,
    body: JSON.stringify({ email, password }),
  });
  if (!signIn.ok) throw new Error(`sign-in: ${signIn.status} ${await signIn.text()}`);
  const { claims } = (await signIn.json()) as { claims: { sessionChecksum: string } };
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const auth = await fetch(`${baseURL}/auth`, {
    method: 'POST',
    headers: { ...xrw, Cookie: cookie },
    body: '{}',
    signal: AbortSignal.timeout(15_000),
  });
  if (!auth.ok) throw new Error(`POST /auth: ${auth.status} ${await auth.text()}`);
  const { token } = (await auth.json()) as { token: string };
  return { ...xrw, Authorization: `Bearer ${token}`, 'X-Session-Checksum': claims.sessionChecksum, Cookie: cookie };
}

/** Checks one request answers data (not an error), warms up, then measures. */
export async function hammer(url: string, headers: Record<string, string>, body: string, expect: string, timing: { warmupS: number; durationS: number } = { warmupS: WARMUP_S, durationS: DURATION_S }): Promise<Throughput> {
  const probe = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(15_000) });
  const text = await probe.text();
  if (!probe.ok || !text.includes(expect)) throw new Error(`probe of ${url} failed: ${probe.status} ${text.slice(0, 300)}`);
  const options = { url, method: 'POST' as const, headers, body, connections: CONNECTIONS, timeout: 10 };
  if (timing.warmupS > 0) await autocannon({ ...options, duration: timing.warmupS });
  if (timing.durationS === 0) return { reqPerSec: 0, p50Ms: 0, p99Ms: 0, requests: 0, non2xx: 0, errors: 0, timeouts: 0 };
  const result: Result = await autocannon({ ...options, duration: timing.durationS });
  return {
    reqPerSec: round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total ?? Math.round(result.requests.average * timing.durationS),
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; error: string };

/** Runs one benchmark; a failure is reported and recorded, and the others still run. */
export async function attempt<T>(run: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.log(`  !! ${message}`);
    return { ok: false, error: message };
  }
}

export function printThroughput(name: string, outcome: Outcome<Throughput>): void {
  if (!outcome.ok) {
    console.log(`${name.padEnd(34)} not measured: ${outcome.error}`);
    return;
  }
  const t = outcome.value;
  const problems = t.non2xx + t.errors + t.timeouts;
  console.log(
    `${name.padEnd(34)} ${String(t.reqPerSec).padStart(8)} req/s   p50 ${String(t.p50Ms).padStart(4)} ms   p99 ${String(t.p99Ms).padStart(4)} ms` +
      (problems ? `   !! non-2xx ${t.non2xx}, errors ${t.errors}, timeouts ${t.timeouts}` : ''),
  );
}

export interface Target {
  name: string;
  url: string;
  headers: Record<string, string>;
  body: string;
  expect: string;
}

export interface RoundsResult {
  rounds: Throughput[];
  /** Medians over the rounds. */
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
}

const middle = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * Measures several servers in alternating rounds (A B A B ...), each `seconds` long after one
 * warm-up each, so a change in the machine's load during the run hits every server alike (on a
 * shared machine, back-to-back runs of one server then the other differ by 2x from drift alone).
 */
export async function hammerAlternating(targets: readonly Target[], rounds: number, seconds: number): Promise<RoundsResult[]> {
  for (const t of targets) await hammer(t.url, t.headers, t.body, t.expect, { warmupS: WARMUP_S, durationS: 0 });
  const all: Throughput[][] = targets.map(() => []);
  for (let r = 0; r < rounds; r++) {
    for (const [i, t] of targets.entries()) all[i]!.push(await hammer(t.url, t.headers, t.body, t.expect, { warmupS: 0, durationS: seconds }));
  }
  return all.map((runs) => ({ rounds: runs, reqPerSec: round(middle(runs.map((x) => x.reqPerSec))), p50Ms: middle(runs.map((x) => x.p50Ms)), p99Ms: middle(runs.map((x) => x.p99Ms)) }));
}
