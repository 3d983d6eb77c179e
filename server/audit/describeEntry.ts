import type { AnyStateMachine } from 'xstate';
import type { AuditLogRow } from './auditEntry';
import { REDACTED } from './redact';

/** The parts of an audit row the account-activity page shows. */
export type DescribableEntry = Pick<
  AuditLogRow,
  'seq' | 'occurred_at' | 'actor_role' | 'entity_type' | 'entity_id' | 'event_type' | 'event_payload' | 'from_state' | 'to_state'
>;

export interface ActivityMessage {
  /** `activity.<event type>`, e.g. `activity.card.terminate`. */
  messageId: string;
  /**
   * ICU placeholder values: `seq`, `at` (epoch ms, for `{at, date, medium}`), `actorRole` ('system'
   * when no one acted), `entityType`, `entityId`, `from` and `to` (leaf state names, e.g. 'active',
   * 'terminated'), plus every top-level scalar of the event (e.g. `reason`) except `type`, `now`
   * and redacted values; booleans as 'true' / 'false' for `select`.
   */
  values: Record<string, string | number>;
}

const RESERVED = new Set(['type', 'now', 'seq', 'at', 'actorRole', 'entityType', 'entityId', 'from', 'to']);

/** The plain-language message of one audit entry, for the browser to translate. Pure. */
export function describeEntry(entry: DescribableEntry): ActivityMessage {
  const values: Record<string, string | number> = {
    seq: Number(entry.seq),
    at: new Date(entry.occurred_at).getTime(),
    actorRole: entry.actor_role ?? 'system',
    entityType: entry.entity_type,
    entityId: entry.entity_id,
    from: leafName(stateValueOf(entry.from_state)),
    to: leafName(stateValueOf(entry.to_state)),
  };
  const payload = entry.event_payload;
  if (isRecord(payload)) {
    for (const [key, value] of Object.entries(payload)) {
      if (RESERVED.has(key) || value === REDACTED) continue;
      if (typeof value === 'string' || typeof value === 'number') values[key] = value;
      else if (typeof value === 'boolean') values[key] = String(value);
    }
  }
  return { messageId: activityMessageId(entry.event_type), values };
}

export function activityMessageId(eventType: string): string {
  return `activity.${eventType}`;
}

/** Every activity message id a machine can produce (its event types), for message bundle checks. */
export function activityMessageIds(machine: AnyStateMachine): string[] {
  return [...new Set(machine.events.filter((type) => !type.includes('*') && !type.startsWith('xstate.')))].sort().map(activityMessageId);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stateValueOf(state: unknown): unknown {
  return isRecord(state) && 'value' in state ? state['value'] : state;
}

/** 'active' for `{ issued: 'active' }`; parallel regions joined with ', '; '' when unknown. */
export function leafName(value: unknown): string {
  if (typeof value === 'string') return value;
  if (!isRecord(value)) return '';
  return Object.entries(value)
    .map(([key, child]) => (isRecord(child) && Object.keys(child).length === 0 ? key : leafName(child) || key))
    .join(', ');
}
