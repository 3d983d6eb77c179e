import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogEntry, type DomainCatalogEntry } from '../../machines/catalog';
import { chargeMachine, type ChargeContext } from '../../machines/domain/charge';
import { testBackends } from '../../server/db/testing';
import { startTestServer, type TestServer } from '../../server/http/testing/testServer';
import { signInAll } from '../../server/modules/invoices/moduleTesting';
import { uncoveredAtApiLevel } from './apiCoverage';
import { replayAgainstApi } from './apiReplay';
import { createChargeDriver, type ChargeDriver } from './drivers/chargeDriver';
import { skippedEventTypes } from './replayPlan';

/**
 * The charge machine (an invoice's status) replayed against the real API: a new invoice per path,
 * payments booked with makePayment, the demo bank's answers, the servicer's cash application and
 * adjustments (drivers/chargeDriver.ts). A fresh server and database per backend.
 */
const entry = catalogEntry('charge') as DomainCatalogEntry;

describe.each(await testBackends())('charge machine replayed against the API on %s', (kind) => {
  let server: TestServer;
  let driver: ChargeDriver;

  beforeAll(async () => {
    server = await startTestServer(kind);
    const { payer } = await signInAll(server, ['payer']);
    driver = await createChargeDriver({ server, payer, initialRemainingMinor: (entry.input as ChargeContext).remainingMinor });
  });
  afterAll(async () => {
    await driver?.stop();
    await server?.close();
  });

  it('agrees with the machine on every driven step and drives every declared transition', async () => {
    const report = await replayAgainstApi(entry, driver);
    console.log(report.summary);
    for (const line of report.skippedLines) console.log(`  skipped ${line}`);
    expect(report.acceptedSteps).toBeGreaterThanOrEqual(15);
    expect(uncoveredAtApiLevel(chargeMachine, [report])).toEqual([]);
    // Skipped: moves of no money, failed payments where the bank has nothing (or not the event's amount) to give back,
    // credit memos anywhere but as a new invoice's first step, voids whose paid amount is not what the path paid.
    expect(skippedEventTypes(report.plan.skipped)).toEqual(['charge.adjusted', 'charge.allocated', 'charge.creditIssued', 'charge.paymentBooked', 'charge.paymentFailed', 'charge.voided']);
  });
});
