import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogEntry, type DomainCatalogEntry } from '../../machines/catalog';
import { testBackends } from '../../server/db/testing';
import { startTestServer, type TestServer } from '../../server/http/testing/testServer';
import { replayAgainstApi } from './apiReplay';
import { createSsoSignInDriver } from './drivers/ssoSignInDriver';

/**
 * The ssoSignIn machine's covering paths, and its refusals (an answer after the attempt was
 * answered), replayed against the real relying party and the demo identity provider over HTTP.
 */
describe.each(await testBackends())('ssoSignIn machine replayed against the server on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  it('agrees with the machine on every step: each outcome, and a second answer refused', async () => {
    const report = await replayAgainstApi(catalogEntry('ssoSignIn') as DomainCatalogEntry, createSsoSignInDriver({ server }), { refusals: 'allSamples' });
    console.log(report.summary);
    for (const line of report.skippedLines) console.log(`  skipped ${line}`);
    expect(report.summary).toContain('transitions driven 5/5');
    expect(report.refusedSteps).toBeGreaterThanOrEqual(1);
    expect(report.plan.skipped).toEqual([]);
  });
});
