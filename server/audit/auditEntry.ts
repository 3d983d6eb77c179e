import { createHash } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { AuditLogTable } from '../db/schema';
import { canonicalJson, type JsonValue } from './canonicalJson';

/** prev_hash of the first entry of the chain. */
export const GENESIS_HASH = '0'.repeat(64);

/** One guard XState evaluated for the event, in evaluation order, and its outcome. */
export interface GuardResult {
  guard: string;
  passed: boolean;
  /** The rule book's words for the guard at the time of the decision (rules change; the trail keeps what applied). */
  description?: string;
  spec?: string;
}

/** `rule_results` of an accepted transition: every guard evaluated until one transition was enabled. */
export interface RuleResults {
  decision: 'accepted';
  guards: GuardResult[];
}

/** What a caller appends. JSON parts are redacted and normalised by `appendAuditEntry`. */
export interface AuditEntry {
  /** When it happened (the `now` the machine decided with). */
  occurredAt: Date;
  actor: { userId: string | null; role: string | null };
  buyerId: string | null;
  entity: { type: string; id: string };
  machineId: string;
  eventType: string;
  eventPayload: unknown;
  /** `{ value, context }` before the event. */
  fromState: unknown;
  /** `{ value, context }` after the event. */
  toState: unknown;
  ruleResults: RuleResults;
}

/** Every column but `hash`, as stored: the hashed content of an entry (with `prev_hash` in front). */
export interface HashedFields {
  seq: number;
  occurredAt: string;
  actorUserId: string | null;
  actorRole: string | null;
  buyerId: string | null;
  entityType: string;
  entityId: string;
  machineId: string;
  eventType: string;
  eventPayload: JsonValue;
  fromState: JsonValue;
  toState: JsonValue;
  ruleResults: JsonValue;
}

/** `sha256(prevHash + canonicalJson(fields))`, lower-case hex. */
export function entryHash(prevHash: string, fields: HashedFields): string {
  return createHash('sha256').update(prevHash).update(canonicalJson(fields as unknown as JsonValue)).digest('hex');
}

export type AuditLogRow = Selectable<AuditLogTable>;

/** The hashed content of a stored row (jsonb columns come back parsed, timestamps as Dates). */
export function hashedFieldsOfRow(row: AuditLogRow): HashedFields {
  return {
    seq: Number(row.seq),
    occurredAt: new Date(row.occurred_at).toISOString(),
    actorUserId: row.actor_user_id,
    actorRole: row.actor_role,
    buyerId: row.buyer_id,
    entityType: row.entity_type,
    entityId: row.entity_id,
    machineId: row.machine_id,
    eventType: row.event_type,
    eventPayload: row.event_payload as JsonValue,
    fromState: row.from_state as JsonValue,
    toState: row.to_state as JsonValue,
    ruleResults: row.rule_results as JsonValue,
  };
}
