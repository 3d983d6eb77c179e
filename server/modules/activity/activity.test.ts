import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentMachine } from '../../../machines/domain/payment';
import { activityMessageIds } from '../../audit/describeEntry';
import { ACME_BUYER_ID } from '../../db/demoIds';
import { testBackends } from '../../db/testing';
import type { ApiSession } from '../../http/testing/apiClient';
import { startTestServer, type TestServer } from '../../http/testing/testServer';
import { data, errorCode, signInAll, type DemoWho } from '../invoices/moduleTesting';
import { withPaymentApproval } from '../payments/paymentApprovalTesting';
import { bankFor } from '../payments/settlement';

const PAY = 'mutation($input: MakePaymentInput!) { makePayment(input: $input) { payment { id status } } }';
const ACTIVITY = `query($buyerId: ID, $first: Int, $before: Int) { accountActivity(buyerId: $buyerId, first: $first, before: $before) {
  hasMore entries { seq occurredAt actorRole entityType entityId messageId values { name value } fromState toState }
} }`;

interface Entry { seq: number; entityId: string; messageId: string; values: { name: string; value: string }[]; fromState: string | null; toState: string | null; entityType: string }
interface Page { accountActivity: { hasMore: boolean; entries: Entry[] } }

describe.each(await testBackends())('account activity on %s', (kind) => {
  let server: TestServer;
  let s: Record<DemoWho, ApiSession>;

  beforeAll(async () => {
    server = await startTestServer(kind);
    bankFor(server.services).configure({ settleMs: null });
    s = await signInAll(server, ['admin', 'payer', 'purchaser', 'clientAdmin']);
  });
  afterAll(() => server?.close());

  it('shows the admin a settled payment in plain words, newest first', async () => {
    const invoice = await server.db.selectFrom('invoices').select(['id', 'remaining_minor']).where('buyer_id', '=', ACME_BUYER_ID)
      .where('status', 'in', ['open', 'pastDue', 'created']).where('remaining_minor', '>', 20_000).orderBy('id').executeTakeFirstOrThrow();
    const { makePayment } = await data<{ makePayment: { payment: { id: string } } }>(server, s.admin, PAY, {
      input: await withPaymentApproval(server, s.admin, { idempotencyKey: `activity-${Date.now()}`, method: 'bankTransfer', allocations: [{ invoiceId: invoice.id, amountMinor: invoice.remaining_minor }] }),
    });
    await bankFor(server.services).settleNow(makePayment.payment.id);

    const { accountActivity } = await data<Page>(server, s.admin, ACTIVITY, {});
    const entry = accountActivity.entries.find((e) => e.entityId === makePayment.payment.id);
    expect(entry).toMatchObject({ entityType: 'payment', messageId: 'activity.payment.received', toState: 'applied' });
    expect(entry?.values).toEqual(expect.arrayContaining([{ name: 'entityId', value: makePayment.payment.id }]));
    const seqs = accountActivity.entries.map((e) => e.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => b - a));

    // The payer sees the same trail; `before` pages past it.
    const payer = await data<Page>(server, s.payer, ACTIVITY, { buyerId: '00000000-0000-0000-0000-000000000000', first: 1 });
    expect(payer.accountActivity.entries).toHaveLength(1);
    const older = await data<Page>(server, s.admin, ACTIVITY, { before: entry!.seq });
    expect(older.accountActivity.entries.every((e) => e.seq < entry!.seq)).toBe(true);
  });

  it('refuses purchasers and seller users, and validates first', async () => {
    expect(await errorCode(server, s.purchaser, ACTIVITY)).toBe('FORBIDDEN');
    expect(await errorCode(server, s.clientAdmin, ACTIVITY, { buyerId: ACME_BUYER_ID })).toBe('FORBIDDEN');
    expect(await errorCode(server, s.admin, ACTIVITY, { first: 0 })).toBe('BAD_USER_INPUT');
    expect(await errorCode(server, s.admin, ACTIVITY, { first: 101 })).toBe('BAD_USER_INPUT');
  });
});

describe('activity messages', () => {
  it.each(['en-US', 'de-DE'])('%s words every event of the payment machine', (locale) => {
    const bundle = JSON.parse(readFileSync(new URL(`../../../src/i18n/messages/${locale}/activity.json`, import.meta.url), 'utf8')) as Record<string, string>;
    expect(activityMessageIds(paymentMachine).filter((id) => !(id in bundle))).toEqual([]);
  });
});
