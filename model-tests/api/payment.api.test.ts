import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogEntry, type DomainCatalogEntry } from '../../machines/catalog';
import { testBackends } from '../../server/db/testing';
import { startTestServer, type TestServer } from '../../server/http/testing/testServer';
import { signInAll } from '../../server/modules/invoices/moduleTesting';
import { replayAgainstApi } from './apiReplay';
import { createPaymentDriver, type PaymentDriver } from './drivers/paymentDriver';
import { skippedEventTypes } from './replayPlan';

/**
 * The payment machine's covering paths (refusals included) replayed against the real API: a fresh
 * server and database per backend, makePayment for each path's pending payment, the demo bank's
 * settleNow for the bank's answers, the demo servicer's reportNow for allocations, refunds, transfers
 * and write-offs. Events the driver does not perform are listed (and printed), never passed.
 */
const entry = catalogEntry('payment') as DomainCatalogEntry;

describe.each(await testBackends())('payment machine replayed against the API on %s', (kind) => {
  let server: TestServer;
  let driver: PaymentDriver;

  beforeAll(async () => {
    server = await startTestServer(kind);
    const { payer } = await signInAll(server, ['payer']);
    driver = await createPaymentDriver({ server, payer });
  });
  afterAll(async () => {
    await driver?.stop();
    await server?.close();
  });

  it('agrees with the machine on every driven step, refusals included', async () => {
    const report = await replayAgainstApi(entry, driver, { refusals: 'allSamples' });
    console.log(report.summary);
    for (const line of report.skippedLines) console.log(`  skipped ${line}`);
    expect(report.acceptedSteps).toBeGreaterThanOrEqual(30);
    expect(report.refusedSteps).toBeGreaterThanOrEqual(90);
    // Every transition but payment.modify's (replayed from a received payment in payment-modification.api.test.ts).
    expect(report.summary).toContain('transitions driven 8/9');
    // The bank (settleNow), the servicer (reportNow) and modifyPayment drive everything else. Left:
    // a modification from a received payment and the steps after one on the same path, and the
    // bank answering a payment that is no longer pending (ignored as a duplicate, so only refusals).
    expect(skippedEventTypes(report.plan.skipped)).toEqual(['payment.allocated', 'payment.failed', 'payment.modify', 'payment.received', 'payment.refunded', 'payment.transferred', 'payment.writtenOff']);
    const ownReasons = report.plan.skipped.filter((step) => !step.reason.startsWith('reached only after payment.modify'));
    expect([...new Set(ownReasons.map((step) => step.event.type))].sort()).toEqual(['payment.failed', 'payment.modify', 'payment.received']);
    expect(ownReasons.filter((step) => step.event.type !== 'payment.modify').every((step) => !step.accepted)).toBe(true);
  });
});
