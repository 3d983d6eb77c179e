import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogEntry, type DomainCatalogEntry } from '../../machines/catalog';
import { testBackends } from '../../server/db/testing';
import { startTestServer, type TestServer } from '../../server/http/testing/testServer';
import { replayAgainstApi } from './apiReplay';
import { createBankMandateDriver, type BankMandateDriver } from './drivers/bankMandateDriver';
import { skippedEventTypes } from './replayPlan';

/**
 * The bankMandate machine's covering paths (refusals included: no replacement while pending, no
 * retry before 15 minutes) replayed against the real API: a fresh server and database per backend,
 * a buyer of its own per path, addBankAccount for the buyer's events, the demo mandate bank's test
 * hooks for the bank's answers. Every event is driven.
 */
const entry = catalogEntry('bankMandate') as DomainCatalogEntry;

describe.each(await testBackends())('bankMandate machine replayed against the API on %s', (kind) => {
  let server: TestServer;
  let driver: BankMandateDriver;

  beforeAll(async () => {
    server = await startTestServer(kind);
    driver = await createBankMandateDriver({ server });
  });
  afterAll(async () => {
    await driver?.stop();
    await server?.close();
  });

  it('agrees with the machine on every step, refusals included', async () => {
    const report = await replayAgainstApi(entry, driver);
    console.log(report.summary);
    for (const line of report.skippedLines) console.log(`  skipped ${line}`);
    expect(report.refusedSteps).toBeGreaterThanOrEqual(2);
    expect(report.acceptedSteps).toBeGreaterThanOrEqual(8);
    expect(skippedEventTypes(report.plan.skipped)).toEqual([]);
    expect(report.summary).toMatch(/transitions driven (\d+)\/\1$/);
  });
});
