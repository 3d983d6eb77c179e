import { z } from 'zod';

/**
 * The seller API's keys and webhooks as the Developers page and the server both check them
 * (spec 2 Developers; spec 6 clientDeveloper "manages API keys and sees test data").
 */
export const API_KEY_MODES = ['test', 'live'] as const;
export type ApiKeyMode = (typeof API_KEY_MODES)[number];

/** What a key may do; each seller API route needs one (server/modules/sellerApi/routes.ts). */
export const API_SCOPES = ['buyers:read', 'charges:read', 'charges:write', 'disbursements:read'] as const;
export type ApiScope = (typeof API_SCOPES)[number];

export const API_KEY_NAME_MAX_LENGTH = 60;

export const createApiKeySchema = z.object({
  name: z.string().trim().min(1).max(API_KEY_NAME_MAX_LENGTH),
  mode: z.enum(API_KEY_MODES),
  scopes: z.array(z.enum(API_SCOPES)).min(1).max(API_SCOPES.length).transform((scopes) => [...new Set(scopes)].sort()),
});
export type CreateApiKeyInput = z.infer<typeof createApiKeySchema>;

/** The events a webhook endpoint may subscribe to (charge, payment, dispute, mandate, card and credit changes). */
export const WEBHOOK_EVENT_TYPES = ['charge.updated', 'payment.updated', 'dispute.updated', 'mandate.updated', 'card.updated', 'credit.updated', 'preauthorization.updated'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** Which domain machine's changes make which event (server/modules/webhooks/dispatch.ts reads them from the audit trail). */
export const WEBHOOK_EVENT_OF_MACHINE: Readonly<Record<string, WebhookEventType>> = {
  charge: 'charge.updated',
  payment: 'payment.updated',
  dispute: 'dispute.updated',
  bankMandate: 'mandate.updated',
  purchaseCard: 'card.updated',
  creditIncrease: 'credit.updated',
  preauthorization: 'preauthorization.updated',
};

export const WEBHOOK_URL_MAX_LENGTH = 500;

export const registerWebhookSchema = z.object({
  url: z.string().trim().min(1).max(WEBHOOK_URL_MAX_LENGTH),
  mode: z.enum(API_KEY_MODES),
  eventTypes: z.array(z.enum(WEBHOOK_EVENT_TYPES)).min(1).max(WEBHOOK_EVENT_TYPES.length).transform((types) => [...new Set(types)].sort()),
});
export type RegisterWebhookInput = z.infer<typeof registerWebhookSchema>;
