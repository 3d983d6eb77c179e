import type { Transaction } from 'kysely';
import type { AnyMachineSnapshot, AnyStateMachine, ContextFrom, EventFromLogic, SnapshotFrom, StateValue } from 'xstate';
import { decide, type RefusedRule, type RuleDocLike, type StoredState } from '../../machines/decide';
import type { AuditEntry } from '../audit/auditEntry';
import { appendAuditEntry, type AppendedAuditEntry } from '../audit/auditLog';
import { toAuditJson } from '../audit/redact';
import type { Database } from '../db/schema';
import { traceGuards } from './guardTrace';
import { ruleRefusedError } from './ruleRefusedError';

/** A domain machine as enforce needs it: a catalog entry, or just its id, machine and rule book. */
export interface EnforcedMachine<TMachine extends AnyStateMachine = AnyStateMachine> {
  id: string;
  machine: TMachine;
  rules?: Readonly<Record<string, RuleDocLike>>;
}

export interface DomainEventRequest<TMachine extends AnyStateMachine> {
  entry: EnforcedMachine<TMachine>;
  /** The entity the event happens to; `buyerId` null for entities outside any buyer account. */
  entity: { type: string; id: string; buyerId: string | null };
  /** What is stored for the entity now (state value, and context when the machine has one). */
  stored: StoredState<TMachine>;
  event: EventFromLogic<TMachine>;
  /** The decision's time: given to the machine as the event's `now` (unless the event has one) and the audit entry's time. */
  now: Date;
  /** Who did it; null ids and roles for the system (issuer callbacks, schedulers). */
  actor: { userId: string | null; role: string | null };
  /** Where refusals are reported (default: one JSON line on stdout at info level). */
  onRefused?: (refusal: RefusalRecord) => void;
  /**
   * Persists the accepted result, called in `trx` before the audit append. Optional (you can
   * persist the returned values instead), but it keeps the append lock, which is held from the
   * append to the commit, away from your writes: the whole trail appends one transaction at a time.
   */
  persist?: (accepted: AcceptedDomainEvent<TMachine>) => Promise<void>;
}

export interface AcceptedDomainEvent<TMachine extends AnyStateMachine> {
  /** The state value to persist. */
  next: StateValue;
  /** The context to persist. */
  context: ContextFrom<TMachine>;
  snapshot: SnapshotFrom<TMachine>;
}

export interface AppliedDomainEvent<TMachine extends AnyStateMachine> extends AcceptedDomainEvent<TMachine> {
  audit: AppendedAuditEntry;
}

/** A refused event, as logged (not chained: see README). Event payload redacted. */
export interface RefusalRecord {
  level: 'info';
  message: 'domain event refused';
  at: string;
  machineId: string;
  entity: { type: string; id: string; buyerId: string | null };
  actor: { userId: string | null; role: string | null };
  eventType: string;
  event: unknown;
  rule: RefusedRule;
}

const logRefusal = (refusal: RefusalRecord): void => console.info(JSON.stringify(refusal));

/**
 * THE way the server applies a domain machine (DESIGN "the same statechart runs everywhere"):
 * `decide`s the event from the stored state; refused -> throws the RULE_REFUSED GraphQL error
 * naming the rule (and reports the refusal to `onRefused`); accepted -> appends the audit entry
 * (from, to, guards evaluated) inside `trx` and returns the state and context for the caller to
 * persist in the same transaction (or persists them first through `persist`). The audit append
 * holds a lock until `trx` ends: after it, only commit.
 */
export async function applyDomainEvent<TMachine extends AnyStateMachine>(
  trx: Transaction<Database>,
  request: DomainEventRequest<TMachine>,
): Promise<AppliedDomainEvent<TMachine>> {
  const { entry, entity, stored, now, actor } = request;
  const at = now.toISOString();
  const event = ('now' in request.event ? request.event : { ...request.event, now: at }) as EventFromLogic<TMachine>;
  const decision = decide(entry.machine, stored, event, undefined, entry.rules ? { rules: entry.rules } : {});
  if (!decision.accepted) {
    (request.onRefused ?? logRefusal)({
      level: 'info', message: 'domain event refused', at, machineId: entry.id, entity, actor,
      eventType: event.type, event: toAuditJson(event), rule: decision.rule,
    });
    throw ruleRefusedError(entry.id, decision.rule);
  }
  const snapshot = decision.snapshot as AnyMachineSnapshot;
  const from = entry.machine.resolveState({ value: stored.value, context: stored.context ?? staticContext(entry.machine) }) as AnyMachineSnapshot;
  // Taken before `persist` runs, so the trail records the decision even if the caller's code mutates what it stores.
  const auditEntry: AuditEntry = {
    occurredAt: now,
    actor,
    buyerId: entity.buyerId,
    entity: { type: entity.type, id: entity.id },
    machineId: entry.id,
    eventType: event.type,
    eventPayload: toAuditJson(event),
    fromState: toAuditJson({ value: from.value, context: from.context }),
    toState: toAuditJson({ value: snapshot.value, context: snapshot.context }),
    ruleResults: { decision: 'accepted', guards: traceGuards(entry.machine, from, event, entry.rules) },
  };
  const accepted: AcceptedDomainEvent<TMachine> = { next: decision.next, context: snapshot.context as ContextFrom<TMachine>, snapshot: decision.snapshot };
  if (request.persist) await request.persist(accepted);
  const audit = await appendAuditEntry(trx, auditEntry);
  return { ...accepted, audit };
}

/** The machine's static context (decide has already refused to run without one when it needs input). */
function staticContext(machine: AnyStateMachine): unknown {
  return machine.config.context ?? {};
}
