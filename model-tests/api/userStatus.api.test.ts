import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogEntry, type DomainCatalogEntry } from '../../machines/catalog';
import { testBackends } from '../../server/db/testing';
import { startTestServer, type TestServer } from '../../server/http/testing/testServer';
import { signInAll } from '../../server/modules/invoices/moduleTesting';
import { replayAgainstApi } from './apiReplay';
import { createUserStatusDriver } from './drivers/userStatusDriver';
import { skippedEventTypes } from './replayPlan';

/** The userStatus machine's covering paths (refusals included) replayed against the real API as Acme's administrator. */
describe.each(await testBackends())('userStatus replayed against the API on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  it('every driven step agrees with the machine, refusals included', async () => {
    const { admin } = await signInAll(server, ['admin']);
    const report = await replayAgainstApi(catalogEntry('userStatus') as DomainCatalogEntry, createUserStatusDriver({ server, admin }));
    console.log(report.summary);
    for (const line of report.skippedLines) console.log(`  skipped ${line}`);
    expect(report.acceptedSteps).toBeGreaterThanOrEqual(4);
    expect(report.refusedSteps).toBeGreaterThanOrEqual(1);
    // Not the driver's: deactivating itself (the Active/Inactive toggle is driven through setUserActive).
    expect(skippedEventTypes(report.plan.skipped)).toEqual(['user.deactivate']);
  });
});
