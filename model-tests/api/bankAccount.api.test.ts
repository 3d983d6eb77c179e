import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogEntry, type DomainCatalogEntry } from '../../machines/catalog';
import { testBackends } from '../../server/db/testing';
import { startTestServer, type TestServer } from '../../server/http/testing/testServer';
import { replayAgainstApi } from './apiReplay';
import { createBankAccountDriver } from './drivers/bankAccountDriver';
import { createBankMandateDriver, type BankMandateDriver } from './drivers/bankMandateDriver';
import { skippedEventTypes } from './replayPlan';

/**
 * The bankAccount machine's covering paths replayed against the real API: a buyer of its own per
 * path with a signed first account, addBankAccount for the next account (this one inactive), the
 * demo mandate bank's revoke for a cancelled mandate (the account removed). Every event is driven.
 */
describe.each(await testBackends())('bankAccount machine replayed against the API on %s', (kind) => {
  let server: TestServer;
  let mandates: BankMandateDriver;

  beforeAll(async () => {
    server = await startTestServer(kind);
    mandates = await createBankMandateDriver({ server });
  });
  afterAll(async () => {
    await mandates?.stop();
    await server?.close();
  });

  it('agrees with the machine on every step', async () => {
    const report = await replayAgainstApi(catalogEntry('bankAccount') as DomainCatalogEntry, createBankAccountDriver({ server, mandates }));
    console.log(report.summary);
    for (const line of report.skippedLines) console.log(`  skipped ${line}`);
    expect(report.acceptedSteps).toBeGreaterThanOrEqual(2);
    expect(skippedEventTypes(report.plan.skipped)).toEqual([]);
    expect(report.summary).toMatch(/transitions driven (\d+)\/\1$/);
  });
});
