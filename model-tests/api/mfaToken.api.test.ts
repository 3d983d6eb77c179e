import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogEntry, type DomainCatalogEntry } from '../../machines/catalog';
import { mfaTokenMachine } from '../../machines/domain/mfaToken';
import { DEMO_PROGRAM_ID } from '../../server/db/demoIds';
import { DEMO_USER_IDS } from '../../server/db/demoUsers';
import { testBackends } from '../../server/db/testing';
import { startTestServer, type TestServer } from '../../server/http/testing/testServer';
import { signInAll } from '../../server/modules/invoices/moduleTesting';
import { enableCards } from '../../server/modules/purchaseCards/cardTesting';
import { cardIssuerFor } from '../../server/modules/purchaseCards/issuance';
import { uncoveredAtApiLevel } from './apiCoverage';
import { replayAgainstApi, type ApiReplayReport } from './apiReplay';
import {
  BUYER_CREATE_TOKEN_INPUT, createBuyerCreateTokenDriver, createLoginTokenDriver, createRevealTokenDriver, LOGIN_TOKEN_INPUT, REVEAL_TOKEN_INPUT,
} from './drivers/mfaTokenDriver';
import { skippedEventTypes } from './replayPlan';

/**
 * The mfaToken machine's covering paths replayed against the real API, once per API that uses MFA
 * tokens (drivers/mfaTokenDriver.ts): the card-number reveal (GraphQL), the sign-in code step and
 * the activation code. A fresh server and database per backend; the demo card issuer answers when
 * asked; the program asks for a code at sign-in during this suite. Together the three replays
 * drive every declared transition.
 */
const mfaToken = catalogEntry('mfaToken') as DomainCatalogEntry;

describe.each(await testBackends())('mfaToken replayed against the API on %s', (kind) => {
  let server: TestServer;
  const reports: ApiReplayReport[] = [];
  const print = (report: ApiReplayReport) => {
    reports.push(report);
    console.log(report.summary);
    for (const line of report.skippedLines) console.log(`  skipped ${line}`);
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    cardIssuerFor(server.services).configure({ delayMs: null });
  });
  afterAll(() => server?.close());

  it('the card-number reveal (RevealCardNumber): every end of an entered code', async () => {
    const { admin } = await signInAll(server, ['admin']);
    await enableCards(server, admin);
    const report = await replayAgainstApi({ ...mfaToken, input: REVEAL_TOKEN_INPUT }, createRevealTokenDriver({ server, admin }));
    print(report);
    // Right (confirmed and used in one request), wrong, the 5th wrong (locked out), too late (removed).
    expect([...report.plan.transitionsDriven].filter((key) => key.includes('mfa.verify'))).toHaveLength(4);
    expect(report.acceptedSteps).toBeGreaterThanOrEqual(8);
    expect(skippedEventTypes(report.plan.skipped)).toEqual(['mfa.cancel', 'mfa.check', 'mfa.use', 'mfa.verify']);
  });

  it('the sign-in code step (Login): codes, and cancelling the step removes the token', async () => {
    await server.db.updateTable('programs').set({ mfa_at_login: true }).where('id', '=', DEMO_PROGRAM_ID).execute();
    // The administrator has set up e-mail codes (Profile -> Security).
    await server.db.updateTable('users').set({ mfa_method: 'email', mfa_target: null }).where('id', '=', DEMO_USER_IDS.admin).execute();
    try {
      const report = await replayAgainstApi({ ...mfaToken, input: LOGIN_TOKEN_INPUT }, createLoginTokenDriver({ server }));
      print(report);
      expect([...report.plan.transitionsDriven].some((key) => key.includes('mfa.cancel'))).toBe(true);
      expect(skippedEventTypes(report.plan.skipped)).toEqual(['mfa.cancel', 'mfa.check', 'mfa.use', 'mfa.verify']);
    } finally {
      await server.db.updateTable('programs').set({ mfa_at_login: false }).where('id', '=', DEMO_PROGRAM_ID).execute();
      await server.db.updateTable('users').set({ mfa_method: null }).where('id', '=', DEMO_USER_IDS.admin).execute();
    }
  });

  it('the activation code (BuyerCreate, time-based): the code entered again is checked, a late one removes the token', async () => {
    const report = await replayAgainstApi({ ...mfaToken, input: BUYER_CREATE_TOKEN_INPUT }, createBuyerCreateTokenDriver({ server }));
    print(report);
    expect([...report.plan.transitionsDriven].filter((key) => key.includes('mfa.check'))).toHaveLength(2);
    expect(skippedEventTypes(report.plan.skipped)).toEqual(['mfa.cancel', 'mfa.check', 'mfa.use', 'mfa.verify']);
  });

  it('together the three replays drive every declared transition of the mfaToken machine', () => {
    expect(reports).toHaveLength(3);
    expect(uncoveredAtApiLevel(mfaTokenMachine, reports)).toEqual([]);
  });
});
