import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { catalogEntry, type DomainCatalogEntry } from '../../machines/catalog';
import { paymentMachine, type PaymentContext, type PaymentEvent } from '../../machines/domain/payment';
import { testBackends } from '../../server/db/testing';
import { startTestServer, type TestServer } from '../../server/http/testing/testServer';
import { signInAll } from '../../server/modules/invoices/moduleTesting';
import { uncoveredAtApiLevel } from './apiCoverage';
import { replayAgainstApi, type ApiReplayReport } from './apiReplay';
import { createPaymentDriver, type PaymentDriver } from './drivers/paymentDriver';
import { createPaymentModificationDriver } from './drivers/paymentModificationDriver';
import { skippedEventTypes } from './replayPlan';

/**
 * The payment machine replayed against the real API, in two replays on one server per backend:
 *
 * 1. from a pending payment: its covering paths (refusals included), makePayment for each path's
 *    pending payment, the demo bank's settleNow for the bank's answers, the demo servicer's
 *    reportNow for allocations, refunds, transfers and write-offs;
 * 2. the modify paths (spec 5 "Modifying a payment"): the catalog's payment machine, its rule book
 *    and guards unchanged, started in `modifiable` (Active); its entities are payments the bank
 *    has received with everything left to apply (the bank's unmatched-transfer notification). The
 *    samples sit at the rule's boundaries for a payment of 100.00 with 100.00 left: an accepted
 *    modification (of 30.00), then one cent over, a Paid and a Pending Payment invoice, a zero
 *    amount and no invoice at all, each refused with RULE_REFUSED naming isModificationValid.
 *
 * Together they drive every declared transition (the API-level line and gate). Events a driver does
 * not perform are listed (and printed), never passed.
 */
const entry = catalogEntry('payment') as DomainCatalogEntry;

const NOW = '2026-03-02T09:00:00Z';
const fromReceived = createMachine({ ...paymentMachine.config, initial: 'modifiable' }, paymentMachine.implementations) as unknown as typeof paymentMachine;
const modify = (...selections: { invoiceStatus: string; amountMinor: number }[]): PaymentEvent => ({ type: 'payment.modify', selections, now: NOW });
const modifySamples: readonly PaymentEvent[] = [
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
const modifyEntry: DomainCatalogEntry = {
  ...entry,
  machine: fromReceived,
  input: { amountMinor: 10_000, unappliedMinor: 10_000 } satisfies Partial<PaymentContext>,
  sampleEvents: modifySamples,
};

describe.each(await testBackends())('payment machine replayed against the API on %s', (kind) => {
  let server: TestServer;
  let driver: PaymentDriver;
  const reports: ApiReplayReport[] = [];

  beforeAll(async () => {
    server = await startTestServer(kind);
    const { payer } = await signInAll(server, ['payer']);
    driver = await createPaymentDriver({ server, payer });
  });
  afterAll(async () => {
    await driver?.stop();
    await server?.close();
  });

  it('agrees with the machine on every driven step from a pending payment, refusals included', async () => {
    const report = await replayAgainstApi(entry, driver, { refusals: 'allSamples' });
    reports.push(report);
    console.log(report.summary);
    for (const line of report.skippedLines) console.log(`  skipped ${line}`);
    expect(report.acceptedSteps).toBeGreaterThanOrEqual(30);
    expect(report.refusedSteps).toBeGreaterThanOrEqual(90);
    // Every transition but payment.modify's (replayed from a received payment below).
    expect(report.summary).toContain('transitions driven 8/9');
    // Left here: a modification from a received payment and the steps after one on the same path,
    // and the bank answering a payment that is no longer pending (ignored as a duplicate, so only refusals).
    expect(skippedEventTypes(report.plan.skipped)).toEqual(['payment.allocated', 'payment.failed', 'payment.modify', 'payment.received', 'payment.refunded', 'payment.transferred', 'payment.writtenOff']);
    const ownReasons = report.plan.skipped.filter((step) => !step.reason.startsWith('reached only after payment.modify'));
    expect([...new Set(ownReasons.map((step) => step.event.type))].sort()).toEqual(['payment.failed', 'payment.modify', 'payment.received']);
    expect(ownReasons.filter((step) => step.event.type !== 'payment.modify').every((step) => !step.accepted)).toBe(true);
  });

  it('agrees with the machine on every modification from a received payment, refusals included', async () => {
    const { payer } = await signInAll(server, ['payer']);
    const report = await replayAgainstApi(modifyEntry, createPaymentModificationDriver({ server, payer }));
    reports.push(report);
    console.log(report.summary);
    for (const line of report.skippedLines) console.log(`  skipped ${line}`);
    // The accepted modification, and the five refusals from the fresh payment and again after it.
    expect(report.acceptedSteps).toBeGreaterThanOrEqual(1);
    expect(report.refusedSteps).toBeGreaterThanOrEqual(10);
    // payment.modify is listed for the steps after payment.allocated (applied with it, never on its own).
    expect(skippedEventTypes(report.plan.skipped)).toEqual(['payment.allocated', 'payment.modify', 'payment.refunded', 'payment.transferred', 'payment.writtenOff']);
  });

  it('the two replays drive every declared transition of the payment machine', () => {
    expect(reports).toHaveLength(2);
    expect(uncoveredAtApiLevel(paymentMachine, reports)).toEqual([]);
  });
});
