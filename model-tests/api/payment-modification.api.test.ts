import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { catalogEntry, type DomainCatalogEntry } from '../../machines/catalog';
import { paymentMachine, type PaymentContext, type PaymentEvent } from '../../machines/domain/payment';
import { testBackends } from '../../server/db/testing';
import { startTestServer, type TestServer } from '../../server/http/testing/testServer';
import { signInAll } from '../../server/modules/invoices/moduleTesting';
import { replayAgainstApi } from './apiReplay';
import { createPaymentModificationDriver } from './drivers/paymentModificationDriver';
import { skippedEventTypes } from './replayPlan';

/**
 * The payment machine's modify paths (spec 5 "Modifying a payment") replayed against the real API.
 * The machine is the catalog's payment machine, its rule book and guards unchanged, started in
 * `modifiable` (Active): its entities are payments the bank has received with everything left to
 * apply, made through the bank's unmatched-transfer notification. The samples sit at the rule's
 * boundaries for a payment of 100.00 with 100.00 left: an accepted modification (of 30.00), then one cent
 * over, a Paid and a Pending Payment invoice, a zero amount and no invoice at all, each refused by
 * the API with RULE_REFUSED naming isModificationValid. (The machine's refusals of a Pending or
 * Applied payment are replayed in payment.api.test.ts.)
 */
const NOW = '2026-03-02T09:00:00Z';
const payment = catalogEntry('payment') as DomainCatalogEntry;
const fromReceived = createMachine({ ...paymentMachine.config, initial: 'modifiable' }, paymentMachine.implementations) as unknown as typeof paymentMachine;
const modify = (...selections: { invoiceStatus: string; amountMinor: number }[]): PaymentEvent => ({ type: 'payment.modify', selections, now: NOW });

const samples: readonly PaymentEvent[] = [
  // The machine keeps the remainder until its own payment.allocated, the API lowers it at once: a
  // path may repeat this (the graph's self-loop), so it stays within what is left (and Active) when taken twice.
  modify({ invoiceStatus: 'pastDue', amountMinor: 2_000 }, { invoiceStatus: 'created', amountMinor: 1_000 }),
  modify({ invoiceStatus: 'open', amountMinor: 10_001 }),
  modify({ invoiceStatus: 'paid', amountMinor: 100 }),
  modify({ invoiceStatus: 'pendingPayment', amountMinor: 100 }),
  modify({ invoiceStatus: 'open', amountMinor: 0 }),
  modify(),
  { type: 'payment.allocated', unappliedMinor: 4_000 },
  { type: 'payment.refunded', now: NOW },
  { type: 'payment.transferred', now: NOW },
  { type: 'payment.writtenOff', now: NOW },
];

const entry: DomainCatalogEntry = {
  ...payment,
  machine: fromReceived,
  input: { amountMinor: 10_000, unappliedMinor: 10_000 } satisfies Partial<PaymentContext>,
  sampleEvents: samples,
};

describe.each(await testBackends())('payment modify paths replayed against the API on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  it('agrees with the machine on every modification, refusals included', async () => {
    const { payer } = await signInAll(server, ['payer']);
    const report = await replayAgainstApi(entry, createPaymentModificationDriver({ server, payer }));
    console.log(report.summary);
    for (const line of report.skippedLines) console.log(`  skipped ${line}`);
    // The accepted modification, and the five refusals from the fresh payment and again after it.
    expect(report.acceptedSteps).toBeGreaterThanOrEqual(1);
    expect(report.refusedSteps).toBeGreaterThanOrEqual(10);
    // payment.modify is listed for the steps after payment.allocated (applied with it, never on its own).
    expect(skippedEventTypes(report.plan.skipped)).toEqual(['payment.allocated', 'payment.modify', 'payment.refunded', 'payment.transferred', 'payment.writtenOff']);
  });
});
