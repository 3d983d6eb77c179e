import type { AnyEventObject } from 'xstate';
import type { ModificationSelection } from '../../../machines/rules/paymentModification';
import { ACME_BUYER_ID } from '../../../server/db/demoIds';
import { graphql, type ApiSession } from '../../../server/http/testing/apiClient';
import type { TestServer } from '../../../server/http/testing/testServer';
import type { StepResult } from '../apiReplay';

/**
 * `payment.modify` through the real `modifyPayment` mutation, shared by the payment drivers. The
 * machine's selections name invoice statuses (and amounts), not invoices: each becomes one of
 * Acme's invoices in that status, the one owing the most (so an amount the machine accepts is
 * within what the invoice owes), never the same invoice twice in one call.
 */
const MODIFY = 'mutation($input: ModifyPaymentInput!) { modifyPayment(input: $input) { payment { id } } }';

export interface ModifyPerformer {
  perform(paymentId: string, event: AnyEventObject): Promise<StepResult>;
}

export function createModifyPerformer(server: TestServer, session: ApiSession): ModifyPerformer {
  let serial = 0;

  async function invoiceFor(status: string, taken: readonly string[]): Promise<string> {
    let query = server.db.selectFrom('invoices').select('id').where('buyer_id', '=', ACME_BUYER_ID).where('status', '=', status);
    if (taken.length > 0) query = query.where('id', 'not in', taken);
    const invoice = await query.orderBy('remaining_minor', 'desc').orderBy('id').executeTakeFirst();
    if (!invoice) throw new Error(`payment driver: Acme has no ${status} invoice left to modify onto`);
    return invoice.id;
  }

  return {
    async perform(paymentId, event) {
      const selections = ((event as { selections?: readonly ModificationSelection[] }).selections ?? []);
      const allocations: { invoiceId: string; amountMinor: number }[] = [];
      for (const selection of selections) {
        allocations.push({ invoiceId: await invoiceFor(selection.invoiceStatus, allocations.map((a) => a.invoiceId)), amountMinor: selection.amountMinor });
      }
      const input = { idempotencyKey: `api-replay-modify-${Date.now()}-${++serial}`, paymentId, allocations };
      const reply = await graphql(server.url, session, MODIFY, { input });
      const error = reply.body.errors?.[0];
      if (!error) return { kind: 'accepted' };
      const extensions = (error.extensions ?? {}) as { code?: string; rule?: string };
      return { kind: 'refused', code: String(extensions.code), ...(extensions.rule ? { rule: extensions.rule } : {}), message: error.message };
    },
  };
}
