import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME_BUYER_ID, ACME_GROUP_IDS } from '../../db/demoIds';
import { DEMO_USER_IDS } from '../../db/demoUsers';
import { testBackends } from '../../db/testing';
import type { ApiSession } from '../../http/testing/apiClient';
import { startTestServer, type TestServer } from '../../http/testing/testServer';
import { data, errorCode, signInAll, type DemoWho } from '../invoices/moduleTesting';

const OVERVIEW = `query($buyerId: ID) { accountOverview(buyerId: $buyerId) {
  buyerId scope creditApproved { amountMinor currency } creditAvailable { amountMinor } balanceDue { amountMinor } pastDue { amountMinor }
  openInvoiceCount pastDueInvoiceCount pendingPayments { amountMinor } creditIsIndividualLimit
} }`;
const BUYER = `query { buyer(id: "${ACME_BUYER_ID}") { creditApproved { amountMinor } creditAvailable { amountMinor } balanceDue { amountMinor } pastDue { amountMinor } } }`;

interface Overview {
  buyerId: string;
  scope: string;
  creditApproved: { amountMinor: number; currency: string };
  creditAvailable: { amountMinor: number };
  balanceDue: { amountMinor: number };
  pastDue: { amountMinor: number };
  openInvoiceCount: number;
  pastDueInvoiceCount: number;
  pendingPayments: { amountMinor: number } | null;
  creditIsIndividualLimit: boolean;
}

const OWED = ['created', 'open', 'pastDue', 'partiallyAdjusted', 'pendingPayment'];

describe.each(await testBackends())('account overview on %s', (kind) => {
  let server: TestServer;
  let s: Record<DemoWho, ApiSession>;
  let invoices: { buyer_user_id: string | null; group_id: string | null; status: string; due_date: string; remaining_minor: number }[];
  const today = new Date().toISOString().slice(0, 10);

  const overview = (who: DemoWho, buyerId?: string) => data<{ accountOverview: Overview }>(server, s[who], OVERVIEW, buyerId ? { buyerId } : {}).then((d) => d.accountOverview);
  /** What the numbers must be for the invoices `inScope` picks, computed here from the rows. */
  function expected(inScope: (i: (typeof invoices)[number]) => boolean) {
    const owed = invoices.filter((i) => OWED.includes(i.status) && inScope(i));
    const late = owed.filter((i) => i.remaining_minor > 0 && (i.status === 'pastDue' || i.due_date < today));
    const sum = (rows: typeof owed) => rows.reduce((total, i) => total + i.remaining_minor, 0);
    return { balanceDue: sum(owed), pastDue: sum(late), open: owed.filter((i) => i.remaining_minor > 0).length, late: late.length };
  }

  beforeAll(async () => {
    server = await startTestServer(kind);
    s = await signInAll(server, ['admin', 'payer', 'purchaser', 'groupAdmin', 'clientAdmin']);
    invoices = await server.db.selectFrom('invoices').select(['buyer_user_id', 'group_id', 'status', 'due_date', 'remaining_minor']).where('buyer_id', '=', ACME_BUYER_ID).execute();
  });
  afterAll(() => server?.close());

  it('admins see the account totals, equal to the Buyer query\'s', async () => {
    const mine = await overview('admin');
    const want = expected(() => true);
    expect(mine).toMatchObject({ buyerId: ACME_BUYER_ID, scope: 'account', balanceDue: { amountMinor: want.balanceDue }, pastDue: { amountMinor: want.pastDue }, openInvoiceCount: want.open, pastDueInvoiceCount: want.late });
    expect(want.pastDue).toBeGreaterThan(0);
    const { buyer } = await data<{ buyer: Record<string, { amountMinor: number }> }>(server, s.admin, BUYER);
    expect([mine.creditApproved.amountMinor, mine.creditAvailable.amountMinor, mine.balanceDue.amountMinor, mine.pastDue.amountMinor]).toEqual([
      buyer['creditApproved']!.amountMinor, buyer['creditAvailable']!.amountMinor, buyer['balanceDue']!.amountMinor, buyer['pastDue']!.amountMinor,
    ]);
    expect(mine.pendingPayments?.amountMinor).toBeGreaterThan(0);
    expect(mine.creditIsIndividualLimit).toBe(false);
    expect(await overview('payer')).toEqual(mine);
    expect(await overview('clientAdmin', ACME_BUYER_ID)).toEqual(mine);
  });

  it('a purchaser sees only their own charges, and their individual limit', async () => {
    const mine = await overview('purchaser');
    const want = expected((i) => i.buyer_user_id === DEMO_USER_IDS.purchaser);
    const account = await overview('admin');
    expect(mine).toMatchObject({ scope: 'own', balanceDue: { amountMinor: want.balanceDue }, pastDue: { amountMinor: want.pastDue }, openInvoiceCount: want.open, pastDueInvoiceCount: want.late, pendingPayments: null });
    expect(mine.balanceDue.amountMinor).toBeLessThan(account.balanceDue.amountMinor);
    // Sam Lee's individual credit limit is USD 50,000 (demo seed).
    expect(mine.creditApproved.amountMinor).toBe(5_000_000);
    expect(mine.creditIsIndividualLimit).toBe(true);
    expect(mine.creditAvailable.amountMinor).toBe(Math.min(account.creditAvailable.amountMinor, Math.max(5_000_000 - want.balanceDue, 0)));
  });

  it('a group admin sees their group\'s totals', async () => {
    const mine = await overview('groupAdmin');
    const want = expected((i) => i.group_id === ACME_GROUP_IDS.eastCoast);
    expect(mine).toMatchObject({ scope: 'group', balanceDue: { amountMinor: want.balanceDue }, pastDue: { amountMinor: want.pastDue }, openInvoiceCount: want.open });
  });

  it('is refused for accounts the user cannot see', async () => {
    expect(await errorCode(server, s.purchaser, OVERVIEW, { buyerId: '1b000000-0000-4000-8000-000000000009' })).toBe('FORBIDDEN');
    expect(await errorCode(server, s.clientAdmin, OVERVIEW, {})).toBe('FORBIDDEN');
    expect(await errorCode(server, s.clientAdmin, OVERVIEW, { buyerId: '1b000000-0000-4000-8000-000000000009' })).toBe('NOT_FOUND');
  });
});
