import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogEntry, type DomainCatalogEntry } from '../../machines/catalog';
import { testBackends } from '../../server/db/testing';
import { startTestServer, type TestServer } from '../../server/http/testing/testServer';
import { replayAgainstApi } from './apiReplay';
import { createBuyerApplicationDriver } from './drivers/buyerApplicationDriver';
import { skippedEventTypes } from './replayPlan';

/**
 * The buyerApplication machine's covering paths (refusals included: a reference another buyer has,
 * payment terms the program does not offer, an approval without a credit line, a second decision)
 * replayed against the real server: the public apply endpoint and decideApplication. Not driven,
 * refusals only: decisions before anything is stored, a stored application submitted again.
 */
const entry = catalogEntry('buyerApplication') as DomainCatalogEntry;

describe.each(await testBackends())('buyerApplication machine replayed against the API on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind, { env: { DEMO_JOBS: 'manual' } });
  });
  afterAll(() => server?.close());

  it('agrees with the machine on every step, refusals included', async () => {
    const report = await replayAgainstApi(entry, createBuyerApplicationDriver({ server }), { refusals: 'allSamples' });
    console.log(report.summary);
    for (const line of report.skippedLines) console.log(`  skipped ${line}`);
    expect(report.acceptedSteps).toBeGreaterThanOrEqual(3);
    expect(report.refusedSteps).toBeGreaterThanOrEqual(3);
    expect(skippedEventTypes(report.plan.skipped)).toEqual(['application.approve', 'application.decline', 'application.submit']);
    expect(report.summary).toMatch(/transitions driven (\d+)\/\1$/);
  });
});
