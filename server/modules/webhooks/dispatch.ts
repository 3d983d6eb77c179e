import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { WEBHOOK_EVENT_OF_MACHINE, type WebhookEventType } from '../../../machines/rules/sellerApi';
import type { Database } from '../../db/schema';
import type { AppServices } from '../../http/services';
import { enqueueJob } from '../../jobs/jobQueue';
import { QUEUES } from '../../jobs/queues';

/**
 * Turns domain changes into webhook events. Every status change of a charge, payment, dispute,
 * mandate, card, credit-limit request or preauthorization is an audit entry (applyDomainEvent /
 * recordDomainCreation append them in the change's own transaction, in commit order), so the
 * audit trail is the one source: no module has to remember to send an event.
 *
 * The `webhook-dispatch` job reads the entries after its cursor, makes one delivery row per
 * enabled endpoint of the buyer's program whose mode (test buyer / live buyer) and event types
 * match (unique per endpoint and event, so a job run twice makes none twice), queues a
 * `webhook-delivery` job for each, and moves the cursor, all in one transaction. It runs after each
 * seller API write and, while any endpoint is enabled, every WEBHOOK_DISPATCH_MS (default 1000).
 */
const BATCH = 200;
export const DISPATCH_KEY = 'dispatch';

export function webhookDispatchMs(env: Record<string, string | undefined> = process.env): number {
  const raw = env['WEBHOOK_DISPATCH_MS'];
  const value = raw === undefined || raw === '' ? 1000 : Number(raw);
  if (!Number.isSafeInteger(value) || value < 100) throw new Error('WEBHOOK_DISPATCH_MS: a whole number of milliseconds, at least 100');
  return value;
}

export function queueWebhookDispatch(services: AppServices, delayMs: number, log: (message: string) => void): void {
  enqueueJob(services, QUEUES.webhookDispatch, {}, { key: DISPATCH_KEY, runAt: new Date(services.now().getTime() + delayMs) }, log);
}

/** The leaf state name of a stored `{ value }` (e.g. `{ allocatable: { payable: 'created' } }` -> `created`). */
export function leafOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    const [first] = Object.values(value as Record<string, unknown>);
    return leafOf(first);
  }
  return null;
}

export interface WebhookEvent {
  id: string;
  type: WebhookEventType;
  created: string;
  livemode: boolean;
  data: { object: string; id: string; buyerId: string | null; buyerClientReferenceId: string | null; change: string; status: string | null };
}

/** Makes the deliveries of the entries after the cursor; returns the delivery ids to send. */
export async function dispatchWebhookEvents(db: Kysely<Database>): Promise<string[]> {
  const machines = Object.keys(WEBHOOK_EVENT_OF_MACHINE);
  return db.transaction().execute(async (trx) => {
    const cursor = await trx.selectFrom('webhook_dispatch_cursor').select('last_seq').where('id', '=', 'audit').forUpdate().executeTakeFirst();
    if (!cursor) return [];
    const entries = await trx
      .selectFrom('audit_log as a')
      .innerJoin('buyers as b', 'b.id', 'a.buyer_id')
      .select(['a.seq', 'a.occurred_at', 'a.entity_type', 'a.entity_id', 'a.machine_id', 'a.event_type', 'a.to_state', 'a.buyer_id', 'b.program_id', 'b.test_mode', 'b.client_reference_id'])
      .where('a.seq', '>', cursor.last_seq)
      .where('a.machine_id', 'in', machines)
      .orderBy('a.seq')
      .limit(BATCH)
      .execute();
    if (entries.length === 0) return [];
    const endpoints = await trx.selectFrom('webhook_endpoints').select(['id', 'program_id', 'mode', 'event_types']).where('status', '=', 'enabled').execute();
    const deliveries = entries.flatMap((entry) => {
      const type = WEBHOOK_EVENT_OF_MACHINE[entry.machine_id];
      if (!type) return [];
      const mode = entry.test_mode ? 'test' : 'live';
      const event: WebhookEvent = {
        id: `evt_${entry.seq}`,
        type,
        created: new Date(entry.occurred_at).toISOString(),
        livemode: !entry.test_mode,
        data: {
          object: entry.entity_type, id: entry.entity_id, buyerId: entry.buyer_id, buyerClientReferenceId: entry.client_reference_id,
          change: entry.event_type, status: leafOf((entry.to_state as { value?: unknown } | null)?.value),
        },
      };
      return endpoints
        .filter((endpoint) => endpoint.program_id === entry.program_id && endpoint.mode === mode && (endpoint.event_types as string[]).includes(type))
        .map((endpoint) => ({ id: randomUUID(), endpoint_id: endpoint.id, event_id: event.id, event_type: type, payload: JSON.stringify(event), status: 'pending' }));
    });
    const inserted = deliveries.length > 0
      ? await trx.insertInto('webhook_deliveries').values(deliveries).onConflict((oc) => oc.columns(['endpoint_id', 'event_id']).doNothing()).returning('id').execute()
      : [];
    await trx.updateTable('webhook_dispatch_cursor').set({ last_seq: entries[entries.length - 1]!.seq }).where('id', '=', 'audit').execute();
    return inserted.map((row) => row.id);
  });
}

/** The `webhook-dispatch` job: one pass, its deliveries queued, the next pass queued while an endpoint is enabled. */
export async function runWebhookDispatch(services: AppServices, log: (message: string) => void): Promise<void> {
  const ids = await dispatchWebhookEvents(services.db);
  for (const id of ids) enqueueJob(services, QUEUES.webhookDelivery, { deliveryId: id }, { key: id }, log);
  const anyEnabled = await services.db.selectFrom('webhook_endpoints').select('id').where('status', '=', 'enabled').limit(1).executeTakeFirst();
  if (anyEnabled) queueWebhookDispatch(services, webhookDispatchMs(), log);
}
