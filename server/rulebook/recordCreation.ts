import type { Transaction } from 'kysely';
import { getInitialSnapshot, type AnyMachineSnapshot, type AnyStateMachine, type InputFrom } from 'xstate';
import type { AuditEntry } from '../audit/auditEntry';
import { appendAuditEntry, type AppendedAuditEntry } from '../audit/auditLog';
import { toAuditJson } from '../audit/redact';
import type { Database } from '../db/schema';
import type { EnforcedMachine } from './enforce';

export interface DomainCreationRequest<TMachine extends AnyStateMachine> {
  entry: EnforcedMachine<TMachine>;
  entity: { type: string; id: string; buyerId: string | null };
  /** The machine's input: the new entity's facts (its initial context is built from them). */
  input: InputFrom<TMachine>;
  /** What happened, e.g. `{ type: 'payment.made', method: 'directDebit', amountMinor: 1000 }`; redacted before it is stored. */
  event: { type: string } & Record<string, unknown>;
  now: Date;
  actor: { userId: string | null; role: string | null };
}

/**
 * Records that an entity came into being in its machine's initial state (e.g. a booked payment
 * starts `pending`). Creation is not a transition of the machine, so there is nothing to decide:
 * the entry goes from no state (`fromState` null) to the initial `{ value, context }`, with no
 * guards evaluated. Same chain, same transaction and lock as applyDomainEvent (append last, then
 * only commit), so the account-activity page lists creations beside the transitions that follow.
 */
export async function recordDomainCreation<TMachine extends AnyStateMachine>(
  trx: Transaction<Database>,
  request: DomainCreationRequest<TMachine>,
): Promise<AppendedAuditEntry> {
  const { entry, entity, now, actor } = request;
  // Domain machines are pure (no entry actions with effects), so starting one here only computes.
  const initial = getInitialSnapshot(entry.machine, request.input) as AnyMachineSnapshot;
  const auditEntry: AuditEntry = {
    occurredAt: now,
    actor,
    buyerId: entity.buyerId,
    entity: { type: entity.type, id: entity.id },
    machineId: entry.id,
    eventType: request.event.type,
    eventPayload: toAuditJson({ ...request.event, now: now.toISOString() }),
    fromState: null,
    toState: toAuditJson({ value: initial.value, context: initial.context }),
    ruleResults: { decision: 'accepted', guards: [] },
  };
  return appendAuditEntry(trx, auditEntry);
}
