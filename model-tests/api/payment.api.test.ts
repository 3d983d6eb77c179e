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
 * settleNow for the bank's answers. Events without an API yet are listed (and printed), never passed.
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
    const report = await replayAgainstApi(entry, driver);
    console.log(report.summary);
    for (const line of report.skippedLines) console.log(`  skipped ${line}`);
    expect(report.acceptedSteps).toBeGreaterThanOrEqual(2);
    expect(report.refusedSteps).toBeGreaterThanOrEqual(1);
    // The events the API cannot produce yet, by name: a new API (e.g. modifyPayment) must be driven and removed here.
    expect(skippedEventTypes(report.plan.skipped)).toEqual(['payment.allocated', 'payment.modify', 'payment.received', 'payment.refunded', 'payment.transferred', 'payment.writtenOff']);
  });
});
