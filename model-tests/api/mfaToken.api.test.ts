import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogEntry, type DomainCatalogEntry } from '../../machines/catalog';
import { testBackends } from '../../server/db/testing';
import { startTestServer, type TestServer } from '../../server/http/testing/testServer';
import { signInAll } from '../../server/modules/invoices/moduleTesting';
import { enableCards } from '../../server/modules/purchaseCards/cardTesting';
import { cardIssuerFor } from '../../server/modules/purchaseCards/issuance';
import { replayAgainstApi } from './apiReplay';
import { createMfaTokenDriver, REVEAL_TOKEN_INPUT } from './drivers/mfaTokenDriver';
import { skippedEventTypes } from './replayPlan';

/**
 * The mfaToken machine's covering paths replayed against the real API through the card-number
 * reveal (the one API that uses MFA tokens today): right code, wrong codes up to the lock-out, a
 * code after expiry. A fresh server and database per backend; the demo card issuer answers when asked.
 */
describe.each(await testBackends())('mfaToken replayed against the API (RevealCardNumber) on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind);
    cardIssuerFor(server.services).configure({ delayMs: null });
  });
  afterAll(() => server?.close());

  it('every driven step agrees with the machine', async () => {
    const { admin } = await signInAll(server, ['admin']);
    await enableCards(server, admin);
    const entry = { ...(catalogEntry('mfaToken') as DomainCatalogEntry), input: REVEAL_TOKEN_INPUT };
    const report = await replayAgainstApi(entry, createMfaTokenDriver({ server, admin }));
    console.log(report.summary);
    for (const line of report.skippedLines) console.log(`  skipped ${line}`);
    expect(report.acceptedSteps).toBeGreaterThanOrEqual(6);
    // Every way a code entered can end is driven: right (confirmed and used), wrong, the 5th wrong (locked out), too late (removed).
    const driven = [...report.plan.transitionsDriven].filter((key) => key.includes('mfa.verify'));
    expect(driven).toHaveLength(4);
    // No request checks or cancels a reveal token, and the confirming request uses it itself.
    expect(skippedEventTypes(report.plan.skipped)).toEqual(['mfa.cancel', 'mfa.check', 'mfa.use']);
  });
});
