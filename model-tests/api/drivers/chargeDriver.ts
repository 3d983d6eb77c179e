import { randomUUID } from 'node:crypto';
import type { AnyMachineSnapshot } from 'xstate';
import { chargeStatus, type ChargeEvent, type ChargeSnapshot } from '../../../machines/domain/charge';
import { ACME_BUYER_ID } from '../../../server/db/demoIds';
import { graphql, type ApiSession } from '../../../server/http/testing/apiClient';
import type { TestServer } from '../../../server/http/testing/testServer';
import type { BankOutcome } from '../../../server/integrations/bank/bankGateway';
import type { DemoBank } from '../../../server/integrations/bank/demoBank';
import { servicerFor } from '../../../server/integrations/servicer/servicing';
import type { ServicerEvent } from '../../../server/integrations/servicer/servicerGateway';
import { startPaymentSettlement } from '../../../server/modules/payments/settlement';
import { acmeCharge, callApi, createKey } from '../../../server/modules/sellerApi/sellerApiTesting';
import { DEMO_PASSWORD } from '../../../server/db/demoUsers';
import { openApiSession } from '../../../server/http/testing/apiClient';
import { postUnmatchedTransfer } from '../../../server/modules/payments/unmatchedTransfer';
import type { ApiDriver, Observed, StepResult } from '../apiReplay';
import { stepResultOf } from '../driverKit';
import { withPaymentApproval } from '../../../server/modules/payments/paymentApprovalTesting';

/**
 * Driver of the charge machine (machines/domain/charge.ts: an invoice's status) against the real
 * API. Every event is what really changes an invoice on the server, whose own arithmetic makes
 * the event's balance (`remainingMinor`): the driver picks the amount that gets there.
 * - create: a new Acme invoice owing the entry's input (50.00), billed 60 days ago, due in 30 days: the
 *   seller's billing system writes invoices (no portal API creates one), so it is inserted;
 * - `charge.paymentBooked`: `makePayment` (as Acme's payer, bank transfer) of what the invoice owes
 *   less the event's balance. A payment covering everything is booked as two payments (half, then
 *   the rest), so the bank can answer one while the other is still pending;
 * - `charge.paymentReceived`: the demo bank posts the invoice's pending payments through its
 *   `settleNow`: one of them when another is to stay pending, else all of them (the earlier ones
 *   leave the invoice Pending Payment, the last makes it Paid);
 * - `charge.paymentFailed`: the bank fails every pending payment of the invoice. Its facts made true
 *   first (test hooks on the database, as the payment driver's): the invoice's status before the
 *   payment on the payment's allocation, and a due date as far from the server's today as the
 *   event's is from its `now`;
 * - `charge.allocated`: received money applied by the program's servicer (`reportNow`
 *   payment.allocated), from a transfer the bank received unmatched (`postUnmatchedTransfer`);
 * - `charge.adjusted`: the servicer's adjustment (`reportNow` charge.adjusted);
 * - `charge.voided`: the seller API's `POST /api/v1/charges/{id}/void` with the developer's test key
 *   (Acme is the demo's test buyer); the server works out what was paid;
 * - `charge.creditIssued`: the seller API's `POST /api/v1/charges` of a credit memo: a new invoice,
 *   issued at once, which becomes the path's entity (only as a path's first step: a memo is issued
 *   when it is created);
 * - read: the `invoice(id)` query (status and what it owes).
 * Not driven (`notDriven`): an event that would move no money (the balance unchanged or higher
 * where the event lowers it), and a failed payment anywhere but after the invoice's own payments
 * alone (an adjustment, allocation or posting in between leaves nothing, or not the event's
 * amount, for the bank to give back).
 */

const PAY = 'mutation($input: MakePaymentInput!) { makePayment(input: $input) { payment { id status } } }';
const READ = 'query($id: ID!) { invoice(id: $id) { invoiceStatus remainingDue { amountMinor } } }';
const DAY_MS = 86_400_000;

interface ChargeEntity {
  id: string;
  /** The invoice's payments the bank has not answered yet, oldest first. */
  pending: string[];
}

export interface ChargeDriver extends ApiDriver<ChargeEntity> {
  stop(): Promise<void>;
}

export async function createChargeDriver({ server, payer, initialRemainingMinor }: { server: TestServer; payer: ApiSession; initialRemainingMinor: number }): Promise<ChargeDriver> {
  const bankLog: string[] = [];
  const bank: DemoBank = startPaymentSettlement(server.services, { settleMs: null, log: (m) => bankLog.push(m) });
  const servicer = servicerFor(server.services);
  const template = await server.db.selectFrom('invoices').selectAll().where('buyer_id', '=', ACME_BUYER_ID).where('invoice_type', '=', 'sale').limit(1).executeTakeFirstOrThrow();
  let serial = 0;

  const remainingOf = async (entity: ChargeEntity) =>
    (await server.db.selectFrom('invoices').select('remaining_minor').where('id', '=', entity.id).executeTakeFirstOrThrow()).remaining_minor;

  async function pay(entity: ChargeEntity, amountMinor: number): Promise<StepResult> {
    // With the payment's approval code (the demo program asks for one); a payment the rules refuse gets none and is refused as before.
    const input = await withPaymentApproval(server, payer, { idempotencyKey: `api-replay-charge-${Date.now()}-${++serial}`, method: 'bankTransfer', allocations: [{ invoiceId: entity.id, amountMinor }] }, { refusedPaymentsWithout: true, clock: server });
    const reply = await graphql(server.url, payer, PAY, { input });
    const id = (reply.body.data as { makePayment?: { payment: { id: string } } } | null | undefined)?.makePayment?.payment.id;
    if (id) entity.pending.push(id);
    return stepResultOf(reply);
  }

  async function settle(paymentId: string, outcome: BankOutcome): Promise<StepResult> {
    bank.configure({ outcomeFor: () => outcome });
    bankLog.length = 0;
    await bank.settleNow(paymentId);
    const failure = bankLog.find((line) => line.includes(paymentId));
    return failure === undefined ? { kind: 'accepted' } : { kind: 'refused', code: 'STORE_FAILED', message: failure };
  }

  /** Settles `ids` one after the other; the first store that fails is the step's answer. */
  async function settleAll(entity: ChargeEntity, ids: readonly string[], outcome: BankOutcome): Promise<StepResult> {
    for (const id of ids) {
      const result = await settle(id, outcome);
      entity.pending = entity.pending.filter((p) => p !== id);
      if (result.kind !== 'accepted') return result;
    }
    return { kind: 'accepted' };
  }

  /** The developer's test key (Acme is the demo's test buyer), made once through the Developers page's GraphQL. */
  let testKey: Promise<{ secret: string }> | null = null;
  async function sellerApi(method: 'POST', path: string, body: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
    testKey ??= openApiSession(server.url, 'developer@northwind.example', DEMO_PASSWORD).then((developer) => createKey(server.url, developer, 'test'));
    return callApi<{ id?: string; code?: string; rule?: string; message?: string }>(server.url, (await testKey).secret, method, path, body, headers);
  }
  const apiStep = (reply: { status: number; body: { code?: string; rule?: string; message?: string } }): StepResult =>
    reply.status < 300
      ? { kind: 'accepted' }
      : { kind: 'refused', code: reply.body.code ?? String(reply.status), ...(reply.body.rule ? { rule: reply.body.rule } : { message: reply.body.message ?? '' }) };

  async function report(event: ServicerEvent): Promise<StepResult> {
    const receipt = await servicer.reportNow(event);
    if (receipt.kind === 'stored') return { kind: 'accepted' };
    return { kind: 'refused', code: receipt.code, message: receipt.message, ...(receipt.rule ? { rule: receipt.rule } : {}) };
  }

  /** The failed payment's facts: the invoice's status before it, its due date relative to the event's `now`. */
  async function makeFailureFactsTrue(entity: ChargeEntity, event: Extract<ChargeEvent, { type: 'charge.paymentFailed' }>): Promise<void> {
    const days = Math.round((Date.parse(event.dueDate) - Date.parse(event.now.slice(0, 10))) / DAY_MS);
    const today = Date.parse(server.services.now().toISOString().slice(0, 10));
    await server.db.updateTable('invoices').set({ due_date: new Date(today + days * DAY_MS).toISOString().slice(0, 10) }).where('id', '=', entity.id).execute();
    await server.db.updateTable('payment_allocations').set({ invoice_status_before: event.statusBefore }).where('invoice_id', '=', entity.id).where('payment_id', 'in', entity.pending).execute();
  }

  return {
    notDriven(event, from, _next, history = []) {
      const e = event as ChargeEvent;
      const owes = (from as ChargeSnapshot).context.remainingMinor;
      if ((e.type === 'charge.paymentBooked' || e.type === 'charge.allocated' || e.type === 'charge.adjusted') && e.remainingMinor >= owes) {
        return 'not driven: a payment, cash application or adjustment of nothing (the API takes only amounts that lower the balance)';
      }
      if (e.type === 'charge.creditIssued' && (history.length > 0 || e.invoiceType !== 'credit')) {
        return 'not driven: the seller API issues a credit memo only as it creates one (a credit, as a new invoice\'s first step)';
      }
      if (e.type === 'charge.voided' && e.paidMinor !== initialRemainingMinor - (from as ChargeSnapshot).context.remainingMinor) {
        return 'not driven: the server works out what was paid from the invoice (the event\'s amount must be what the path paid)';
      }
      if (e.type === 'charge.paymentFailed') {
        const onlyPayments = history.length > 0 && history.every((h) => h.type === 'charge.paymentBooked');
        if (!onlyPayments || e.remainingMinor !== initialRemainingMinor) {
          return 'not driven: the bank gives back only what pending payments took (the invoice\'s own payments alone before it, the whole amount back)';
        }
      }
      return null;
    },

    async create(initial: AnyMachineSnapshot) {
      const { remainingMinor } = (initial as ChargeSnapshot).context;
      const id = randomUUID();
      const today = server.services.now();
      await server.db.insertInto('invoices').values({
        ...template, id, invoice_number: `API-CHG-${id.slice(0, 8)}`, status: chargeStatus(initial as ChargeSnapshot), fee_type: null,
        total_minor: remainingMinor, remaining_minor: remainingMinor, bill_date: new Date(today.getTime() - 60 * DAY_MS).toISOString().slice(0, 10),
        due_date: new Date(today.getTime() + 30 * DAY_MS).toISOString().slice(0, 10), po_number: null, notes: null,
      }).execute();
      return { id, pending: [] };
    },

    async perform(entity, event) {
      const e = event as ChargeEvent;
      switch (e.type) {
        case 'charge.paymentBooked': {
          const amountMinor = (await remainingOf(entity)) - e.remainingMinor;
          if (e.remainingMinor === 0 && amountMinor >= 2) {
            const first = await pay(entity, Math.floor(amountMinor / 2));
            if (first.kind !== 'accepted') return first;
            return pay(entity, amountMinor - Math.floor(amountMinor / 2));
          }
          return pay(entity, amountMinor);
        }
        case 'charge.paymentReceived':
          if (e.otherPaymentPending && entity.pending.length < 2) throw new Error('charge driver: another pending payment was asked for, but the invoice has one');
          return settleAll(entity, e.otherPaymentPending ? entity.pending.slice(0, 1) : [...entity.pending], { kind: 'received' });
        case 'charge.paymentFailed':
          await makeFailureFactsTrue(entity, e);
          return settleAll(entity, [...entity.pending], { kind: 'failed', reason: 'insufficientFunds' });
        case 'charge.allocated': {
          const amountMinor = (await remainingOf(entity)) - e.remainingMinor;
          const { paymentId } = await postUnmatchedTransfer(server.db, {
            transferId: `api-replay-charge-${Date.now()}-${++serial}`, buyerId: ACME_BUYER_ID, currency: 'USD', amountMinor, now: server.services.now(),
          });
          return report({ kind: 'payment.allocated', paymentId, allocations: [{ invoiceId: entity.id, amountMinor }] });
        }
        case 'charge.adjusted':
          return report({ kind: 'charge.adjusted', invoiceId: entity.id, amountMinor: (await remainingOf(entity)) - e.remainingMinor });
        case 'charge.voided':
          return apiStep(await sellerApi('POST', `/charges/${entity.id}/void`));
        case 'charge.creditIssued': {
          const memo = acmeCharge({ type: 'credit', amountMinor: initialRemainingMinor });
          const reply = await sellerApi('POST', '/charges', memo, { 'idempotency-key': `api-replay-credit-${Date.now()}-${++serial}` });
          if (reply.body.id) entity.id = reply.body.id;
          return apiStep(reply);
        }
      }
    },

    async read(entity): Promise<Observed> {
      const reply = await graphql(server.url, payer, READ, { id: entity.id });
      const invoice = (reply.body.data as { invoice: { invoiceStatus: string; remainingDue: { amountMinor: number } } | null } | undefined)?.invoice;
      if (!invoice) throw new Error(`invoice ${entity.id} not found: ${JSON.stringify(reply.body.errors ?? null)}`);
      return { status: invoice.invoiceStatus, remainingMinor: invoice.remainingDue.amountMinor };
    },

    project(snapshot: AnyMachineSnapshot): Observed {
      const s = snapshot as ChargeSnapshot;
      return { status: chargeStatus(s), remainingMinor: s.context.remainingMinor };
    },

    stop: () => bank.stop(),
  };
}
