import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogEntry, type DomainCatalogEntry } from '../../machines/catalog';
import { testBackends } from '../../server/db/testing';
import { startTestServer, type TestServer } from '../../server/http/testing/testServer';
import { signInAll } from '../../server/modules/invoices/moduleTesting';
import { replayAgainstApi } from './apiReplay';
import { createCreditIncreaseDriver, type CreditIncreaseDriver } from './drivers/creditIncreaseDriver';
import { skippedEventTypes } from './replayPlan';

/**
 * The creditIncrease machine's covering paths (refusals included: a second request while one is
 * pending, amounts off the increments, a temporary increase ending on its first day) replayed
 * against the real API: requestCreditIncrease as Acme's admin, the demo underwriting's decideNow
 * for underwriting's answers. Every event is driven.
 */
const entry = catalogEntry('creditIncrease') as DomainCatalogEntry;

describe.each(await testBackends())('creditIncrease machine replayed against the API on %s', (kind) => {
  let server: TestServer;
  let driver: CreditIncreaseDriver;

  beforeAll(async () => {
    server = await startTestServer(kind);
    const { admin } = await signInAll(server, ['admin']);
    driver = createCreditIncreaseDriver({ server, admin });
  });
  afterAll(async () => {
    driver?.stop();
    await server?.close();
  });

  it('agrees with the machine on every step, refusals included', async () => {
    const report = await replayAgainstApi(entry, driver);
    console.log(report.summary);
    for (const line of report.skippedLines) console.log(`  skipped ${line}`);
    expect(report.acceptedSteps).toBeGreaterThanOrEqual(3);
    expect(report.refusedSteps).toBeGreaterThanOrEqual(3);
    expect(skippedEventTypes(report.plan.skipped)).toEqual([]);
    expect(report.summary).toMatch(/transitions driven (\d+)\/\1$/);
  });
});
