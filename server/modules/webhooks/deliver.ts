import type { AppServices } from '../../http/services';
import type { JobData } from '../../jobs/queues';
import { signatureHeader } from './signature';
import { postToWebhook, webhookUrlPolicy } from './urlSafety';

/** pg-boss tries a job 1 + 4 times (server/jobs: retries with backoff from 2 s); after the last the delivery is Failed. */
export const DELIVERY_ATTEMPTS = 5;
const TIMEOUT_MS = 10_000;

/**
 * The `webhook-delivery` job: POSTs one event to its endpoint, signed now (`Portal-Signature:
 * t=...,v1=...`, server/modules/webhooks/signature.ts), with `Portal-Event-Id` for the receiver's
 * own de-duplication, to the endpoint's URL only when every address it resolves to now is allowed
 * (urlSafety.ts: checked on the connection itself; a refused address is a failed attempt). A 2xx answer marks the delivery Delivered; anything else is recorded
 * (status code or error) and thrown, so the queue retries it; the last attempt marks it Failed.
 * A delivered delivery, or one whose endpoint was disabled, is not sent again.
 */
export async function deliverWebhook(services: AppServices, data: JobData): Promise<void> {
  const deliveryId = String(data['deliveryId']);
  const delivery = await services.db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_endpoints as e', 'e.id', 'd.endpoint_id')
    .select(['d.id', 'd.status', 'd.attempts', 'd.payload', 'd.event_id', 'd.event_type', 'e.url', 'e.mode', 'e.signing_secret', 'e.status as endpoint_status'])
    .where('d.id', '=', deliveryId)
    .executeTakeFirst();
  if (!delivery || delivery.status !== 'pending') return;
  if (delivery.endpoint_status !== 'enabled') {
    await services.db.updateTable('webhook_deliveries').set({ status: 'failed', last_error: 'endpoint disabled' }).where('id', '=', deliveryId).execute();
    return;
  }
  const body = JSON.stringify(delivery.payload);
  const timestamp = Math.floor(services.now().getTime() / 1000);
  const attempts = delivery.attempts + 1;
  let statusCode: number | null = null;
  let error: string | null = null;
  try {
    statusCode = await postToWebhook(
      delivery.url,
      webhookUrlPolicy(services.config, delivery.mode),
      { 'content-type': 'application/json', 'user-agent': 'NorthwindPortal-Webhooks/1', 'portal-signature': signatureHeader(delivery.signing_secret, timestamp, body), 'portal-event-id': delivery.event_id, 'portal-event-type': delivery.event_type },
      body,
      TIMEOUT_MS,
    );
  } catch (failure) {
    error = failure instanceof Error ? failure.message : String(failure);
  }
  const delivered = statusCode !== null && statusCode >= 200 && statusCode < 300;
  await services.db
    .updateTable('webhook_deliveries')
    .set({
      attempts, last_status_code: statusCode, last_error: delivered ? null : (error ?? `HTTP ${statusCode}`),
      status: delivered ? 'delivered' : attempts >= DELIVERY_ATTEMPTS ? 'failed' : 'pending',
      delivered_at: delivered ? services.now() : null,
    })
    .where('id', '=', deliveryId)
    .execute();
  if (!delivered) throw new Error(`webhook delivery ${deliveryId}: ${error ?? `HTTP ${statusCode}`} (attempt ${attempts})`);
}
