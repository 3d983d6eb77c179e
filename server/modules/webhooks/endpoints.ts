import { randomBytes, randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import { catalogEntry } from '../../../machines/catalog';
import { initialFor, webhookEndpointStatus, type WebhookEndpointStatus } from '../../../machines/domain/webhookEndpoint';
import { registerWebhookSchema } from '../../../machines/rules/sellerApi';
import { WEBHOOK_URL_MESSAGE_IDS, webhookUrlRuleDescription } from '../../../machines/rules/webhookUrl';
import type { PortalConfig } from '../../config';
import type { Database, WebhookDeliveryTable, WebhookEndpointTable } from '../../db/schema';
import { portalError } from '../../graphql/errors';
import { GraphQLError } from '../../graphql/graphqlRuntime';
import { parseInput } from '../../graphql/parseInput';
import { applyDomainEvent } from '../../rulebook/enforce';
import { recordDomainCreation } from '../../rulebook/recordCreation';
import type { ApiKeyActor } from '../apiKeys/apiKeys';
import { checkWebhookUrl, webhookUrlPolicy, type ResolveAll } from './urlSafety';

/** BAD_USER_INPUT on `url`, with the message id of the reason (machines/rules/webhookUrl.ts), so the page says why. */
function webhookUrlRefused(problem: keyof typeof WEBHOOK_URL_MESSAGE_IDS): GraphQLError {
  return new GraphQLError(webhookUrlRuleDescription, {
    extensions: { code: 'BAD_USER_INPUT', messageId: WEBHOOK_URL_MESSAGE_IDS[problem], values: { field: 'url', problem } },
  });
}

export type WebhookEndpointRow = Selectable<WebhookEndpointTable>;
export type WebhookDeliveryRow = Selectable<WebhookDeliveryTable>;

/**
 * A developer registers an endpoint (URL, mode, event types); its signing secret (`whsec_...`) is
 * shown once, kept to sign each delivery. The URL must pass machines/rules/webhookUrl.ts on the
 * addresses its host resolves to now (https unless a test-mode endpoint outside production; no
 * private, link-local or metadata address; loopback only with WEBHOOK_ALLOW_LOCALHOST), else
 * BAD_USER_INPUT on `url`. Status through the webhookEndpoint machine.
 */
export async function registerWebhookEndpoint(
  db: Kysely<Database>,
  actor: ApiKeyActor,
  rawInput: unknown,
  now: Date,
  config: Pick<PortalConfig, 'environment' | 'webhookAllowLocalhost'>,
  resolve?: ResolveAll,
): Promise<{ endpoint: WebhookEndpointRow; signingSecret: string }> {
  const input = parseInput(registerWebhookSchema, rawInput, 'input');
  const problem = await checkWebhookUrl(input.url, webhookUrlPolicy(config, input.mode), resolve);
  if (problem) throw webhookUrlRefused(problem);
  const signingSecret = `whsec_${randomBytes(32).toString('base64url')}`;
  const id = randomUUID();
  const endpoint = await db.transaction().execute(async (trx) => {
    // From now on the dispatcher turns audit entries into events (an older history is never sent).
    await sql`insert into webhook_dispatch_cursor (id, last_seq) select 'audit', coalesce(max(seq), 0) from audit_log on conflict (id) do nothing`.execute(trx);
    const row = await trx
      .insertInto('webhook_endpoints')
      .values({ id, program_id: actor.programId, mode: input.mode, url: input.url, event_types: JSON.stringify(input.eventTypes), signing_secret: signingSecret, status: 'enabled', created_by_user_id: actor.userId, created_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordDomainCreation(trx, {
      entry: catalogEntry('webhookEndpoint'),
      entity: { type: 'webhookEndpoint', id, buyerId: null },
      input: {},
      event: { type: 'webhookEndpoint.registered', url: input.url, mode: input.mode, eventTypes: input.eventTypes },
      now,
      actor: { userId: actor.userId, role: actor.role },
    });
    return row;
  });
  return { endpoint, signingSecret };
}

/** Disables or enables an endpoint of the actor's program (NOT_FOUND for any other id; the machine refuses a repeat). */
export async function setWebhookEndpointEnabled(db: Kysely<Database>, actor: ApiKeyActor, id: string, enabled: boolean, now: Date): Promise<WebhookEndpointRow> {
  return db.transaction().execute(async (trx) => {
    const endpoint = await trx.selectFrom('webhook_endpoints').selectAll().where('id', '=', id).where('program_id', '=', actor.programId).forUpdate().executeTakeFirst();
    if (!endpoint) throw portalError('NOT_FOUND');
    const stored = initialFor({ status: endpoint.status as WebhookEndpointStatus });
    let updated = endpoint;
    await applyDomainEvent(trx, {
      entry: catalogEntry('webhookEndpoint'),
      entity: { type: 'webhookEndpoint', id, buyerId: null },
      stored: { value: stored.value, context: stored.context },
      event: { type: enabled ? 'webhookEndpoint.enable' : 'webhookEndpoint.disable', now: now.toISOString() },
      now,
      actor: { userId: actor.userId, role: actor.role },
      persist: async ({ snapshot }) => {
        updated = await trx.updateTable('webhook_endpoints').set({ status: webhookEndpointStatus(snapshot) }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
      },
    });
    return updated;
  });
}

export async function listWebhookEndpoints(db: Kysely<Database>, programId: string): Promise<WebhookEndpointRow[]> {
  return db.selectFrom('webhook_endpoints').selectAll().where('program_id', '=', programId).orderBy('created_at', 'desc').orderBy('id').execute();
}

/** The delivery log: the newest deliveries of the program's endpoints (or of one). */
export async function listWebhookDeliveries(db: Kysely<Database>, programId: string, endpointId: string | null, first: number): Promise<WebhookDeliveryRow[]> {
  let query = db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_endpoints as e', 'e.id', 'd.endpoint_id')
    .selectAll('d')
    .where('e.program_id', '=', programId);
  if (endpointId) query = query.where('d.endpoint_id', '=', endpointId);
  return query.orderBy('d.created_at', 'desc').orderBy('d.id', 'desc').limit(first).execute();
}
