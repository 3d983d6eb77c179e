import { createHmac } from 'node:crypto';
import type { PurchaseCardEvent } from '../../../machines/domain/purchaseCard';
import type { AppServices } from '../../http/services';
import type { CardIssuerEvent, CardIssuerRequest, CardIssuerStep } from '../../integrations/cardIssuer/cardIssuerGateway';
import { createDemoCardIssuer, type DemoCardIssuer } from '../../integrations/cardIssuer/demoCardIssuer';
import { enqueueJob } from '../../jobs/jobQueue';
import { QUEUES, type JobData } from '../../jobs/queues';
import { RULE_REFUSED } from '../../rulebook/ruleRefusedError';
import { applyCardEvent, lockCardRow } from './cardMachine';
import { publishPurchaseCardUpdated } from './cardEvents';

/**
 * The card issuer of a running server (started by server/jobs with the server). Each step is a
 * `card-issuer` job due DEMO_CARD_ISSUER_DELAY_MS after the previous one; its answers are
 * purchaseCard machine events, applied and audited like any other, then pushed to
 * purchaseCardUpdated. A physical card goes create -> ship -> activate; a virtual card is active
 * once created. Each card's next step is stored (issuer_due_at) so a restart picks it up; a job
 * whose step is no longer the card's next one (it ran already) does nothing.
 */
const issuers = new WeakMap<AppServices, DemoCardIssuer>();

export interface IssuanceOptions {
  /** Default: the configuration's DEMO_CARD_ISSUER_DELAY_MS (3000). null: only when asked (answerNow). */
  delayMs?: number | null;
  log?: (message: string) => void;
}

function issuerSecret(services: AppServices): string | Buffer {
  return services.config.cardIssuer.secret ?? createHmac('sha256', services.keys.handoff).update('demo-card-issuer').digest();
}

function machineEvent(event: CardIssuerEvent, now: string): PurchaseCardEvent {
  switch (event.kind) {
    case 'issued':
      return { type: 'card.issued', now };
    case 'creationFailed':
      return { type: 'card.creationFailed', reason: event.reason };
    case 'shipped':
      return { type: 'card.shipped', now };
    case 'activated':
      return { type: 'card.activated', now };
  }
}

/** What the issuer does next for a card in this state (null: nothing). */
export function nextIssuerStep(card: { card_type: string; status: string; context: unknown }): CardIssuerStep | null {
  if (card.status === 'pending') return 'create';
  if (card.status !== 'inactive' || card.card_type !== 'physical') return null;
  return (card.context as { shippedAt?: string | null }).shippedAt ? 'activate' : 'ship';
}

const isRefusal = (error: unknown) => (error as { extensions?: { code?: unknown } } | null)?.extensions?.code === RULE_REFUSED;

async function onIssuerEvent(services: AppServices, issuer: DemoCardIssuer, cardId: string, event: CardIssuerEvent): Promise<void> {
  const now = services.now();
  const result = await services.db.transaction().execute(async (trx) => {
    const card = await lockCardRow(trx, cardId);
    if (!card) return null;
    const row = await trx.selectFrom('purchase_cards').select(['card_type', 'cardholder_name']).where('id', '=', cardId).executeTakeFirstOrThrow();
    try {
      const next = await applyCardEvent(trx, card, machineEvent(event, now.toISOString()), now, { userId: null, role: null }, (n) => {
        const step = nextIssuerStep({ card_type: row.card_type, status: n.status, context: n.context });
        return {
          ...(event.kind === 'issued' ? { issuer_token: event.token, number_last4: event.last4 } : {}),
          issuer_due_at: step ? issuer.dueAt(now) : null,
        };
      });
      return { buyerId: card.buyer_id, status: next.status, step: nextIssuerStep({ card_type: row.card_type, status: next.status, context: next.context }), cardType: row.card_type, cardholderName: row.cardholder_name };
    } catch (error) {
      // The card moved on meanwhile (e.g. terminated while being shipped): the issuer's news is moot.
      if (!isRefusal(error)) throw error;
      await trx.updateTable('purchase_cards').set({ issuer_due_at: null }).where('id', '=', cardId).execute();
      return null;
    }
  });
  if (!result) return;
  publishPurchaseCardUpdated(services, result.buyerId, cardId, result.status);
  if (result.step) submitStep(issuer, { cardId, step: result.step, cardType: result.cardType, cardholderName: result.cardholderName }, now);
}

function submitStep(issuer: DemoCardIssuer, request: { cardId: string; step: CardIssuerStep; cardType: 'physical' | 'virtual'; cardholderName: string }, now: Date, dueAt?: Date | null): void {
  issuer.submit({ ...request, dueAt: dueAt ?? issuer.dueAt(now) ?? now });
}

export function startCardIssuance(services: AppServices, options: IssuanceOptions = {}): DemoCardIssuer {
  const log = options.log ?? ((message: string) => console.warn(message));
  const issuer: DemoCardIssuer = createDemoCardIssuer({
    delayMs: options.delayMs === undefined ? services.config.cardIssuer.delayMs : options.delayMs,
    secret: issuerSecret(services),
    now: services.now,
    log,
    schedule: (request) =>
      enqueueJob(services, QUEUES.cardIssuer, { ...request, dueAt: request.dueAt.toISOString() }, { key: `${request.cardId}:${request.step}`, runAt: request.dueAt }, log),
    onEvent: (cardId, event) => onIssuerEvent(services, issuer, cardId, event),
  });
  issuers.set(services, issuer);
  resubmitDue(services, issuer).catch((error: unknown) => log(`card issuer: could not pick up cards in progress: ${error instanceof Error ? error.message : String(error)}`));
  return issuer;
}

/** The server's card issuer (started on first use where no server started one). */
export function cardIssuerFor(services: AppServices): DemoCardIssuer {
  return issuers.get(services) ?? startCardIssuance(services);
}

/** The `card-issuer` job: the issuer answers one step of a card, unless the card is past that step. */
export async function deliverCardStep(services: AppServices, data: JobData): Promise<void> {
  const request = data as unknown as Omit<CardIssuerRequest, 'dueAt'> & { dueAt: string };
  const card = await services.db.selectFrom('purchase_cards').select(['card_type', 'status', 'context']).where('id', '=', request.cardId).executeTakeFirst();
  if (!card || nextIssuerStep(card) !== request.step) return;
  await cardIssuerFor(services).deliver({ ...request, dueAt: new Date(request.dueAt) });
}

/** Hands a newly requested card to the issuer (after the commit). */
export function submitNewCard(services: AppServices, card: { id: string; cardType: 'physical' | 'virtual'; cardholderName: string; dueAt: Date | null }): void {
  submitStep(cardIssuerFor(services), { cardId: card.id, step: 'create', cardType: card.cardType, cardholderName: card.cardholderName }, services.now(), card.dueAt);
}

async function resubmitDue(services: AppServices, issuer: DemoCardIssuer): Promise<void> {
  const cards = await services.db
    .selectFrom('purchase_cards')
    .select(['id', 'card_type', 'status', 'context', 'cardholder_name', 'issuer_due_at'])
    .where('issuer_due_at', 'is not', null)
    .execute();
  for (const card of cards) {
    const step = nextIssuerStep(card);
    if (step) submitStep(issuer, { cardId: card.id, step, cardType: card.card_type, cardholderName: card.cardholder_name }, services.now(), card.issuer_due_at);
  }
}
