import type { AppServices } from '../../http/services';
import { applyServicerCompanyEvent, isCompanyServicerEvent } from '../../modules/company/servicerEvents';
import { applyServicerDisputeEvent } from '../../modules/disputes/servicerEvents';
import { adjustCharge } from '../../modules/invoices/adjustCharge';
import { publishPaymentUpdated } from '../../modules/payments/paymentEvents';
import { applyServicerPaymentEvent } from '../../modules/payments/servicerEvents';
import { createDemoServicer } from './demoServicer';
import type { ServicerEvent, ServicerGateway } from './servicerGateway';

/**
 * The servicer of a running server, wired to the modules that apply its reports: payments
 * (published to paymentUpdated after the commit), disputes, invoice adjustments, and company
 * reports (primary e-mail decisions, published to primaryEmailChangeUpdated; identifier changes). The demo servicer has no timers, so
 * it is created on first use and needs no background worker; a real one (webhook) would be started
 * with the server and call `handleServicerEvent` the same way.
 */
const servicers = new WeakMap<AppServices, ServicerGateway>();

export async function handleServicerEvent(services: AppServices, event: ServicerEvent): Promise<void> {
  if (isCompanyServicerEvent(event)) {
    await applyServicerCompanyEvent(services, event);
    return;
  }
  if (event.kind === 'charge.adjusted') {
    await adjustCharge(services.db, event, services.now());
    return;
  }
  if ('paymentId' in event) {
    const serviced = await applyServicerPaymentEvent(services.db, event, services.now());
    publishPaymentUpdated(services, serviced.buyerId, serviced.paymentId, serviced.status);
    return;
  }
  await applyServicerDisputeEvent(services, event);
}

export function servicerFor(services: AppServices, log: (message: string) => void = (message) => console.warn(message)): ServicerGateway {
  let servicer = servicers.get(services);
  if (!servicer) {
    servicer = createDemoServicer({ onEvent: (event) => handleServicerEvent(services, event), log });
    servicers.set(services, servicer);
  }
  return servicer;
}
