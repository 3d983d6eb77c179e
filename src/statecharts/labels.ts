/**
 * How code names read in the diagrams and rule tables: `hasSessionCookie` -> "has session cookie",
 * `xstate.done.actor.signIn` -> "signIn done", `xstate.after.5000.card.active` -> "after 5 s".
 */

/** A camelCase or snake_case name as lower-case words; all-caps acronyms stay (`isMFARequired`). */
export function readableName(name: string): string {
  const words = name
    .replace(/[_\-.]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/\s+/)
    .filter(Boolean);
  return words.map((w) => (/^[A-Z0-9]{2,}$/.test(w) ? w : w.toLowerCase())).join(' ');
}

const NBSP = '\u00a0';

/** A delay in milliseconds as people say it: 500 ms, 30 s, 5 min, 2 h, 3 days (never broken apart). */
export function formatDelay(ms: number): string {
  return spokenDelay(ms).replace(' ', NBSP);
}

function spokenDelay(ms: number): string {
  const units: [number, string][] = [
    [86_400_000, ' days'],
    [3_600_000, ' h'],
    [60_000, ' min'],
    [1_000, ' s'],
  ];
  for (const [size, unit] of units) {
    if (ms >= size && ms % size === 0) {
      const n = ms / size;
      return `${n}${n === 1 && unit === ' days' ? ' day' : unit}`;
    }
  }
  if (ms >= 1_000) return `${Math.round(ms / 100) / 10} s`;
  return `${ms} ms`;
}

/** The label of a delay of an `after` transition: a number, a named delay, or a computed one. */
export function delayLabel(delay: unknown, namedDelays: Readonly<Record<string, unknown>> = {}): string {
  if (typeof delay === 'number') return `after ${formatDelay(delay)}`;
  if (typeof delay === 'string') {
    if (/^\d+$/.test(delay)) return `after ${formatDelay(Number(delay))}`;
    const value = Object.hasOwn(namedDelays, delay) ? namedDelays[delay] : undefined;
    return typeof value === 'number' ? `after ${delay} (${formatDelay(value)})` : `after ${delay}`;
  }
  return 'after a computed delay';
}

const DONE_ACTOR = 'xstate.done.actor.';
const ERROR_ACTOR = 'xstate.error.actor.';
const SNAPSHOT_ACTOR = 'xstate.snapshot.';
const DONE_STATE = 'xstate.done.state.';

/** How an XState event type reads in a diagram, and what kind of trigger it is. */
export function describeEventType(
  eventType: string,
  stateKeyOf: (stateId: string) => string | undefined,
): { trigger: 'event' | 'always' | 'done' | 'error' | 'stateDone' | 'snapshot' | 'wildcard'; event: string } {
  if (eventType === '') return { trigger: 'always', event: 'always' };
  if (eventType === '*') return { trigger: 'wildcard', event: 'any event' };
  if (eventType.startsWith(DONE_ACTOR)) return { trigger: 'done', event: `${eventType.slice(DONE_ACTOR.length)} done` };
  if (eventType.startsWith(ERROR_ACTOR)) return { trigger: 'error', event: `${eventType.slice(ERROR_ACTOR.length)} failed` };
  if (eventType.startsWith(SNAPSHOT_ACTOR)) return { trigger: 'snapshot', event: `${eventType.slice(SNAPSHOT_ACTOR.length)} updated` };
  if (eventType.startsWith(DONE_STATE)) {
    const stateId = eventType.slice(DONE_STATE.length);
    return { trigger: 'stateDone', event: `${stateKeyOf(stateId) ?? stateId} finished` };
  }
  return { trigger: 'event', event: eventType };
}

/** The name of an action as the machine file gives it; built-in action creators by their kind. */
export function actionName(action: unknown): string {
  if (typeof action === 'string') return action;
  if (action && typeof action === 'object' && typeof (action as { type?: unknown }).type === 'string') {
    return (action as { type: string }).type;
  }
  if (typeof action === 'function') {
    const type = (action as { type?: unknown }).type;
    if (typeof type === 'string') return type.replace(/^xstate\./, '');
  }
  return 'inline action';
}
