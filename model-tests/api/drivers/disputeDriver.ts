import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { disputeStatus, type DisputeEvent, type DisputeSnapshot } from '../../../machines/domain/dispute';
import { invoiceAgeDays } from '../../../machines/rules/disputeEligibility';
import { ACME_BUYER_ID, DEMO_PROGRAM_ID } from '../../../server/db/demoIds';
import { graphql, type ApiSession } from '../../../server/http/testing/apiClient';
import type { TestServer } from '../../../server/http/testing/testServer';
import { servicerFor } from '../../../server/integrations/servicer/servicing';
import type { ApiDriver, Observed } from '../apiReplay';
import { stepResultOf } from '../driverKit';

/**
 * Driver of the dispute machine (machines/domain/dispute.ts) against the real API:
 * - create: a draft, i.e. a fresh Acme invoice to dispute (nothing is stored before raising);
 * - `dispute.raise`: the event's facts are the server's own, so the driver first makes them true
 *   (test hook on the database): the invoice's status, type, fee type and consolidation as the
 *   event says, its bill date as many days before the server's today as the event's invoice is
 *   old at the event's `now`, the program's time limit, and the invoice's earlier disputes (exactly
 *   the event's `disputeStatuses`, one stored dispute each); then `raiseDispute` as Acme's payer
 *   with the event's reason and comment;
 * - `dispute.review`, `dispute.resolve`, `dispute.reject`: support's work, reported by the program's
 *   servicer (server/integrations/servicer, the demo servicer's `reportNow`) with the event's note;
 * - read: `disputes` (the raised one by id: status, reason, comment, whether it is closed), or draft before.
 */
const RAISE = 'mutation($input: RaiseDisputeInput!) { raiseDispute(input: $input) { dispute { id } } }';
const LIST = '{ disputes(first: 100) { id status reason comment closedAt } }';

interface DisputeEntity {
  invoiceId: string;
  disputeId: string | null;
}

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export async function createDisputeDriver({ server, payer }: { server: TestServer; payer: ApiSession }): Promise<ApiDriver<DisputeEntity>> {
  const fresh = await server.db.selectFrom('invoices').select('id').where('buyer_id', '=', ACME_BUYER_ID).where('invoice_type', '=', 'sale').orderBy('id').execute();
  let serial = 0;
  const servicer = servicerFor(server.services);

  async function makeFactsTrue(entity: DisputeEntity, event: Extract<DisputeEvent, { type: 'dispute.raise' }>): Promise<void> {
    const [facts] = event.invoices;
    if (!facts) throw new Error('dispute driver: an event without an invoice is not driven');
    const today = server.services.now().toISOString().slice(0, 10);
    const billDate = addDays(today, -invoiceAgeDays(facts.billDate, event.now));
    await server.db
      .updateTable('invoices')
      .set({
        status: facts.status,
        invoice_type: facts.invoiceType,
        fee_type: facts.invoiceType === 'fee' ? (facts.feeType ?? 'Late Fee') : null,
        consolidated: facts.consolidated,
        bill_date: billDate,
        due_date: addDays(billDate, 30),
      })
      .where('id', '=', entity.invoiceId)
      .execute();
    await server.db.updateTable('programs').set({ dispute_time_limit_days: event.disputeTimeLimitDays }).where('id', '=', DEMO_PROGRAM_ID).execute();
    await server.db.deleteFrom('disputes').where('invoice_id', '=', entity.invoiceId).execute();
    for (const status of facts.disputeStatuses) {
      const key = `dispute-replay-earlier-${Date.now()}-${++serial}`;
      await server.db.insertInto('disputes')
        .values({ buyer_id: ACME_BUYER_ID, invoice_id: entity.invoiceId, status, reason: 'other', raised_at: new Date(), idempotency_key: key, request_fingerprint: key })
        .execute();
    }
  }

  return {
    notDriven(event: AnyEventObject, from: AnyMachineSnapshot) {
      if (event.type === 'dispute.raise' && (event as { invoices?: unknown[] }).invoices?.length !== 1) return 'not driven yet: the API disputes exactly one invoice per call';
      // raiseDispute always raises a new dispute (an invoice may be disputed more than once): there is no raising an existing one to refuse.
      if (event.type === 'dispute.raise' && !from.matches('draft')) return 'not driven: raiseDispute raises a new dispute each time, never an existing one again';
      // Support acts on a raised dispute; before raising there is nothing stored to report about.
      if (event.type !== 'dispute.raise' && from.matches('draft')) return 'not driven: nothing is stored before the dispute is raised, so the servicer has no dispute to report about';
      return null;
    },

    async create() {
      const next = fresh.shift();
      if (!next) throw new Error('dispute driver: no fresh Acme invoice left');
      return { invoiceId: next.id, disputeId: null };
    },

    async perform(entity: DisputeEntity, event: AnyEventObject) {
      if (event.type === 'dispute.review' || event.type === 'dispute.resolve' || event.type === 'dispute.reject') {
        if (entity.disputeId === null) throw new Error(`dispute driver: ${event.type} before raising is not driven (notDriven should have said so)`);
        const note = (event as { note?: string }).note ?? null;
        const receipt = await servicer.reportNow(event.type === 'dispute.review' ? { kind: event.type, disputeId: entity.disputeId } : { kind: event.type, disputeId: entity.disputeId, note });
        return receipt.kind === 'stored' ? { kind: 'accepted' } : { kind: 'refused', code: receipt.code, message: receipt.message, ...(receipt.rule ? { rule: receipt.rule } : {}) };
      }
      if (event.type !== 'dispute.raise') throw new Error(`dispute driver: ${event.type} is not driven`);
      const raise = event as Extract<DisputeEvent, { type: 'dispute.raise' }>;
      await makeFactsTrue(entity, raise);
      const input = { idempotencyKey: `dispute-replay-${Date.now()}-${++serial}`, invoiceId: entity.invoiceId, reason: raise.reason, comment: raise.comment ?? null };
      const reply = await graphql(server.url, payer, RAISE, { input });
      const result = stepResultOf(reply);
      if (result.kind === 'accepted') entity.disputeId = (reply.body.data as { raiseDispute: { dispute: { id: string } } }).raiseDispute.dispute.id;
      return result;
    },

    async read(entity: DisputeEntity): Promise<Observed> {
      if (entity.disputeId === null) return { status: 'draft', reason: null, comment: null, closed: false };
      const reply = await graphql(server.url, payer, LIST);
      const found = (reply.body.data as { disputes: { id: string; status: string; reason: string; comment: string | null; closedAt: string | null }[] }).disputes.find((d) => d.id === entity.disputeId);
      if (!found) throw new Error(`dispute ${entity.disputeId} not listed`);
      return { status: found.status, reason: found.reason, comment: found.comment, closed: found.closedAt !== null };
    },

    project(snapshot: AnyMachineSnapshot): Observed {
      const dispute = snapshot as DisputeSnapshot;
      // Event times are the server's own: only whether the dispute is closed is compared.
      return { status: disputeStatus(dispute), reason: dispute.context.reason, comment: dispute.context.comment, closed: dispute.context.closedAt !== null };
    },
  };
}
