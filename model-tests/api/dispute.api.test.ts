import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogEntry, type DomainCatalogEntry } from '../../machines/catalog';
import { testBackends } from '../../server/db/testing';
import { startTestServer, type TestServer } from '../../server/http/testing/testServer';
import { signInAll } from '../../server/modules/invoices/moduleTesting';
import { replayAgainstApi } from './apiReplay';
import { createDisputeDriver } from './drivers/disputeDriver';
import { createInvoiceDocumentDriver } from './drivers/invoiceDocumentDriver';
import { skippedEventTypes } from './replayPlan';

/**
 * The dispute and invoiceDocument machines' covering paths (refusals included) replayed against the
 * real API: raiseDispute with the event's facts made true on the server, the demo servicer's
 * reportNow for support's review, resolution and rejection; updateInvoiceDetails and
 * the demo document service's runNow for the document. Events without an API yet are listed.
 */
describe.each(await testBackends())('dispute and invoiceDocument machines replayed against the API on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  it('dispute: agrees with the machine on every driven step, the rule\'s refusals included', async () => {
    const { payer } = await signInAll(server, ['payer']);
    const report = await replayAgainstApi(catalogEntry('dispute') as DomainCatalogEntry, await createDisputeDriver({ server, payer }), { refusals: 'allSamples' });
    console.log(report.summary);
    for (const line of report.skippedLines) console.log(`  skipped ${line}`);
    expect(report.acceptedSteps).toBeGreaterThanOrEqual(1);
    expect(report.refusedSteps).toBeGreaterThanOrEqual(2);
    // raiseDispute and the servicer's reports drive every transition. Left, refusals only: support's
    // events before a dispute exists, and raising an existing dispute again (each raise is a new one).
    expect(report.summary).toContain('transitions driven 4/4');
    expect(skippedEventTypes(report.plan.skipped)).toEqual(['dispute.raise', 'dispute.reject', 'dispute.resolve', 'dispute.review']);
    expect(report.plan.skipped.every((step) => !step.accepted && (step.event.type === 'dispute.raise') === (step.from !== '"draft"'))).toBe(true);
  });

  it('invoiceDocument: agrees with the machine on every driven step, refusals included', async () => {
    const { admin } = await signInAll(server, ['admin']);
    const report = await replayAgainstApi(catalogEntry('invoiceDocument') as DomainCatalogEntry, await createInvoiceDocumentDriver({ server, admin }), { refusals: 'allSamples' });
    console.log(report.summary);
    for (const line of report.skippedLines) console.log(`  skipped ${line}`);
    expect(report.acceptedSteps).toBeGreaterThanOrEqual(4);
    expect(report.refusedSteps).toBeGreaterThanOrEqual(1);
    expect(skippedEventTypes(report.plan.skipped)).toEqual(['document.ready']);
  });
});
