import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { creditIncreaseStatus, type CreditIncreaseEvent, type CreditIncreaseSnapshot } from '../../../machines/domain/creditIncrease';
import { ACME_BUYER_ID } from '../../../server/db/demoIds';
import { graphql, type ApiSession } from '../../../server/http/testing/apiClient';
import type { TestServer } from '../../../server/http/testing/testServer';
import type { DemoUnderwriting } from '../../../server/integrations/underwriting/demoUnderwriting';
import type { DeclineReason, UnderwritingDecision } from '../../../server/integrations/underwriting/underwritingGateway';
import { underwritingFor } from '../../../server/modules/creditIncreases/underwriting';
import type { ApiDriver, Observed, StepResult } from '../apiReplay';
import { stepResultOf } from '../driverKit';

/**
 * Driver of the creditIncrease machine (machines/domain/creditIncrease.ts) against the real API,
 * as Acme's Buyer:Administrator:
 * - create: a draft is "nothing stored yet" (the form), so the entity starts without an id; any
 *   request of Acme still pending from an earlier path is declined first, so `hasPendingRequest`
 *   is false unless the event says otherwise;
 * - `creditIncrease.submit`: the `requestCreditIncrease` mutation with the event's request. When
 *   the event's fact `hasPendingRequest` is true, another request is submitted first (the
 *   blocker), and declined again after the step. The server takes the buyer's currency (USD), so
 *   the currency is not compared;
 * - `creditIncrease.approved` / `declined`: underwriting's answer through the demo underwriting's
 *   test hook (`configure({ decisionFor })` then `decideNow`), stored by decideCreditIncrease;
 * - read: the `creditIncreaseRequest(id)` query.
 */

const REQUEST = 'mutation($input: RequestCreditIncreaseInput!) { requestCreditIncrease(input: $input) { id } }';
const READ = `query($id: ID!) { creditIncreaseRequest(id: $id) { status type requestedAmount { amountMinor } startDate endDate reason
  approvedAmount { amountMinor } declineReason } }`;
const BLOCKER = { type: 'permanent', amountMinor: 100_000, reason: 'api replay: the other pending request' };

interface CreditIncreaseEntity {
  id: string | null;
}

interface RequestRead {
  status: string;
  type: string;
  requestedAmount: { amountMinor: number };
  startDate: string | null;
  endDate: string | null;
  reason: string | null;
  approvedAmount: { amountMinor: number } | null;
  declineReason: string | null;
}

export interface CreditIncreaseDriverOptions {
  server: TestServer;
  /** Acme's Buyer:Administrator. */
  admin: ApiSession;
}

export interface CreditIncreaseDriver extends ApiDriver<CreditIncreaseEntity> {
  /** Restores the demo underwriting's own decision rule (call after the replay). */
  stop(): void;
}

export function createCreditIncreaseDriver({ server, admin }: CreditIncreaseDriverOptions): CreditIncreaseDriver {
  const underwriting: DemoUnderwriting = underwritingFor(server.services);
  underwriting.configure({ delayMs: null });

  async function decide(id: string, decision: UnderwritingDecision): Promise<void> {
    underwriting.configure({ decisionFor: () => decision });
    await underwriting.decideNow(id);
  }

  /** Declines Acme's pending requests (left by earlier paths or blockers). */
  async function clearPending(): Promise<void> {
    const pending = await server.db.selectFrom('credit_increase_requests').select('id').where('buyer_id', '=', ACME_BUYER_ID).where('status', '=', 'submitted').execute();
    for (const { id } of pending) await decide(id, { kind: 'declined', reason: 'amountAboveCreditLimit' });
  }

  async function submit(entity: CreditIncreaseEntity, event: Extract<CreditIncreaseEvent, { type: 'creditIncrease.submit' }>): Promise<StepResult> {
    if (event.hasPendingRequest) {
      const blocker = await graphql(server.url, admin, REQUEST, { input: BLOCKER });
      if (blocker.body.errors) throw new Error(`credit increase driver: the blocker was refused: ${JSON.stringify(blocker.body.errors)}`);
    }
    const { type, amountMinor, startDate = null, endDate = null, reason = null } = event.request;
    const reply = await graphql(server.url, admin, REQUEST, { input: { type, amountMinor, startDate, endDate, reason } });
    const result = stepResultOf(reply);
    if (result.kind === 'accepted') entity.id = (reply.body.data as { requestCreditIncrease: { id: string } }).requestCreditIncrease.id;
    if (event.hasPendingRequest) await clearPending();
    return result;
  }

  return {
    notDriven: () => null,

    async create() {
      await clearPending();
      return { id: null };
    },

    async perform(entity, event: AnyEventObject) {
      const e = event as CreditIncreaseEvent;
      if (e.type === 'creditIncrease.submit') return submit(entity, e);
      if (!entity.id) throw new Error(`credit increase driver: ${e.type} before the request was stored`);
      if (e.type === 'creditIncrease.approved') {
        const row = await server.db.selectFrom('credit_increase_requests').select('amount_minor').where('id', '=', entity.id).executeTakeFirstOrThrow();
        await decide(entity.id, { kind: 'approved', approvedAmountMinor: e.approvedAmountMinor ?? row.amount_minor });
      } else {
        // Underwriting may give any reason; the demo's type names only its own.
        await decide(entity.id, { kind: 'declined', reason: (e.reason ?? null) as DeclineReason });
      }
      return { kind: 'accepted' };
    },

    async read(entity): Promise<Observed> {
      if (!entity.id) return { status: 'draft' };
      const reply = await graphql(server.url, admin, READ, { id: entity.id });
      const request = (reply.body.data as { creditIncreaseRequest: RequestRead | null } | undefined)?.creditIncreaseRequest;
      if (!request) throw new Error(`credit increase ${entity.id} not found: ${JSON.stringify(reply.body.errors)}`);
      return {
        status: request.status,
        type: request.type,
        amountMinor: request.requestedAmount.amountMinor,
        startDate: request.startDate,
        endDate: request.endDate,
        reason: request.reason,
        approvedAmountMinor: request.approvedAmount?.amountMinor ?? null,
        declineReason: request.declineReason,
      };
    },

    project(snapshot: AnyMachineSnapshot): Observed {
      const s = snapshot as CreditIncreaseSnapshot;
      const status = creditIncreaseStatus(s);
      const { request, approvedAmountMinor, declineReason } = s.context;
      if (status === 'draft' || !request) return { status: 'draft' };
      return {
        status,
        type: request.type,
        amountMinor: request.amountMinor,
        startDate: request.startDate ?? null,
        endDate: request.endDate ?? null,
        reason: request.reason ?? null,
        approvedAmountMinor,
        declineReason,
      };
    },

    stop: () => underwriting.configure({ decisionFor: undefined }),
  };
}
