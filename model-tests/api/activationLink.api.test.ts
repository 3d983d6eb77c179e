import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogEntry, type DomainCatalogEntry } from '../../machines/catalog';
import { testBackends } from '../../server/db/testing';
import { startTestServer, type TestServer } from '../../server/http/testing/testServer';
import { replayAgainstApi } from './apiReplay';
import { createActivationLinkDriver } from './drivers/activationLinkDriver';

/** The activationLink machine's covering paths (refusals included) replayed against the activation endpoints and the users mutations. */
describe.each(await testBackends())('activationLink replayed against the API on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  it('every driven step agrees with the machine, refusals included', async () => {
    const report = await replayAgainstApi(catalogEntry('activationLink') as DomainCatalogEntry, createActivationLinkDriver({ server }));
    console.log(report.summary);
    for (const line of report.skippedLines) console.log(`  skipped ${line}`);
    expect(report.acceptedSteps).toBeGreaterThanOrEqual(6);
    expect(report.refusedSteps).toBeGreaterThanOrEqual(1);
    expect(report.skippedLines).toEqual([]);
  });
});
