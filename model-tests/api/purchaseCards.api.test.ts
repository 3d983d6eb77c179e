import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogEntry, type DomainCatalogEntry } from '../../machines/catalog';
import { testBackends } from '../../server/db/testing';
import { startTestServer, type TestServer } from '../../server/http/testing/testServer';
import { signInAll } from '../../server/modules/invoices/moduleTesting';
import { cardIssuerFor } from '../../server/modules/purchaseCards/issuance';
import { replayAgainstApi } from './apiReplay';
import { createFeatureDependenciesDriver } from './drivers/featureDependenciesDriver';
import { createPurchaseCardDriver } from './drivers/purchaseCardDriver';
import { skippedEventTypes } from './replayPlan';

/**
 * The featureDependencies and purchaseCard machines' covering paths (refusals included) replayed
 * against the real API: a fresh server and database per backend, Acme's administrator, the demo
 * card issuer answering only when the driver asks (answerNow).
 */
describe.each(await testBackends())('purchasing-control machines replayed against the API on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind);
    cardIssuerFor(server.services).configure({ delayMs: null });
  });
  afterAll(() => server?.close());

  it('featureDependencies: every step agrees with the machine, refusals included', async () => {
    const { admin } = await signInAll(server, ['admin']);
    const driver = createFeatureDependenciesDriver({ server, admin, issuer: cardIssuerFor(server.services) });
    const report = await replayAgainstApi(catalogEntry('featureDependencies') as DomainCatalogEntry, driver);
    console.log(report.summary);
    expect(report.refusedSteps).toBeGreaterThanOrEqual(3);
    expect(report.plan.transitionsDriven.size).toBe(report.plan.transitionsTotal.size);
    expect(skippedEventTypes(report.plan.skipped)).toEqual([]);
  });

  it('purchaseCard: every driven step agrees with the machine, refusals included', async () => {
    const { admin } = await signInAll(server, ['admin']);
    const driver = createPurchaseCardDriver({ server, admin, issuer: cardIssuerFor(server.services) });
    const report = await replayAgainstApi(catalogEntry('purchaseCard') as DomainCatalogEntry, driver);
    console.log(report.summary);
    for (const line of report.skippedLines) console.log(`  skipped ${line}`);
    expect(report.acceptedSteps).toBeGreaterThanOrEqual(8);
    expect(report.refusedSteps).toBeGreaterThanOrEqual(3);
    expect(report.plan.transitionsDriven.size).toBe(report.plan.transitionsTotal.size);
    // The demo issuer ships a physical card, then activates it, once each: activating an unshipped card
    // or shipping twice is not driven (and so are the steps of those paths after it; every transition
    // is still driven on other paths).
    expect(skippedEventTypes(report.plan.skipped)).toEqual(['card.activated', 'card.lock', 'card.shipped', 'card.terminate', 'card.unlock']);
  });
});
