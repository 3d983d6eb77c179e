import type { AppServices } from '../http/services';
import { deliverMandate, startMandateWorker } from '../modules/bankAccounts/mandateWorker';
import { runCreditExpiryCheck, scheduleCreditExpiryCheck } from '../modules/creditIncreases/creditIncreaseExpiry';
import { deliverDecision, startCreditUnderwriting } from '../modules/creditIncreases/underwriting';
import { deliverSupportReview, startSupportReview } from '../modules/company/supportReview';
import { runApplicationUnderwriting } from '../modules/apply/underwriting';
import { deliverDocument, startDocumentRegeneration } from '../modules/invoiceDocuments/regenerationWorker';
import { deliverSettlement, startPaymentSettlement } from '../modules/payments/settlement';
import { deliverCardStep, startCardIssuance } from '../modules/purchaseCards/issuance';
import { runDisbursementJob, scheduleDisbursementRun } from '../modules/disbursements/disbursementJob';
import { runPreauthorizationExpiryCheck, schedulePreauthorizationExpiryCheck } from '../modules/sellerApi/preauthorizationExpiry';
import { deliverWebhook } from '../modules/webhooks/deliver';
import { queueWebhookDispatch, runWebhookDispatch } from '../modules/webhooks/dispatch';
import type { JobDefinition } from './jobQueue';
import { QUEUES } from './queues';

/**
 * Every kind of background job, one line each: the queue, whether DEMO_JOBS=manual holds it (the
 * demo integrations' answers), and its handler. A handler may run twice (a retry after its
 * instance died); each is safe because the module refuses work that was already done (the domain
 * machine through applyDomainEvent refuses an answer for an entity no longer waiting for it).
 */
export function jobDefinitions(log: (message: string) => void): JobDefinition[] {
  return [
    { queue: QUEUES.bankSettlement, heldInManualMode: true, run: deliverSettlement },
    { queue: QUEUES.bankMandate, heldInManualMode: true, run: deliverMandate },
    { queue: QUEUES.underwriting, heldInManualMode: true, run: deliverDecision },
    { queue: QUEUES.cardIssuer, heldInManualMode: true, run: deliverCardStep },
    { queue: QUEUES.documentRegeneration, heldInManualMode: true, run: deliverDocument },
    { queue: QUEUES.creditExpiry, heldInManualMode: false, run: (services) => runCreditExpiryCheck(services, log) },
    { queue: QUEUES.primaryEmailReview, heldInManualMode: true, run: deliverSupportReview },
    { queue: QUEUES.applicationUnderwriting, heldInManualMode: true, run: runApplicationUnderwriting },
    { queue: QUEUES.disbursements, heldInManualMode: false, run: (services) => runDisbursementJob(services, log) },
    // Seller webhooks (server/modules/webhooks): real deliveries to the developer's endpoint, never held.
    { queue: QUEUES.webhookDispatch, heldInManualMode: false, run: (services) => runWebhookDispatch(services, log) },
    { queue: QUEUES.webhookDelivery, heldInManualMode: false, run: deliverWebhook },
    { queue: QUEUES.preauthorizationExpiry, heldInManualMode: false, run: (services) => runPreauthorizationExpiryCheck(services, log) },
  ];
}

/** The demo counterparties behind the jobs, started with the server; stopped after the queue. */
export function startIntegrations(services: AppServices, log: (message: string) => void): { stop(): Promise<void> }[] {
  return [
    startPaymentSettlement(services, { log }),
    startCreditUnderwriting(services, { log }),
    startMandateWorker(services, { log }),
    startDocumentRegeneration(services, { log }),
    startCardIssuance(services, { log }),
    startSupportReview(services, { log }),
  ];
}

/** Work queued once when a server starts: the first credit-expiry check, disbursement run and preauthorization-expiry check (each queues the next). */
export function queueStartupJobs(services: AppServices, log: (message: string) => void): void {
  scheduleCreditExpiryCheck(services, 0, log);
  scheduleDisbursementRun(services, 0, log);
  schedulePreauthorizationExpiryCheck(services, 0, log);
  // Picks up deliveries for endpoints registered before this start (it stops itself when none is enabled).
  queueWebhookDispatch(services, 0, log);
}
