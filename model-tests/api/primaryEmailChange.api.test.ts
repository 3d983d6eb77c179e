import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogEntry, type DomainCatalogEntry } from '../../machines/catalog';
import { testBackends } from '../../server/db/testing';
import { startTestServer, type TestServer } from '../../server/http/testing/testServer';
import { signInAll } from '../../server/modules/invoices/moduleTesting';
import { replayAgainstApi } from './apiReplay';
import { createPrimaryEmailChangeDriver } from './drivers/primaryEmailChangeDriver';
import { skippedEventTypes } from './replayPlan';

/**
 * The primaryEmailChange machine's covering paths (refusals included: an invalid, the current, a
 * used address, a second change while one waits, an approval of an address taken meanwhile)
 * replayed against the real API: requestPrimaryEmailChange as Acme's admin, support's decisions as
 * servicer reports, and every other sample in every state reached (a decided change takes no other
 * decision). Not driven, refusals only: decisions before a change is stored, a stored change
 * submitted again (each request stores a new one).
 */
const entry = catalogEntry('primaryEmailChange') as DomainCatalogEntry;

describe.each(await testBackends())('primaryEmailChange machine replayed against the API on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  it('agrees with the machine on every step, refusals included', async () => {
    const { admin } = await signInAll(server, ['admin']);
    const report = await replayAgainstApi(entry, createPrimaryEmailChangeDriver({ server, admin }), { refusals: 'allSamples' });
    console.log(report.summary);
    for (const line of report.skippedLines) console.log(`  skipped ${line}`);
    expect(report.acceptedSteps).toBeGreaterThanOrEqual(3);
    expect(report.refusedSteps).toBeGreaterThanOrEqual(4);
    expect(skippedEventTypes(report.plan.skipped)).toEqual(['primaryEmail.approved', 'primaryEmail.rejected', 'primaryEmail.submit']);
    expect(report.plan.skipped.every((step) => !step.accepted && (step.event.type === 'primaryEmail.submit') === (step.from !== '"draft"'))).toBe(true);
    expect(report.summary).toMatch(/transitions driven (\d+)\/\1$/);
  });
});
